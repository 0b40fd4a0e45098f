import path from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { exists } from './files.ts'
import { BackupError } from './manifest.ts'
import { appliedMigrations } from './migrations.ts'

const STOP_THE_SERVER =
  'stop the API server first: the embedded database (PGlite) is single-process and must not be opened twice'

/**
 * Opens the embedded database at `dir` for this process alone. PGlite keeps `postmaster.pid` while a process has
 * the folder open and removes it on a clean close, so its presence means the server is running (or was killed).
 */
export async function openPgliteAlone(dir: string, options: PGliteOptions = {}): Promise<PGlite> {
  if (await exists(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database at ${dir} is in use (postmaster.pid present): ${STOP_THE_SERVER}. If no server runs (it was killed), delete that postmaster.pid and try again`,
    )
  }
  try {
    const db = new PGlite(dir, options)
    await db.waitReady
    return db
  } catch (error) {
    throw new BackupError(
      `cannot open the embedded database at ${dir} (${(error as Error).message}): ${STOP_THE_SERVER}`,
    )
  }
}

/** PGlite's own dump of its data folder, as a gzipped tar (what `loadDataDir` takes back), and its migrations. */
export async function dumpPglite(dir: string): Promise<{ dump: Buffer; migrations: number }> {
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    throw new BackupError(
      `no embedded database at ${dir}: check DATA_DIR (or set DATABASE_URL for PostgreSQL)`,
    )
  }
  const db = await openPgliteAlone(dir)
  try {
    const migrations = await appliedMigrations(db)
    const dump = await db.dumpDataDir('gzip')
    return { dump: Buffer.from(await dump.arrayBuffer()), migrations }
  } finally {
    await db.close()
  }
}

/** Creates the embedded database at `dir` (which must not exist) from a dump; answers its applied migrations. */
export async function loadPglite(dir: string, dump: Buffer): Promise<number> {
  let db: PGlite
  try {
    db = new PGlite(dir, { loadDataDir: new Blob([new Uint8Array(dump)]) })
    await db.waitReady
  } catch (error) {
    throw new BackupError(`the database in the backup cannot be loaded: ${(error as Error).message}`)
  }
  try {
    return await appliedMigrations(db)
  } catch (error) {
    throw new BackupError(`the database in the backup does not answer: ${(error as Error).message}`)
  } finally {
    await db.close()
  }
}
