import type { Locale } from '@clinic/contract/locale'
import type { Revision, RevisionKind, RevisionReason, RevisionSummary } from '@clinic/contract/revision'
import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { contentRevisions } from '../../db/schema.ts'
import { notFound } from '../../lib/http-errors.ts'
import type { Executor } from '../content/removals.ts'

/**
 * The revisions of posts, operations, catalogs and categories (issue 24, item 4; decision 0281). The services write
 * one inside each save's transaction; nothing else does (counters, likes and touches never). A unit is
 * `(kind, item, locale)`: `tr` is the item's own row, another locale its translation.
 */

/** Who saved: the user's id and their name as it was then (kept when the account goes). */
export interface RevisionAuthor {
  id: number
  name: string
}

/** Who saves and why (a form's save unless told): what every revision-writing call of a service takes. */
export interface Saver {
  by?: RevisionAuthor
  reason?: Extract<RevisionReason, 'save' | 'restore' | 'publish' | 'schedule'>
}

/** The fields of each kind's form a revision keeps; a translation keeps those of them its row has. */
export const REVISION_FIELDS: Record<RevisionKind, readonly string[]> = {
  blog: [
    'title',
    'slug',
    'shortDescription',
    'fullContent',
    'seoKeywords',
    'seoDescription',
    'tags',
    'imagePath',
    'authorName',
    'publishedDate',
    'categoryId',
    'isActive',
    'allowComments',
    'allowLikes',
    'beforeAfter',
    'consentId',
    'beforeAfterImages',
  ],
  operation: [
    'title',
    'slug',
    'shortDescription',
    'fullContent',
    'seoKeywords',
    'seoDescription',
    'imagePath',
    'authorName',
    'publishedDate',
    'catalogId',
    'isActive',
  ],
  catalog: ['name', 'isActive'],
  category: ['name', 'isActive'],
}

/** The kept fields of a row (a translation's, an item's, a group's): dates as ISO text, absent ones left out. */
export function snapshotOf(kind: RevisionKind, row: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const field of REVISION_FIELDS[kind]) {
    if (!(field in row)) continue
    const value = row[field]
    fields[field] = value instanceof Date ? value.toISOString() : (value ?? null)
  }
  return fields
}

const REVISION_MISSING = 'Sürüm bulunamadı.'

export interface RevisionWrite {
  kind: RevisionKind
  itemId: number
  locale: Locale
  /** The unit's fields after the save. */
  fields: Record<string, unknown>
  /** The unit's fields before the save (undefined when the save created it): the baseline of an older unit. */
  before?: Record<string, unknown>
  saver?: Saver
}

export function createRevisionStore(db: Database, keep: number | undefined) {
  const unit = (kind: RevisionKind, itemId: number, locale: Locale): SQL =>
    and(
      eq(contentRevisions.kind, kind),
      eq(contentRevisions.itemId, itemId),
      eq(contentRevisions.locale, locale),
    ) as SQL

  /**
   * Writes the revision of a save, inside its transaction. A unit saved before revisions existed first gets a
   * `baseline` of its state before this save, so the older text is not lost. With REVISION_KEEP, the unit's oldest
   * revisions beyond that many go.
   */
  async function record(tx: Executor, write: RevisionWrite): Promise<void> {
    const { kind, itemId, locale, saver } = write
    const where = unit(kind, itemId, locale)
    if (write.before) {
      const [any] = await tx.select({ id: contentRevisions.id }).from(contentRevisions).where(where).limit(1)
      if (!any)
        await tx
          .insert(contentRevisions)
          .values({ kind, itemId, locale, reason: 'baseline', fields: write.before })
    }
    await tx.insert(contentRevisions).values({
      kind,
      itemId,
      locale,
      reason: saver?.reason ?? 'save',
      fields: write.fields,
      userId: saver?.by?.id ?? null,
      userName: saver?.by?.name ?? null,
    })
    if (keep) {
      const newest = tx
        .select({ id: contentRevisions.id })
        .from(contentRevisions)
        .where(where)
        .orderBy(desc(contentRevisions.id))
        .limit(keep)
      await tx.delete(contentRevisions).where(and(where, notInArray(contentRevisions.id, newest)))
    }
  }

  /** An item's revisions go with it (inside the deleting transaction). */
  async function removeItem(tx: Executor, kind: RevisionKind, itemId: number): Promise<void> {
    await tx
      .delete(contentRevisions)
      .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
  }

  const summaryOf = (row: typeof contentRevisions.$inferSelect): RevisionSummary => ({
    id: row.id,
    locale: row.locale as Locale,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    userName: row.userName,
    summary: String(row.fields.title ?? row.fields.name ?? ''),
  })

  /** A unit's history newest first: one language's, or every language's. */
  async function list(kind: RevisionKind, itemId: number, locale?: Locale): Promise<RevisionSummary[]> {
    const rows = await db
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.kind, kind),
          eq(contentRevisions.itemId, itemId),
          locale ? eq(contentRevisions.locale, locale) : undefined,
        ),
      )
      .orderBy(desc(contentRevisions.id))
    return rows.map(summaryOf)
  }

  /** One revision of this item; 404 for one of another item. */
  async function find(kind: RevisionKind, itemId: number, revisionId: number): Promise<Revision> {
    const [row] = await db
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.id, revisionId),
          eq(contentRevisions.kind, kind),
          eq(contentRevisions.itemId, itemId),
        ),
      )
    if (!row) throw notFound(REVISION_MISSING)
    return { ...summaryOf(row), fields: row.fields }
  }

  return { record, removeItem, list, find }
}

export type RevisionStore = ReturnType<typeof createRevisionStore>

/** A store that keeps every revision: the default of a service built without the app's. */
export const keepAll = (db: Database) => createRevisionStore(db, undefined)
