import type { ApiError } from '@clinic/api-client/api-error'
import { loginRedirectUrl } from '@clinic/api-client/route-guard'
import { createSession } from '@clinic/api-client/session'
import { lazy } from './lazy.ts'

/** The page's one session: the header script and every island share it, so a login or logout shows everywhere at once. */
export const siteSession = lazy(() => createSession())

/**
 * Both browser clients' answer to a refused token (expired, or ended by a password change elsewhere): the session
 * ends here too and the visitor is a guest; on a members' page they go to /login and come back after it.
 */
export function endRefusedSession(error: ApiError): void {
  const session = siteSession()
  if (error.status !== 401 || session.getToken() === null) return
  session.logout()
  if (document.documentElement.dataset.access === 'user') location.replace(loginRedirectUrl(location))
}
