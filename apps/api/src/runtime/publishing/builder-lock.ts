import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

/** One key for every replica of one database: whoever holds it builds the site. */
const LOCK_SQL = `select pg_try_advisory_lock(hashtext('clinic-site-builder')) as held`
const RETRY_MS = 5_000

export interface BuilderLock {
  readonly held: boolean
  /** Called once this replica holds the lock (at once on PGlite, which has one process). */
  onAcquired(listener: () => void): void
  /** Called when the lock's connection drops: another replica may build from then on. */
  onLost(listener: () => void): void
  close(): Promise<void>
}

/**
 * On PostgreSQL, replicas elect one builder with a session advisory lock on a connection of its own: the lock goes
 * with the connection, so when the builder dies another replica takes over within a few seconds.
 */
export function createBuilderLock(url: string | undefined, log: FastifyBaseLogger): BuilderLock {
  const listeners: Array<() => void> = []
  const lost: Array<() => void> = []
  if (!url) {
    return {
      held: true,
      onAcquired: (listener) => queueMicrotask(listener),
      onLost: () => {},
      close: async () => {},
    }
  }

  let held = false
  let closed = false
  let client: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined

  const retry = () => {
    if (closed) return
    clearTimeout(timer)
    timer = setTimeout(() => void attempt(), RETRY_MS)
    timer.unref()
  }

  async function attempt() {
    if (closed || held) return
    try {
      if (!client) {
        const next = new pg.Client({ connectionString: url })
        next.on('error', (error) => {
          if (client === next) client = undefined
          const had = held
          held = false
          if (had) {
            log.warn({ err: error }, 'the builder lost its lock connection; another replica may build')
            for (const listener of lost) listener()
          }
          void next.end().catch(() => {})
          retry()
        })
        await next.connect()
        client = next
      }
      const { rows } = await client.query<{ held: boolean }>(LOCK_SQL)
      if (rows[0]?.held && !closed) {
        held = true
        log.info('this replica builds the site')
        for (const listener of listeners) listener()
        return
      }
    } catch (error) {
      log.warn({ err: error }, 'could not try the builder lock')
      void client?.end().catch(() => {})
      client = undefined
    }
    retry()
  }

  return {
    get held() {
      return held
    },
    onAcquired(listener) {
      listeners.push(listener)
      if (listeners.length === 1) void attempt()
    },
    onLost(listener) {
      lost.push(listener)
    },
    async close() {
      closed = true
      clearTimeout(timer)
      held = false
      await client?.end().catch(() => {})
    },
  }
}
