import type { BlogFormInput, OperationFormInput } from '@clinic/api-client/multipart'
import type { AdvertisingOverrideInput } from '@clinic/contract/advertising'
import type { Blog } from '@clinic/contract/blog'
import { SLUG_PATTERN } from '@clinic/contract/common'
import { BeforeAfterImage } from '@clinic/contract/consent'
import type { Operation } from '@clinic/contract/operation'
import { siteConfig } from '@clinic/contract/site-config'
import { slugifyTr } from '@clinic/contract/slugify-tr'
import { z } from 'zod'

/** Search engines show about this much of a title and a description. */
export const SEO_TITLE_LENGTH = 60
export const SEO_DESCRIPTION_LENGTH = 160
export const MAX_TAGS = 20
export const MAX_TAG_LENGTH = 50

/**
 * The form's own values, as the fields hold them (text, not null; the category or catalog as a select's value).
 * The limits are the API's (contract `ContentFormFields`), so the browser refuses what the server would.
 */
export const ContentFormValues = z
  .object({
    title: z.string().trim().min(1, 'Başlık zorunludur.').max(200, 'Başlık en fazla 200 karakter olabilir.'),
    slug: z
      .string()
      .trim()
      .max(200, 'Kısa ad en fazla 200 karakter olabilir.')
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), {
        message: 'Kısa ad yalnızca küçük harf, rakam ve tire içerebilir ve yalnızca rakamdan oluşamaz.',
      }),
    shortDescription: z.string().max(1000, 'Kısa açıklama en fazla 1000 karakter olabilir.'),
    fullContent: z.string().max(500_000, 'İçerik çok uzun.'),
    tags: z
      .array(z.string().max(MAX_TAG_LENGTH, `Bir etiket en fazla ${MAX_TAG_LENGTH} karakter olabilir.`))
      .max(MAX_TAGS, `En fazla ${MAX_TAGS} etiket eklenebilir.`),
    seoKeywords: z.string().max(500, 'SEO anahtar kelimeleri en fazla 500 karakter olabilir.'),
    seoDescription: z.string().max(500, 'SEO açıklaması en fazla 500 karakter olabilir.'),
    isActive: z.boolean(),
    /** The category's (blog) or catalog's (operation) id; "" for none. */
    groupId: z.string(),
    authorName: z.string().max(120, 'Yazar adı en fazla 120 karakter olabilir.'),
    /** A `datetime-local` value in the browser's zone; "" means now (new) or unchanged (edit). */
    publishedDate: z.string(),
    // Posts only (issue 21): the comments/likes switches, the before/after mark, its consent and images.
    ...postRulesShape(),
  })
  .superRefine(consentGate)
export type ContentFormValues = z.infer<typeof ContentFormValues>

/** The form's fields of a post's comments, likes and before/after images (issue 21, decision 0210). */
function postRulesShape() {
  return {
    allowComments: z.boolean(),
    allowLikes: z.boolean(),
    beforeAfter: z.boolean(),
    /** The consent record's number; "" for none. */
    consentId: z.string().trim().regex(/^\d*$/, 'Onam numarası yalnızca rakamlardan oluşur.'),
    beforeAfterImages: z.array(BeforeAfterImage).max(12, 'En fazla 12 öncesi-sonrası görseli eklenebilir.'),
  }
}

export const CONSENT_REQUIRED = 'Öncesi-sonrası görsel içeren bir yazı, hasta onamı seçilmeden yayınlanamaz.'

/** The browser refuses what the API's consent gate would: a published before/after post names a consent. */
function consentGate(
  values: { beforeAfter: boolean; isActive: boolean; consentId: string },
  ctx: z.RefinementCtx,
) {
  if (values.beforeAfter && values.isActive && values.consentId.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['consentId'], message: CONSENT_REQUIRED })
}

/** Who signs a post or an operation unless the form names someone: the practice doctor (decision 0161). */
export const DEFAULT_AUTHOR = siteConfig.doctor.fullName

export const EMPTY_VALUES: ContentFormValues = {
  title: '',
  slug: '',
  shortDescription: '',
  fullContent: '',
  tags: [],
  seoKeywords: '',
  seoDescription: '',
  isActive: true,
  groupId: '',
  authorName: DEFAULT_AUTHOR,
  publishedDate: '',
  allowComments: true,
  allowLikes: true,
  beforeAfter: false,
  consentId: '',
  beforeAfterImages: [],
}

/** "2026-05-14T06:05:00.000Z" → "2026-05-14T09:05" in the browser's zone (what datetime-local shows). */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The reverse: a datetime-local value read in the browser's zone, as ISO 8601 (UTC). */
export function fromLocalDateTime(local: string): string | undefined {
  if (!local) return undefined
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

type Content = Blog | Operation

export function valuesFrom(item: Content): ContentFormValues {
  return {
    title: item.title,
    slug: item.slug,
    shortDescription: item.shortDescription ?? '',
    fullContent: item.fullContent ?? '',
    tags: 'tags' in item ? [...item.tags] : [],
    seoKeywords: item.seoKeywords ?? '',
    seoDescription: item.seoDescription ?? '',
    isActive: item.isActive,
    groupId: String(('categoryId' in item ? item.categoryId : item.catalogId) ?? ''),
    authorName: item.authorName ?? '',
    publishedDate: toLocalDateTime(item.publishedDate),
    ...postRulesFrom(item),
  }
}

/** A post's switches and before/after images; an operation has none (the defaults, never sent). */
function postRulesFrom(item: Content) {
  if (!('allowComments' in item)) {
    const { allowComments, allowLikes, beforeAfter, consentId, beforeAfterImages } = EMPTY_VALUES
    return { allowComments, allowLikes, beforeAfter, consentId, beforeAfterImages }
  }
  return {
    allowComments: item.allowComments,
    allowLikes: item.allowLikes,
    beforeAfter: item.beforeAfter,
    consentId: item.consentId === null ? '' : String(item.consentId),
    beforeAfterImages: item.beforeAfterImages.map((image) => ({ ...image })),
  }
}

export interface ImageChoice {
  /** A new file to upload, or null to keep the current image. */
  file: File | null
  /** The image the item has now (kept when no file is chosen). */
  existingPath: string | null
}

/**
 * The slug to send: for a new item only one the admin made different from the title's (the server makes the
 * title's itself, numbered `-2`, `-3` when taken, instead of refusing it); for an existing one only a changed one
 * (the server never changes it on its own).
 */
function slugToSend(values: ContentFormValues, initialSlug: string | null): string | undefined {
  const slug = values.slug.trim()
  if (slug === '' || slug === initialSlug) return undefined
  if (initialSlug === null && slug === slugifyTr(values.title.trim())) return undefined
  return slug
}

/** The API's multipart input. The PUT replaces every text field (empty becomes null), so each goes as it is. */
function commonInput(
  values: ContentFormValues,
  image: ImageChoice,
  initialSlug: string | null,
  overrides: readonly AdvertisingOverrideInput[],
) {
  return {
    title: values.title.trim(),
    slug: slugToSend(values, initialSlug),
    shortDescription: values.shortDescription.trim(),
    fullContent: values.fullContent,
    seoKeywords: values.seoKeywords.trim(),
    seoDescription: values.seoDescription.trim(),
    isActive: values.isActive,
    authorName: values.authorName.trim() || undefined,
    publishedDate: fromLocalDateTime(values.publishedDate),
    existingImagePath: image.file ? undefined : (image.existingPath ?? undefined),
    advertisingOverrides: overrides.length > 0 ? JSON.stringify(overrides) : undefined,
  }
}

const groupIdOf = (values: ContentFormValues) => (values.groupId ? Number(values.groupId) : null)

export function blogInput(
  values: ContentFormValues,
  image: ImageChoice,
  initialSlug: string | null,
  overrides: readonly AdvertisingOverrideInput[] = [],
): BlogFormInput {
  return {
    ...commonInput(values, image, initialSlug, overrides),
    categoryId: groupIdOf(values),
    tags: values.tags,
    blogImage: image.file,
    allowComments: values.allowComments,
    allowLikes: values.allowLikes,
    beforeAfter: values.beforeAfter,
    consentId: values.consentId ? Number(values.consentId) : null,
    beforeAfterImages: values.beforeAfterImages,
  }
}

export function operationInput(
  values: ContentFormValues,
  image: ImageChoice,
  initialSlug: string | null,
  overrides: readonly AdvertisingOverrideInput[] = [],
): OperationFormInput {
  return {
    ...commonInput(values, image, initialSlug, overrides),
    catalogId: groupIdOf(values),
    operationImage: image.file,
  }
}
