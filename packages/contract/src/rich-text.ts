/**
 * The one list of what rich text (a post's or an operation's `fullContent`) may hold. The admin's editor offers
 * exactly these features and writes exactly these tags; the API's sanitiser keeps exactly these and drops the rest.
 * Change it here and both follow (tests on both sides iterate over it).
 */
export const RICH_TEXT_BLOCK_TAGS = ['p', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li'] as const
export const RICH_TEXT_INLINE_TAGS = ['strong', 'em', 'a', 'br', 'img'] as const
export const RICH_TEXT_TAGS = [...RICH_TEXT_BLOCK_TAGS, ...RICH_TEXT_INLINE_TAGS] as const
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number]

/** The headings the editor offers: h1 is the page's title, so content starts at h2. */
export const RICH_TEXT_HEADINGS = ['h2', 'h3', 'h4'] as const

/** Attributes kept per tag; every other attribute (class, style, on*, …) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
}

/** Which link targets and image sources are allowed: see rich-text-urls.ts. */
export { RICH_TEXT_IMAGE_SCHEMES, RICH_TEXT_LINK_SCHEMES } from './rich-text-urls.ts'

/**
 * Tags written by other editors (pasted text, older content) and what they become, so nothing the writer meant
 * is lost: `<b>` is bold, `<h5>` a small heading.
 */
export const RICH_TEXT_TAG_ALIASES: Readonly<Record<string, RichTextTag>> = {
  b: 'strong',
  i: 'em',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
}
