import { loginRedirectUrl, routeAccess } from '@clinic/api-client/route-guard'
import { ApiPaths } from '@clinic/contract/api-paths'
import { AFTER_LOGOUT_PATH, greeting } from '@clinic/ui/lib/menu'
import { clientConfig } from '../client/config.ts'
import { siteSession } from '../client/session.ts'

/**
 * "Çıkış Yap" ends the session on the server (POST /api/Account/logout) before the stored one is cleared. A plain
 * fetch with keepalive, so the header's script stays small and the call outlives the navigation; a failure (already
 * ended, offline) still logs out here.
 */
async function endServerSession(token: string | null): Promise<void> {
  if (!token) return
  try {
    await fetch(`${clientConfig().apiUrl}${ApiPaths.accountLogout}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    })
  } catch {
    // The local session ends anyway.
  }
}

/**
 * The header's account entries after load: the greeting everywhere, "Çıkış Yap", the login links coming back to
 * this page, and logins, logouts and name changes (this tab's or another's) shown at once. The head script did the
 * first paint and the route guard.
 */
export function setUpAccount(): void {
  const session = siteSession()
  const root = document.documentElement

  const render = () => {
    // getState runs the expiry check: an expired session is logged out (both stores cleared), as docs/spec §4 asks.
    const state = session.getState()
    root.dataset.auth = state.isAdmin ? 'admin' : state.isAuthenticated ? 'user' : 'guest'
    for (const el of document.querySelectorAll('[data-user-greeting]')) el.textContent = greeting(state.user)
  }

  // "Giriş Yap" from a public page brings the visitor back to it after login.
  if (routeAccess(location.pathname) === 'public' && location.pathname !== '/') {
    const back = loginRedirectUrl(location)
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-login-link]')) link.href = back
  }

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
    button.addEventListener('click', async () => {
      button.disabled = true
      await endServerSession(session.getValidToken())
      session.logout()
      location.assign(AFTER_LOGOUT_PATH)
    })
  }

  // Logged out in another tab while on a members' page: go where the guard would have sent them.
  window.addEventListener('storage', () => {
    if (root.dataset.access === 'user' && !session.isAuthenticated())
      location.replace(loginRedirectUrl(location))
  })

  render()
  session.subscribe(render)
}
