import { foldTurkish } from './fold-turkish.ts'
import type { Locale } from './locale.ts'

/**
 * How each language folds text for search (issue 23): a word matches whatever case or accents its reader types.
 * Turkish folds its own letters to ASCII (foldTurkish); English lowercases and drops diacritics ("café" = "cafe");
 * Russian lowercases and reads ё as е (as most Russian text is written); Georgian has no case, so it is only put in
 * one Unicode form (and any Latin letters lowercased). Used for the stored search text and for the query alike.
 */
const FOLDS: Record<Locale, (text: string) => string> = {
  tr: foldTurkish,
  en: (text) =>
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC'),
  ru: (text) => text.toLowerCase().normalize('NFC').replace(/ё/g, 'е'),
  ka: (text) => text.normalize('NFC').toLowerCase(),
}

export function foldForSearch(locale: Locale, text: string): string {
  return FOLDS[locale](text)
}

/**
 * The words of a search query in a language, folded: letters and digits of any script only (so they are safe inside
 * LIKE), at most 8.
 */
export function searchWordsIn(locale: Locale, query: string): string[] {
  return foldForSearch(locale, query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
}
