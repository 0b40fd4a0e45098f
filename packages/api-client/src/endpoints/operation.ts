import type { Paging } from '@clinic/contract/common'
import type {
  AdminOperationListQuery,
  Operation,
  OperationListQuery,
  OperationViews,
} from '@clinic/contract/operation'
import { type CallOptions, type Http, type Page, path, type UploadCallOptions } from '../http.ts'
import { type OperationFormInput, operationFormData } from '../multipart.ts'

export function operationEndpoints(http: Http) {
  return {
    /**
     * GET /api/Operation: active operations, newest first; `search` (every word, Turkish letters folded),
     * `catalogId`; `sort`: 'newest' | 'oldest' | 'title' | 'views' (the most viewed first).
     */
    list: (query?: OperationListQuery, options?: CallOptions) =>
      http.send<Operation[]>({ method: 'GET', path: '/api/Operation', query, ...options }),
    listPage: (query?: OperationListQuery, options?: CallOptions): Promise<Page<Operation>> =>
      http.sendForPage<Operation>({ method: 'GET', path: '/api/Operation', query, ...options }),
    /** GET /api/Operation/{id}: an id or a slug. */
    get: (idOrSlug: number | string, options?: CallOptions) =>
      http.send<Operation>({ method: 'GET', path: path`/api/Operation/${idOrSlug}`, ...options }),
    listByCatalog: (catalogId: number, query?: Paging, options?: CallOptions) =>
      http.send<Operation[]>({
        method: 'GET',
        path: path`/api/Operation/catalog/${catalogId}`,
        query,
        ...options,
      }),
    listByCatalogPage: (catalogId: number, query?: Paging, options?: CallOptions): Promise<Page<Operation>> =>
      http.sendForPage<Operation>({
        method: 'GET',
        path: path`/api/Operation/catalog/${catalogId}`,
        query,
        ...options,
      }),
    /** GET /api/Operation/admin: every operation, inactive ones included (admin); the same filters plus `active`. */
    listAdmin: (query?: AdminOperationListQuery, options?: CallOptions) =>
      http.send<Operation[]>({ method: 'GET', path: '/api/Operation/admin', query, ...options }),
    listAdminPage: (query?: AdminOperationListQuery, options?: CallOptions): Promise<Page<Operation>> =>
      http.sendForPage<Operation>({ method: 'GET', path: '/api/Operation/admin', query, ...options }),
    create: (input: OperationFormInput, options?: UploadCallOptions) =>
      http.send<Operation>({
        method: 'POST',
        path: '/api/Operation',
        body: operationFormData(input),
        ...options,
      }),
    /** PUT /api/Operation/{id}; the multipart body carries the same id as `Id`. */
    update: (id: number, input: OperationFormInput, options?: UploadCallOptions) =>
      http.send<Operation>({
        method: 'PUT',
        path: path`/api/Operation/${id}`,
        body: operationFormData({ ...input, id }),
        ...options,
      }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: path`/api/Operation/${id}`, ...options }),
    setStatus: (id: number, isActive: boolean, options?: CallOptions) =>
      http.send<Operation>({
        method: 'PUT',
        path: path`/api/Operation/${id}/status`,
        body: { isActive },
        ...options,
      }),
    view: (id: number, options?: CallOptions) =>
      http.send<OperationViews>({ method: 'PUT', path: path`/api/Operation/${id}/view`, ...options }),
  }
}
