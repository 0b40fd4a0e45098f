// The languages without zod: screens that only name or list them need not load the schemas' chunk.
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
