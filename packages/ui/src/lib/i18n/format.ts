import type { Plural } from './tr.ts'

/**
 * Filling in and counting, apart from the catalogues so an island can use them without carrying every language.
 * `fill('Sayfa {current} / {last}', { current: 2, last: 5 })` → "Sayfa 2 / 5"; an unknown `{name}` stays as it is.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * The form of `forms` the language uses for `count` (Intl.PluralRules: Russian one/few/many; Turkish and Georgian
 * keep the noun singular after a number, so their catalogues give `other` only), with `{count}` filled in; `other`
 * when the language's form is missing.
 */
export function plural(
  locale: string,
  forms: Plural,
  count: number,
  values: Record<string, string | number> = {},
): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  const form = forms[rules.select(count)] ?? forms.other
  return fill(form, { count, ...values })
}
