import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Both drivers share the Postgres dialect; code is written against this one type. */
export type Database = ReturnType<typeof drizzlePg<typeof schema>>

/** PGlite's extensions the migrations use: pg_trgm indexes the search text (migration 0006). */
const pgliteExtensions = { pg_trgm }

/**
 * PGlite's memory (decision 0240). Its WebAssembly memory only grows, so what PostgreSQL touches stays resident:
 * initdb's 128 MB of shared buffers filled up over a day of reads. One session, one process and the operating
 * system's page cache under it (PGlite reads its files through Node) need far less. `initialMemory` stays at
 * PGlite's 128 MB: its WebAssembly module declares that much (less fails to start), and pages never touched are not
 * resident anyway.
 */
export const pgliteMemory = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB', '-c', 'work_mem=4MB'],
    ...['-c', 'maintenance_work_mem=16MB'],
  ],
}

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** PostgreSQL's connection string: replicas talk through it (LISTEN/NOTIFY, the builder's advisory lock). */
  url?: string
  close: () => Promise<void>
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite under `dataDir` (or in memory for `memory://`). */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  /** In-memory PGlite only: start from this dump of an already migrated database (tests, to skip initdb). */
  pgliteTemplate?: Blob
}): Promise<DatabaseHandle> {
  if (options.url && !options.url.startsWith('memory://')) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return { db, kind: 'postgres', url: options.url, close: () => pool.end() }
  }
  let client: PGlite
  if (options.url) {
    client = new PGlite({
      loadDataDir: options.pgliteTemplate,
      extensions: pgliteExtensions,
      ...pgliteMemory,
    })
  } else {
    // PGlite creates its own folder but not the parents: a fresh DATA_DIR must exist first.
    const dataDir = options.dataDir ?? './data'
    await mkdir(dataDir, { recursive: true })
    client = new PGlite(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions, ...pgliteMemory })
  }
  await client.waitReady
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
