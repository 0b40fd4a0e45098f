// Types only: the browser's scripts format dates too, and the contract's locale module would bring zod along.
import type { Locale } from '@clinic/contract/locale'
import { DATE_TIME_ZONE, type DateInput } from '../date.ts'
import type { Messages } from './tr.ts'

/** The Intl locale each site language formats dates with. */
export const DATE_LOCALES: Record<Locale, string> = {
  tr: 'tr-TR',
  en: 'en-GB',
  ka: 'ka-GE',
  ru: 'ru-RU',
}

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/**
 * One formatter per language, made on first use: making one costs far more than using it, and a build formats a
 * date for every post card of every list page (see formatDateTr). In the practice's time zone, as formatDateTr.
 */
function dateFormatter(locale: Locale) {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: DATE_TIME_ZONE,
    })
    formatters.set(locale, formatter)
  }
  return formatter
}

/**
 * A date in the locale's long format: "22 Kasım 2026", "22 November 2026", "22 ნოემბერი, 2026", "22 ноября 2026 г.";
 * `texts` (the locale's `dates` messages) when missing, invalid or unformattable. Turkish gives what formatDateTr
 * gives. The texts are passed in, not looked up, so an island that formats dates carries one language's three
 * texts rather than every catalogue.
 */
export function formatDate(locale: string, value: DateInput, texts: Messages['dates']): string {
  const code: Locale = Object.hasOwn(DATE_LOCALES, locale) ? (locale as Locale) : 'tr'
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return texts.missing
  }
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return texts.invalid
  try {
    return dateFormatter(code).format(date)
  } catch {
    return texts.formatError
  }
}
