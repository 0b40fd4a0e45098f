/**
 * The path a request counts against: no query, percent-escapes decoded, lowercase, one slash between segments and
 * none at the end, so `/API/Blog//5/View/?x=1` and `/api/blog/5/view` are the same counter.
 */
export function normalizePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? ''
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // a malformed escape: count the raw text
  }
  const collapsed = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
  return collapsed === '' ? '/' : collapsed.startsWith('/') ? collapsed : `/${collapsed}`
}
