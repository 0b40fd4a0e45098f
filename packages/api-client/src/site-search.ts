import { ApiPaths } from '@clinic/contract/api-paths'
import type { CallOptions, FetchLike } from './http.ts'

/** docs/spec §7, §9: the theme's search box posts `searchTerm` to this page-relative path after 800 ms without typing. */
export const SITE_SEARCH_PATH = ApiPaths.siteSearch.slice(1)
export const SITE_SEARCH_FIELD = 'searchTerm'
export const SEARCH_DEBOUNCE_MS = 800

export interface SiteSearchOptions extends CallOptions {
  /** Where to post; the theme's relative path by default. */
  url?: string
  fetch?: FetchLike
}

/**
 * Posts the search term as a form field and returns the HTML fragment the endpoint answers ("" for an empty
 * answer; show 'There is no result.' then). Throws on failure (show 'There was some error.'). An empty term is
 * not sent.
 */
export async function siteSearch(term: string, options: SiteSearchOptions = {}): Promise<string> {
  const trimmed = term.trim()
  if (trimmed === '') return ''
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const body = new URLSearchParams({ [SITE_SEARCH_FIELD]: trimmed })
  const response = await doFetch(options.url ?? SITE_SEARCH_PATH, {
    method: 'POST',
    body,
    signal: options.signal,
  })
  if (!response.ok) throw new Error(`Arama isteği başarısız oldu (HTTP ${response.status}).`)
  return (await response.text()).trim()
}
