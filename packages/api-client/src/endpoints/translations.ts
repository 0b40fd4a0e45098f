import { apiPath } from '@clinic/contract/api-paths'
import type { TranslationLocale } from '@clinic/contract/locale'
import type { CallOptions, Http } from '../http.ts'
import { sendTo } from './calls.ts'

/** The two templates of one resource's translations: every language (`…/:id/translations`) and one. */
export interface TranslationTemplates {
  list: `${string}:id/translations`
  one: `${string}:id/translations/:locale`
}

/**
 * The translation calls of posts, operations, catalogs and categories (issue 23): `list` (GET …/{id}/translations:
 * the translations that exist and the state of every language), `save` (PUT …/{id}/translations/{locale}: creates
 * or replaces that language; a multipart form for posts and operations, JSON for catalogs and categories, as their
 * own saves) and `remove` (DELETE: the language goes back to "missing").
 */
export function translationCalls<List, Item, Input>(
  http: Http,
  templates: TranslationTemplates,
  encode: (input: Input) => unknown = (input) => input,
) {
  const one = (id: number, locale: TranslationLocale) =>
    apiPath(templates.one as ':id/:locale', { id, locale })
  return {
    list: (id: number, options?: CallOptions) =>
      sendTo<List>(http, 'GET', apiPath(templates.list as ':id', { id }), undefined, options),
    save: (id: number, locale: TranslationLocale, input: Input, options?: CallOptions) =>
      sendTo<Item>(http, 'PUT', one(id, locale), encode(input), options),
    remove: (id: number, locale: TranslationLocale, options?: CallOptions) =>
      sendTo<void>(http, 'DELETE', one(id, locale), undefined, options),
  }
}
