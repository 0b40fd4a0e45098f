import {
  DRAFT_MESSAGES,
  type Draft,
  type DraftFields,
  type DraftKind,
  type DraftSummary,
} from '@clinic/contract/draft'
import type { Locale } from '@clinic/contract/locale'
import { and, desc, eq, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  blogs,
  blogTranslations,
  contentDrafts,
  operations,
  operationTranslations,
  users,
} from '../../db/schema.ts'
import { conflict, notFound } from '../../lib/http-errors.ts'
import { isUniqueViolation } from '../../lib/pg-error.ts'

/**
 * The drafts' rows (issue 24, decision 0283): autosave's writes with an optimistic version, the admin's list, and the
 * schedule's claim. Nothing here is read by a public query; publishing is the draft service's (`index.ts`).
 */

export type DraftRow = typeof contentDrafts.$inferSelect

/**
 * The live row's "content changed" time a draft starts from: the item's own, or its translation's. One expression for
 * both uses: over a draft row's columns (listing N drafts stays one query, as correlated subqueries), and over the
 * values of a draft being created (its `baseUpdatedAt`). Decoded as the live column is, so `liveChanged` compares the
 * same millisecond Dates.
 */
function liveStamp(kind: SQLWrapper, itemId: SQLWrapper, locale: SQLWrapper) {
  return sql<Date | null>`case
  when ${itemId} is null then null
  when ${locale} = 'tr' and ${kind} = 'blog'
    then (select ${blogs.contentUpdatedAt} from ${blogs} where ${blogs.id} = ${itemId})
  when ${locale} = 'tr'
    then (select ${operations.contentUpdatedAt} from ${operations} where ${operations.id} = ${itemId})
  when ${kind} = 'blog'
    then (select ${blogTranslations.contentUpdatedAt} from ${blogTranslations}
      where ${blogTranslations.blogId} = ${itemId} and ${blogTranslations.locale} = ${locale})
  else (select ${operationTranslations.contentUpdatedAt} from ${operationTranslations}
      where ${operationTranslations.operationId} = ${itemId} and ${operationTranslations.locale} = ${locale})
end`.mapWith(blogs.contentUpdatedAt)
}

const liveStampOfRow = liveStamp(contentDrafts.kind, contentDrafts.itemId, contentDrafts.locale)

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function createDraftStore(db: Database) {
  const selection = {
    draft: contentDrafts,
    updatedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    liveAt: liveStampOfRow,
  }
  const read = (where: SQL) =>
    db
      .select(selection)
      .from(contentDrafts)
      .leftJoin(users, eq(users.id, contentDrafts.updatedBy))
      .where(where)
      .orderBy(desc(contentDrafts.updatedAt), desc(contentDrafts.id))

  function answer(row: { draft: DraftRow; updatedByName: string | null; liveAt: Date | null }): Draft {
    const { draft, liveAt: live } = row
    return {
      id: draft.id,
      kind: draft.kind,
      itemId: draft.itemId,
      locale: draft.locale as Locale,
      fields: draft.fields,
      version: draft.version,
      baseUpdatedAt: iso(draft.baseUpdatedAt),
      liveChanged:
        live !== null && (draft.baseUpdatedAt === null || live.getTime() !== draft.baseUpdatedAt.getTime()),
      publishAt: iso(draft.publishAt),
      scheduleError: draft.scheduleError,
      updatedByName: row.updatedByName,
      createdAt: draft.createdAt.toISOString(),
      updatedAt: draft.updatedAt.toISOString(),
    }
  }

  const ofItem = (kind: DraftKind, itemId: number, locale: Locale) =>
    and(
      eq(contentDrafts.kind, kind),
      eq(contentDrafts.itemId, itemId),
      eq(contentDrafts.locale, locale),
    ) as SQL

  return {
    /** An item's draft in a language; undefined when there is none. */
    async findOfItem(kind: DraftKind, itemId: number, locale: Locale): Promise<Draft | undefined> {
      const [row] = await read(ofItem(kind, itemId, locale))
      return row ? answer(row) : undefined
    },

    /** A draft by its id (of this kind); 404 otherwise. */
    async find(kind: DraftKind, id: number): Promise<Draft> {
      const [row] = await read(and(eq(contentDrafts.kind, kind), eq(contentDrafts.id, id)) as SQL)
      if (!row) throw notFound(DRAFT_MESSAGES.notFound)
      return answer(row)
    },

    /** Every draft of a kind, newest change first: new items' and live items' pending ones. */
    async list(kind: DraftKind): Promise<DraftSummary[]> {
      const rows = await read(eq(contentDrafts.kind, kind))
      return rows.map((row) => {
        const { fields, ...rest } = answer(row)
        return { ...rest, title: fields.title ?? '' }
      })
    },

    /** A new item's draft (no item yet). */
    async createNew(kind: DraftKind, fields: DraftFields, userId: number): Promise<Draft> {
      const [created] = await db
        .insert(contentDrafts)
        .values({ kind, itemId: null, locale: 'tr', fields, createdBy: userId, updatedBy: userId })
        .returning({ id: contentDrafts.id })
      return this.find(kind, created!.id)
    },

    /**
     * Autosave: writes the fields (and the schedule, when given) if `version` is the draft's current one, adding one.
     * An item's first autosave creates its draft (version 0 or absent), remembering the live version it starts from.
     * A stale version, or a draft created meanwhile by another tab, is a 409 and nothing changes.
     */
    async save(
      target: { kind: DraftKind; draftId: number } | { kind: DraftKind; itemId: number; locale: Locale },
      body: { fields: DraftFields; version?: number; publishAt?: Date | null },
      userId: number,
    ): Promise<Draft> {
      const schedule =
        body.publishAt === undefined
          ? {}
          : { publishAt: body.publishAt, scheduleError: null as string | null }
      const where =
        'draftId' in target
          ? (and(eq(contentDrafts.kind, target.kind), eq(contentDrafts.id, target.draftId)) as SQL)
          : ofItem(target.kind, target.itemId, target.locale)
      const [existing] = await db
        .select({ id: contentDrafts.id, version: contentDrafts.version })
        .from(contentDrafts)
        .where(where)
      if (!existing) {
        if ('draftId' in target) throw notFound(DRAFT_MESSAGES.notFound)
        if (body.version) throw conflict(DRAFT_MESSAGES.stale, { version: [DRAFT_MESSAGES.stale] })
        // Typed, as a bare parameter in `is null` would leave PostgreSQL guessing.
        const base = liveStamp(
          sql`${target.kind}::text`,
          sql`${target.itemId}::integer`,
          sql`${target.locale}::text`,
        )
        try {
          const [created] = await db
            .insert(contentDrafts)
            .values({
              kind: target.kind,
              itemId: target.itemId,
              locale: target.locale,
              fields: body.fields,
              baseUpdatedAt: base,
              createdBy: userId,
              updatedBy: userId,
              ...schedule,
            })
            .returning({ id: contentDrafts.id })
          return this.find(target.kind, created!.id)
        } catch (error) {
          // Another tab created it first: this one must read it before writing over it.
          if (isUniqueViolation(error))
            throw conflict(DRAFT_MESSAGES.stale, { version: [DRAFT_MESSAGES.stale] })
          throw error
        }
      }
      const [updated] = await db
        .update(contentDrafts)
        .set({
          fields: body.fields,
          version: sql`${contentDrafts.version} + 1`,
          updatedBy: userId,
          updatedAt: sql`now()`,
          ...schedule,
        })
        .where(and(eq(contentDrafts.id, existing.id), eq(contentDrafts.version, body.version ?? 0)))
        .returning({ id: contentDrafts.id })
      if (!updated) throw conflict(DRAFT_MESSAGES.stale, { version: [DRAFT_MESSAGES.stale] })
      return this.find(target.kind, existing.id)
    },

    /** Deletes a draft; `version` given: only that version (a publish keeps a draft autosaved meanwhile). */
    async remove(id: number, version?: number): Promise<boolean> {
      const rows = await db
        .delete(contentDrafts)
        .where(
          version === undefined
            ? eq(contentDrafts.id, id)
            : and(eq(contentDrafts.id, id), eq(contentDrafts.version, version)),
        )
        .returning({ id: contentDrafts.id })
      return rows.length > 0
    },

    /** A failed scheduled publish: the draft stays, unscheduled, with the reason. */
    async failSchedule(id: number, message: string): Promise<void> {
      await db.update(contentDrafts).set({ scheduleError: message }).where(eq(contentDrafts.id, id))
    },

    /**
     * The schedule's claim: every due draft loses its `publish_at` in one UPDATE … RETURNING. PostgreSQL locks each
     * row it updates and a concurrent claim re-reads it after the first commits (then no longer due), so with
     * replicas each due draft is claimed by exactly one of them.
     */
    async claimDue(now?: Date): Promise<DraftRow[]> {
      return db
        .update(contentDrafts)
        .set({ publishAt: null, scheduleError: null })
        .where(lte(contentDrafts.publishAt, now ?? sql`now()`))
        .returning()
    },
  }
}

export type DraftStore = ReturnType<typeof createDraftStore>
