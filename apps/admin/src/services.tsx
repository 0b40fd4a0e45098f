import { type ApiClient, createApiClient } from '@clinic/api-client/client'
import type { FetchLike } from '@clinic/api-client/http'
import { createSession, type Session } from '@clinic/api-client/session'
import { createContext, useContext } from 'react'

/** What every screen of the admin reaches through `useAdmin()`; tests build their own with a fake fetch. */
export interface AdminServices {
  api: ApiClient
  session: Session
  /** A page of the public site ("/login", "/"): on the admin's origin, or on VITE_SITE_URL's when it is set. */
  siteHref(path: string): string
  /**
   * A full-page navigation out of the admin (the site's /login, its home). The first call wins, so a logout that
   * goes to /login is not overtaken by the guard reacting to the same logout.
   */
  leave(url: string): void
}

export interface AdminServicesOptions {
  apiUrl: string
  /** The public site's base URL; "" when the site and the admin share an origin. */
  siteUrl: string
  session?: Session | undefined
  fetch?: FetchLike | undefined
  /** `window.location.assign` by default. */
  assign?: ((url: string) => void) | undefined
}

export function createAdminServices(options: AdminServicesOptions): AdminServices {
  const session = options.session ?? createSession()
  const api = createApiClient({
    baseUrl: options.apiUrl,
    session,
    fetch: options.fetch,
    // The server refused the token (expired, revoked, demoted): drop it, and the guard sends the admin to /login.
    onError: (error) => {
      if (error.status === 401) session.logout()
    },
  })
  const assign = options.assign ?? ((url: string) => window.location.assign(url))
  let left = false
  return {
    api,
    session,
    siteHref: (path) => `${options.siteUrl}${path}`,
    leave(url) {
      if (left) return
      left = true
      assign(url)
    },
  }
}

const AdminContext = createContext<AdminServices | null>(null)

export const AdminServicesProvider = AdminContext.Provider

export function useAdmin(): AdminServices {
  const services = useContext(AdminContext)
  if (!services) throw new Error('useAdmin bir AdminServicesProvider içinde kullanılmalıdır.')
  return services
}
