import { getImage } from 'astro:assets'
import { resolveMediaUrl } from '@clinic/ui/lib/defaults'
import { siteEnv } from '../../site-env.ts'
import defaultImage from '../assets/default.jpg'

/**
 * What astro:assets processes for a picture path from the API: an upload fetched from the API at build time (its
 * size read from the file), or the site's default picture when the path is missing.
 */
export function imageSource(path: string | null | undefined, widths: number[]) {
  return typeof path === 'string' && path.startsWith('/uploads/')
    ? { src: resolveMediaUrl(path, siteEnv.buildApiUrl), inferSize: true as const, widths }
    : { src: defaultImage, widths: widths.filter((w) => w <= defaultImage.width) }
}

export interface ImageSet {
  src: string
  srcset: string
  width: number
  height: number
}

/** A processed picture for markup written in the browser (the carousel): the same WebP as <ContentImage>. */
export async function imageSet(path: string | null | undefined, widths: number[]): Promise<ImageSet> {
  const image = await getImage({ ...imageSource(path, widths), format: 'webp', quality: 72 })
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    width: Number(image.attributes.width),
    height: Number(image.attributes.height),
  }
}

/** The <img> options of a picture as <ContentImage> gives them to astro:assets. */
export interface ContentImageOptions {
  path: string | null | undefined
  alt: string
  widths: number[]
  sizes: string
  class?: string | undefined
  priority?: boolean | undefined
}

export const imageOptions = ({
  path,
  alt,
  widths,
  sizes,
  class: className,
  priority = false,
}: ContentImageOptions) => ({
  ...imageSource(path, widths),
  alt,
  sizes,
  format: 'webp' as const,
  quality: 72,
  class: className,
  loading: priority ? ('eager' as const) : ('lazy' as const),
  fetchpriority: priority ? ('high' as const) : ('auto' as const),
  decoding: 'async' as const,
})

/** The most-read lists' thumbnails (components/MostRead.astro), as every page with the sidebar shows them. */
export const mostReadImage = (path: string | null | undefined): ContentImageOptions => ({
  path,
  alt: '',
  widths: [76, 152],
  sizes: '76px',
  class: 'mini-item__image',
})

type ImageResult = Awaited<ReturnType<typeof getImage>>
const sharedImages = new Map<string, Promise<ImageResult>>()

/**
 * A picture shown the same on many pages (the most-read thumbnails of the sidebar), processed once per build.
 * astro:assets records every picture a page processes in Astro's incremental manifest, for that page: the eight
 * thumbnails of the sidebar (24 transforms) on each of 3,500 pages at 500 posts in four languages were 76 of its 92 MB,
 * read, parsed, rebuilt and written again at every build (decision 0284). Asked here again on another page, the
 * picture is not recorded there; `recordSharedImages` (run by every build, see there) lists them for the build.
 */
export function sharedImage(options: ContentImageOptions): Promise<ImageResult> {
  const resolved = imageOptions(options)
  const key = JSON.stringify(resolved)
  let image = sharedImages.get(key)
  if (!image) {
    image = getImage(resolved)
    sharedImages.set(key, image)
  }
  return image
}

/**
 * Processes the most-read thumbnails of a language again, outside the memo of `sharedImage`: the RSS feeds (routes
 * with no cacheKey, rendered by every build) call it, so every build lists these pictures for Astro to write, even
 * when no page showing them is rendered again and the page that first processed them is gone.
 */
export async function recordSharedImages(items: ReadonlyArray<{ imagePath?: string | null | undefined }>) {
  await Promise.all(items.map((item) => getImage(imageOptions(mostReadImage(item.imagePath)))))
}
