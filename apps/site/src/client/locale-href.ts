/**
 * A site path in the page's language (decision 0276): `/login` → `/en/login` on an English page. For the links and
 * redirects the islands and scripts make in the browser; in the build the middleware localizes the rendered links the
 * same way (`localizeHref`), so a hydrated island's links match the built ones.
 */
export function inPageLanguage(path: string): string {
  if (typeof document === 'undefined') return path
  const lang = document.documentElement.lang
  if (lang === 'tr' || !/^[a-z]{2}$/.test(lang) || !path.startsWith('/') || path.startsWith('//')) return path
  if (path === `/${lang}` || path.startsWith(`/${lang}/`) || path.startsWith(`/${lang}?`)) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}
