import { slugifyTr, uniqueSlug } from '@clinic/contract/slugify-tr'
import type { Database } from '../../db/client.ts'
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts'
import type { ImageFolder, ImageStore } from '../../plugins/images.ts'
import { isUploadedFile } from '../../plugins/multipart.ts'
import { removeUnreferenced } from '../uploads/upload-references.ts'
import type { Executor } from './removals.ts'

/**
 * The slug of a post or operation: the admin's own (409 when another row has it), the current one on update,
 * or one made from the title and numbered until free.
 */
export async function resolveSlug(options: {
  requested: string | undefined
  title: string
  current?: string
  isTaken: (slug: string) => Promise<boolean>
  /** How a title becomes a slug: Turkish by default; a translation's transliterates its letters. */
  slugify?: (title: string) => string
  takenMessage?: string
}): Promise<string> {
  const { requested, current, isTaken } = options
  if (requested) {
    if (requested !== current && (await isTaken(requested))) {
      const message = options.takenMessage ?? 'Bu kısa ad (slug) başka bir içerikte kullanılıyor.'
      throw conflict(message, { slug: [message] })
    }
    return requested
  }
  if (current) return current
  return uniqueSlug((options.slugify ?? slugifyTr)(options.title), isTaken)
}

/** Existing image paths a form may point at: our own uploads and the site's images, never another origin. */
function localImagePath(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  if (/^\/(uploads|img)\/[A-Za-z0-9._/-]+$/.test(raw) && !raw.includes('..')) return raw
  throw badRequest('Gönderilen bilgiler geçersiz.', { existingImagePath: ['Geçersiz görsel yolu.'] })
}

/**
 * A new upload wins; otherwise ExistingImagePath; otherwise the image stays as the row has it when written
 * (`imagePath` undefined: the write leaves the column alone, so a concurrent replace is never undone). The upload is
 * re-encoded and stored before the row is written; `writeWithImage` removes it again if the write fails.
 */
export async function resolveImage(options: {
  upload: unknown
  existingImagePath: string | undefined
  folder: ImageFolder
  images: ImageStore
}): Promise<{ imagePath: string | undefined; stored: string | undefined }> {
  const existing = localImagePath(options.existingImagePath)
  if (isUploadedFile(options.upload)) {
    const { imagePath: stored } = await options.images.save(options.upload, options.folder)
    return { imagePath: stored, stored }
  }
  return { imagePath: existing, stored: undefined }
}

/**
 * Writes a post or an operation whose cover may change. `write` runs in a transaction and answers the row's id and
 * its cover before the write, read under a row lock (`for update`), so each of several concurrent saves learns
 * exactly the cover it replaced; undefined when the row is gone. After the commit the replaced cover's file is
 * deleted unless something still shows it. A failed write, or a row deleted meanwhile (404), removes the upload
 * this save stored.
 */
export async function writeWithImage(options: {
  db: Database
  images: ImageStore
  stored: string | undefined
  imagePath: string | undefined
  notFoundMessage: string
  write: (tx: Executor) => Promise<{ id: number; formerImage: string | null } | undefined>
}): Promise<number> {
  let written: { id: number; formerImage: string | null } | undefined
  try {
    written = await options.db.transaction((tx) => options.write(tx))
  } catch (error) {
    await options.images.remove(options.stored)
    throw error
  }
  if (!written) {
    await options.images.remove(options.stored)
    throw notFound(options.notFoundMessage)
  }
  if (options.imagePath !== undefined && written.formerImage !== options.imagePath) {
    await removeUnreferenced(options.db, options.images, [written.formerImage])
  }
  return written.id
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
