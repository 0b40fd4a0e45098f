import { z } from 'zod'

/** The archive's format: bumped when its layout changes, so an older restore refuses a newer backup. */
export const BACKUP_FORMAT = 'clinic-backup'
export const BACKUP_VERSION = 1

export const MANIFEST_FILE = 'manifest.json'
export const JWT_SECRET_FILE = 'jwt-secret'
export const UPLOADS_DIR = 'uploads'
export const DATABASE_DIR = 'database'
/** Files no URL serves: the patients' signed consent forms (`private/consents/`, issue 21). */
export const PRIVATE_DIR = 'private'

/** The database inside the archive: PGlite's own data-folder dump, or pg_dump's custom format. */
export const DATABASE_FILES = {
  pglite: `${DATABASE_DIR}/pglite.tar.gz`,
  postgres: `${DATABASE_DIR}/postgres.dump`,
} as const

export type DatabaseKind = keyof typeof DATABASE_FILES

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** Migrations applied to the database when it was saved: a restore refuses a database newer than its program. */
  migrations: z.number().int().min(0),
  /** Files under uploads/ (folders not counted). */
  uploads: z.number().int().min(0),
  jwtSecret: z.boolean(),
  /** Files under private/ (the signed consent forms); absent in older backups and when there are none. */
  privateFiles: z.number().int().min(1).optional(),
})

export type Manifest = z.infer<typeof ManifestSchema>

/** A failure the operator can act on: the CLIs print its message as one line, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** `20260701-142530` (UTC): sortable, and safe in a file name on every system. */
export function timestampForFile(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
}
