import { z } from 'zod'
import { AdvertisingOverridesField } from './advertising.ts'
import { isReservedSlug, RESERVED_SLUGS } from './slugify-tr.ts'

/** A numeric id in a path or query: "12" or 12. */
export const Id = z.coerce
  .number({ error: 'Geçersiz kimlik.' })
  .int('Geçersiz kimlik.')
  .positive('Geçersiz kimlik.')

/** The longest id or slug in a path; the API's router answers 414 to a longer path segment. */
export const MAX_PATH_PARAM_LENGTH = 200

/** `{id}` in the path: a numeric id or a slug. */
export const IdOrSlugParams = z.object({ id: z.string().min(1).max(MAX_PATH_PARAM_LENGTH) })

export const IdParams = z.object({ id: Id })

/** Slugs are lowercase ASCII words joined by hyphens and never all digits (so an id and a slug cannot be confused). */
export const SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/

export const Slug = z
  .string()
  .max(MAX_PATH_PARAM_LENGTH, `Kısa ad en fazla ${MAX_PATH_PARAM_LENGTH} karakter olabilir.`)
  .regex(SLUG_PATTERN, 'Kısa ad yalnızca küçük harf, rakam ve tire içerebilir ve yalnızca rakamdan oluşamaz.')
  .refine((slug) => !isReservedSlug(slug), {
    message: `Bu kısa ad sistem tarafından kullanılıyor (${RESERVED_SLUGS.join(', ')}); başka bir kısa ad seçin.`,
  })

export const Paging = z.object({
  page: z.coerce.number().int().min(1, 'Sayfa en az 1 olmalıdır.').optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Sayfa boyutu en az 1 olmalıdır.')
    .max(1000, 'Sayfa boyutu en fazla 1000 olabilir.')
    .optional(),
})
export type Paging = z.infer<typeof Paging>

/** A public list's page when the caller names none (decision 0170). */
export const PUBLIC_PAGE_SIZE = 20
/** The largest page a public list answers; a larger `pageSize` is a 400 (decision 0170). */
export const MAX_PUBLIC_PAGE_SIZE = 100

/**
 * The paging of the public lists (posts, operations, search, a group's items, a post's comments): without
 * `page`/`pageSize` they answer the first PUBLIC_PAGE_SIZE items, and at most MAX_PUBLIC_PAGE_SIZE a page.
 */
export const PublicPaging = Paging.extend({
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Sayfa boyutu en az 1 olmalıdır.')
    .max(MAX_PUBLIC_PAGE_SIZE, `Sayfa boyutu en fazla ${MAX_PUBLIC_PAGE_SIZE} olabilir.`)
    .optional(),
})
export type PublicPaging = z.infer<typeof PublicPaging>

/**
 * The order of the post and operation lists: `newest` (the default), `oldest`, `title` (Turkish alphabetical order:
 * c < ç < d, ı < i) or `views` (most viewed first, then newest; the site's "En Fazla Okunan").
 */
export const LIST_SORTS = ['newest', 'oldest', 'title', 'views'] as const
export const ListSort = z.enum(LIST_SORTS, { error: 'Sıralama newest, oldest, title ya da views olabilir.' })
export type ListSort = z.infer<typeof ListSort>

/**
 * A list's search text. Posts and operations fold it the Turkish way and split it into words, every one of which must
 * be found; a text without letters or digits filters nothing.
 */
export const ListSearch = z.string().max(200, 'Arama metni en fazla 200 karakter olabilir.')

/** `active=true|false` on the admin's lists: only published, or only unpublished, items. */
export const ActiveFilter = z.stringbool({ error: 'active true ya da false olmalıdır.' })

export const StatusBody = z.object({ isActive: z.boolean({ error: 'isActive true ya da false olmalıdır.' }) })
export type StatusBody = z.infer<typeof StatusBody>

/** Every error the API answers has this shape; messages are Turkish. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Login only (400): the e-mail had a few failed logins; send the login again with a solved `captcha`. */
  captchaRequired: z.literal(true).optional(),
  /** 403: a staff member must enrol a second factor before any other call (STAFF_2FA_REQUIRED). */
  twoFactorEnrolmentRequired: z.literal(true).optional(),
})
export type ApiError = z.infer<typeof ApiError>

export const Message = z.object({ message: z.string() })
export type Message = z.infer<typeof Message>

/**
 * A required, trimmed text of `min` to `max` characters, with the messages every form shows: "<label> zorunludur."
 * (or `required`) when it is missing, "<label> en az N karakter olmalıdır." and "<label> en fazla N karakter
 * olabilir." for its length.
 */
export const requiredText = (label: string, min: number, max: number, required = `${label} zorunludur.`) =>
  z
    .string({ error: required })
    .trim()
    .min(min, min === 1 ? required : `${label} en az ${min} karakter olmalıdır.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`)

/** Multipart text fields: trimmed, empty means absent. */
export const optionalText = (max: number, label: string) =>
  z.string().max(max, `${label} en fazla ${max} karakter olabilir.`).optional()

/** Multipart booleans arrive as "true"/"false". */
export const FormBoolean = z.stringbool({ error: 'true ya da false olmalıdır.' })

/** A file part of a multipart form, as the server receives it (a Buffer); documented as binary. */
export const FormFile = z.any().meta({ type: 'string', format: 'binary' })

/** ISO 8601 date-time as sent over JSON. */
export const DateTime = z.string().meta({ format: 'date-time' })

/** The years a publish date may fall in. */
export const PUBLISHED_YEARS = { min: 1900, max: 2100 } as const

/**
 * A publish date: ISO 8601 with an offset, in PUBLISHED_YEARS. Far years are refused rather than stored: Drizzle reads
 * a timestamp back with `new Date('0001-01-01 00:00:00+00')`, which V8 reads as 2001, and no post is that old.
 */
export const PublishedDate = z.iso
  .datetime({ offset: true, error: 'Geçerli bir yayın tarihi girin.', abort: true })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear()
    return year >= PUBLISHED_YEARS.min && year <= PUBLISHED_YEARS.max
  }, `Yayın tarihi ${PUBLISHED_YEARS.min} ile ${PUBLISHED_YEARS.max} yılları arasında olmalıdır.`)

/**
 * The fields the admin's blog and operation forms share (multipart; names arrive camelCased by the server).
 * Text left empty means "no value".
 */
export const ContentFormFields = z.object({
  id: Id.optional(),
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
  authorName: optionalText(120, 'Yazar adı'),
  publishedDate: PublishedDate.optional(),
  existingImagePath: optionalText(500, 'Mevcut görsel yolu'),
  /** The advertising gate's overrides sent with the save (JSON; Admins only, decision 0201). */
  advertisingOverrides: AdvertisingOverridesField.optional(),
})
