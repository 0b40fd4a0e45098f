/**
 * The URL rules of rich text, written once: which link targets and image sources a post's or an operation's
 * content may hold. The admin's editor offers and keeps exactly what these allow; the API's sanitiser and the site
 * read the same lists. No zod, so the editor's bundle and the site's build stay small.
 */

/** Link schemes a visitor may follow. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const
/** Images come from http(s), or from a path of the site (`/uploads/…`). */
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const

/** Where the API serves uploaded files; an image there is the site's own and is processed at build time. */
export const UPLOADS_PREFIX = '/uploads/'

/**
 * The kinds of link target: a web address with a host, an e-mail address, a phone number, a path of this site
 * (`/randevu`), an anchor in the page (`#sss`).
 */
export type LinkKind = 'web' | 'mailto' | 'tel' | 'site' | 'anchor'

/**
 * The kinds of link a writer may make, and the only ones the API's sanitiser keeps: the editor's link form and the
 * sanitiser both ask `isAllowedLinkHref`, so what one accepts the other keeps (decision 0160).
 */
export const RICH_TEXT_LINK_KINDS: readonly LinkKind[] = ['web', 'mailto', 'tel', 'site', 'anchor']

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** The URL's scheme in lower case ("https"), or null when it has none (a path, an anchor). */
export function urlScheme(url: string): string | null {
  return SCHEME.exec(url)?.[1]?.toLowerCase() ?? null
}

/** http(s) with a host: `https://ornek.com`, not `https://` or `https:/ornek.com`. */
export function isHttpUrl(url: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(url)) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_IN_PATH = /[\\\u0000-\u001f\u007f]/

/**
 * A path of the site such as `/uploads/a.webp` or `/blog/diz-agrisi#tedavi`. `//host` would leave the site, and
 * so would `/\host`: a backslash or a control character anywhere is refused (browsers read `\` as `/`, and drop
 * tabs and line breaks from a URL before reading it).
 */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !UNSAFE_IN_PATH.test(url)
}

/** A URL with nothing around it and no blank inside: what a stored attribute holds. */
function isBare(url: string): boolean {
  return url !== '' && url === url.trim() && !/\s/.test(url)
}

/** Which kind of link target an href is, or null when it is none a visitor may follow. */
export function linkKind(href: string): LinkKind | null {
  if (!isBare(href)) return null
  if (href.startsWith('#')) return /^#[^#]+$/.test(href) && !UNSAFE_IN_PATH.test(href) ? 'anchor' : null
  if (isSitePath(href)) return 'site'
  const scheme = urlScheme(href)
  if (scheme === 'http' || scheme === 'https') return isHttpUrl(href) ? 'web' : null
  if (scheme === 'mailto') return /^mailto:[^@\s]+@[^@\s]+$/i.test(href) ? 'mailto' : null
  if (scheme === 'tel') return /^tel:\+?[0-9]{3,}$/i.test(href) ? 'tel' : null
  return null
}

/** Whether a link's href may stay a link: one of `kinds` (the editor's by default). */
export function isAllowedLinkHref(href: string, kinds: readonly LinkKind[] = RICH_TEXT_LINK_KINDS): boolean {
  const kind = linkKind(href)
  return kind !== null && kinds.includes(kind)
}

/** Whether an image's src may stay: http(s) with a host, or a path of the site. */
export function isAllowedImageSrc(src: string): boolean {
  if (!isBare(src)) return false
  if (isSitePath(src)) return true
  const scheme = urlScheme(src)
  return scheme !== null && (RICH_TEXT_IMAGE_SCHEMES as readonly string[]).includes(scheme) && isHttpUrl(src)
}

/** An image uploaded through the admin (`/uploads/…`), as opposed to one from another site. */
export function isUploadedImage(src: string): boolean {
  return src.startsWith(UPLOADS_PREFIX)
}
