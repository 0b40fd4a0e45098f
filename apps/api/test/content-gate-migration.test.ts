import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { expect, inject, test } from 'vitest'
import { migrationsFolder } from '../src/db/client.ts'

/** The migrations folder as it was before the last content change (issue 21); found by name, whatever its number. */
async function migrationsBeforeContentGate(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'clinic-migrations-'))
  await cp(migrationsFolder, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_content_gate'))
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

type Execute = (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>

/** Existing posts and operations take their last write as their last content change, and count as changed once. */
async function checkBackfill(execute: Execute, migrate: (folder: string) => Promise<void>) {
  const before = await migrationsBeforeContentGate()
  try {
    await migrate(before)
  } finally {
    await rm(before, { recursive: true, force: true })
  }
  await execute(
    sql`insert into blogs (slug, title, updated_at) values ('diz', 'Diz', '2025-03-04T05:06:07Z')`,
  )
  await execute(
    sql`insert into operations (slug, title, updated_at) values ('omuz', 'Omuz', '2025-06-07T08:09:10Z')`,
  )
  await migrate(migrationsFolder)
  const [blog] = (await execute(sql`select content_updated_at, updated_at from blogs`)).rows as Array<{
    content_updated_at: Date | string
    updated_at: Date | string
  }>
  const [operation] = (await execute(sql`select content_updated_at from operations`)).rows as Array<{
    content_updated_at: Date | string
  }>
  expect(new Date(blog!.content_updated_at).toISOString()).toBe('2025-03-04T05:06:07.000Z')
  expect(new Date(operation!.content_updated_at).toISOString()).toBe('2025-06-07T08:09:10.000Z')
  // The site's next delta sync fetches every item with its new field.
  expect(new Date(blog!.updated_at).getTime()).toBeGreaterThan(new Date('2026-01-01').getTime())
}

// Two databases migrated from nothing: slow on a busy machine.
test('the content_gate migration dates existing items by their last write', {
  timeout: 120_000,
}, async () => {
  const configured = inject('databaseUrl')
  if (configured.startsWith('memory://')) {
    const client = new PGlite({ extensions: { pg_trgm } })
    try {
      const db = drizzlePglite(client)
      await checkBackfill(
        (query) => db.execute(query),
        (folder) => migratePglite(db, { migrationsFolder: folder }),
      )
    } finally {
      await client.close()
    }
    return
  }
  const url = new URL(configured)
  const name = `${url.pathname.slice(1) || 'test'}_gate_migration_w${process.env.VITEST_POOL_ID ?? '1'}`
  const admin = new pg.Client({ connectionString: configured })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}"`)
    await admin.query(`create database "${name}"`)
    url.pathname = `/${name}`
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
    try {
      const db = drizzlePg(pool)
      await checkBackfill(
        (query) => db.execute(query),
        (folder) => migratePg(db, { migrationsFolder: folder }),
      )
    } finally {
      await pool.end()
    }
    await admin.query(`drop database "${name}"`)
  } finally {
    await admin.end()
  }
})
