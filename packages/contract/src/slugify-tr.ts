import { foldTurkish } from './fold-turkish.ts'
import type { Locale } from './locale.ts'

const MAX_SLUG_LENGTH = 80

/**
 * The fixed path segments right after `/api/blog/` and `/api/Operation/` (`/api/blog/search`, `/api/blog/admin`,
 * `/api/blog/category/{id}`, `/api/blog/comments/admin`, `/api/blog/drafts`, `/api/Operation/catalog/{id}`, …). A slug equal to one
 * would be shadowed by the fixed route, so no post or operation may have one: a typed slug is refused, a slug made
 * from a title is prefixed (`slugifyTr`). The API's tests check this list against every route it serves.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'catalog',
  'category',
  'comments',
  'drafts',
  'search',
  'unpublish-schedules',
]

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

/** Russian letters in Latin (a simple, readable transliteration, as Russian addresses are usually written). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

/** Georgian letters in Latin (the national system of 2002, without apostrophes). */
const GEORGIAN: Record<string, string> = {
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
}

/** Cyrillic and Georgian letters written in Latin; other text unchanged. */
export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (ch) => CYRILLIC[ch] ?? ch)
    .replace(/[\u10d0-\u10ff]/g, (ch) => GEORGIAN[ch] ?? ch)
}

/**
 * The slug of a translation made from its title (issue 23), what the API stores and the admin previews: Latin
 * letters only, Cyrillic and Georgian transliterated ("Разрыв мениска" → "razryv-meniska", "მუხლი" → "mukhli"),
 * with the Turkish slug's rules otherwise (never empty, all digits or reserved). Turkish titles use `slugifyTr`.
 */
export function slugifyFor(locale: Locale, text: string): string {
  return slugifyTr(locale === 'tr' ? text : transliterate(text))
}
