import type { Role, SessionInfo } from '@clinic/contract/account'
import { ApiPaths } from '@clinic/contract/api-paths'
import type { Message } from '@clinic/contract/common'
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
    /** A user's open sessions (device, address, created, last seen). */
    sessions: (id: number, options?: CallOptions) =>
      sendTo<SessionInfo[]>(http, 'GET', idPath(ApiPaths.userSessions, id), undefined, options),
    /** Ends every session of the user. */
    endSessions: (id: number, options?: CallOptions) =>
      sendTo<Message>(http, 'DELETE', idPath(ApiPaths.userSessions, id), undefined, options),
    remove: (id: number, options?: CallOptions) =>
      sendTo<void>(http, 'DELETE', idPath(ApiPaths.user, id), undefined, options),
  }
}
