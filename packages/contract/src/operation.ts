import { z } from 'zod'
import { ActiveFilter, ContentFormFields, DateTime, FormFile, Id } from './common.ts'
import { adminListQuery, contentItemStart, contentListQuery } from './content.ts'
import { LocaleQuery } from './locale.ts'
import { Alternates, TranslationStates } from './translation.ts'

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
  /** The operation's slug in each language it is public in, Turkish included (issue 23). */
  alternates: Alternates,
})
export type Operation = z.infer<typeof Operation>

/**
 * An operation in a list (every list of operations): the operation without `fullContent`, which comes with its own
 * call (GET /api/Operation/{id}) and the site's change feed (decision 0170).
 */
export const OperationSummary = Operation.omit({ fullContent: true })
export type OperationSummary = z.infer<typeof OperationSummary>

/** A row of the admin's list: the summary and where each translation stands (issue 23). */
export const AdminOperationSummary = OperationSummary.extend({ translationStates: TranslationStates })
export type AdminOperationSummary = z.infer<typeof AdminOperationSummary>

/** The answer of PUT /api/Operation/{id}/view. */
export const OperationViews = z.object({ id: z.number().int(), viewCount: z.number().int() })
export type OperationViews = z.infer<typeof OperationViews>

/** GET /api/Operation (active operations only) and, with `active`, GET /api/Operation/admin. */
/** `search` looks in the title, short description and plain content. */
const OperationListFilters = contentListQuery({ catalogId: Id.optional() })
/** The public's list in a language (`locale`, Turkish by default). */
export const OperationListQuery = OperationListFilters.extend(LocaleQuery.shape)
/** What a client sends: `locale` may be left out (Turkish). */
export type OperationListQuery = z.infer<typeof OperationListFilters> & Partial<LocaleQuery>

/** The admin's list is Turkish, with each translation's state. */
export const AdminOperationListQuery = adminListQuery(OperationListFilters).extend({
  active: ActiveFilter.optional(),
})
export type AdminOperationListQuery = z.infer<typeof AdminOperationListQuery>

/** The multipart form of POST /api/Operation and PUT /api/Operation/{id} (Id, CatalogId, OperationImage, …). */
export const OperationForm = ContentFormFields.extend({
  catalogId: Id.optional(),
  operationImage: FormFile.optional(),
})
export type OperationForm = z.infer<typeof OperationForm>
