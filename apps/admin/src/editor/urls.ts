import { RICH_TEXT_IMAGE_SCHEMES, RICH_TEXT_LINK_SCHEMES } from '@clinic/contract/rich-text'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

function schemeOf(url: string): string | null {
  return SCHEME.exec(url)?.[1]?.toLowerCase() ?? null
}

function isHttpUrl(url: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(url)) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

/** A site path such as `/uploads/a.webp`; `//host` and `/\host` would leave the site. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')
}

/** Whether a stored link's href may stay a link: http(s) with a host, mailto: with an address, tel: with a number. */
export function isAllowedLinkUrl(url: string): boolean {
  if (url !== url.trim() || /\s/.test(url)) return false
  const scheme = schemeOf(url)
  if (scheme === null || !(RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme)) return false
  if (scheme === 'http' || scheme === 'https') return isHttpUrl(url)
  if (scheme === 'mailto') return /^mailto:[^@\s]+@[^@\s]+$/i.test(url)
  return /^tel:\+?[0-9]{3,}$/i.test(url)
}

/** Whether an image's src may stay: http(s), or a path of the site (uploads are stored as `/uploads/…`). */
export function isAllowedImageSrc(src: string): boolean {
  if (src === '' || src !== src.trim() || /\s/.test(src)) return false
  if (isSitePath(src)) return true
  const scheme = schemeOf(src)
  return scheme !== null && (RICH_TEXT_IMAGE_SCHEMES as readonly string[]).includes(scheme) && isHttpUrl(src)
}

/**
 * What the writer typed into the link form, as an href the site allows, or null. Forgiving where the intent is
 * plain: "ornek.com/sayfa" → https://…, "ad@ornek.com" → mailto:, "+90 212 555 00 00" → tel:+902125550000.
 */
export function linkUrlFromInput(input: string): string | null {
  const value = input.trim()
  if (value === '') return null
  const scheme = schemeOf(value)
  let candidate: string
  if (scheme === 'tel') candidate = `tel:${value.slice(4).replace(/[\s().-]/g, '')}`
  else if (scheme !== null && value.slice(scheme.length + 1, scheme.length + 3) === '//') candidate = value
  else if (scheme === 'mailto') candidate = value
  else if (/^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/.test(value)) candidate = `mailto:${value}`
  else if (/^\+?[0-9][0-9\s().-]{5,}$/.test(value)) candidate = `tel:${value.replace(/[\s().-]/g, '')}`
  else if (/^[^\s/:@]+\.[^\s/:@]{2,}(?:[/?#]\S*)?$/.test(value)) candidate = `https://${value}`
  else candidate = value
  return isAllowedLinkUrl(candidate) ? candidate : null
}
