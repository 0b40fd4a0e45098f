import { z } from 'zod'
import { AdvertisingWarning } from './advertising.ts'
import { DateTime, FormBoolean, optionalText, requiredText, Slug } from './common.ts'
import { LocaleSchema, TranslationLocaleSchema } from './locale.ts'

/**
 * Translations of posts, operations, catalogs and categories (issue 23). The Turkish item is the source: it keeps
 * its own row and everything that is not text (image, dates, category, switches, consent). A translation holds the
 * texts of one other language and its own active state. An item is public in a language only while the Turkish item
 * is public and its translation there is active: no page mixes languages.
 */

/**
 * Where one language of an item stands, as the admin's lists show it:
 * - `missing`: no translation in that language;
 * - `inactive`: a translation that is not published;
 * - `published`: published, and made from the Turkish text as it is now;
 * - `outdated`: published, but the Turkish text changed after it was translated (it stays public meanwhile).
 */
export const TRANSLATION_STATES = ['missing', 'inactive', 'published', 'outdated'] as const
export const TranslationState = z.enum(TRANSLATION_STATES)
export type TranslationState = z.infer<typeof TranslationState>

/** Every translation language of an item and its state (the admin's list rows and the translation list). */
export const TranslationStates = z.record(TranslationLocaleSchema, TranslationState)
export type TranslationStates = z.infer<typeof TranslationStates>

/** The slug of an item in each language it is public in, Turkish included: hreflang and the language switcher. */
export const Alternates = z.partialRecord(LocaleSchema, z.string())
export type Alternates = z.infer<typeof Alternates>

/** What every translation answers besides its texts. */
const translationMeta = {
  locale: TranslationLocaleSchema,
  isActive: z.boolean(),
  state: TranslationState,
  /** The Turkish text's change time this translation was made from; older than the item's own means `outdated`. */
  sourceUpdatedAt: DateTime,
  updatedAt: DateTime,
}

const translationTexts = {
  title: z.string(),
  slug: z.string(),
  shortDescription: z.string().nullable(),
  fullContent: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  seoDescription: z.string().nullable(),
}

export const BlogTranslation = z.object({
  ...translationTexts,
  tags: z.array(z.string()),
  ...translationMeta,
})
export type BlogTranslation = z.infer<typeof BlogTranslation>

export const OperationTranslation = z.object({ ...translationTexts, ...translationMeta })
export type OperationTranslation = z.infer<typeof OperationTranslation>

/**
 * The answer of PUT /api/blog/{id}/translations/{locale} (and of operations): the translation as saved and the
 * advertising rules' warnings for its texts in its language (decision 0277; empty when there are none).
 */
export const BlogTranslationSaved = BlogTranslation.extend({ advertising: z.array(AdvertisingWarning) })
export type BlogTranslationSaved = z.infer<typeof BlogTranslationSaved>
export const OperationTranslationSaved = OperationTranslation.extend({
  advertising: z.array(AdvertisingWarning),
})
export type OperationTranslationSaved = z.infer<typeof OperationTranslationSaved>

/** A catalog's or a category's name in one language. */
export const GroupTranslation = z.object({ name: z.string(), ...translationMeta })
export type GroupTranslation = z.infer<typeof GroupTranslation>

/** GET /api/{resource}/{id}/translations: the translations that exist, and the state of every language. */
export const translationList = <T extends z.ZodType>(item: T) =>
  z.object({ states: TranslationStates, items: z.array(item) })
export const BlogTranslationList = translationList(BlogTranslation)
export const OperationTranslationList = translationList(OperationTranslation)
export const GroupTranslationList = translationList(GroupTranslation)
export type BlogTranslationList = z.infer<typeof BlogTranslationList>
export type OperationTranslationList = z.infer<typeof OperationTranslationList>
export type GroupTranslationList = z.infer<typeof GroupTranslationList>

/**
 * The multipart form of PUT /api/blog/{id}/translations/{locale} and of operations: the texts of the item's own form,
 * nothing that is shared with the Turkish item. The slug is made from the title when empty (Latin letters: Cyrillic
 * and Georgian are transliterated), unique within its language. A translation is published by default, as an item is.
 */
export const OperationTranslationForm = z.object({
  title: z
    .string({ error: 'Başlık zorunludur.' })
    .min(1, 'Başlık zorunludur.')
    .max(200, 'Başlık en fazla 200 karakter olabilir.'),
  slug: Slug.optional(),
  shortDescription: optionalText(1000, 'Kısa açıklama'),
  fullContent: optionalText(500_000, 'İçerik'),
  seoKeywords: optionalText(500, 'SEO anahtar kelimeleri'),
  seoDescription: optionalText(500, 'SEO açıklaması'),
  isActive: FormBoolean.optional(),
})
export type OperationTranslationForm = z.infer<typeof OperationTranslationForm>

export const BlogTranslationForm = OperationTranslationForm.extend({ tags: optionalText(1000, 'Etiketler') })
export type BlogTranslationForm = z.infer<typeof BlogTranslationForm>

/** PUT /api/Catalog/{id}/translations/{locale} and categories (JSON, as the group's own body). */
export const GroupTranslationBody = z.object({
  name: requiredText('Ad', 1, 100),
  isActive: z.boolean({ error: 'isActive true ya da false olmalıdır.' }).optional(),
})
export type GroupTranslationBody = z.infer<typeof GroupTranslationBody>
