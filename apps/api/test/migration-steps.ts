import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { expect, inject } from 'vitest'
import { migrationsFolder } from '../src/db/client.ts'

/**
 * What a migration test needs: a database of its own, migrated step by step. Tests of one migration's data (a
 * backfill, a count kept) migrate up to just before it, write rows as the old schema had them, then migrate the rest.
 */
export interface MigrationSteps {
  execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>
  /** Applies every migration before the first whose tag `isTarget` accepts. */
  migrateUpTo: (isTarget: (tag: string) => boolean) => Promise<void>
  /** Applies every migration there is. */
  migrateAll: () => Promise<void>
}

/** A copy of the migrations folder whose journal ends just before the target migration. */
async function migrationsBefore(isTarget: (tag: string) => boolean): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'clinic-migrations-'))
  await cp(migrationsFolder, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }
  const at = journal.entries.findIndex((entry) => isTarget(entry.tag))
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

function steps(
  execute: MigrationSteps['execute'],
  migrate: (folder: string) => Promise<void>,
): MigrationSteps {
  return {
    execute,
    migrateAll: () => migrate(migrationsFolder),
    async migrateUpTo(isTarget) {
      const folder = await migrationsBefore(isTarget)
      try {
        await migrate(folder)
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    },
  }
}

/** An empty database of the project's kind and how to let it go. */
async function openEmptyDatabase(label: string): Promise<{ db: MigrationSteps; close: () => Promise<void> }> {
  const configured = inject('databaseUrl')
  if (configured.startsWith('memory://')) {
    const client = new PGlite({ extensions: { pg_trgm } })
    const db = drizzlePglite(client)
    return {
      db: steps(
        (query) => db.execute(query),
        (folder) => migratePglite(db, { migrationsFolder: folder }),
      ),
      close: () => client.close(),
    }
  }
  // On PostgreSQL a database of its own beside the configured one, named after the test and the worker.
  const url = new URL(configured)
  const name = `${url.pathname.slice(1) || 'test'}_${label}_w${process.env.VITEST_POOL_ID ?? '1'}`
  const admin = new pg.Client({ connectionString: configured })
  await admin.connect()
  await admin.query(`drop database if exists "${name}"`)
  await admin.query(`create database "${name}"`)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
  const db = drizzlePg(pool)
  return {
    db: steps(
      (query) => db.execute(query),
      (folder) => migratePg(db, { migrationsFolder: folder }),
    ),
    async close() {
      await pool.end()
      try {
        await admin.query(`drop database "${name}"`)
      } finally {
        await admin.end()
      }
    },
  }
}

/** Runs `check` on an empty database (a PGlite in memory, or a PostgreSQL database dropped afterwards). */
export async function withEmptyDatabase(label: string, check: (db: MigrationSteps) => Promise<void>) {
  const { db, close } = await openEmptyDatabase(label)
  try {
    await check(db)
  } finally {
    await close()
  }
}
