import { z } from 'zod'

/**
 * The site's languages (issue 23). Turkish is the source language: it keeps today's URLs and every item is written in
 * it first; the others live under `/{locale}/` and are translations of a Turkish item. The list is ordered as the
 * language switcher shows it. A right-to-left language (Arabic) joins by adding its code here and to `RTL_LOCALES`.
 */
export const LOCALES = ['tr', 'en', 'ka', 'ru'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'tr'

/** The languages an item can be translated into: every locale but the source. */
export const TRANSLATION_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<
  Locale,
  'tr'
>[]
export type TranslationLocale = Exclude<Locale, 'tr'>

/** Each language named in itself (the switcher) and in Turkish (the admin's tabs). */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  tr: 'Türkçe',
  en: 'English',
  ka: 'ქართული',
  ru: 'Русский',
}
export const LOCALE_TURKISH_NAMES: Record<Locale, string> = {
  tr: 'Türkçe',
  en: 'İngilizce',
  ka: 'Gürcüce',
  ru: 'Rusça',
}

/** The locales written right to left; none of today's, kept so `dir` is never hard-coded. */
export const RTL_LOCALES: readonly string[] = ['ar']
export const localeDirection = (locale: string): 'ltr' | 'rtl' =>
  RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

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
