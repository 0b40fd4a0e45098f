import type { Category, CategoryBody } from '@clinic/contract/category'
import { type CallOptions, type Http, path } from '../http.ts'

export function categoryEndpoints(http: Http) {
  return {
    list: (options?: CallOptions) =>
      http.send<Category[]>({ method: 'GET', path: '/api/Category', ...options }),
    create: (body: CategoryBody, options?: CallOptions) =>
      http.send<Category>({ method: 'POST', path: '/api/Category', body, ...options }),
    update: (id: number, body: CategoryBody, options?: CallOptions) =>
      http.send<Category>({ method: 'PUT', path: path`/api/Category/${id}`, body, ...options }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: path`/api/Category/${id}`, ...options }),
  }
}
