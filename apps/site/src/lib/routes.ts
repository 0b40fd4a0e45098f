import { DEFAULT_LOCALE, type Locale, type TranslationLocale } from '@clinic/contract/locale'
import { PREVIEW_KINDS } from '@clinic/contract/preview'
import { withBlogDefaults, withOperationDefaults } from '@clinic/ui/lib/defaults'
import { messages } from '@clinic/ui/lib/i18n/index'
import type { PaginateFunction } from 'astro'
import { siteEnv } from '../../site-env.ts'
import { getSiteData, groupTags, pageKey } from './content.ts'
import { paginatePosts } from './paging.ts'

/**
 * The routes of every language (decision 0274): each page's body is a view (src/views), rendered by the Turkish page
 * at today's URL and by its twin under src/pages/[locale]/. Both take their paths and cacheKeys from here, so a
 * language's page is keyed on that language's data exactly as the Turkish one is on Turkish data.
 */

/** The languages of the pages under src/pages/[locale]/: every one the site builds but Turkish. */
export const translatedLocales = (): TranslationLocale[] =>
  siteEnv.locales.filter((locale): locale is TranslationLocale => locale !== DEFAULT_LOCALE)

/** A [locale] page's getStaticPaths: the paths `make` gives for each translated language, with `locale` added. */
export async function inTranslations<P extends { params: Record<string, string | number | undefined> }>(
  make: (locale: TranslationLocale) => P[] | Promise<P[]>,
): Promise<Array<P & { params: P['params'] & { locale: TranslationLocale } }>> {
  const perLocale = await Promise.all(
    translatedLocales().map(async (locale) =>
      (await make(locale)).map((path) => ({ ...path, params: { ...path.params, locale } })),
    ),
  )
  return perLocale.flat()
}

/** The home page: the newest five posts and every operation (the carousel's candidates). */
export async function homePath(locale: Locale) {
  const site = await getSiteData(locale)
  const shown = [...site.posts.slice(0, 5), ...site.operations]
  return { params: {}, cacheKey: pageKey(site, 'home', ...shown.map((e) => e.digest)) }
}

/** A page with no content of its own (about, contact, …): the layout and the settings only. */
export async function staticPath(locale: Locale, name: string) {
  return { params: {}, cacheKey: pageKey(await getSiteData(locale), name) }
}

export async function postPaths(locale: Locale) {
  const site = await getSiteData(locale)
  return site.posts.map(({ value, digest }) => {
    const post = withBlogDefaults(value, { missing: messages(locale).missing })
    return { params: { slug: post.slug }, props: { post }, cacheKey: pageKey(site, 'post', digest) }
  })
}

export async function operationPaths(locale: Locale) {
  const site = await getSiteData(locale)
  return site.operations.map(({ value, digest }) => {
    const operation = withOperationDefaults(value, { missing: messages(locale).missing })
    return {
      params: { slug: operation.slug },
      props: { operation },
      cacheKey: pageKey(site, 'operation', digest),
    }
  })
}

export async function operationsListPath(locale: Locale) {
  const site = await getSiteData(locale)
  return { params: {}, cacheKey: pageKey(site, 'operations', ...site.operations.map((o) => o.digest)) }
}

/** /blog, /blog/2, …: a post's slug is never all digits, so these never meet /blog/{slug}. */
export async function blogListPaths(
  paginate: PaginateFunction,
  locale: Locale,
  params: Record<string, string> = {},
) {
  const site = await getSiteData(locale)
  return paginatePosts(
    paginate,
    site,
    site.posts.map((p) => p.value),
    ['blog'],
    { params },
  )
}

/** /tag/{tag}, /tag/{tag}/2, …: {tag} is the tag slugified the language's way, so spellings of one tag share a page. */
export async function tagPaths(
  paginate: PaginateFunction,
  locale: Locale,
  params: Record<string, string> = {},
) {
  const site = await getSiteData(locale)
  return groupTags(
    site.posts.map((p) => p.value),
    locale,
  ).flatMap((group) =>
    paginatePosts(paginate, site, group.posts, ['tag', group.name], {
      params: { ...params, tag: group.slug },
      props: { name: group.name },
    }),
  )
}

/** The preview links' templates (decision 0285): one page per kind, keyed on the layout alone. */
export async function previewTemplatePaths(locale: Locale) {
  const site = await getSiteData(locale)
  return PREVIEW_KINDS.map((kind) => ({
    params: { kind },
    props: { kind },
    cacheKey: pageKey(site, 'preview-template', kind),
  }))
}
