import type { Role } from '@clinic/contract/account'
import type { User, UserListQuery } from '@clinic/contract/user'
import { type CallOptions, type Http, type Page, path } from '../http.ts'

/** The users admin (designed in ARCHITECTURE.md). */
export function userEndpoints(http: Http) {
  return {
    list: (query?: UserListQuery, options?: CallOptions) =>
      http.send<User[]>({ method: 'GET', path: '/api/Users', query, ...options }),
    listPage: (query?: UserListQuery, options?: CallOptions): Promise<Page<User>> =>
      http.sendForPage<User>({ method: 'GET', path: '/api/Users', query, ...options }),
    get: (id: number, options?: CallOptions) =>
      http.send<User>({ method: 'GET', path: path`/api/Users/${id}`, ...options }),
    setRoles: (id: number, roles: readonly Role[], options?: CallOptions) =>
      http.send<User>({ method: 'PUT', path: path`/api/Users/${id}/roles`, body: { roles }, ...options }),
    setStatus: (id: number, isActive: boolean, options?: CallOptions) =>
      http.send<User>({ method: 'PUT', path: path`/api/Users/${id}/status`, body: { isActive }, ...options }),
    remove: (id: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: path`/api/Users/${id}`, ...options }),
  }
}
