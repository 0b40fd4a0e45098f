import { createApiClient } from '@clinic/api-client/client'
import { loginRedirectUrl } from '@clinic/api-client/route-guard'
import { clientConfig } from '../scripts/client-config.ts'
import { siteSession } from '../scripts/site-session.ts'

/**
 * The islands' API client on the page's one session: the stored token goes out as `Authorization: Bearer …`, and
 * login, logout, profile changes and photo uploads update the session the header follows.
 */
function createSiteApi() {
  const session = siteSession()
  return createApiClient({
    baseUrl: clientConfig().apiUrl,
    session,
    // A stored token the server refuses (expired, or ended by a password change elsewhere) ends the session here
    // too; on a members' page the visitor goes to /login and comes back after it.
    onError(error) {
      if (error.status !== 401 || session.getToken() === null) return
      session.logout()
      if (document.documentElement.dataset.access === 'user') location.replace(loginRedirectUrl(location))
    },
  })
}

let api: ReturnType<typeof createSiteApi> | undefined
export const siteApi = () => {
  api ??= createSiteApi()
  return api
}
