import { DEFAULT_LOCALE, type Locale, TRANSLATION_LOCALES } from '@clinic/contract/locale'
import type { TranslationState, TranslationStates } from '@clinic/contract/translation'
import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts'

/**
 * SQL shared by the translations of posts, operations, catalogs and categories (issue 23, decision 0270). The
 * subqueries name the item's row by its qualified id ("blogs"."id"), never by a drizzle column: drizzle leaves the
 * columns of a one-table query unqualified, and inside the subquery an unqualified `id` would be the translation's.
 */

/** `:locale` or `?locale=` must be one of SITE_LOCALES: a language the site does not publish is a 400. */
export function requireSiteLocale(siteLocales: readonly Locale[], locale: Locale): Locale {
  if (!siteLocales.includes(locale))
    throw badRequest(`Bu dil bu sitede yayımlanmıyor. Yayımlanan diller: ${siteLocales.join(', ')}.`, {
      locale: [`Yayımlanan diller: ${siteLocales.join(', ')}.`],
    })
  return locale
}

const TRANSLATION_MISSING = 'Bu dilde çeviri bulunamadı.'

/** The 404 of an item that has no translation in the language asked for (the item itself exists). */
export const translationMissing = () => notFound(TRANSLATION_MISSING)

/** Whether `error` is `translationMissing()`: not a missing item, a bad language or a failing database. */
export const isTranslationMissing = (error: unknown): boolean =>
  error instanceof HttpError && error.statusCode === 404 && error.message === TRANSLATION_MISSING

export const isTranslated = (locale: Locale | undefined): locale is Exclude<Locale, 'tr'> =>
  locale !== undefined && locale !== DEFAULT_LOCALE

/** The item's own id, qualified: "blogs"."id". */
export const qualifiedId = (tableName: string): SQL => sql.raw(`"${tableName}"."id"`)

/** A translation table and its column that points at the item. */
export interface TranslationLink {
  table: PgTable
  item: PgColumn
  /** The item table's name ("blogs"), for the qualified id. */
  itemTable: string
}

const itemMatch = (link: TranslationLink) =>
  sql`t.${sql.identifier(link.item.name)} = ${qualifiedId(link.itemTable)}`

/** Whether the item has an active translation in this language. */
export const activeTranslationIn = (link: TranslationLink, locale: Locale): SQL =>
  sql`exists (select 1 from ${link.table} t where ${itemMatch(link)} and t.locale = ${locale} and t.is_active)`

/**
 * The item's slug in each translation language it is published in and the site publishes (json: locale → slug, or
 * null). The Turkish slug is added by the caller, which knows whether the item itself is public.
 */
export function translatedSlugs(link: TranslationLink, siteLocales: readonly Locale[]): SQL {
  const locales = siteLocales.filter(isTranslated)
  if (locales.length === 0) return sql`null::json`
  return sql`(select json_object_agg(t.locale, t.slug) from ${link.table} t where ${itemMatch(link)} and t.is_active and t.locale in (${sql.join(
    locales.map((locale) => sql`${locale}`),
    sql`, `,
  )}))`
}

/**
 * Every translation of the item as json (locale → [active, outdated]); `sourceChangedAt` is the item's column whose
 * change makes a translation outdated ("blogs"."content_updated_at", a group's name_updated_at).
 */
export function translationFacts(link: TranslationLink, sourceChangedAt: string): SQL {
  const source = sql.raw(`"${link.itemTable}"."${sourceChangedAt}"`)
  return sql`(select json_object_agg(t.locale, json_build_array(t.is_active, t.source_updated_at < ${source})) from ${link.table} t where ${itemMatch(link)})`
}

/**
 * Whether the item's translation in `locale` is missing or outdated (the admin's "Çevirisi eksik" filter, decision
 * 0277): no row there that is inactive or made from the Turkish text as it is now. The states match `stateOf`.
 */
export function needsTranslationIn(link: TranslationLink, locale: Locale, sourceChangedAt: string): SQL {
  const source = sql.raw(`"${link.itemTable}"."${sourceChangedAt}"`)
  return sql`not exists (select 1 from ${link.table} t where ${itemMatch(link)} and t.locale = ${locale} and (not t.is_active or t.source_updated_at >= ${source}))`
}

export const stateOf = (isActive: boolean, outdated: boolean): TranslationState =>
  !isActive ? 'inactive' : outdated ? 'outdated' : 'published'

/** Every translation language's state from `translationFacts` (a language without a row is `missing`). */
export function statesOf(facts: Record<string, [boolean, boolean]> | null | undefined): TranslationStates {
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => {
      const fact = facts?.[locale]
      return [locale, fact ? stateOf(fact[0], fact[1]) : 'missing']
    }),
  ) as TranslationStates
}
