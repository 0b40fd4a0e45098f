import type { Locale } from '@clinic/contract/locale'
import { escapeHtml } from './escape-html.ts'

/** A post or an operation found by the site's search box. */
export interface SearchHit {
  slug: string
  title: string
}

const item = (base: string, kind: string, hit: SearchHit) =>
  `  <li class="search-results__item"><a class="search-results__link" href="${escapeHtml(base + encodeURIComponent(hit.slug))}"><span class="search-results__kind">${kind}</span> <span class="search-results__title">${escapeHtml(hit.title)}</span></a></li>`

/** What a hit is, in the language of the search. */
const KIND_NAMES: Record<Locale, { post: string; operation: string }> = {
  tr: { post: 'Blog', operation: 'Operasyon' },
  en: { post: 'Blog', operation: 'Operation' },
  ka: { post: 'ბლოგი', operation: 'ოპერაცია' },
  ru: { post: 'Блог', operation: 'Операция' },
}

/**
 * The fragment the site's search box shows (its classes are styled by the site): posts, then operations. Nothing
 * found gives "", which the site shows as 'There is no result.'.
 */
export function searchResultsHtml(
  found: { posts: SearchHit[]; operations: SearchHit[] },
  locale: Locale = 'tr',
): string {
  // Turkish at today's addresses, the other languages under /{locale}/ (issue 23).
  const prefix = locale === 'tr' ? '' : `/${locale}`
  const kinds = KIND_NAMES[locale]
  const items = [
    ...found.posts.map((hit) => item(`${prefix}/blog/`, kinds.post, hit)),
    ...found.operations.map((hit) => item(`${prefix}/operations/`, kinds.operation, hit)),
  ]
  if (items.length === 0) return ''
  return ['<ul class="search-results">', ...items, '</ul>'].join('\n')
}
