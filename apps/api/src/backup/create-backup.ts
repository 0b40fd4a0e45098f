import type { Stats } from 'node:fs'
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import type { AppConfig } from '../env.ts'
import { countFiles, exists } from './files.ts'
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  DATABASE_FILES,
  type DatabaseKind,
  JWT_SECRET_FILE,
  MANIFEST_FILE,
  type Manifest,
  PRIVATE_DIR,
  timestampForFile,
  UPLOADS_DIR,
} from './manifest.ts'
import { dumpPglite } from './pglite-files.ts'
import { appliedMigrationsAt, pgDump } from './postgres-tools.ts'
import { refuseIfServerRuns } from './running-server.ts'

/** What backup and restore read of the configuration: DATA_DIR, the database, and where the server would listen. */
export type BackupConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'host' | 'port'>

export interface BackupResult {
  file: string
  bytes: number
  manifest: Manifest
}

export function databaseKind(config: BackupConfig): DatabaseKind {
  if (config.databaseUrl?.startsWith('memory://')) {
    throw new BackupError('DATABASE_URL points to an in-memory database: there is nothing on disk to back up')
  }
  return config.databaseUrl ? 'postgres' : 'pglite'
}

/**
 * Writes one .tar.gz of everything DATA_DIR cannot rebuild: manifest.json, the database, uploads/ and jwt-secret.
 * The built site (DATA_DIR/site) is left out: the server rebuilds it. With the embedded database the server must be
 * stopped. The archive appears under its name only once complete.
 */
export async function createBackup(
  config: BackupConfig,
  options: { out?: string; now?: Date } = {},
): Promise<BackupResult> {
  const kind = databaseKind(config)
  const now = options.now ?? new Date()
  const file = path.resolve(
    options.out ?? path.join(config.dataDir, 'backups', `klinik-${timestampForFile(now)}.tar.gz`),
  )
  if (await exists(file)) throw new BackupError(`${file} already exists: choose another --out`)
  // The embedded database is read first, so a running server or a wrong DATA_DIR leaves no folder behind.
  if (kind === 'pglite') {
    await refuseIfServerRuns(config, 'the embedded database (PGlite) is single-process')
  }
  const pglite = kind === 'pglite' ? await dumpPglite(path.join(config.dataDir, 'pglite')) : undefined
  await mkdir(path.dirname(file), { recursive: true })
  await mkdir(config.dataDir, { recursive: true })

  // The archive is packed from DATA_DIR; what does not live there yet (manifest, dump) is staged beside it and
  // renamed to the archive's root as it is written.
  const staging = await mkdtemp(path.join(config.dataDir, '.backup-'))
  const stagingPrefix = `${path.basename(staging)}/`
  const partial = `${file}.partial`
  try {
    const databaseFile = DATABASE_FILES[kind]
    await mkdir(path.dirname(path.join(staging, databaseFile)), { recursive: true })
    let migrations: number
    if (pglite) {
      migrations = pglite.migrations
      await writeFile(path.join(staging, databaseFile), pglite.dump)
    } else {
      // The server migrates only at its start: the count read just before the dump is the dump's.
      migrations = await appliedMigrationsAt(config.databaseUrl!)
      await pgDump(config.databaseUrl!, path.join(staging, databaseFile))
    }

    const uploads = await countFiles(path.join(config.dataDir, UPLOADS_DIR))
    const jwtSecret = await exists(path.join(config.dataDir, JWT_SECRET_FILE))
    const privateFiles = await countFiles(path.join(config.dataDir, PRIVATE_DIR))
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: kind,
      migrations,
      uploads,
      jwtSecret,
      ...(privateFiles > 0 ? { privateFiles } : {}),
    }
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)

    const entries = [`${stagingPrefix}${MANIFEST_FILE}`, `${stagingPrefix}${databaseFile}`]
    if (uploads > 0) entries.push(UPLOADS_DIR)
    if (jwtSecret) entries.push(JWT_SECRET_FILE)
    if (privateFiles > 0) entries.push(PRIVATE_DIR)
    await tar.create(
      {
        file: partial,
        cwd: config.dataDir,
        gzip: true,
        portable: true,
        // Holds password hashes and the token key: readable by its owner only.
        mode: 0o600,
        // Only files and folders: a link in uploads/ would be restored pointing anywhere.
        filter: (_p, entry) => (entry as Stats).isFile() || (entry as Stats).isDirectory(),
        onWriteEntry: (entry) => {
          if (entry.path.startsWith(stagingPrefix)) entry.path = entry.path.slice(stagingPrefix.length)
        },
      },
      entries,
    )
    await rename(partial, file)
    return { file, bytes: (await stat(file)).size, manifest }
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
