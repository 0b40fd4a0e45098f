import { isLocale, type Locale } from '@clinic/contract/locales'

/**
 * The page's language, from `<html lang>`, for a request whose e-mail is written in it (register, forgot-password,
 * resend confirmation; decision 0282). Undefined outside the browser or on an unknown code: the API then writes
 * Turkish.
 */
export function pageLocale(): Locale | undefined {
  if (typeof document === 'undefined') return undefined
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : undefined
}
