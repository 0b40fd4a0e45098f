import {
  type AdvertisingClaim,
  type AdvertisingOverride,
  type AdvertisingOverrideInput,
  claimKey,
  contentClaims,
  type GatedContent,
  gateRefusal,
  unresolvedClaims,
} from '@clinic/contract/advertising'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { advertisingOverrides, blogs, operations, users } from '../../db/schema.ts'
import { badRequest, forbidden } from '../../lib/http-errors.ts'
import type { Executor } from '../content/removals.ts'

export type ContentKind = 'blogs' | 'operations'

/** Who saves: only an Admin may override a flag (decision 0201). */
export interface Editor {
  id: number
  isAdmin: boolean
}

/** An override a save stored, for the audit log. */
export type StoredOverride = AdvertisingClaim & { reason: string }

const LOCALE = 'tr'

export const OVERRIDE_FORBIDDEN = 'Reklam uyarılarını yalnızca yönetici gerekçe yazarak yok sayabilir.'

/** The claims of one item an override covers (Turkish text; issue 23 adds the other locales). */
export async function overriddenClaims(
  db: Executor,
  kind: ContentKind,
  id: number | undefined,
): Promise<AdvertisingClaim[]> {
  if (!id) return []
  return db
    .select({ ruleId: advertisingOverrides.ruleId, claim: advertisingOverrides.claim })
    .from(advertisingOverrides)
    .where(
      and(
        eq(advertisingOverrides.contentKind, kind),
        eq(advertisingOverrides.contentId, id),
        eq(advertisingOverrides.locale, LOCALE),
      ),
    ) as Promise<AdvertisingClaim[]>
}

/**
 * The gate of a save (decision 0200): the overrides sent that cover a claim of this text (others are dropped), or
 * a 400 naming the claims left when the item is to be active; a 403 when someone other than an Admin overrides.
 * Nothing is written here; `storeOverrides` writes what this answers inside the save's transaction.
 */
export async function gateSave(options: {
  db: Executor
  kind: ContentKind
  id: number | undefined
  content: GatedContent
  active: boolean
  sent: readonly AdvertisingOverrideInput[]
  editor: Editor | undefined
}): Promise<StoredOverride[]> {
  if (options.sent.length > 0 && !options.editor?.isAdmin) throw forbidden(OVERRIDE_FORBIDDEN)
  const claims = contentClaims(options.content)
  const flagged = new Set(claims.map(claimKey))
  const fresh = options.sent
    .filter((override) => flagged.has(claimKey(override)))
    .map(({ ruleId, claim, reason }) => ({ ruleId, claim, reason }))
  if (options.active) {
    const left = unresolvedClaims(claims, [
      ...(await overriddenClaims(options.db, options.kind, options.id)),
      ...fresh,
    ])
    if (left.length > 0) throw refusal(left)
  }
  return fresh
}

/** The gate of the status switch: an item cannot be made active while a claim is neither fixed nor overridden. */
export async function gateActivation(db: Executor, kind: ContentKind, id: number, content: GatedContent) {
  const left = unresolvedClaims(contentClaims(content), await overriddenClaims(db, kind, id))
  if (left.length > 0) throw refusal(left)
}

const refusal = (claims: readonly AdvertisingClaim[]) =>
  badRequest(gateRefusal(claims), { advertising: claims.map((claim) => `${claim.ruleId}: ${claim.claim}`) })

/** Writes the overrides of a save (a second override of the same claim replaces the first's reason). */
export async function storeOverrides(
  db: Executor,
  kind: ContentKind,
  id: number,
  overrides: readonly StoredOverride[],
  editor: Editor | undefined,
) {
  for (const override of overrides) {
    await db
      .insert(advertisingOverrides)
      .values({ contentKind: kind, contentId: id, locale: LOCALE, ...override, userId: editor?.id ?? null })
      .onConflictDoUpdate({
        target: [
          advertisingOverrides.contentKind,
          advertisingOverrides.contentId,
          advertisingOverrides.locale,
          advertisingOverrides.ruleId,
          advertisingOverrides.claim,
        ],
        set: { reason: override.reason, userId: editor?.id ?? null, at: sql`now()` },
      })
  }
}

/** The overrides for the admin: every one (the Admin's list), or one item's (the edit form), newest first. */
export function createAdvertisingService(db: Database) {
  const title = sql<string | null>`case ${advertisingOverrides.contentKind}
    when 'blogs' then (select ${blogs.title} from ${blogs} where ${blogs.id} = ${advertisingOverrides.contentId})
    else (select ${operations.title} from ${operations} where ${operations.id} = ${advertisingOverrides.contentId})
  end`
  async function list(item?: { kind: ContentKind; id: number }): Promise<AdvertisingOverride[]> {
    const rows = await db
      .select({
        id: advertisingOverrides.id,
        contentKind: advertisingOverrides.contentKind,
        contentId: advertisingOverrides.contentId,
        contentTitle: title,
        ruleId: advertisingOverrides.ruleId,
        claim: advertisingOverrides.claim,
        reason: advertisingOverrides.reason,
        locale: advertisingOverrides.locale,
        userId: advertisingOverrides.userId,
        userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        createdAt: advertisingOverrides.at,
      })
      .from(advertisingOverrides)
      .leftJoin(users, eq(users.id, advertisingOverrides.userId))
      .where(
        item
          ? and(eq(advertisingOverrides.contentKind, item.kind), eq(advertisingOverrides.contentId, item.id))
          : undefined,
      )
      .orderBy(desc(advertisingOverrides.at), desc(advertisingOverrides.id))
    // Rule ids are written only from the contract's list (the override schema checks them).
    return rows.map((row) => ({
      ...row,
      ruleId: row.ruleId as AdvertisingOverride['ruleId'],
      createdAt: row.createdAt.toISOString(),
    }))
  }
  return { list }
}

export type AdvertisingService = ReturnType<typeof createAdvertisingService>
