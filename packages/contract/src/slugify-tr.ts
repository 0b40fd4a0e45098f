import { foldTurkish } from './fold-turkish.ts'

const MAX_SLUG_LENGTH = 80

/** "Ön Çapraz Bağ Yırtığı: Tedavi" → "on-capraz-bag-yirtigi-tedavi". Never empty, never all digits. */
export function slugifyTr(text: string): string {
  const slug = foldTurkish(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '')
  if (slug === '') return 'icerik'
  // An all-digit slug could be mistaken for an id.
  return /^\d+$/.test(slug) ? `icerik-${slug}` : slug
}

/** The first of `base`, `base-2`, `base-3`, … that `isTaken` says is free. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!(await isTaken(candidate))) return candidate
  }
}
