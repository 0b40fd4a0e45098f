import { z } from 'zod'
import { DateTime, FormFile, requiredText } from './common.ts'

/**
 * Patient consent records for before/after images (issue 21, decision 0210). The 2025 promotion regulation allows
 * before/after images only with the patient's written consent, which the patient may withdraw at any time: a post
 * marked `beforeAfter` names the consent it relies on, and withdrawing that consent takes the post off the site.
 * A consent is per patient, not per language: it carries no locale.
 */

/** A calendar day as YYYY-MM-DD. */
export const CalendarDay = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} YYYY-AA-GG biçiminde olmalıdır.`)
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`)
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
    }, `${label} geçerli bir tarih olmalıdır.`)

/** The signed form's accepted types (sniffed from the bytes, never taken from the name or the browser's word). */
export const SIGNED_FORM_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type SignedFormType = (typeof SIGNED_FORM_TYPES)[number]

/** One consent record as the admin sees it (GET /api/admin/consents, Admins only). */
export const ConsentRecord = z.object({
  id: z.number().int(),
  /** A file number or initials: never required to be a name. */
  patientRef: z.string(),
  consentDate: z.string(),
  /** The signed form's type; its bytes come only from GET /api/admin/consents/{id}/form. */
  signedFormType: z.enum(SIGNED_FORM_TYPES).nullable(),
  withdrawnAt: DateTime.nullable(),
  createdById: z.number().int().nullable(),
  createdAt: DateTime,
  updatedAt: DateTime,
  /** The posts that name this consent. */
  postIds: z.array(z.number().int()),
})
export type ConsentRecord = z.infer<typeof ConsentRecord>

/** POST /api/admin/consents (the signed form required) and PUT /api/admin/consents/{id} (a new form optional). */
export const ConsentForm = z.object({
  patientRef: requiredText('Hasta referansı', 1, 60),
  consentDate: CalendarDay('Onam tarihi'),
  signedForm: FormFile.optional(),
})
export type ConsentForm = z.infer<typeof ConsentForm>

/**
 * One before/after image of a post: an uploaded picture (`/uploads/content/…`, from POST /api/uploads/image), its
 * text alternative, the day it was taken and the day of the procedure. The site shows both days under the image.
 */
export const BeforeAfterImage = z.object({
  path: z
    .string({ error: 'Görsel yolu zorunludur.' })
    .max(500, 'Görsel yolu en fazla 500 karakter olabilir.')
    .regex(/^\/uploads\/content\/[A-Za-z0-9._-]+$/, 'Görsel yüklenen bir içerik görseli olmalıdır.'),
  alt: requiredText('Görsel açıklaması', 1, 200),
  capturedOn: CalendarDay('Çekim tarihi'),
  procedureOn: CalendarDay('İşlem tarihi'),
})
export type BeforeAfterImage = z.infer<typeof BeforeAfterImage>

export const MAX_BEFORE_AFTER_IMAGES = 12

export const BeforeAfterImages = z
  .array(BeforeAfterImage)
  .max(MAX_BEFORE_AFTER_IMAGES, `En fazla ${MAX_BEFORE_AFTER_IMAGES} öncesi-sonrası görseli eklenebilir.`)

/** The multipart form carries the list as JSON text. */
export const BeforeAfterImagesField = z
  .string()
  .max(20_000, 'Öncesi-sonrası görselleri çok uzun.')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Öncesi-sonrası görselleri okunamadı.' })
      return z.NEVER
    }
  })
  .pipe(BeforeAfterImages)

/** The API's Turkish messages of the consent rules (the admin shows the same words). */
export const CONSENT_MESSAGES = {
  required: 'Öncesi-sonrası görsel içeren bir yazı, geçerli bir hasta onamı seçilmeden yayınlanamaz.',
  withdrawn: 'Seçilen hasta onamı geri çekilmiş; bu yazı yayınlanamaz.',
  missing: 'Seçilen hasta onamı bulunamadı.',
  commentsOff: 'Bu yazı yorumlara kapalıdır.',
  likesOff: 'Bu yazı beğenilere kapalıdır.',
  formRequired: 'İmzalı onam formu zorunludur.',
  formType: 'İmzalı onam formu PDF, JPEG ya da PNG olmalıdır.',
  notFound: 'Onam kaydı bulunamadı.',
  noForm: 'Bu onam kaydının imzalı formu yok.',
  alreadyWithdrawn: 'Bu onam zaten geri çekilmiş.',
} as const
