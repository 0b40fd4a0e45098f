import { z } from 'zod'
import { Id } from './common.ts'
import { LocaleSchema } from './locale.ts'

/**
 * Revisions (issue 24, item 4; decision 0281): every save of a post, an operation, a catalog or a category keeps
 * the form's fields per unit (item, language). `tr` is the item itself, another locale its translation.
 */

export const REVISION_KINDS = ['blog', 'operation', 'catalog', 'category'] as const
export type RevisionKind = (typeof REVISION_KINDS)[number]

/** Why a revision was written: a save, a restore, or the state found before the first save that kept one. */
export const REVISION_REASONS = ['save', 'restore', 'baseline', 'publish', 'schedule'] as const
export const RevisionReason = z.enum(REVISION_REASONS)
export type RevisionReason = z.infer<typeof RevisionReason>

/** How the admin names a reason. */
export const REVISION_REASON_LABELS: Record<RevisionReason, string> = {
  save: 'Kaydedildi',
  restore: 'Geri yüklendi',
  baseline: 'İlk hâli',
  publish: 'Yayınlandı',
  schedule: 'Zamanlandı',
}

/** One line of a unit's history. */
export const RevisionSummary = z.object({
  id: z.number().int(),
  locale: LocaleSchema,
  reason: RevisionReason,
  createdAt: z.string(),
  userName: z.string().nullable(),
  /** The title (a group's name) of that revision. */
  summary: z.string(),
})
export type RevisionSummary = z.infer<typeof RevisionSummary>

/**
 * A revision with every field it kept, as stored: a post's title, slug, shortDescription, fullContent (sanitised
 * HTML), seoKeywords, seoDescription, imagePath, authorName, publishedDate, categoryId, tags, isActive, the switches,
 * consentId and beforeAfterImages; an operation's the same with catalogId and without tags and switches; a
 * translation's its texts and isActive; a group's name (and a translation's isActive).
 */
export const Revision = RevisionSummary.extend({
  fields: z.record(z.string(), z.unknown()),
})
export type Revision = z.infer<typeof Revision>

/** `?locale=`: only that language's revisions; every language when absent. */
export const RevisionListQuery = z.object({ locale: LocaleSchema.optional() })

export const RevisionParams = z.object({ id: Id, revisionId: Id })
