import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { migrationsFolder } from '../db/client.ts'

/** Anything that runs one SQL text and answers rows: a PGlite instance or a pg client. */
export interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>
}

/** Migrations this program ships (drizzle's journal): the server applies them at start. */
export async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[]
  }
  return journal.entries.length
}

/** Migrations applied to a database (drizzle's `drizzle.__drizzle_migrations`; 0 before the first start). */
export async function appliedMigrations(db: Queryable): Promise<number> {
  const { rows } = await db.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  if (!(rows[0] as { present: boolean } | undefined)?.present) return 0
  const count = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')
  return (count.rows[0] as { n: number }).n
}
