import { z } from 'zod'
import { DateTime, FormBoolean, FormFile, Id, optionalText, Paging, Slug } from './common.ts'

export const Operation = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  fullContent: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  seoDescription: z.string().nullable(),
  imagePath: z.string().nullable(),
  catalogId: z.number().int().nullable(),
  catalogName: z.string().nullable(),
  authorName: z.string().nullable(),
  authorProfileImagePath: z.string().nullable(),
  publishedDate: DateTime.nullable(),
  viewCount: z.number().int(),
  isActive: z.boolean(),
})
export type Operation = z.infer<typeof Operation>

/** The answer of PUT /api/Operation/{id}/view. */
export const OperationViews = z.object({ id: z.number().int(), viewCount: z.number().int() })
export type OperationViews = z.infer<typeof OperationViews>

export const OperationListQuery = Paging.extend({ catalogId: Id.optional() })
export type OperationListQuery = z.infer<typeof OperationListQuery>

/** The multipart form of POST /api/Operation and PUT /api/Operation/{id} (Id, CatalogId, OperationImage, …). */
export const OperationForm = z.object({
  id: Id.optional(),
  title: z
    .string({ error: 'Başlık zorunludur.' })
    .min(1, 'Başlık zorunludur.')
    .max(200, 'Başlık en fazla 200 karakter olabilir.'),
  slug: Slug.optional(),
  catalogId: Id.optional(),
  shortDescription: optionalText(1000, 'Kısa açıklama'),
  fullContent: optionalText(500_000, 'İçerik'),
  seoKeywords: optionalText(500, 'SEO anahtar kelimeleri'),
  seoDescription: optionalText(500, 'SEO açıklaması'),
  isActive: FormBoolean.optional(),
  authorName: optionalText(120, 'Yazar adı'),
  publishedDate: z.iso.datetime({ offset: true, error: 'Geçerli bir yayın tarihi girin.' }).optional(),
  existingImagePath: optionalText(500, 'Mevcut görsel yolu'),
  operationImage: FormFile.optional(),
})
export type OperationForm = z.infer<typeof OperationForm>
