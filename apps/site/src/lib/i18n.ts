import { DEFAULT_LOCALE, isLocale, type Locale, localeDirection } from '@clinic/contract/locale'
import { formatDate } from '@clinic/ui/lib/i18n/dates'
import { fill, plural } from '@clinic/ui/lib/i18n/format'
import { type Messages, messages, type Plural } from '@clinic/ui/lib/i18n/index'

/**
 * The page's language, from its address as issue 23 lays them out: Turkish at today's URLs, the others under
 * `/en/`, `/ka/`, `/ru/`. Astro.currentLocale would need Astro's i18n routing; the address says the same thing and
 * works in every component, so none needs a locale prop passed down (decision 0272).
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? ''
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE
}

export interface PageI18n {
  locale: Locale
  dir: 'ltr' | 'rtl'
  /** The locale's interface texts. */
  m: Messages
  /** A date in the locale's long format ("22 Kasım 2026", "22 November 2026"). */
  date: (value: string | number | Date | null | undefined) => string
  fill: typeof fill
  /** A count's text in the locale's plural form, `{count}` filled in. */
  count: (forms: Plural, count: number, values?: Record<string, string | number>) => string
}

const cache = new Map<Locale, PageI18n>()

/** Everything a component needs to speak the page's language: `const { m, date } = pageI18n(Astro.url)`. */
export function pageI18n(url: URL): PageI18n {
  const locale = localeOfPath(url.pathname)
  let i18n = cache.get(locale)
  if (!i18n) {
    const m = messages(locale)
    i18n = {
      locale,
      dir: localeDirection(locale),
      m,
      date: (value) => formatDate(locale, value, m.dates),
      fill,
      count: (forms, count, values) => plural(locale, forms, count, values),
    }
    cache.set(locale, i18n)
  }
  return i18n
}

/** The main menu's fixed entries by address (their labels in @clinic/ui/lib/menu are the admin's Turkish ones). */
export function menuLabel(m: Messages, item: { label: string; href?: string }): string {
  const byHref: Record<string, string> = {
    '/': m.menu.home,
    '/about': m.menu.about,
    '/blog': m.menu.blog,
    '/randevu': m.menu.appointment,
    '/gecmis-olsun': m.menu.wellness,
    '/iletisim': m.menu.contact,
  }
  if (item.href === undefined) return m.menu.operations
  return byHref[item.href] ?? item.label
}

/**
 * The parts of the catalogue an island needs, passed to it as a prop: the page carries those few texts in its
 * island props instead of the island's script carrying every language.
 */
export function islandMessages<K extends keyof Messages>(m: Messages, ...keys: K[]): Pick<Messages, K> {
  return Object.fromEntries(keys.map((key) => [key, m[key]])) as Pick<Messages, K>
}

/** What an island that sends says of the API's answers on a page in another language than Turkish (0282). */
export type ServerMessages = { refusal?: Messages['refusal']; answers?: Messages['answers'] }

/**
 * The API's refusals and confirmations in the page's language for an island that sends: `{ refusal, answers }` on
 * a page in another language than Turkish, nothing on a Turkish page, whose islands show the API's own Turkish
 * message (decision 0282).
 */
export function serverMessages(m: Messages, locale: Locale): ServerMessages {
  return locale === DEFAULT_LOCALE ? {} : { refusal: m.refusal, answers: m.answers }
}

/**
 * An account page island's texts: `auth` and `form`, the groups it names, and, on a page in another language than
 * Turkish, `validation` (its client-side checks in that language; Turkish pages show the contract's own messages,
 * decision 0276) and `serverMessages` (the API's answers in that language; Turkish pages show the API's message).
 */
export function accountMessages<K extends keyof Messages>(
  m: Messages,
  locale: Locale,
  ...keys: K[]
): Pick<Messages, 'auth' | 'form' | K> & { validation?: Messages['validation'] } & ServerMessages {
  const texts = islandMessages<'auth' | 'form' | K>(m, 'auth', 'form', ...keys)
  return locale === DEFAULT_LOCALE
    ? texts
    : { ...texts, validation: m.validation, ...serverMessages(m, locale) }
}
