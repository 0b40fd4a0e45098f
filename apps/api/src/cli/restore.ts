// Restores a backup made by `backup` into DATA_DIR: `pnpm --filter @clinic/api restore FILE [--force]`
import { parseArgs } from 'node:util'
import { BackupError } from '../backup/manifest.ts'
import { restoreBackup } from '../backup/restore-backup.ts'
import { type AppConfig, loadConfig } from '../env.ts'

const USAGE = `Usage: pnpm --filter @clinic/api restore FILE [--force]

Restores FILE (made by \`backup\`) into DATA_DIR: the database, uploads/ and jwt-secret.
STOP THE API SERVER FIRST (refused while one answers /api/health on HOST:PORT here).
The archive is checked before anything is touched; a backup made by a newer version is refused.
Refuses when DATA_DIR/pglite, DATA_DIR/uploads (or, with DATABASE_URL, the PostgreSQL database) hold data;
--force moves them aside to DATA_DIR/before-restore-<time>/ instead (PostgreSQL: a pg_dump of it is saved there),
nothing is deleted. Relative paths are taken from apps/api.`

let file: string | undefined
let force = false
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  if (positionals.length !== 1) throw new Error('give exactly one backup file')
  file = positionals[0]!
  force = values.force
} catch (error) {
  console.error(`restore: ${(error as Error).message}\n\n${USAGE}`)
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
  const { manifest, movedAside } = await restoreBackup(config, file, { force })
  console.log(
    `Restored the backup of ${manifest.createdAt} (database: ${manifest.database}, ${manifest.uploads} uploaded files, ` +
      `jwt-secret: ${manifest.jwtSecret ? 'yes' : 'no'}).`,
  )
  if (movedAside) console.log(`The previous data is in ${movedAside}`)
  console.log('Start the server: it migrates the database if needed and builds the public site.')
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(`restore failed: ${error.message}`)
  process.exit(1)
}
