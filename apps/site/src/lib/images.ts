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
