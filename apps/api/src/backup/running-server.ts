import type { AppConfig } from '../env.ts'
import { BackupError } from './manifest.ts'

/** Where this configuration's server would answer its health check on this machine. */
export function localHealthUrl(config: Pick<AppConfig, 'host' | 'port'>): string | undefined {
  if (config.port === 0) return undefined
  const wildcard = ['', '0.0.0.0', '::', '[::]'].includes(config.host)
  const host = wildcard ? '127.0.0.1' : config.host
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${config.port}/api/health`
}

/**
 * Refuses when this configuration's API server answers on HOST:PORT: the embedded database is single-process, and a
 * restore must not pull the data from under a running server. Only this machine is asked; a server elsewhere (a
 * replica on PostgreSQL) is the operator's to stop.
 */
export async function refuseIfServerRuns(
  config: Pick<AppConfig, 'host' | 'port'>,
  why: string,
  timeoutMs = 1500,
): Promise<void> {
  const url = localHealthUrl(config)
  if (!url) return
  let body: unknown
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' })
    body = await res.json()
  } catch {
    return // nothing listens there, or it is not this API
  }
  const kind = (body as { database?: { kind?: unknown } } | null)?.database?.kind
  if (kind === 'pglite' || kind === 'postgres') {
    throw new BackupError(`an API server answers at ${url}: stop it first (${why})`)
  }
}
