import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@clinic/contract/locale'
import type { Alternates } from '@clinic/contract/translation'

/**
 * Addresses per language (issue 23, decision 0274): Turkish at today's URLs, every other language under
 * `/{locale}/` with the same path segments (`/en/iletisim`) and each item's own slug (`/en/blog/knee-pain`).
 */

/**
 * The first segments of the pages every language has, the account pages included (decision 0276); the rest (/admin,
 * /api, files, the 404 page) are left as they are.
 */
const LOCALIZED_ROOTS = new Set([
  '',
  'blog',
  'operations',
  'tag',
  'about',
  'iletisim',
  'randevu',
  'gecmis-olsun',
  'aydinlatma-metni',
  'cerez-politikasi',
  'rss.xml',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'confirm-email',
  'change-password',
  'profile',
])

/** A site path in a language: `/blog/x` → `/en/blog/x`; the home page is `/en` (no trailing slash, as every link). */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** A page's language and its path without the language: `/ka/blog/x` → { locale: 'ka', path: '/blog/x' }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** Whether every language has a page at this (Turkish) path: the static pages, lists and the feed. */
export function isLocalizedPath(path: string): boolean {
  return LOCALIZED_ROOTS.has(path.split(/[/?#]/)[1] ?? '')
}

/**
 * A link of a page in `locale`, kept in that language: `/randevu` → `/en/randevu`. Links that are not one of the
 * site's localized pages (other sites, `#…`, `mailto:`, files, /admin, /api) are left alone, and so
 * is a link already under a language.
 */
export function localizeHref(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href
  if (splitLocalePath(href).locale !== DEFAULT_LOCALE || !isLocalizedPath(href)) return href
  return href === '/' || href.startsWith('/?') || href.startsWith('/#')
    ? `/${locale}${href.slice(1)}`
    : `/${locale}${href}`
}

const LINK_TAG = /<(a|form)\b[^>]*>/gi
const LINK_ATTRIBUTE = /(\s(?:href|action)=)(["'])(\/[^"']*)\2/i

/**
 * Every `<a href>` and `<form action>` of a built page in `locale` made to stay in that language, the links inside
 * a post's rich text included (an editor's "/randevu"). A link that names its language (`hreflang`: the language
 * switcher) is left as it is.
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html
  return html.replace(LINK_TAG, (tag) => {
    if (/\shreflang=/i.test(tag)) return tag
    return tag.replace(
      LINK_ATTRIBUTE,
      (_all, name: string, quote: string, href: string) =>
        `${name}${quote}${localizeHref(locale, href)}${quote}`,
    )
  })
}

/** Locale → the page's path in that language, for the languages the page exists in. */
export type PageAlternates = Partial<Record<Locale, string>>

/** The alternates of a post or an operation: its slug in each published language the site builds. */
export function itemAlternates(
  listPath: '/blog' | '/operations',
  alternates: Alternates,
  siteLocales: readonly Locale[],
): PageAlternates {
  const pages: PageAlternates = {}
  for (const locale of siteLocales) {
    const slug = alternates[locale]
    if (slug) pages[locale] = localePath(locale, `${listPath}/${encodeURIComponent(slug)}`)
  }
  return pages
}

/**
 * The alternates of a page with no content of its own (home, lists, about, contact…): the same path in every
 * language the site builds, the account pages included. A page of one language only (the 404 page) has only itself.
 */
export function pathAlternates(pathname: string, siteLocales: readonly Locale[]): PageAlternates {
  const { locale, path } = splitLocalePath(pathname)
  if (!isLocalizedPath(path)) return { [locale]: pathname }
  return Object.fromEntries(siteLocales.map((l) => [l, localePath(l, path)]))
}

export interface AlternateLink {
  /** A language code, or `x-default`. */
  hreflang: string
  href: string
}

/**
 * The page's `<link rel="alternate" hreflang>` set: one per language it exists in (the page itself included) and
 * `x-default` → the Turkish page, or the Turkish home when the page has no Turkish version.
 */
export function alternateLinks(siteUrl: string, alternates: PageAlternates): AlternateLink[] {
  const absolute = (path: string) => new URL(path, `${siteUrl}/`).toString()
  const links = LOCALES.flatMap((locale) => {
    const path = alternates[locale]
    return path === undefined ? [] : [{ hreflang: locale, href: absolute(path) }]
  })
  return [...links, { hreflang: 'x-default', href: absolute(alternates[DEFAULT_LOCALE] ?? '/') }]
}

export interface SwitcherLink {
  locale: Locale
  href: string
  current: boolean
}

/** The language switcher: each language's version of this page, or that language's home when there is none. */
export function switcherLinks(
  current: Locale,
  alternates: PageAlternates,
  siteLocales: readonly Locale[],
): SwitcherLink[] {
  return siteLocales.map((locale) => ({
    locale,
    href: alternates[locale] ?? localePath(locale, '/'),
    current: locale === current,
  }))
}
