import type { SyncChanges, SyncItems, SyncKind } from '@clinic/contract/site-sync'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

/**
 * How far the cursor lies behind the database clock. A write stamps `now()` when its transaction starts and becomes
 * visible only when it commits; a cursor taken this much earlier never skips one (sending an item twice is harmless).
 */
export const SYNC_OVERLAP_SECONDS = 30

/** The site's change feeds over the content services. */
export function createSiteRepository(app: Pick<FastifyInstance, 'db' | SyncKind>) {
  const { db } = app
  const sources = {
    blogs: app.blogs,
    operations: app.operations,
    catalogs: app.catalogs,
    categories: app.categories,
  }

  /** The database's clock (not this replica's), less the overlap, as an ISO time. */
  async function cursor(): Promise<string> {
    const result = await db.execute<{ ms: number | string }>(
      sql`select extract(epoch from now() - make_interval(secs => ${SYNC_OVERLAP_SECONDS})) * 1000 as ms`,
    )
    return new Date(Math.floor(Number(result.rows[0]!.ms))).toISOString()
  }

  /** What changed in `kind` since a cursor (everything without one), and the cursor for next time. */
  async function changes<K extends SyncKind>(
    kind: K,
    since: string | undefined,
  ): Promise<SyncChanges<SyncItems[K]>> {
    // Taken before reading, so whatever is written during the reads shows up again next time.
    const next = await cursor()
    const found = await sources[kind].changes(since ? new Date(since) : undefined)
    return { cursor: next, ...(found as Omit<SyncChanges<SyncItems[K]>, 'cursor'>) }
  }

  return { cursor, changes }
}
