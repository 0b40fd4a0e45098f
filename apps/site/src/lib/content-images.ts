import { isUploadedImage } from '@clinic/contract/rich-text-urls'

/** A processed picture: what replaces an upload's path inside rich text. */
export interface ProcessedImage {
  src: string
  srcset: string
  width: number
  height: number
}

/** The sizes of pictures inside an article: the article's reading width. */
export const CONTENT_IMAGE_SIZES = '(min-width: 1200px) 760px, (min-width: 992px) 60vw, 92vw'
export const CONTENT_IMAGE_WIDTHS = [480, 760, 1140]

/** One attribute as written: its name in lower case and its value (undefined for a bare name). */
interface Attribute {
  name: string
  value: string | undefined
}

/** An `<img>` tag found in the text: where it starts and ends, and its attributes. */
interface ImageTag {
  start: number
  end: number
  attributes: Attribute[]
}

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f'

/** Attributes the rewrite writes itself: the ones the text had are dropped. */
const REPLACED = new Set(['src', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'])

/**
 * The attributes of a tag from `from` (just after its name) to its `>`, or undefined when the text ends first. One
 * pass, each character read once: no regular expression backtracks over what a writer typed (a 200,000-space `alt`
 * costs what its length costs).
 */
function readAttributes(html: string, from: number): { attributes: Attribute[]; end: number } | undefined {
  const attributes: Attribute[] = []
  let i = from
  const n = html.length
  while (i < n) {
    const c = html[i]!
    if (isSpace(c) || c === '/') {
      i++
      continue
    }
    if (c === '>') return { attributes, end: i + 1 }
    const nameStart = i
    while (i < n && !isSpace(html[i]!) && html[i] !== '=' && html[i] !== '>' && html[i] !== '/') i++
    const name = html.slice(nameStart, i).toLowerCase()
    while (i < n && isSpace(html[i]!)) i++
    if (html[i] !== '=') {
      attributes.push({ name, value: undefined })
      continue
    }
    i++
    while (i < n && isSpace(html[i]!)) i++
    const quote = html[i]
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, i + 1)
      if (close < 0) return undefined
      attributes.push({ name, value: html.slice(i + 1, close) })
      i = close + 1
    } else {
      const valueStart = i
      while (i < n && !isSpace(html[i]!) && html[i] !== '>') i++
      attributes.push({ name, value: html.slice(valueStart, i) })
    }
  }
  return undefined
}

/**
 * Every `<img>` tag of the text, in order, in one pass. (The name is compared letter by letter: lower-casing the
 * whole text could change its length, "İ" becoming two characters, and shift every position after it.)
 */
function imageTags(html: string): ImageTag[] {
  const tags: ImageTag[] = []
  let at = html.indexOf('<')
  while (at >= 0) {
    const after = html[at + 4]
    if (html.slice(at + 1, at + 4).toLowerCase() === 'img' && after !== undefined) {
      if (isSpace(after) || after === '/' || after === '>') {
        const read = readAttributes(html, at + 4)
        // A tag the text never closes is not a tag: nothing after it is either.
        if (!read) break
        tags.push({ start: at, end: read.end, attributes: read.attributes })
        at = html.indexOf('<', read.end)
        continue
      }
    }
    at = html.indexOf('<', at + 1)
  }
  return tags
}

/** The attributes kept, written back as they were (a value keeps its escaping; a `"` inside `'…'` is escaped). */
const keptAttributes = (attributes: Attribute[]) =>
  attributes
    .filter((a) => !REPLACED.has(a.name))
    .map((a) => (a.value === undefined ? a.name : `${a.name}="${a.value.replaceAll('"', '&quot;')}"`))
    .join(' ')

/**
 * Pictures the admin put inside a post (`/uploads/…`) become the site's own processed files (WebP in several
 * widths, loaded lazily), so the built site needs the API for nothing and a phone fetches a phone-sized file.
 * Other pictures (an http(s) address) are left as they are, lazily loaded. `process` answers null for a picture it
 * cannot fetch, which is then left out rather than shown broken. Linear in the text's length.
 */
export async function withProcessedImages(
  html: string,
  process: (path: string) => Promise<ProcessedImage | null>,
): Promise<string> {
  const tags = imageTags(html)
  if (tags.length === 0) return html
  const replacements = await Promise.all(
    tags.map(async ({ attributes }) => {
      const src = attributes.find((a) => a.name === 'src')?.value ?? ''
      const rest = keptAttributes(attributes)
      if (!isUploadedImage(src)) return `<img src="${src}" ${rest} loading="lazy" decoding="async">`
      const image = await process(src)
      if (!image) return ''
      return `<img src="${image.src}" srcset="${image.srcset}" sizes="${CONTENT_IMAGE_SIZES}" ${rest} width="${image.width}" height="${image.height}" loading="lazy" decoding="async">`
    }),
  )
  const parts: string[] = []
  let from = 0
  tags.forEach((tag, index) => {
    parts.push(html.slice(from, tag.start), replacements[index]!)
    from = tag.end
  })
  parts.push(html.slice(from))
  return parts.join('')
}
