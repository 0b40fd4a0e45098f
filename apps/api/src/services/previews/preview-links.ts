import { createHash, randomBytes } from 'node:crypto'
import type { Locale } from '@clinic/contract/locale'
import type { PreviewKind, PreviewLinkSummary } from '@clinic/contract/preview'
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { previewLinks, users } from '../../db/schema.ts'
import { notFound } from '../../lib/http-errors.ts'

/**
 * Preview links (issue 24, item 2; decision 0285). A link's token is 32 random bytes, base64url, given once in the
 * link's URL; the table keeps only its SHA-256, so a copy of the database opens no preview.
 */

export const LINK_NOT_FOUND = 'Önizleme bağlantısı bulunamadı.'

/** What a preview shows: an item (or, once drafts land, a new item's draft) in one language. */
export interface PreviewUnit {
  kind: PreviewKind
  itemId: number | null
  draftId: number | null
  locale: Locale
}

/** A token as the link carries it: 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type ResolvedLink =
  | { state: 'valid'; unit: PreviewUnit; expiresAt: Date }
  | { state: 'gone' }
  | { state: 'unknown' }

/** Whose links: an item's, or a new item's draft's (decision 0286). */
export type PreviewOwner = { itemId: number } | { draftId: number }

const ownedBy = (owner: PreviewOwner) =>
  'itemId' in owner ? eq(previewLinks.itemId, owner.itemId) : eq(previewLinks.draftId, owner.draftId)

export function createPreviewLinkStore(db: Database, days: number) {
  async function create(unit: PreviewUnit, userId: number | null) {
    const token = randomBytes(32).toString('base64url')
    const [row] = await db
      .insert(previewLinks)
      .values({
        tokenHash: hashToken(token),
        kind: unit.kind,
        itemId: unit.itemId,
        draftId: unit.itemId === null ? unit.draftId : null,
        locale: unit.locale,
        expiresAt: sql`now() + make_interval(days => ${days})`,
        createdBy: userId,
      })
      .returning({ id: previewLinks.id, expiresAt: previewLinks.expiresAt })
    return { id: row!.id, token, expiresAt: row!.expiresAt.toISOString() }
  }

  /** The item's links still valid (neither revoked nor expired), newest first, optionally of one language. */
  async function listActive(
    kind: PreviewKind,
    owner: PreviewOwner,
    locale?: Locale,
  ): Promise<PreviewLinkSummary[]> {
    const rows = await db
      .select({
        id: previewLinks.id,
        locale: previewLinks.locale,
        expiresAt: previewLinks.expiresAt,
        createdAt: previewLinks.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(previewLinks)
      .leftJoin(users, eq(users.id, previewLinks.createdBy))
      .where(
        and(
          eq(previewLinks.kind, kind),
          ownedBy(owner),
          locale ? eq(previewLinks.locale, locale) : undefined,
          isNull(previewLinks.revokedAt),
          gt(previewLinks.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(previewLinks.id))
    return rows.map((row) => ({
      id: row.id,
      locale: row.locale as Locale,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      createdBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    }))
  }

  /** Revokes one of the item's active links; 404 when it is not the item's, or no longer active. */
  async function revoke(kind: PreviewKind, owner: PreviewOwner, linkId: number) {
    const [row] = await db
      .update(previewLinks)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(previewLinks.id, linkId),
          eq(previewLinks.kind, kind),
          ownedBy(owner),
          isNull(previewLinks.revokedAt),
          gt(previewLinks.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: previewLinks.id, locale: previewLinks.locale })
    if (!row) throw notFound(LINK_NOT_FOUND)
    return row
  }

  /** A token from a link: valid, gone (revoked or expired: 410) or unknown (404). */
  async function resolve(token: string): Promise<ResolvedLink> {
    if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' }
    const [row] = await db
      .select({
        kind: previewLinks.kind,
        itemId: previewLinks.itemId,
        draftId: previewLinks.draftId,
        locale: previewLinks.locale,
        expiresAt: previewLinks.expiresAt,
        revokedAt: previewLinks.revokedAt,
        live: sql<boolean>`${previewLinks.expiresAt} > now()`,
      })
      .from(previewLinks)
      .where(eq(previewLinks.tokenHash, hashToken(token)))
    if (!row) return { state: 'unknown' }
    if (row.revokedAt || !row.live) return { state: 'gone' }
    return {
      state: 'valid',
      unit: { kind: row.kind, itemId: row.itemId, draftId: row.draftId, locale: row.locale as Locale },
      expiresAt: row.expiresAt,
    }
  }

  /**
   * A new item's draft was published as item `itemId`: its links now show that item (and its next drafts), so a link
   * sent to the doctor before the first publish keeps working (decision 0286). Runs before the draft is deleted.
   */
  async function moveToItem(kind: PreviewKind, draftId: number, itemId: number) {
    await db
      .update(previewLinks)
      .set({ itemId, draftId: null })
      .where(and(eq(previewLinks.kind, kind), eq(previewLinks.draftId, draftId)))
  }

  /** The periodic sweep: links revoked or expired more than `days` days ago are deleted. Answers how many. */
  async function sweepEnded(days: number) {
    const rows = await db
      .delete(previewLinks)
      .where(
        or(
          lt(previewLinks.revokedAt, sql`now() - make_interval(days => ${days})`),
          lt(previewLinks.expiresAt, sql`now() - make_interval(days => ${days})`),
        ),
      )
      .returning({ id: previewLinks.id })
    return rows.length
  }

  return { create, listActive, revoke, resolve, moveToItem, sweepEnded }
}

export type PreviewLinkStore = ReturnType<typeof createPreviewLinkStore>
