import { loginRedirectUrl } from '@clinic/api-client/route-guard'
import { ApiPaths } from '@clinic/contract/api-paths'
import { AFTER_LOGOUT_PATH } from '@clinic/ui/lib/menu'
import { clientConfig } from '../client/config.ts'
import { inPageLanguage } from '../client/locale-href.ts'
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
    // Into each element's template in the page's language ("Hello {name}"), with its fallback name.
    const name = [state.user?.firstName, state.user?.lastName]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' ')
    for (const el of document.querySelectorAll<HTMLElement>('[data-user-greeting]')) {
      const template = el.dataset.userGreeting ?? '{name}'
      el.textContent = template.replace('{name}', name || el.dataset.userFallback || '')
    }
  }

  // "Giriş Yap" from a public page brings the visitor back to it after login.
  if (root.dataset.access === undefined && location.pathname !== '/') {
    const back = inPageLanguage(loginRedirectUrl(location))
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-login-link]')) link.href = back
  }

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
    button.addEventListener('click', async () => {
      button.disabled = true
      await endServerSession(session.getValidToken())
      session.logout()
      location.assign(inPageLanguage(AFTER_LOGOUT_PATH))
    })
  }

  // Logged out in another tab while on a members' page: go where the guard would have sent them.
  window.addEventListener('storage', () => {
    if (root.dataset.access === 'user' && !session.isAuthenticated())
      location.replace(inPageLanguage(loginRedirectUrl(location)))
  })

  render()
  session.subscribe(render)
}
