import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { Paging } from '@clinic/contract/common'
import type {
  AdminOperationListQuery,
  Operation,
  OperationListQuery,
  OperationSummary,
  OperationViews,
} from '@clinic/contract/operation'
import type { OperationTranslationList, OperationTranslationSaved } from '@clinic/contract/translation'
import type { CallOptions, Http } from '../http.ts'
import {
  type OperationFormInput,
  type OperationTranslationInput,
  operationFormData,
  operationTranslationFormData,
} from '../multipart.ts'
import { contentEndpoints } from './content.ts'
import { translationCalls } from './translations.ts'

export function operationEndpoints(http: Http) {
  /**
   * `list`/`listPage` (GET /api/Operation): active operations, newest first; `search` (every word, Turkish letters
   * folded), `catalogId`; `sort`: 'newest' | 'oldest' | 'title' | 'views' (the most viewed first). `listAdmin`/
   * `listAdminPage` (GET /api/Operation/admin): every operation, inactive ones included (admin); the same filters
   * plus `active`. `get` (GET /api/Operation/{id}): an id or a slug. `update` (PUT /api/Operation/{id}): the
   * multipart body carries the same id as `Id`.
   */
  const { groupList, ...content } = contentEndpoints<
    Operation,
    OperationSummary,
    OperationListQuery,
    AdminOperationListQuery,
    OperationFormInput,
    OperationViews
  >(
    http,
    {
      collection: ApiPaths.operations,
      admin: ApiPaths.operationsAdmin,
      record: ApiPaths.operation,
      status: ApiPaths.operationStatus,
      view: ApiPaths.operationView,
      group: (catalogId) => apiPath(ApiPaths.operationsByCatalog, { catalogId }),
    },
    operationFormData,
  )
  return {
    ...content,
    listByCatalog: (catalogId: number, query?: Paging, options?: CallOptions) =>
      groupList(catalogId).list(query, options),
    listByCatalogPage: (catalogId: number, query?: Paging, options?: CallOptions) =>
      groupList(catalogId).listPage(query, options),
    /** The operation in the other languages (issue 23): `list`, `save` (multipart, as its form), `remove`. */
    translations: translationCalls<
      OperationTranslationList,
      OperationTranslationSaved,
      OperationTranslationInput
    >(
      http,
      { list: ApiPaths.operationTranslations, one: ApiPaths.operationTranslation },
      operationTranslationFormData,
    ),
  }
}
