import type { ApiClient } from '@clinic/api-client/client'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import { blogHref, operationHref } from '@clinic/ui/lib/menu'

/** One place of the site a link may point at. */
export interface SitePlace {
  label: string
  /** Where it is: "Sayfa", "Blog yazısı", "Operasyon". */
  kind: string
  href: string
}

export type SearchSite = (query: string) => Promise<SitePlace[]>

/** The site's own pages (docs/spec §2's route table and menu): the ones a visitor can open without an account. */
export const SITE_PAGES: readonly SitePlace[] = [
  { label: 'Ana Sayfa', kind: 'Sayfa', href: '/' },
  { label: 'Hakkımızda', kind: 'Sayfa', href: '/about' },
  { label: 'Blog', kind: 'Sayfa', href: '/blog' },
  { label: 'Operasyonlar', kind: 'Sayfa', href: '/operations' },
  { label: 'Randevu', kind: 'Sayfa', href: '/randevu' },
  { label: 'İletişim', kind: 'Sayfa', href: '/iletisim' },
  { label: 'Geçmiş Olsun Mesajı', kind: 'Sayfa', href: '/gecmis-olsun' },
]

const MAX_EACH = 5

/** The pages whose name or path has every word of the query (Turkish letters folded). */
export function matchingPages(query: string): SitePlace[] {
  const words = foldTurkish(query).split(/\s+/).filter(Boolean)
  return SITE_PAGES.filter((page) => {
    const text = foldTurkish(`${page.label} ${page.href}`)
    return words.every((word) => text.includes(word))
  })
}

/**
 * "Sitede ara": the site's pages, and its published posts and operations, through the API's public lists (only
 * what a visitor can open; the API folds Turkish letters and wants every word).
 */
export function siteSearch(api: ApiClient): SearchSite {
  return async (query) => {
    const text = query.trim()
    if (text === '') return [...SITE_PAGES]
    const [posts, operations] = await Promise.all([
      api.blog.listPage({ search: text, pageSize: MAX_EACH }),
      api.operations.listPage({ search: text, pageSize: MAX_EACH }),
    ])
    return [
      ...matchingPages(text),
      ...posts.items.map((post) => ({ label: post.title, kind: 'Blog yazısı', href: blogHref(post) })),
      ...operations.items.map((op) => ({ label: op.title, kind: 'Operasyon', href: operationHref(op) })),
    ]
  }
}
