import { escapeHtml } from './escape-html.ts'

/** A post or an operation found by the site's search box. */
export interface SearchHit {
  slug: string
  title: string
}

const item = (base: string, kind: string, hit: SearchHit) =>
  `  <li class="search-results__item"><a class="search-results__link" href="${escapeHtml(base + encodeURIComponent(hit.slug))}"><span class="search-results__kind">${kind}</span> <span class="search-results__title">${escapeHtml(hit.title)}</span></a></li>`

/**
 * The fragment the site's search box shows (its classes are styled by the site): posts, then operations. Nothing
 * found gives "", which the site shows as 'There is no result.'.
 */
export function searchResultsHtml(found: { posts: SearchHit[]; operations: SearchHit[] }): string {
  const items = [
    ...found.posts.map((hit) => item('/blog/', 'Blog', hit)),
    ...found.operations.map((hit) => item('/operations/', 'Operasyon', hit)),
  ]
  if (items.length === 0) return ''
  return ['<ul class="search-results">', ...items, '</ul>'].join('\n')
}
