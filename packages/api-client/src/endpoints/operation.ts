import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { Paging } from '@clinic/contract/common'
import type {
  AdminOperationListQuery,
  Operation,
  OperationListQuery,
  OperationViews,
} from '@clinic/contract/operation'
import type { CallOptions, Http, Page, UploadCallOptions } from '../http.ts'
import { type OperationFormInput, operationFormData } from '../multipart.ts'

export function operationEndpoints(http: Http) {
  return {
    /**
     * GET /api/Operation: active operations, newest first; `search` (every word, Turkish letters folded),
     * `catalogId`; `sort`: 'newest' | 'oldest' | 'title' | 'views' (the most viewed first).
     */
    list: (query?: OperationListQuery, options?: CallOptions) =>
      http.send<Operation[]>({ method: 'GET', path: ApiPaths.operations, query, ...options }),
    listPage: (query?: OperationListQuery, options?: CallOptions): Promise<Page<Operation>> =>
      http.sendForPage<Operation>({ method: 'GET', path: ApiPaths.operations, query, ...options }),
    /** GET /api/Operation/{id}: an id or a slug. */
    get: (idOrSlug: number | string, options?: CallOptions) =>
      http.send<Operation>({
        method: 'GET',
        path: apiPath(ApiPaths.operation, { id: idOrSlug }),
        ...options,
      }),
    listByCatalog: (catalogId: number, query?: Paging, options?: CallOptions) =>
      http.send<Operation[]>({
        method: 'GET',
        path: apiPath(ApiPaths.operationsByCatalog, { catalogId }),
        query,
        ...options,
      }),
    listByCatalogPage: (catalogId: number, query?: Paging, options?: CallOptions): Promise<Page<Operation>> =>
      http.sendForPage<Operation>({
        method: 'GET',
        path: apiPath(ApiPaths.operationsByCatalog, { catalogId }),
        query,
        ...options,
      }),
    /** GET /api/Operation/admin: every operation, inactive ones included (admin); the same filters plus `active`. */
    listAdmin: (query?: AdminOperationListQuery, options?: CallOptions) =>
      http.send<Operation[]>({ method: 'GET', path: ApiPaths.operationsAdmin, query, ...options }),
    listAdminPage: (query?: AdminOperationListQuery, options?: CallOptions): Promise<Page<Operation>> =>
      http.sendForPage<Operation>({ method: 'GET', path: ApiPaths.operationsAdmin, query, ...options }),
    create: (input: OperationFormInput, options?: UploadCallOptions) =>
      http.send<Operation>({
        method: 'POST',
        path: ApiPaths.operations,
        body: operationFormData(input),
        ...options,
      }),
    /** PUT /api/Operation/{id}; the multipart body carries the same id as `Id`. */
    update: (id: number, input: OperationFormInput, options?: UploadCallOptions) =>
      http.send<Operation>({
        method: 'PUT',
        path: apiPath(ApiPaths.operation, { id }),
        body: operationFormData({ ...input, id }),
        ...options,
      }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: apiPath(ApiPaths.operation, { id }), ...options }),
    setStatus: (id: number, isActive: boolean, options?: CallOptions) =>
      http.send<Operation>({
        method: 'PUT',
        path: apiPath(ApiPaths.operationStatus, { id }),
        body: { isActive },
        ...options,
      }),
    view: (id: number, options?: CallOptions) =>
      http.send<OperationViews>({ method: 'PUT', path: apiPath(ApiPaths.operationView, { id }), ...options }),
  }
}
