import { createApiClient } from '@clinic/api-client/client'
import { clientConfig } from './config.ts'
import { lazy } from './lazy.ts'
import { endRefusedSession, siteSession } from './session.ts'

/**
 * The islands' API client on the page's one session: the stored token goes out as `Authorization: Bearer …`, and
 * login, logout, profile changes and photo uploads update the session the header follows.
 */
export const siteApi = lazy(() =>
  createApiClient({ baseUrl: clientConfig().apiUrl, session: siteSession(), onError: endRefusedSession }),
)
