import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAG_ALIASES,
  RICH_TEXT_TAGS,
} from '@clinic/contract/rich-text'
import { isAllowedImageSrc, isAllowedLinkHref } from '@clinic/contract/rich-text-urls'
import sanitizeHtml from 'sanitize-html'

const PIXELS = /^\d{1,5}$/

type Attributes = sanitizeHtml.Attributes

/**
 * The href only when the contract's link rule allows it (the editor's link form asks the same rule): web, e-mail,
 * phone, a path of the site or an anchor. `target=_blank` keeps the link and gets `rel="noopener noreferrer"`; any
 * other target, and any other rel, goes.
 */
function link(tagName: string, { href, target, rel: _rel, ...rest }: Attributes): sanitizeHtml.Tag {
  const attribs: Attributes = href !== undefined && isAllowedLinkHref(href) ? { href, ...rest } : { ...rest }
  return target?.trim().toLowerCase() === '_blank'
    ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
    : { tagName, attribs }
}

/** The source only when it is http(s) or site-relative; width and height only as whole pixels. */
function image(tagName: string, { src, width, height, ...rest }: Attributes): sanitizeHtml.Tag {
  const attribs: Attributes = src && isAllowedImageSrc(src) ? { src, ...rest } : { ...rest }
  if (width && PIXELS.test(width)) attribs.width = width
  if (height && PIXELS.test(height)) attribs.height = height
  return { tagName, attribs }
}

/**
 * The sanitize-html policy, derived from the contract's one list (`@clinic/contract/rich-text`), which the admin's
 * editor follows too. Tags off the list are unwrapped (their text stays); script, style and the like go with their
 * content; no class, style or event handler survives.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...(names ?? [])]]),
  ),
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with what they hold: their content is code or a fallback, never the writer's text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'iframe',
    'noembed',
    'noframes',
    'title',
  ],
  transformTags: { ...RICH_TEXT_TAG_ALIASES, a: link, img: image },
  // An image whose source was refused shows nothing: it goes. A link whose target was refused leaves its text.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src
    return frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false
  },
}

/** Keeps what the rich-text list allows; sanitising twice gives what sanitising once gave. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY).trim()
}

/** Plain text of rich content, for search and excerpts. */
const BLOCK_TAG =
  /<\/?(p|div|h[1-6]|li|ul|ol|br|hr|blockquote|pre|tr|td|th|table|figure|figcaption)\b[^>]*>/gi

export function richTextToPlain(html: string): string {
  // Block boundaries become spaces first, so "<h2>Diz</h2><p>Ağrı" does not glue into "DizAğrı".
  return sanitizeHtml(html.replace(BLOCK_TAG, ' $& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
