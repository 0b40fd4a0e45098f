import { z } from 'zod'
import { DateTime, Id } from './common.ts'
import { LocaleSchema } from './locale.ts'

/**
 * Drafts (issue 24, decision 0283): the form of a post or an operation saved by autosave, per unit (item, language),
 * never public. An item's draft waits beside the live version until "Yayınla" (or its schedule); a draft without an
 * item is a new item not created yet.
 */

export const DRAFT_KINDS = ['blog', 'operation'] as const
export type DraftKind = (typeof DRAFT_KINDS)[number]

/** The form's fields under the names the create, update and translation calls take; every value as the form's text. */
export const DraftFields = z
  .record(
    z.string().regex(/^[A-Za-z]{1,40}$/, 'Geçersiz alan adı.'),
    z.string().max(600_000, 'Taslak alanı çok uzun.'),
  )
  .refine((fields) => Object.keys(fields).length <= 40, 'Taslakta en fazla 40 alan olabilir.')
export type DraftFields = z.infer<typeof DraftFields>

export const DRAFT_MESSAGES = {
  notFound: 'Taslak bulunamadı.',
  stale:
    'Taslak başka bir sekmede ya da cihazda değişti. Sayfayı yenileyip en son hâlinden devam edin; bu sekmedeki değişiklikler kaydedilmedi.',
  pastTime: 'Yayın zamanı gelecekte olmalıdır.',
  badTime: 'Yayın zamanı saat dilimiyle birlikte bir ISO tarih olmalıdır (ör. 2026-11-27T09:00:00+03:00).',
  liveMoved: 'Yayındaki metin bu taslak başladıktan sonra değişti',
} as const

/** A moment with its offset ("2026-11-27T09:00:00+03:00"); null clears the schedule. */
export const PublishAt = z.iso.datetime({ offset: true, error: DRAFT_MESSAGES.badTime }).nullable().meta({
  description: 'Europe/Istanbul saatiyle girilen yayın zamanı (ISO, ofsetle); null zamanlamayı kaldırır.',
})

/** PUT …/draft (autosave) and PUT …/drafts/{draftId}. */
export const DraftSave = z.object({
  fields: DraftFields,
  /** The version this tab last read (0 or absent: no draft yet). An older one is a 409: another tab saved since. */
  version: z.number().int().min(0).optional(),
  /** Absent: the schedule stays as it is. */
  publishAt: PublishAt.optional(),
})
export type DraftSave = z.infer<typeof DraftSave>

/** POST …/drafts: a new item's first autosave. */
export const NewDraft = z.object({ fields: DraftFields })
export type NewDraft = z.infer<typeof NewDraft>

export const Draft = z.object({
  id: z.number().int(),
  kind: z.enum(DRAFT_KINDS),
  /** null: an item not created yet. */
  itemId: z.number().int().nullable(),
  locale: LocaleSchema,
  fields: z.record(z.string(), z.string()),
  version: z.number().int(),
  /** The live version's change time when the draft began; null when there was none. */
  baseUpdatedAt: DateTime.nullable(),
  /** The live version moved since the draft began ("Yayındaki metin bu taslak başladıktan sonra değişti"). */
  liveChanged: z.boolean(),
  publishAt: DateTime.nullable(),
  scheduleError: z.string().nullable(),
  updatedByName: z.string().nullable(),
  createdAt: DateTime,
  updatedAt: DateTime,
})
export type Draft = z.infer<typeof Draft>

/** A row of GET …/drafts: a new item's draft or a live item's pending one, for the admin's lists. */
export const DraftSummary = Draft.omit({ fields: true }).extend({ title: z.string() })
export type DraftSummary = z.infer<typeof DraftSummary>

/** `?locale=` of an item's draft calls (Turkish: the item's own row). */
export const DraftLocaleQuery = z.object({ locale: LocaleSchema.default('tr') })

export const DraftIdParams = z.object({ draftId: Id })

/** The answer of a publish: the item now live (a new item's id). */
export const DraftPublished = z.object({
  kind: z.enum(DRAFT_KINDS),
  itemId: z.number().int(),
  locale: LocaleSchema,
})
export type DraftPublished = z.infer<typeof DraftPublished>

/**
 * Taking a live item (or one translation) off at a time (issue 24, item 3; decision 0286): one time per unit
 * `(kind, item, locale)`, Europe/Istanbul in the admin, claimed once by the schedule sweep.
 */
export const UNPUBLISH_MESSAGES = {
  pastTime: 'Yayından kaldırma zamanı gelecekte olmalıdır.',
  badTime:
    'Yayından kaldırma zamanı saat dilimiyle birlikte bir ISO tarih olmalıdır (ör. 2026-11-28T09:00:00+03:00).',
  failed: 'Zamanlanmış yayından kaldırma yapılamadı',
} as const

/** PUT …/{id}/unpublish-schedule?locale=: a time with its offset, or null to clear. */
export const UnpublishScheduleBody = z.object({
  unpublishAt: z.iso.datetime({ offset: true, error: UNPUBLISH_MESSAGES.badTime }).nullable().meta({
    description: 'Europe/Istanbul saatiyle yayından kaldırma zamanı (ISO, ofsetle); null kaldırır.',
  }),
})
export type UnpublishScheduleBody = z.infer<typeof UnpublishScheduleBody>

export const UnpublishSchedule = z.object({
  kind: z.enum(DRAFT_KINDS),
  itemId: z.number().int(),
  locale: LocaleSchema,
  /** null: none set. */
  unpublishAt: DateTime.nullable(),
})
export type UnpublishSchedule = z.infer<typeof UnpublishSchedule>
