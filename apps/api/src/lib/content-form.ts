import { slugifyTr, uniqueSlug } from '@clinic/contract/slugify-tr'
import type { ImageFolder, ImageStore } from '../plugins/images.ts'
import { isUploadedFile } from '../plugins/multipart.ts'
import { badRequest, conflict } from './http-errors.ts'

/**
 * The slug of a post or operation: the admin's own (409 when another row has it), the current one on update,
 * or one made from the title and numbered until free.
 */
export async function resolveSlug(options: {
  requested: string | undefined
  title: string
  current?: string
  isTaken: (slug: string) => Promise<boolean>
}): Promise<string> {
  const { requested, current, isTaken } = options
  if (requested) {
    if (requested !== current && (await isTaken(requested))) {
      throw conflict('Bu kısa ad (slug) başka bir içerikte kullanılıyor.', {
        slug: ['Bu kısa ad (slug) başka bir içerikte kullanılıyor.'],
      })
    }
    return requested
  }
  if (current) return current
  return uniqueSlug(slugifyTr(options.title), isTaken)
}

/** Existing image paths a form may point at: our own uploads and the site's images, never another origin. */
function localImagePath(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  if (/^\/(uploads|img)\/[A-Za-z0-9._/-]+$/.test(raw) && !raw.includes('..')) return raw
  throw badRequest('Gönderilen bilgiler geçersiz.', { existingImagePath: ['Geçersiz görsel yolu.'] })
}

/**
 * A new upload wins; otherwise ExistingImagePath; otherwise the current image stays. The upload is re-encoded and
 * stored before the row is written, so `discard` removes it again if the write fails.
 */
export async function resolveImage(options: {
  upload: unknown
  existingImagePath: string | undefined
  currentImagePath: string | null
  folder: ImageFolder
  images: ImageStore
}): Promise<{ imagePath: string | null; stored: string | undefined }> {
  const existing = localImagePath(options.existingImagePath)
  if (isUploadedFile(options.upload)) {
    const { imagePath: stored } = await options.images.save(options.upload, options.folder)
    return { imagePath: stored, stored }
  }
  return { imagePath: existing ?? options.currentImagePath, stored: undefined }
}

/** "Diz, Spor ,, diz" → ["Diz", "Spor"]: trimmed, empty dropped, duplicates (by folded key) dropped. */
export function parseTags(raw: string | undefined, fold: (s: string) => string): string[] {
  if (!raw) return []
  const seen = new Set<string>()
  const tags: string[] = []
  for (const part of raw.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ')
    if (!tag) continue
    if (tag.length > 50) {
      throw badRequest('Gönderilen bilgiler geçersiz.', {
        tags: ['Bir etiket en fazla 50 karakter olabilir.'],
      })
    }
    const key = fold(tag)
    if (seen.has(key)) continue
    seen.add(key)
    tags.push(tag)
  }
  if (tags.length > 20)
    throw badRequest('Gönderilen bilgiler geçersiz.', { tags: ['En fazla 20 etiket eklenebilir.'] })
  return tags
}
