import { isAllowedLinkHref, urlScheme } from '@clinic/contract/rich-text-urls'

/**
 * What the writer typed into the link form, as an href the site allows, or null. Forgiving where the intent is
 * plain: "ornek.com/sayfa" → https://…, "ad@ornek.com" → mailto:, "+90 212 555 00 00" → tel:+902125550000.
 */
export function linkUrlFromInput(input: string): string | null {
  const value = input.trim()
  if (value === '') return null
  const scheme = urlScheme(value)
  let candidate: string
  if (scheme === 'tel') candidate = `tel:${value.slice(4).replace(/[\s().-]/g, '')}`
  else if (scheme !== null && value.slice(scheme.length + 1, scheme.length + 3) === '//') candidate = value
  else if (scheme === 'mailto') candidate = value
  else if (/^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/.test(value)) candidate = `mailto:${value}`
  else if (/^\+?[0-9][0-9\s().-]{5,}$/.test(value)) candidate = `tel:${value.replace(/[\s().-]/g, '')}`
  else if (/^[^\s/:@]+\.[^\s/:@]{2,}(?:[/?#]\S*)?$/.test(value)) candidate = `https://${value}`
  else candidate = value
  return isAllowedLinkHref(candidate) ? candidate : null
}
