import type { PublishTarget, SiteBuild, SiteBuildStatus } from '@clinic/contract/site-publish'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { siteBuilds } from '../../db/schema.ts'

const LOG_TAIL = 4_000
const LATEST = 10

type Row = typeof siteBuilds.$inferSelect

const toBuild = (row: Row): SiteBuild => ({
  id: row.id,
  target: row.target,
  status: row.status,
  reason: row.reason,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  durationMs: row.durationMs,
  logTail: row.logTail,
})

/** The publishes of the site, in the database so every replica tells the same story. */
export function createPublishHistory(db: Database) {
  return {
    /** A publish begins: its start is the database's clock, the one content changes are stamped with. */
    async start(target: PublishTarget, reason: string): Promise<SiteBuild> {
      const [row] = await db.insert(siteBuilds).values({ target, reason, status: 'running' }).returning()
      return toBuild(row!)
    },

    async finish(id: number, status: Exclude<SiteBuildStatus, 'running'>, log: string): Promise<void> {
      await db
        .update(siteBuilds)
        .set({
          status,
          finishedAt: sql`now()`,
          durationMs: sql`round(extract(epoch from now() - ${siteBuilds.startedAt}) * 1000)::int`,
          logTail: log.slice(-LOG_TAIL),
        })
        .where(eq(siteBuilds.id, id))
    },

    /**
     * Publishes left running by a builder that is gone (only the holder of the builder lock calls this, so none of
     * them can still be under way). Answers whether any was a site build: its output may be half-written.
     */
    async interruptRunning(): Promise<boolean> {
      const rows = await db
        .update(siteBuilds)
        .set({
          status: 'interrupted',
          finishedAt: sql`now()`,
          logTail: sql`${siteBuilds.logTail} || ${'\nSunucu, yayın bitmeden durdu; yeniden yayınlanacak.'}`,
        })
        .where(eq(siteBuilds.status, 'running'))
        .returning({ target: siteBuilds.target })
      return rows.some((row) => row.target === 'builder')
    },

    /** The newest publishes, newest first. */
    async latest(limit = LATEST): Promise<SiteBuild[]> {
      const rows = await db.select().from(siteBuilds).orderBy(desc(siteBuilds.id)).limit(limit)
      return rows.map(toBuild)
    },

    /** The newest successful publish to `target`. */
    async newestOk(target: PublishTarget): Promise<SiteBuild | undefined> {
      const [row] = await db
        .select()
        .from(siteBuilds)
        .where(and(eq(siteBuilds.target, target), eq(siteBuilds.status, 'ok')))
        .orderBy(desc(siteBuilds.id))
        .limit(1)
      return row ? toBuild(row) : undefined
    },

    /** The newest change to public content: an edit, a status change or a deletion (counters never count). */
    async lastChangeAt(): Promise<Date | undefined> {
      const result = await db.execute<{ at: string | Date | null }>(sql`select greatest(
        (select max(updated_at) from blogs),
        (select max(updated_at) from operations),
        (select max(updated_at) from catalogs),
        (select max(updated_at) from categories),
        (select max(removed_at) from removals)
      ) as at`)
      const at = result.rows[0]?.at
      return at ? new Date(at) : undefined
    },
  }
}

export type PublishHistory = ReturnType<typeof createPublishHistory>
