// Backs up DATA_DIR (database, uploads, token key) into one .tar.gz: `pnpm --filter @clinic/api backup [--out FILE]`
import { parseArgs } from 'node:util'
import { createBackup } from '../backup/create-backup.ts'
import { BackupError } from '../backup/manifest.ts'
import { type AppConfig, loadConfig } from '../env.ts'

const USAGE = `Usage: pnpm --filter @clinic/api backup [--out FILE]

Writes one .tar.gz holding manifest.json, the database, uploads/ and jwt-secret of DATA_DIR
(default file: DATA_DIR/backups/klinik-<time>.tar.gz; relative paths are taken from apps/api).
The built site is not included: the server rebuilds it.

Embedded database (no DATABASE_URL): STOP THE API SERVER FIRST. PGlite is single-process; the backup refuses
while a server answers /api/health on HOST:PORT here or DATA_DIR/pglite/postmaster.pid exists.
PostgreSQL (DATABASE_URL set): uses pg_dump; the server may keep running.`

let out: string | undefined
try {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  out = values.out
} catch (error) {
  console.error(`backup: ${(error as Error).message}\n\n${USAGE}`)
  process.exit(2)
}

let config: AppConfig
try {
  config = loadConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

try {
  const started = performance.now()
  const { file, bytes, manifest } = await createBackup(config, { out })
  console.log(
    `Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB; database: ${manifest.database}, ` +
      `${manifest.uploads} uploaded files, jwt-secret: ${manifest.jwtSecret ? 'yes' : 'no'}; ` +
      `${Math.round(performance.now() - started)} ms)`,
  )
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(`backup failed: ${error.message}`)
  process.exit(1)
}
