import { DEFAULT_LOCALE, isLocale, type Locale } from '@clinic/contract/locale'
import { en } from './en.ts'
import { ka } from './ka.ts'
import { ru } from './ru.ts'
import { type Messages, type Plural, tr } from './tr.ts'

export { fill, plural } from './format.ts'
export type { Messages, Plural }

/** Every language's catalogue (docs/decisions/0272-site-message-catalogues.md). */
export const CATALOGUES: Record<Locale, Messages> = { tr, en, ka, ru }

/** The interface texts of a locale; an unknown code falls back to Turkish, the source language. */
export const messages = (locale: string): Messages => CATALOGUES[isLocale(locale) ? locale : DEFAULT_LOCALE]
