import { spawn } from 'node:child_process'
import pg from 'pg'
import { BackupError } from './manifest.ts'
import { appliedMigrations } from './migrations.ts'

/**
 * Runs one of PostgreSQL's client programs and waits for it. A missing program or a failure becomes a BackupError
 * carrying the program's last words. The connection string is passed as `--dbname`, as libpq reads it.
 */
function run(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} not found: install the PostgreSQL client tools (the server's major version or newer), e.g. apt-get install postgresql-client`,
            )
          : error,
      )
    })
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      const last = stderr.trim().split('\n').slice(-3).join(' | ')
      reject(new BackupError(`${program} failed (${signal ?? `exit ${code}`}): ${last || 'no message'}`))
    })
  })
}

/** A custom-format dump (compressed, restorable table by table) of the whole database. */
export function pgDump(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`])
}

/** Drops what the dump holds (when present) and recreates it; ownership goes to the connecting role. */
export function pgRestore(databaseUrl: string, file: string): Promise<void> {
  return run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, file])
}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    await client.end().catch(() => {})
    throw new BackupError(`cannot connect to DATABASE_URL: ${(error as Error).message}`)
  }
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Tables outside PostgreSQL's own schemas: the API's and drizzle's migration journal. */
export function countUserTables(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    return rows[0]?.n ?? 0
  })
}

/** Migrations applied to the database of DATABASE_URL. */
export function appliedMigrationsAt(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, appliedMigrations)
}
