import type { Catalog, CatalogBody } from '@clinic/contract/catalog'
import { type CallOptions, type Http, path } from '../http.ts'

export function catalogEndpoints(http: Http) {
  return {
    list: (options?: CallOptions) =>
      http.send<Catalog[]>({ method: 'GET', path: '/api/Catalog', ...options }),
    get: (id: number, options?: CallOptions) =>
      http.send<Catalog>({ method: 'GET', path: path`/api/Catalog/${id}`, ...options }),
    create: (body: CatalogBody, options?: CallOptions) =>
      http.send<Catalog>({ method: 'POST', path: '/api/Catalog', body, ...options }),
    update: (id: number, body: CatalogBody, options?: CallOptions) =>
      http.send<Catalog>({ method: 'PUT', path: path`/api/Catalog/${id}`, body, ...options }),
    /** 409 while operations still use the catalog. */
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: path`/api/Catalog/${id}`, ...options }),
  }
}
