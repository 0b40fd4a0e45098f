import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { expect, test } from 'vitest'
import { migrationsFolder, openDatabase } from './client.ts'

test('the embedded database opens in a data folder that does not exist yet, migrated, and keeps its data', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'clinic-db-test-'))
  const dataDir = path.join(root, 'yeni', 'klasor')
  try {
    const first = await openDatabase({ dataDir })
    await first.db.execute(sql`insert into categories (name, name_key) values ('Diz', 'diz')`)
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

test('the search text gets trigram indexes where pg_trgm is loaded, and the migrations pass without it', async () => {
  const trigramIndexes = sql`select indexname from pg_indexes where indexname like '%search_trgm_idx' order by 1`
  const embedded = await openDatabase({ url: 'memory://' })
  try {
    const rows = await embedded.db.execute<{ indexname: string }>(trigramIndexes)
    expect(rows.rows.map((r) => r.indexname)).toEqual([
      'blog_translations_search_trgm_idx',
      'blogs_search_trgm_idx',
      'operation_translations_search_trgm_idx',
      'operations_search_trgm_idx',
    ])
  } finally {
    await embedded.close()
  }
  // A PGlite without the extension stands for a PostgreSQL server without contrib.
  const bare = new PGlite()
  try {
    const db = drizzle(bare)
    await migrate(db, { migrationsFolder })
    expect((await db.execute(trigramIndexes)).rows).toEqual([])
    expect((await db.execute(sql`select count(*)::int as n from blogs`)).rows).toEqual([{ n: 0 }])
  } finally {
    await bare.close()
  }
})
