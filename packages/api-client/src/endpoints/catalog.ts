import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { AdminCatalog, Catalog, CatalogBody } from '@clinic/contract/catalog'
import type { CallOptions, Http } from '../http.ts'

export function catalogEndpoints(http: Http) {
  return {
    list: (options?: CallOptions) =>
      http.send<Catalog[]>({ method: 'GET', path: ApiPaths.catalogs, ...options }),
    /** Admin: every catalog with its operation count (`itemCount`). */
    adminList: (options?: CallOptions) =>
      http.send<AdminCatalog[]>({ method: 'GET', path: ApiPaths.catalogsAdmin, ...options }),
    get: (id: number, options?: CallOptions) =>
      http.send<Catalog>({ method: 'GET', path: apiPath(ApiPaths.catalog, { id }), ...options }),
    create: (body: CatalogBody, options?: CallOptions) =>
      http.send<Catalog>({ method: 'POST', path: ApiPaths.catalogs, body, ...options }),
    update: (id: number, body: CatalogBody, options?: CallOptions) =>
      http.send<Catalog>({ method: 'PUT', path: apiPath(ApiPaths.catalog, { id }), body, ...options }),
    /** 409 while operations still use the catalog. */
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: apiPath(ApiPaths.catalog, { id }), ...options }),
  }
}
