import { getImage } from 'astro:assets'
import defaultImage from '../assets/default.jpg'
import { buildMediaUrl } from './api.ts'

export interface ImageSet {
  src: string
  srcset: string
  width: number
  height: number
}

/** A processed picture for markup written in the browser (the carousel): the same WebP widths as <ContentImage>. */
export async function imageSet(path: string | null | undefined, widths: number[]): Promise<ImageSet> {
  const uploaded = typeof path === 'string' && path.startsWith('/uploads/')
  const image = uploaded
    ? await getImage({ src: buildMediaUrl(path), inferSize: true, widths, format: 'webp', quality: 72 })
    : await getImage({
        src: defaultImage,
        widths: widths.filter((w) => w <= defaultImage.width),
        format: 'webp',
        quality: 72,
      })
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    width: Number(image.attributes.width),
    height: Number(image.attributes.height),
  }
}
