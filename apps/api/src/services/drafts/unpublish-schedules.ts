import type { DraftKind, UnpublishSchedule } from '@clinic/contract/draft'
import type { Locale } from '@clinic/contract/locale'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { contentUnpublishSchedules } from '../../db/schema.ts'

/**
 * Taking a live unit off at a time (issue 24, item 3; decision 0286): one row per `(kind, item, locale)`. Setting
 * replaces the unit's time; the sweep claims due rows with one `DELETE … RETURNING`, so on PostgreSQL each row is
 * taken by exactly one replica (a concurrent delete waits for the first and then finds the row gone).
 */
export type UnpublishRow = typeof contentUnpublishSchedules.$inferSelect

const toAnswer = (row: UnpublishRow): UnpublishSchedule => ({
  kind: row.kind,
  itemId: row.itemId,
  locale: row.locale as Locale,
  unpublishAt: row.unpublishAt.toISOString(),
})

export function createUnpublishSchedules(db: Database) {
  const ofUnit = (kind: DraftKind, itemId: number, locale: Locale) =>
    and(
      eq(contentUnpublishSchedules.kind, kind),
      eq(contentUnpublishSchedules.itemId, itemId),
      eq(contentUnpublishSchedules.locale, locale),
    )

  return {
    async find(kind: DraftKind, itemId: number, locale: Locale): Promise<UnpublishSchedule> {
      const [row] = await db
        .select()
        .from(contentUnpublishSchedules)
        .where(ofUnit(kind, itemId, locale))
      return row ? toAnswer(row) : { kind, itemId, locale, unpublishAt: null }
    },

    /** Every set time of a kind, soonest first (the lists show them). */
    async list(kind: DraftKind): Promise<UnpublishSchedule[]> {
      const rows = await db
        .select()
        .from(contentUnpublishSchedules)
        .where(eq(contentUnpublishSchedules.kind, kind))
        .orderBy(asc(contentUnpublishSchedules.unpublishAt), asc(contentUnpublishSchedules.id))
      return rows.map(toAnswer)
    },

    /** Sets (or with null clears) the unit's time. */
    async set(
      kind: DraftKind,
      itemId: number,
      locale: Locale,
      at: Date | null,
      userId: number,
    ): Promise<UnpublishSchedule> {
      if (at === null) {
        await db.delete(contentUnpublishSchedules).where(ofUnit(kind, itemId, locale))
        return { kind, itemId, locale, unpublishAt: null }
      }
      const [row] = await db
        .insert(contentUnpublishSchedules)
        .values({ kind, itemId, locale, unpublishAt: at, createdBy: userId })
        .onConflictDoUpdate({
          target: [
            contentUnpublishSchedules.kind,
            contentUnpublishSchedules.itemId,
            contentUnpublishSchedules.locale,
          ],
          set: { unpublishAt: at, createdBy: userId },
        })
        .returning()
      return toAnswer(row!)
    },

    /** The sweep's claim: the due rows, deleted and answered in one statement. */
    async claimDue(now?: Date): Promise<UnpublishRow[]> {
      return db
        .delete(contentUnpublishSchedules)
        .where(lte(contentUnpublishSchedules.unpublishAt, now ?? sql`now()`))
        .returning()
    },
  }
}

export type UnpublishSchedules = ReturnType<typeof createUnpublishSchedules>
