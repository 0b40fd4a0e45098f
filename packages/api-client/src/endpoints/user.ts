import type { Role } from '@clinic/contract/account'
import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { User, UserListQuery } from '@clinic/contract/user'
import type { CallOptions, Http, Page } from '../http.ts'

/** The users admin (designed in ARCHITECTURE.md). */
export function userEndpoints(http: Http) {
  return {
    list: (query?: UserListQuery, options?: CallOptions) =>
      http.send<User[]>({ method: 'GET', path: ApiPaths.users, query, ...options }),
    listPage: (query?: UserListQuery, options?: CallOptions): Promise<Page<User>> =>
      http.sendForPage<User>({ method: 'GET', path: ApiPaths.users, query, ...options }),
    get: (id: number, options?: CallOptions) =>
      http.send<User>({ method: 'GET', path: apiPath(ApiPaths.user, { id }), ...options }),
    setRoles: (id: number, roles: readonly Role[], options?: CallOptions) =>
      http.send<User>({
        method: 'PUT',
        path: apiPath(ApiPaths.userRoles, { id }),
        body: { roles },
        ...options,
      }),
    setStatus: (id: number, isActive: boolean, options?: CallOptions) =>
      http.send<User>({
        method: 'PUT',
        path: apiPath(ApiPaths.userStatus, { id }),
        body: { isActive },
        ...options,
      }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: apiPath(ApiPaths.user, { id }), ...options }),
  }
}
