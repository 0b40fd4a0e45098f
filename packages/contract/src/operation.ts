import { z } from 'zod'
import { ActiveFilter, ContentFormFields, DateTime, FormFile, Id } from './common.ts'
import { adminListQuery, contentItemStart, contentListQuery } from './content.ts'

export const Operation = z.object({
  ...contentItemStart(),
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
  /** The last change of what the operation says (issue 21), as on posts. */
  contentUpdatedAt: DateTime,
})
export type Operation = z.infer<typeof Operation>

/**
 * An operation in a list (every list of operations): the operation without `fullContent`, which comes with its own
 * call (GET /api/Operation/{id}) and the site's change feed (decision 0170).
 */
export const OperationSummary = Operation.omit({ fullContent: true })
export type OperationSummary = z.infer<typeof OperationSummary>

/** The answer of PUT /api/Operation/{id}/view. */
export const OperationViews = z.object({ id: z.number().int(), viewCount: z.number().int() })
export type OperationViews = z.infer<typeof OperationViews>

/** GET /api/Operation (active operations only) and, with `active`, GET /api/Operation/admin. */
/** `search` looks in the title, short description and plain content. */
export const OperationListQuery = contentListQuery({ catalogId: Id.optional() })
export type OperationListQuery = z.infer<typeof OperationListQuery>

export const AdminOperationListQuery = adminListQuery(OperationListQuery).extend({
  active: ActiveFilter.optional(),
})
export type AdminOperationListQuery = z.infer<typeof AdminOperationListQuery>

/** The multipart form of POST /api/Operation and PUT /api/Operation/{id} (Id, CatalogId, OperationImage, …). */
export const OperationForm = ContentFormFields.extend({
  catalogId: Id.optional(),
  operationImage: FormFile.optional(),
})
export type OperationForm = z.infer<typeof OperationForm>
