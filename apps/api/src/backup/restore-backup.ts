import { chmod, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { type BackupConfig, databaseKind } from './create-backup.ts'
import { countFiles, exists, isNonEmptyDir } from './files.ts'
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  DATABASE_DIR,
  DATABASE_FILES,
  JWT_SECRET_FILE,
  MANIFEST_FILE,
  type Manifest,
  ManifestSchema,
  PRIVATE_DIR,
  timestampForFile,
  UPLOADS_DIR,
} from './manifest.ts'
import { knownMigrations } from './migrations.ts'
import { loadPglite } from './pglite-files.ts'
import { countUserTables, pgDump, pgRestore } from './postgres-tools.ts'
import { refuseIfServerRuns } from './running-server.ts'

const MAX_MANIFEST_BYTES = 64 * 1024
const DATABASE_FILE_NAMES = new Set<string>(Object.values(DATABASE_FILES))

/** The only paths a backup may hold: anything else makes it foreign. */
function isAllowedEntry(entryPath: string, type: string): boolean {
  const p = entryPath.replace(/\/+$/, '')
  if (p.startsWith('/') || p.split('/').includes('..')) return false
  const inFolder = (dir: string) => p.startsWith(`${dir}/`)
  if (type === 'Directory')
    return (
      p === DATABASE_DIR ||
      p === UPLOADS_DIR ||
      inFolder(UPLOADS_DIR) ||
      p === PRIVATE_DIR ||
      inFolder(PRIVATE_DIR)
    )
  if (type !== 'File') return false
  return (
    p === MANIFEST_FILE ||
    p === JWT_SECRET_FILE ||
    DATABASE_FILE_NAMES.has(p) ||
    p.startsWith(`${UPLOADS_DIR}/`) ||
    inFolder(PRIVATE_DIR)
  )
}

/**
 * Reads the whole archive once without writing anything: it must decompress and parse to the end, hold only the
 * paths a backup holds, and carry a manifest of this format naming a database that is inside.
 */
export async function inspectBackup(file: string): Promise<Manifest> {
  if (!(await exists(file))) throw new BackupError(`${file}: no such file`)
  const notABackup = (why: string) => new BackupError(`${file} is not a backup of this application: ${why}`)
  const seen = new Set<string>()
  const foreign: string[] = []
  let manifestBytes: Buffer | undefined
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const p = entry.path.replace(/\/+$/, '')
        seen.add(p)
        if (!isAllowedEntry(entry.path, entry.type)) foreign.push(p)
        if (p === MANIFEST_FILE && entry.type === 'File' && (entry.size ?? 0) <= MAX_MANIFEST_BYTES) {
          const chunks: Buffer[] = []
          entry.on('data', (chunk: Buffer) => chunks.push(chunk))
          entry.on('end', () => {
            manifestBytes = Buffer.concat(chunks)
          })
        }
      },
    })
  } catch (error) {
    throw new BackupError(`${file} is damaged or not a .tar.gz backup (${(error as Error).message})`)
  }
  if (!manifestBytes) throw notABackup(`no ${MANIFEST_FILE}`)
  if (foreign.length > 0) throw notABackup(`unexpected entries (${foreign.slice(0, 3).join(', ')})`)
  let json: unknown
  try {
    json = JSON.parse(manifestBytes.toString('utf8'))
  } catch {
    throw notABackup(`${MANIFEST_FILE} is not JSON`)
  }
  const header = json as { format?: unknown; version?: unknown }
  if (header?.format !== BACKUP_FORMAT) throw notABackup(`${MANIFEST_FILE} has another format`)
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is backup format version ${String(header.version)}; this program reads version ${BACKUP_VERSION}`,
    )
  }
  const parsed = ManifestSchema.safeParse(json)
  if (!parsed.success) throw notABackup(`${MANIFEST_FILE} is invalid (${parsed.error.issues[0]?.message})`)
  const manifest = parsed.data
  if (!seen.has(DATABASE_FILES[manifest.database]))
    throw notABackup(`${DATABASE_FILES[manifest.database]} is missing`)
  if (manifest.jwtSecret && !seen.has(JWT_SECRET_FILE)) throw notABackup(`${JWT_SECRET_FILE} is missing`)
  return manifest
}

export interface RestoreResult {
  manifest: Manifest
  /** Where the data found in DATA_DIR went (DATA_DIR/before-restore-<time>), if anything was there. */
  movedAside: string | undefined
}

const KIND_NAME = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' } as const

/**
 * Restores a backup made by createBackup into DATA_DIR (and, with DATABASE_URL, into that PostgreSQL database).
 * The archive is checked first; a bad one changes nothing. DATA_DIR must hold no data unless `force`, which moves
 * what is there aside (never deletes it; on PostgreSQL it saves a dump of the current database there first).
 * The server must be stopped.
 */
export async function restoreBackup(
  config: BackupConfig,
  file: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const archive = path.resolve(file)
  const manifest = await inspectBackup(archive)
  const kind = databaseKind(config)
  if (manifest.database !== kind) {
    throw new BackupError(
      `the backup holds ${KIND_NAME[manifest.database]} but this configuration uses ${KIND_NAME[kind]}: ${
        kind === 'postgres' ? 'unset DATABASE_URL' : 'set DATABASE_URL'
      } to restore it`,
    )
  }

  const known = await knownMigrations()
  if (manifest.migrations > known) {
    throw new BackupError(
      `the backup's database has ${manifest.migrations} migrations but this version of the application knows ${known}: restore it with the version that made it, or a newer one`,
    )
  }
  await refuseIfServerRuns(config, 'a restore replaces the data it is using')

  const dataDir = config.dataDir
  const target = {
    pglite: path.join(dataDir, 'pglite'),
    uploads: path.join(dataDir, UPLOADS_DIR),
    jwtSecret: path.join(dataDir, JWT_SECRET_FILE),
    site: path.join(dataDir, 'site'),
    private: path.join(dataDir, PRIVATE_DIR),
  }
  if (kind === 'pglite' && (await exists(path.join(target.pglite, 'postmaster.pid')))) {
    throw new BackupError(
      `the embedded database at ${target.pglite} is in use (postmaster.pid present): stop the API server first. If no server runs (it was killed), delete that postmaster.pid and try again`,
    )
  }
  const found: string[] = []
  if (kind === 'pglite' && (await isNonEmptyDir(target.pglite)))
    found.push(`${target.pglite} holds a database`)
  const uploadCount = await countFiles(target.uploads)
  if (uploadCount > 0) found.push(`${target.uploads} holds ${uploadCount} files`)
  const tables = kind === 'postgres' ? await countUserTables(config.databaseUrl!) : 0
  if (tables > 0) found.push(`the PostgreSQL database of DATABASE_URL has ${tables} tables`)
  if (found.length > 0 && !options.force) {
    throw new BackupError(
      `refusing to restore over existing data (${found.join('; ')}): restore into an empty DATA_DIR${kind === 'postgres' ? ' and database' : ''}, or pass --force to move the current data aside to ${path.join(dataDir, 'before-restore-<time>')}/`,
    )
  }

  const stamp = timestampForFile(options.now ?? new Date())
  const aside = path.join(dataDir, `before-restore-${stamp}`)
  let movedAside: string | undefined
  const moveAside = async (from: string, name: string) => {
    if (!(await exists(from))) return
    await mkdir(aside, { recursive: true })
    await rename(from, path.join(aside, name))
    movedAside = aside
  }

  await mkdir(dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(dataDir, '.restore-'))
  try {
    try {
      await tar.extract({
        file: archive,
        cwd: staging,
        strict: true,
        filter: (p, entry) => isAllowedEntry(p, (entry as tar.ReadEntry).type),
      })
    } catch (error) {
      throw new BackupError(`${archive} cannot be extracted (${(error as Error).message})`)
    }
    const dump = path.join(staging, DATABASE_FILES[kind])

    if (kind === 'pglite') {
      // Loaded beside the live data first: a dump PGlite refuses leaves DATA_DIR as it was.
      const loaded = await loadPglite(path.join(staging, 'pglite'), await readFile(dump))
      if (loaded !== manifest.migrations) {
        throw new BackupError(
          `${archive} is inconsistent: its manifest says ${manifest.migrations} migrations, its database has ${loaded}`,
        )
      }
      if (await isNonEmptyDir(target.pglite)) await moveAside(target.pglite, 'pglite')
      else await rm(target.pglite, { recursive: true, force: true })
      await rename(path.join(staging, 'pglite'), target.pglite)
    } else {
      if (tables > 0) {
        await mkdir(aside, { recursive: true })
        await pgDump(config.databaseUrl!, path.join(aside, 'postgres.dump'))
        movedAside = aside
      }
      await pgRestore(config.databaseUrl!, dump)
    }

    // Uploads and the token key are replaced even when the backup has none, so nothing of the old DATA_DIR mixes
    // with the restored database; the built site is moved too (it shows the old content and the server rebuilds it).
    // Folders without a single file are not data: removed rather than kept aside.
    if (uploadCount > 0) await moveAside(target.uploads, UPLOADS_DIR)
    else await rm(target.uploads, { recursive: true, force: true })
    await moveAside(target.jwtSecret, JWT_SECRET_FILE)
    await moveAside(target.site, 'site')
    // The signed consent forms (issue 21) go with their database, like the uploads.
    if ((await countFiles(target.private)) > 0) await moveAside(target.private, PRIVATE_DIR)
    else await rm(target.private, { recursive: true, force: true })
    if (await exists(path.join(staging, PRIVATE_DIR)))
      await rename(path.join(staging, PRIVATE_DIR), target.private)
    if (await exists(path.join(staging, UPLOADS_DIR)))
      await rename(path.join(staging, UPLOADS_DIR), target.uploads)
    else await mkdir(target.uploads, { recursive: true })
    if (manifest.jwtSecret) {
      await rename(path.join(staging, JWT_SECRET_FILE), target.jwtSecret)
      await chmod(target.jwtSecret, 0o600)
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return { manifest, movedAside }
}
