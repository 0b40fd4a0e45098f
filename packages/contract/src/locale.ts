import { z } from 'zod'
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from './locales.ts'

export * from './locales.ts'

const UNKNOWN_LOCALE = `Bilinmeyen dil. Geçerli diller: ${LOCALES.join(', ')}.`

export const LocaleSchema = z.enum(LOCALES, { error: UNKNOWN_LOCALE })
export const TranslationLocaleSchema = z.enum(
  TRANSLATION_LOCALES as [TranslationLocale, ...TranslationLocale[]],
  {
    error: `Çeviri dili ${TRANSLATION_LOCALES.join(', ')} olabilir.`,
  },
)

/** `?locale=` of every public read and of the site's change feed: Turkish when absent; an unknown one is a 400. */
export const LocaleQuery = z.object({ locale: LocaleSchema.default(DEFAULT_LOCALE) })
export type LocaleQuery = z.infer<typeof LocaleQuery>

/** `:locale` of the translation calls (`PUT /api/blog/{id}/translations/{locale}`): never the source language. */
export const TranslationLocaleParams = z.object({ locale: TranslationLocaleSchema })

/**
 * Parses `SITE_LOCALES` ("tr,en,ka,ru"): the languages this site publishes, Turkish always first. An unknown code
 * is an error the operator sees at start, not a language silently dropped.
 */
export function parseSiteLocales(value: string | undefined): Locale[] {
  const codes = (value ?? LOCALES.join(','))
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean)
  const unknown = codes.filter((code) => !isLocale(code))
  if (unknown.length > 0)
    throw new Error(`SITE_LOCALES: bilinmeyen dil ${unknown.join(', ')} (${UNKNOWN_LOCALE})`)
  const chosen = LOCALES.filter((locale) => codes.includes(locale))
  return chosen.includes(DEFAULT_LOCALE) ? chosen : [DEFAULT_LOCALE, ...chosen]
}
