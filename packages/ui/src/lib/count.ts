import type { Locale } from '@clinic/contract/locale'
import { DATE_LOCALES } from './i18n/dates.ts'

/**
 * A big count as a Turkish reader says it: 2100 → "2,1 bin", 3 971 000 → "3,97 milyon", 950 → "950".
 * In another site language, that language's way ("2.1 thousand", "2,1 тыс.").
 * Intl's tr-TR compact notation with its long words (the short "B" reads as "billion" to many), up to two decimals.
 */
export function formatCount(value: number, locale: Locale = 'tr'): string {
  return new Intl.NumberFormat(DATE_LOCALES[locale], {
    notation: 'compact',
    compactDisplay: 'long',
    maximumFractionDigits: 2,
  }).format(value)
}
