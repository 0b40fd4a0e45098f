import type { Locale } from '@clinic/contract/locale'
import type { SyncChanges, SyncItems, SyncKind } from '@clinic/contract/site-sync'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { SearchHit } from '../../lib/search-results-html.ts'

/**
 * How far the cursor lies behind the database clock. A write stamps `now()` when its transaction starts and becomes
 * visible only when it commits; a cursor taken this much earlier never skips one (sending an item twice is harmless).
 */
export const SYNC_OVERLAP_SECONDS = 30

/** A search box's answer: up to six posts and four operations. */
const MAX_POSTS = 6
const MAX_OPERATIONS = 4

/** The site's change feeds and its search box, over the content services. */
export function createSiteFeedService(app: Pick<FastifyInstance, 'db' | SyncKind>) {
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

  /**
   * What changed in `kind` since a cursor (everything without one) in a language, and the cursor for next time. One
   * cursor serves every language: a translation's write touches its item.
   */
  async function changes<K extends SyncKind>(
    kind: K,
    since: string | undefined,
    locale?: Locale,
  ): Promise<SyncChanges<SyncItems[K]>> {
    // Taken before reading, so whatever is written during the reads shows up again next time.
    const next = await cursor()
    const found = await sources[kind].changes(since ? new Date(since) : undefined, locale)
    return { cursor: next, ...(found as Omit<SyncChanges<SyncItems[K]>, 'cursor'>) }
  }

  /** The site's search box: titles of active posts and operations holding every word of the term. */
  async function search(
    term: string,
    locale?: Locale,
  ): Promise<{ posts: SearchHit[]; operations: SearchHit[] }> {
    const [posts, operations] = await Promise.all([
      app.blogs.searchTitles(term, MAX_POSTS, locale),
      app.operations.searchTitles(term, MAX_OPERATIONS, locale),
    ])
    return { posts, operations }
  }

  return { cursor, changes, search }
}

export type SiteFeedService = ReturnType<typeof createSiteFeedService>
