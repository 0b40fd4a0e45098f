import type { Role } from '@clinic/contract/account'
import { ApiPaths } from '@clinic/contract/api-paths'
import type { User, UserListQuery } from '@clinic/contract/user'
import type { CallOptions, Http } from '../http.ts'
import { getCall, idPath, listCalls, sendTo, statusCall } from './calls.ts'

/** The users admin (designed in ARCHITECTURE.md). */
export function userEndpoints(http: Http) {
  return {
    ...listCalls<User, UserListQuery>(http, ApiPaths.users),
    get: getCall<User>(http, ApiPaths.user),
    setRoles: (id: number, roles: readonly Role[], options?: CallOptions) =>
      sendTo<User>(http, 'PUT', idPath(ApiPaths.userRoles, id), { roles }, options),
    setStatus: statusCall<User>(http, ApiPaths.userStatus),
    remove: (id: number, options?: CallOptions) =>
      sendTo<void>(http, 'DELETE', idPath(ApiPaths.user, id), undefined, options),
  }
}
