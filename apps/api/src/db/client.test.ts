import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDatabase } from './client.ts'

test('the embedded database opens in a data folder that does not exist yet, migrated, and keeps its data', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'clinic-db-test-'))
  const dataDir = path.join(root, 'yeni', 'klasor')
  try {
    const first = await openDatabase({ dataDir })
    await first.db.execute(sql`insert into categories (name) values ('Diz')`)
    await first.close()
    expect(await readdir(dataDir)).toContain('pglite')
    const second = await openDatabase({ dataDir })
    const rows = await second.db.execute<{ name: string }>(sql`select name from categories`)
    expect(rows.rows.map((r) => r.name)).toEqual(['Diz'])
    await second.close()
  } finally {
    await rm(root, { recursive: true, force: true })
  }
})
