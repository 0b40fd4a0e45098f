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

const LIKES_MIGRATION = '0008_blog_likes'

/** The migrations folder as it was before per-visitor likes. */
async function migrationsBeforeLikes(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'clinic-migrations-'))
  await cp(migrationsFolder, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }
  const at = journal.entries.findIndex((entry) => entry.tag === LIKES_MIGRATION)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

type Execute = (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>

/** Posts liked before the migration keep their counts, which then move by one per visitor's like. */
async function checkCountsKept(execute: Execute, migrate: (folder: string) => Promise<void>) {
  const before = await migrationsBeforeLikes()
  try {
    await migrate(before)
  } finally {
    await rm(before, { recursive: true, force: true })
  }
  await execute(sql`insert into blogs (slug, title, likes) values ('diz', 'Diz', 12), ('omuz', 'Omuz', 0)`)
  await migrate(migrationsFolder)
  const likes = sql`select slug, likes from blogs order by slug`
  expect((await execute(likes)).rows).toEqual([
    { slug: 'diz', likes: 12 },
    { slug: 'omuz', likes: 0 },
  ])
  await execute(sql`insert into blog_likes (blog_id, visitor_id) select id, 'misafir' from blogs`)
  expect((await execute(likes)).rows).toEqual([
    { slug: 'diz', likes: 13 },
    { slug: 'omuz', likes: 1 },
  ])
  await execute(sql`delete from blog_likes`)
  expect((await execute(likes)).rows).toEqual([
    { slug: 'diz', likes: 12 },
    { slug: 'omuz', likes: 0 },
  ])
}

// Two databases migrated from nothing: slow on a busy machine.
test('the per-visitor likes migration keeps every post’s count as its base', {
  timeout: 120_000,
}, async () => {
  const configured = inject('databaseUrl')
  if (configured.startsWith('memory://')) {
    const client = new PGlite({ extensions: { pg_trgm } })
    try {
      const db = drizzlePglite(client)
      await checkCountsKept(
        (query) => db.execute(query),
        (folder) => migratePglite(db, { migrationsFolder: folder }),
      )
    } finally {
      await client.close()
    }
    return
  }
  // A database of its own beside the configured one, made fresh for this test.
  const url = new URL(configured)
  const name = `${url.pathname.slice(1) || 'test'}_likes_migration_w${process.env.VITEST_POOL_ID ?? '1'}`
  const admin = new pg.Client({ connectionString: configured })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}"`)
    await admin.query(`create database "${name}"`)
    url.pathname = `/${name}`
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
    try {
      const db = drizzlePg(pool)
      await checkCountsKept(
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
