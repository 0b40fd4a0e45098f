import { getCollection } from 'astro:content'
import { createHash } from 'node:crypto'
import type { Blog } from '@clinic/contract/blog'
import type { Catalog } from '@clinic/contract/catalog'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import { DEFAULT_LOCALE, type Locale, type TranslationLocale } from '@clinic/contract/locale'
import type { Operation } from '@clinic/contract/operation'
import { slugifyFor } from '@clinic/contract/slugify-tr'
import { type CatalogOperations, groupOperationsByCatalog } from '@clinic/ui/lib/catalog-operations'
import { selectMostRead } from '@clinic/ui/lib/most-read'
import { siteEnv } from '../../site-env.ts'
import { localePath } from './locale-paths.ts'
import { siteSettings } from './site-config.ts'

/** A page's worth of data and the digest of exactly that data, for incremental builds. */
export interface Keyed<T> {
  value: T
  digest: string
}

export interface TagGroup {
  /** The URL segment: the tag slugified the Turkish way ("Diz Ağrısı" → "diz-agrisi"). */
  slug: string
  /** The spelling shown: the one the newest post uses. */
  name: string
  posts: Blog[]
}

export interface SiteData {
  /** The language of every text here: the items public in it, with its texts. */
  locale: Locale
  /** Active posts, newest first. */
  posts: Keyed<Blog>[]
  /** Active operations, newest first. */
  operations: Keyed<Operation>[]
  catalogs: Catalog[]
  /** The header's "Operasyonlar" dropdown: catalogs by name, each with its operations by title. */
  menu: CatalogOperations<Operation>[]
  mostReadPosts: Blog[]
  mostReadOperations: Operation[]
  /**
   * The digest of everything every page shows around its own content (menu, most-read lists): part of every
   * page's cacheKey, so a renamed operation re-renders every page and a new post only the pages that show it.
   */
  layoutDigest: string
}

export const digestOf = (...parts: ReadonlyArray<string | number>) =>
  createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 22)

const byNewest = <T extends { publishedDate: string | null; id: number }>(a: T, b: T) =>
  (b.publishedDate ?? '').localeCompare(a.publishedDate ?? '') || b.id - a.id

type Entry<T> = { id: string; data: T; digest?: string | number | undefined }
type Entries = [Entry<Blog>[], Entry<Operation>[], Entry<Catalog>[]]

/** Each language's collections (content.config.ts): Turkish under the old names, the others suffixed. */
const collectionsOf = (locale: Locale) => {
  if (locale === DEFAULT_LOCALE)
    return { blog: 'blog', operations: 'operations', catalogs: 'catalogs' } as const
  const translated = locale as TranslationLocale
  return {
    blog: `blog_${translated}`,
    operations: `operations_${translated}`,
    catalogs: `catalogs_${translated}`,
  } as const
}

function computeSiteData(locale: Locale, [blogEntries, operationEntries, catalogEntries]: Entries): SiteData {
  const byTitle = (a: Operation, b: Operation) => a.title.localeCompare(b.title, locale)
  const posts = blogEntries
    .map((e) => ({ value: e.data, digest: String(e.digest ?? digestOf(JSON.stringify(e.data))) }))
    .sort((a, b) => byNewest(a.value, b.value))
  const operations = operationEntries
    .map((e) => ({ value: e.data, digest: String(e.digest ?? digestOf(JSON.stringify(e.data))) }))
    .sort((a, b) => byNewest(a.value, b.value))
  const catalogs = catalogEntries.map((e) => e.data).sort((a, b) => a.name.localeCompare(b.name, locale))
  const menu = groupOperationsByCatalog(catalogs, operations.map((o) => o.value).sort(byTitle))
  const mostReadPosts = selectMostRead(posts.map((p) => p.value))
  const mostReadOperations = selectMostRead(operations.map((o) => o.value))

  const digestById = new Map<string, string>()
  for (const p of posts) digestById.set(`b${p.value.id}`, p.digest)
  for (const o of operations) digestById.set(`o${o.value.id}`, o.digest)
  const layoutDigest = digestOf(
    locale,
    ...menu.map(
      (g) =>
        `${g.catalog.id}:${g.catalog.name}:${g.operations.map((o) => `${o.id}/${o.slug}/${o.title}`).join(',')}`,
    ),
    '|',
    ...mostReadPosts.map((p) => digestById.get(`b${p.id}`) ?? ''),
    '|',
    ...mostReadOperations.map((o) => digestById.get(`o${o.id}`) ?? ''),
  )
  return { locale, posts, operations, catalogs, menu, mostReadPosts, mostReadOperations, layoutDigest }
}

const cached = new Map<Locale, { fingerprint: string; data: SiteData }>()

/**
 * The site's data in one language (Turkish by default), computed once per version of its collections. Keyed on
 * the entries' digests rather than held for the life of the module, because a long-lived builder may reuse this
 * module across builds.
 */
export async function getSiteData(locale: Locale = DEFAULT_LOCALE): Promise<SiteData> {
  const names = collectionsOf(locale)
  const entries = (await Promise.all([
    getCollection(names.blog),
    getCollection(names.operations),
    getCollection(names.catalogs),
  ])) as Entries
  const fingerprint = entries.map((list) => list.map((e) => `${e.id}:${e.digest ?? ''}`).join(',')).join('|')
  let hit = cached.get(locale)
  if (hit?.fingerprint !== fingerprint) {
    hit = { fingerprint, data: computeSiteData(locale, entries) }
    cached.set(locale, hit)
  }
  return hit.data
}

/**
 * The clinic's settings show on every page (header, footer, contact facts): a save re-renders them all. So do the
 * languages built (SITE_LOCALES): every page names them in its hreflang links and its language switcher.
 */
const settingsDigest = digestOf(JSON.stringify(siteSettings), siteEnv.locales.join(','))

/** The cacheKey of a page showing `digests` inside the shared layout and the clinic's settings. */
export const pageKey = (site: SiteData, ...parts: ReadonlyArray<string | number>) =>
  digestOf(site.layoutDigest, settingsDigest, ...parts)

/**
 * The URL segment of a tag: Turkish-aware, so "İyileşme" and "iyileşme" are one page; a translation's tags the way
 * its slugs are made (Cyrillic and Georgian in Latin letters: "Колено" → "koleno").
 */
export const tagSlug = (tag: string, locale: Locale = DEFAULT_LOCALE) =>
  slugifyFor(locale, tag) || encodeURIComponent(foldTurkish(tag))

/** A tag's page in the page's language. */
export const tagHref = (tag: string, locale: Locale = DEFAULT_LOCALE) =>
  localePath(locale, `/tag/${tagSlug(tag, locale)}`)

/** Tags of the active posts, grouped by slug; each group's posts newest first. */
export function groupTags(posts: readonly Blog[], locale: Locale = DEFAULT_LOCALE): TagGroup[] {
  const groups = new Map<string, TagGroup>()
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag, locale)
      if (!slug) continue
      const group = groups.get(slug)
      if (!group) groups.set(slug, { slug, name: tag, posts: [post] })
      else if (!group.posts.includes(post)) group.posts.push(post)
    }
  }
  return [...groups.values()]
}
