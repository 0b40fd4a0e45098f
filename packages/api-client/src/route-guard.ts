/** docs/spec §2 and §6: who may open a route; `staff` is an Admin or an Editor (issue 20). */
export type RouteAccess = 'public' | 'guest' | 'user' | 'staff' | 'admin'

export interface RouteAccessRule {
  /** An exact path, or a prefix ending in `/**` that also matches the prefix itself. */
  readonly path: string
  readonly access: RouteAccess
}

export const LOGIN_PATH = '/login'
export const HOME_PATH = '/'
export const REDIRECT_PARAM = 'redirect'

/** The spec's route table, access column; any path not listed is public. */
export const ROUTE_ACCESS_RULES: readonly RouteAccessRule[] = [
  { path: '/login', access: 'guest' },
  { path: '/register', access: 'guest' },
  { path: '/forgot-password', access: 'guest' },
  { path: '/reset-password', access: 'guest' },
  { path: '/confirm-email', access: 'guest' },
  { path: '/profile', access: 'user' },
  { path: '/change-password', access: 'user' },
  // The admin app opens for staff; which of its screens an Editor may use, the admin app decides (and the API).
  { path: '/admin/**', access: 'staff' },
]

/** Lower-cased, without a trailing slash or an `index.html` (static hosts serve /login/ and /login/index.html). */
function normalisePath(pathname: string): string {
  const path = pathname
    .toLowerCase()
    .replace(/\/index\.html$/, '/')
    .replace(/\/+$/, '')
  return path === '' ? '/' : path
}

export function routeAccess(
  pathname: string,
  rules: readonly RouteAccessRule[] = ROUTE_ACCESS_RULES,
): RouteAccess {
  const path = normalisePath(pathname)
  for (const rule of rules) {
    if (rule.path.endsWith('/**')) {
      const prefix = rule.path.slice(0, -3)
      if (path === prefix || path.startsWith(`${prefix}/`)) return rule.access
    } else if (path === rule.path) {
      return rule.access
    }
  }
  return 'public'
}

export interface GuardLocation {
  pathname: string
  search?: string | undefined
  hash?: string | undefined
}

export interface GuardSession {
  isAuthenticated: boolean
  isAdmin: boolean
  /** An Admin or an Editor; when not given, the same as `isAdmin`. */
  isStaff?: boolean | undefined
}

export type GuardResult = { allow: true } | { allow: false; redirect: string }

/** "/admin/blogs" + "?page=2" + "#top" → "/login?redirect=%2Fadmin%2Fblogs%3Fpage%3D2%23top". */
export function loginRedirectUrl(location: GuardLocation, loginPath: string = LOGIN_PATH): string {
  const search =
    location.search && !location.search.startsWith('?') ? `?${location.search}` : (location.search ?? '')
  const hash = location.hash && !location.hash.startsWith('#') ? `#${location.hash}` : (location.hash ?? '')
  return `${loginPath}?${REDIRECT_PARAM}=${encodeURIComponent(location.pathname + search + hash)}`
}

export interface GuardInput {
  /** Defaults to the route table's entry for `location.pathname` (pass the full path, /admin/… included). */
  access?: RouteAccess | undefined
  location: GuardLocation
  /** `session.getState()` fits: it runs the expiry check first. */
  session: GuardSession
  /** Where logins happen; "/login" unless an app hosts its own (e.g. the admin on another origin). */
  loginPath?: string | undefined
  homePath?: string | undefined
}

/**
 * docs/spec §2: a protected route without login → /login?redirect=<full path>; an admin route for a non-admin → home;
 * a guest-only route for a logged-in user → home.
 */
export function guardRoute(input: GuardInput): GuardResult {
  const access = input.access ?? routeAccess(input.location.pathname)
  const home = input.homePath ?? HOME_PATH
  const { isAuthenticated, isAdmin } = input.session
  const isStaff = input.session.isStaff ?? isAdmin
  if (access !== 'public' && access !== 'guest' && !isAuthenticated) {
    return { allow: false, redirect: loginRedirectUrl(input.location, input.loginPath) }
  }
  if (access === 'admin' && !isAdmin) return { allow: false, redirect: home }
  if (access === 'staff' && !isStaff) return { allow: false, redirect: home }
  if (access === 'guest' && isAuthenticated) return { allow: false, redirect: home }
  return { allow: true }
}

/**
 * Where to go after login: the `redirect` value only when it is a path on this site, otherwise home. Refused:
 * anything not starting with one "/", "//host" and "/\host" (browsers read both as another host), any backslash,
 * control characters (browsers drop tabs and newlines, turning "/\t/host" into "//host"), and schemes.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return HOME_PATH
  if (raw.startsWith('//') || raw.includes('\\')) return HOME_PATH
  for (const char of raw) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || code === 0x7f) return HOME_PATH
  }
  try {
    const base = 'http://local.invalid'
    const url = new URL(raw, base)
    if (url.origin !== base) return HOME_PATH
  } catch {
    return HOME_PATH
  }
  return raw
}
