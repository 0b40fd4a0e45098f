import type { Blog } from '@clinic/contract/blog'
import type { PaginateFunction } from 'astro'
import { pageKey, type SiteData } from './content.ts'

/** Posts per page on /blog and /tag/{tag}. */
export const POSTS_PER_PAGE = 10

type PaginateOptions = NonNullable<Parameters<PaginateFunction>[1]>

/**
 * A list of posts cut into pages of POSTS_PER_PAGE (Astro's paginate), each with its cacheKey: the list's own key
 * parts, its page count and the digests of exactly the posts it shows, so a new post re-renders only the pages it
 * moves.
 */
export function paginatePosts(
  paginate: PaginateFunction,
  site: SiteData,
  posts: readonly Blog[],
  key: ReadonlyArray<string | number>,
  options: Omit<PaginateOptions, 'pageSize'> = {},
) {
  const digestOf = new Map(site.posts.map((p) => [p.value.id, p.digest]))
  return paginate(posts, { ...options, pageSize: POSTS_PER_PAGE }).map((entry) => {
    const first = (entry.props.page.currentPage - 1) * POSTS_PER_PAGE
    const shown = posts.slice(first, first + POSTS_PER_PAGE)
    const digests = shown.map((post) => digestOf.get(post.id) ?? '')
    return { ...entry, cacheKey: pageKey(site, ...key, entry.props.page.lastPage, ...digests) }
  })
}
