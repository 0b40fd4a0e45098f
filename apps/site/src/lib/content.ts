import { getCollection } from 'astro:content'
import { createHash } from 'node:crypto'
import type { Blog } from '@clinic/contract/blog'
import type { Catalog } from '@clinic/contract/catalog'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import type { Operation } from '@clinic/contract/operation'
import { slugifyTr } from '@clinic/contract/slugify-tr'
import { type CatalogOperations, groupOperationsByCatalog } from '@clinic/ui/lib/catalog-operations'
import { selectMostRead } from '@clinic/ui/lib/most-read'
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

const byTitle = (a: Operation, b: Operation) => a.title.localeCompare(b.title, 'tr')

type Entries = [
  Awaited<ReturnType<typeof getCollection<'blog'>>>,
  Awaited<ReturnType<typeof getCollection<'operations'>>>,
  Awaited<ReturnType<typeof getCollection<'catalogs'>>>,
]

function computeSiteData([blogEntries, operationEntries, catalogEntries]: Entries): SiteData {
  const posts = blogEntries
    .map((e) => ({ value: e.data, digest: String(e.digest ?? digestOf(JSON.stringify(e.data))) }))
    .sort((a, b) => byNewest(a.value, b.value))
  const operations = operationEntries
    .map((e) => ({ value: e.data, digest: String(e.digest ?? digestOf(JSON.stringify(e.data))) }))
    .sort((a, b) => byNewest(a.value, b.value))
  const catalogs = catalogEntries.map((e) => e.data).sort((a, b) => a.name.localeCompare(b.name, 'tr'))
  const menu = groupOperationsByCatalog(catalogs, operations.map((o) => o.value).sort(byTitle))
  const mostReadPosts = selectMostRead(posts.map((p) => p.value))
  const mostReadOperations = selectMostRead(operations.map((o) => o.value))

  const digestById = new Map<string, string>()
  for (const p of posts) digestById.set(`b${p.value.id}`, p.digest)
  for (const o of operations) digestById.set(`o${o.value.id}`, o.digest)
  const layoutDigest = digestOf(
    ...menu.map(
      (g) =>
        `${g.catalog.id}:${g.catalog.name}:${g.operations.map((o) => `${o.id}/${o.slug}/${o.title}`).join(',')}`,
    ),
    '|',
    ...mostReadPosts.map((p) => digestById.get(`b${p.id}`) ?? ''),
    '|',
    ...mostReadOperations.map((o) => digestById.get(`o${o.id}`) ?? ''),
  )
  return { posts, operations, catalogs, menu, mostReadPosts, mostReadOperations, layoutDigest }
}

let cached: { fingerprint: string; data: SiteData } | undefined

/**
 * The whole site's data, computed once per version of the collections. Keyed on the entries' digests rather than
 * held for the life of the module, because a long-lived builder may reuse this module across builds.
 */
export async function getSiteData(): Promise<SiteData> {
  const entries: Entries = await Promise.all([
    getCollection('blog'),
    getCollection('operations'),
    getCollection('catalogs'),
  ])
  const fingerprint = entries.map((list) => list.map((e) => `${e.id}:${e.digest ?? ''}`).join(',')).join('|')
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, data: computeSiteData(entries) }
  return cached.data
}

/** The clinic's settings show on every page (header, footer, contact facts): a save re-renders them all. */
const settingsDigest = digestOf(JSON.stringify(siteSettings))

/** The cacheKey of a page showing `digests` inside the shared layout and the clinic's settings. */
export const pageKey = (site: SiteData, ...parts: ReadonlyArray<string | number>) =>
  digestOf(site.layoutDigest, settingsDigest, ...parts)

/** The URL segment of a tag: Turkish-aware, so "İyileşme" and "iyileşme" are one page. */
export const tagSlug = (tag: string) => slugifyTr(tag) || encodeURIComponent(foldTurkish(tag))

export const tagHref = (tag: string) => `/tag/${tagSlug(tag)}`

/** Tags of the active posts, grouped by slug; each group's posts newest first. */
export function groupTags(posts: readonly Blog[]): TagGroup[] {
  const groups = new Map<string, TagGroup>()
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag)
      if (!slug) continue
      const group = groups.get(slug)
      if (!group) groups.set(slug, { slug, name: tag, posts: [post] })
      else if (!group.posts.includes(post)) group.posts.push(post)
    }
  }
  return [...groups.values()]
}
