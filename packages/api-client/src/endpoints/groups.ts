import { ApiPaths } from '@clinic/contract/api-paths'
import type {
  AdminCatalog,
  AdminCategory,
  Catalog,
  CatalogBody,
  Category,
  CategoryBody,
} from '@clinic/contract/group'
import type {
  GroupTranslation,
  GroupTranslationBody,
  GroupTranslationList,
} from '@clinic/contract/translation'
import type { CallOptions, Http } from '../http.ts'
import { getCall, type IdTemplate, sendTo, writeCalls } from './calls.ts'
import { type TranslationTemplates, translationCalls } from './translations.ts'

/**
 * Catalogs and categories: the public list, the admin's list with each group's item count (`itemCount`), and
 * create, rename and delete with a `{ name }` body.
 */
function groupEndpoints<T, AdminRow, Body>(
  http: Http,
  collection: string,
  admin: string,
  record: IdTemplate,
  translations: TranslationTemplates,
) {
  return {
    list: (options?: CallOptions) => sendTo<T[]>(http, 'GET', collection, undefined, options),
    adminList: (options?: CallOptions) => sendTo<AdminRow[]>(http, 'GET', admin, undefined, options),
    ...writeCalls<T, Body>(http, collection, record),
    /** The group's name in the other languages (issue 23): `list`, `save` ({ name, isActive }), `remove`. */
    translations: translationCalls<GroupTranslationList, GroupTranslation, GroupTranslationBody>(
      http,
      translations,
    ),
  }
}

/** Catalogs; `remove` answers 409 while operations still use the catalog. */
export const catalogEndpoints = (http: Http) => ({
  ...groupEndpoints<Catalog, AdminCatalog, CatalogBody>(
    http,
    ApiPaths.catalogs,
    ApiPaths.catalogsAdmin,
    ApiPaths.catalog,
    { list: ApiPaths.catalogTranslations, one: ApiPaths.catalogTranslation },
  ),
  get: getCall<Catalog>(http, ApiPaths.catalog),
})

/** Categories; deleting one keeps its posts, without a category. */
export const categoryEndpoints = (http: Http) =>
  groupEndpoints<Category, AdminCategory, CategoryBody>(
    http,
    ApiPaths.categories,
    ApiPaths.categoriesAdmin,
    ApiPaths.category,
    { list: ApiPaths.categoryTranslations, one: ApiPaths.categoryTranslation },
  )
