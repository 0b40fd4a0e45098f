import { z } from 'zod'
import { ListSearch, ListSort, Paging } from './common.ts'

/** The fields a post and an operation both begin with, in the order the API answers them. */
export const contentItemStart = () => ({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  fullContent: z.string().nullable(),
})

/**
 * GET of the public post or operation list (active items only) and, with `active`, of the admin's: paging, the
 * group filter (`categoryId` or `catalogId`, with what else the resource filters by), then `search` (every word)
 * and `sort`.
 */
export const contentListQuery = <F extends z.ZodRawShape>(filters: F) =>
  Paging.extend(filters).extend({ search: ListSearch.optional(), sort: ListSort.optional() })
