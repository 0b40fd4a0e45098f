import { foldTurkish } from './fold-turkish.ts'

const MAX_SLUG_LENGTH = 80

/**
 * The fixed path segments right after `/api/blog/` and `/api/Operation/` (`/api/blog/search`, `/api/blog/admin`,
 * `/api/blog/category/{id}`, `/api/blog/comments/admin`, `/api/Operation/catalog/{id}`, …). A slug equal to one
 * would be shadowed by the fixed route, so no post or operation may have one: a typed slug is refused, a slug made
 * from a title is prefixed (`slugifyTr`). The API's tests check this list against every route it serves.
 */
export const RESERVED_SLUGS: readonly string[] = ['admin', 'catalog', 'category', 'comments', 'search']

/** Whether a slug would be shadowed by a fixed route (see RESERVED_SLUGS). */
export const isReservedSlug = (slug: string) => RESERVED_SLUGS.includes(slug.toLowerCase())

/**
 * "Ön Çapraz Bağ Yırtığı: Tedavi" → "on-capraz-bag-yirtigi-tedavi". Never empty, never all digits, never a reserved
 * word ("Search" → "icerik-search").
 */
export function slugifyTr(text: string): string {
  const slug = foldTurkish(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '')
  if (slug === '') return 'icerik'
  // An all-digit slug could be mistaken for an id; a reserved one is shadowed by a fixed route.
  return /^\d+$/.test(slug) || isReservedSlug(slug) ? `icerik-${slug}` : slug
}

/** The first of `base`, `base-2`, `base-3`, … that `isTaken` says is free. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!(await isTaken(candidate))) return candidate
  }
}
