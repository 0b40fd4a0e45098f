import sanitizeHtml from 'sanitize-html'

/**
 * The allow-list for rich text written in the admin's editor: structure, emphasis, links, images, tables, simple
 * embeds of nothing. Everything else (script, style, iframes, event handlers, javascript: URLs) is dropped.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['text-center', 'text-right', 'text-left', 'text-justify', /^editor-[a-z-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      if (attribs.target === '_blank') return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
      const { target: _target, ...rest } = attribs
      return { tagName, attribs: rest }
    },
  },
}

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
