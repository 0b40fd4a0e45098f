import { createHash } from 'node:crypto'

/**
 * Scripts that must run while the page is parsed, before the first paint, so they cannot be modules. They live here
 * as text because the site's CSP names each one by its hash (astro.config.ts), wherever it sits in the page.
 */

/**
 * Who is logged in, read from the session of @clinic/api-client (session-only storage first; a stored user and a
 * token whose `exp` is not past), so the menu shows the right entries at once; then docs/spec §2's route guard.
 */
export const SESSION_SCRIPT = `(() => {
  const root = document.documentElement
  let user = null
  try {
    const held = (s) => s.getItem('clinic.token') !== null || s.getItem('clinic.user') !== null
    const store = held(sessionStorage) ? sessionStorage : localStorage
    const part = (store.getItem('clinic.token') || '').split('.')[1] || ''
    const exp = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))).exp
    const stored = JSON.parse(store.getItem('clinic.user'))
    if (typeof exp === 'number' && exp >= Date.now() / 1000 && stored && typeof stored === 'object') user = stored
  } catch {}
  const admin = user && Array.isArray(user.roles) && user.roles.includes('Admin')
  root.dataset.auth = admin ? 'admin' : user ? 'user' : 'guest'
  const access = root.dataset.access
  // The page's language: its home and login page (decision 0276).
  const prefix = /^(en|ka|ru)$/.test(root.lang) ? '/' + root.lang : ''
  const target =
    access === 'guest' && user
      ? prefix || '/'
      : access === 'user' && !user
        ? prefix + '/login?redirect=' + encodeURIComponent(location.pathname + location.search + location.hash)
        : null
  if (target) {
    root.dataset.redirecting = ''
    location.replace(target)
  }
})()`

/**
 * The greeting's name ("Merhaba Ayşe Yılmaz") right after the header's account menu is parsed, into each element's
 * template in the page's language (`data-user-greeting="Merhaba {name}"`): one script, one CSP hash, every locale.
 */
export const GREETING_SCRIPT = `(() => {
  try {
    const held = (s) => s.getItem('clinic.token') !== null || s.getItem('clinic.user') !== null
    const user = JSON.parse((held(sessionStorage) ? sessionStorage : localStorage).getItem('clinic.user'))
    const name = [user.firstName, user.lastName]
      .map((part) => (typeof part === 'string' ? part.trim() : ''))
      .filter(Boolean)
      .join(' ')
    if (name)
      for (const el of document.querySelectorAll('[data-user-greeting]'))
        el.textContent = el.dataset.userGreeting.replace('{name}', name)
  } catch {}
})()`

export const INLINE_SCRIPTS = [SESSION_SCRIPT, GREETING_SCRIPT] as const

/** The CSP source of a script's text. */
export const scriptHash = (text: string) =>
  `sha256-${createHash('sha256').update(text).digest('base64')}` as const
