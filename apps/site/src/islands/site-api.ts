import { createApiClient } from '@clinic/api-client/client'
import { clientConfig } from '../scripts/client-config.ts'
import { siteSession } from '../scripts/site-session.ts'

/**
 * The islands' API client on the page's one session: the stored token goes out as `Authorization: Bearer …`, and
 * login, logout, profile changes and photo uploads update the session the header follows.
 */
function createSiteApi() {
  return createApiClient({ baseUrl: clientConfig().apiUrl, session: siteSession() })
}

let api: ReturnType<typeof createSiteApi> | undefined
export const siteApi = () => {
  api ??= createSiteApi()
  return api
}
