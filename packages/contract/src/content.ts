import { z } from 'zod'
import { ListSearch, ListSort, Paging, PublicPaging } from './common.ts'
import { TRANSLATION_LOCALES, type TranslationLocale } from './locales.ts'

/** The fields a post and an operation both begin with, in the order the API answers them. */
export const contentItemStart = () => ({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  fullContent: z.string().nullable(),
})

/**
 * GET of the public post or operation list (active items only): paging (PublicPaging: a first page by default, at
 * most MAX_PUBLIC_PAGE_SIZE), the group filter (`categoryId` or `catalogId`, with what else the resource filters
 * by), then `search` (every word) and `sort`.
 */
export const contentListQuery = <F extends z.ZodRawShape>(filters: F) =>
  PublicPaging.extend(filters).extend({ search: ListSearch.optional(), sort: ListSort.optional() })

/**
 * The admin lists' "Çevirisi eksik" filter (decision 0277): `needsTranslation=en` keeps the items whose translation in
 * that language is missing or outdated (the Turkish text changed after it), the two states that need a translator.
 * Any other value, Turkish included, is a 400; a language the site does not publish (SITE_LOCALES) too.
 */
export const NeedsTranslationFilter = z.enum(
  TRANSLATION_LOCALES as [TranslationLocale, ...TranslationLocale[]],
  {
    error: `Çevirisi eksik filtresinin dili ${TRANSLATION_LOCALES.join(', ')} olabilir.`,
  },
)

/**
 * The admin's twin of a public list query: the admin's paging (larger pages, the whole list without paging) and the
 * translation filter.
 */
export const adminListQuery = <F extends z.ZodRawShape>(publicQuery: z.ZodObject<F>) =>
  publicQuery.extend({ pageSize: Paging.shape.pageSize, needsTranslation: NeedsTranslationFilter.optional() })
