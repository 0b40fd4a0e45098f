import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { AdminCategory, Category, CategoryBody } from '@clinic/contract/category'
import type { CallOptions, Http } from '../http.ts'

export function categoryEndpoints(http: Http) {
  return {
    list: (options?: CallOptions) =>
      http.send<Category[]>({ method: 'GET', path: ApiPaths.categories, ...options }),
    /** Admin: every category with its post count (`itemCount`). */
    adminList: (options?: CallOptions) =>
      http.send<AdminCategory[]>({ method: 'GET', path: ApiPaths.categoriesAdmin, ...options }),
    create: (body: CategoryBody, options?: CallOptions) =>
      http.send<Category>({ method: 'POST', path: ApiPaths.categories, body, ...options }),
    update: (id: number, body: CategoryBody, options?: CallOptions) =>
      http.send<Category>({ method: 'PUT', path: apiPath(ApiPaths.category, { id }), body, ...options }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: apiPath(ApiPaths.category, { id }), ...options }),
  }
}
