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

// Rich text arrives in the API's one shape (see @clinic/contract/rich-text): `<img src="…" alt="…" width height />`.
const IMG = /<img\b([^>]*?)\s*\/?>/g
const SRC = /\bsrc="([^"]*)"/

/**
 * Pictures the admin put inside a post (`/uploads/…`) become the site's own processed files (WebP in several
 * widths, loaded lazily), so the built site needs the API for nothing and a phone fetches a phone-sized file.
 * Other pictures (an http(s) address) are left as they are, lazily loaded. `process` answers null for a picture it
 * cannot fetch, which is then left out rather than shown broken.
 */
export async function withProcessedImages(
  html: string,
  process: (path: string) => Promise<ProcessedImage | null>,
): Promise<string> {
  const tags = [...html.matchAll(IMG)]
  if (tags.length === 0) return html
  const replacements = await Promise.all(
    tags.map(async ([tag, attributes = '']) => {
      const src = SRC.exec(attributes)?.[1] ?? ''
      const rest = attributes
        .replace(SRC, '')
        .replace(/\s(width|height|loading|decoding|srcset|sizes)="[^"]*"/g, '')
        .trim()
      if (!isUploadedImage(src))
        return { tag, html: `<img src="${src}" ${rest} loading="lazy" decoding="async">` }
      const image = await process(src)
      if (!image) return { tag, html: '' }
      return {
        tag,
        html: `<img src="${image.src}" srcset="${image.srcset}" sizes="${CONTENT_IMAGE_SIZES}" ${rest} width="${image.width}" height="${image.height}" loading="lazy" decoding="async">`,
      }
    }),
  )
  let result = html
  for (const { tag, html: replacement } of replacements) result = result.replace(tag, () => replacement)
  return result
}
