import { z } from 'zod'
import { Blog } from './blog.ts'
import { Catalog } from './catalog.ts'
import { Category } from './category.ts'
import { LocaleQuery } from './locale.ts'
import { Operation } from './operation.ts'

// The build token's header lives with the paths (no zod there), so the api-client can send it.
export { SITE_SYNC_TOKEN_HEADER } from './api-paths.ts'

/** What the site's content loaders keep in sync: GET /api/site/changes/{kind}. */
export const SYNC_KINDS = ['blogs', 'operations', 'catalogs', 'categories'] as const
export const SyncKind = z.enum(SYNC_KINDS)
export type SyncKind = z.infer<typeof SyncKind>

const INVALID_SINCE = 'Geçersiz eşitleme imleci (since). Bir önceki yanıttaki cursor değerini gönderin.'

/** An ISO date-time with an offset, as the API's cursor is; year 1 or later (PostgreSQL has no year 0). */
const Cursor = z.iso
  .datetime({ offset: true, error: INVALID_SINCE, abort: true })
  .refine((value) => new Date(value).getUTCFullYear() >= 1, INVALID_SINCE)

/** `since`: the `cursor` of the previous answer; absent (or empty) asks for everything. */
/**
 * `locale`: the language whose items and texts are sent (Turkish by default); one cursor serves every language, as a
 * translation's write moves its item's change time too.
 */
export const SyncQuery = z
  .object({
    since: z.union([z.literal(''), Cursor], { error: INVALID_SINCE }).optional(),
  })
  .extend(LocaleQuery.shape)
/** What a client sends: `locale` may be left out (Turkish). */
export type SyncQuery = Omit<z.infer<typeof SyncQuery>, 'locale'> & Partial<LocaleQuery>

/**
 * The answer of every changes call: the items changed since the cursor (whole, as the public list answers them)
 * and the ids no longer public (deleted or made inactive). Pass `cursor` as `since` next time; it is opaque.
 */
export const syncChanges = <T extends z.ZodType>(item: T) =>
  z.object({
    cursor: z.string(),
    changed: z.array(item),
    removedIds: z.array(z.number().int()),
  })

export const BlogChanges = syncChanges(Blog)
export const OperationChanges = syncChanges(Operation)
export const CatalogChanges = syncChanges(Catalog)
export const CategoryChanges = syncChanges(Category)

export interface SyncChanges<T> {
  cursor: string
  changed: T[]
  removedIds: number[]
}

/** The item type of each kind. */
export interface SyncItems {
  blogs: Blog
  operations: Operation
  catalogs: Catalog
  categories: Category
}
