import type { LoginResult } from '@clinic/contract/account'
import { ADMIN_ROLE, isStaffRoles } from '@clinic/contract/roles'
import { browserStorage, type StorageLike } from './storage.ts'
import { isTokenExpired } from './token.ts'

/**
 * Storage keys of the session (docs/spec §9: "a user token and user info, key names not shown"). Both live in the same
 * store: localStorage after a "Beni hatırla" login, sessionStorage otherwise.
 */
export const TOKEN_STORAGE_KEY = 'clinic.token'
export const USER_STORAGE_KEY = 'clinic.user'
export const TOKEN_MISSING_MESSAGE = 'Token alınamadı'

/** What is kept as "user info": the whole login answer except the token, which has its own key. */
export type SessionUser = Omit<LoginResult, 'token'>

/** The login answer as it may arrive: the token as `token` or `Token` (docs/spec §3). */
export type LoginAnswer = SessionUser & { token?: string | null; Token?: string | null }

export interface SessionSnapshot {
  readonly token: string | null
  readonly user: SessionUser | null
  /** True when the session lives in persistent storage (the user ticked "Beni hatırla"). */
  readonly remembered: boolean
}

export interface SessionState {
  /** The stored user while authenticated, otherwise null. */
  readonly user: SessionUser | null
  readonly isAuthenticated: boolean
  readonly isAdmin: boolean
  /** An Admin or an Editor: may open the admin app (an Editor only its content screens). */
  readonly isStaff: boolean
}

export const EMPTY_SESSION: SessionSnapshot = Object.freeze({ token: null, user: null, remembered: false })

/** docs/spec §4, §5: the token of a login answer, from `token` or `Token`; none means the login failed. */
export function readLoginToken(answer: unknown): string {
  if (typeof answer === 'object' && answer !== null) {
    const { token, Token } = answer as { token?: unknown; Token?: unknown }
    if (typeof token === 'string' && token !== '') return token
    if (typeof Token === 'string' && Token !== '') return Token
  }
  throw new Error(TOKEN_MISSING_MESSAGE)
}

/** docs/spec §4: admin status comes from the roles list. */
export function hasAdminRole(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return Array.isArray(user?.roles) && user.roles.includes(ADMIN_ROLE)
}

/** Staff (issue 20): an Admin or an Editor, from the roles list. */
export function hasStaffRole(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return isStaffRoles(user?.roles)
}

/** docs/spec §4: authenticated means a stored user and an unexpired token; admin means authenticated with role Admin. */
export function sessionState(snapshot: SessionSnapshot, nowMs: number = Date.now()): SessionState {
  const isAuthenticated = snapshot.user !== null && !isTokenExpired(snapshot.token, nowMs)
  return {
    user: isAuthenticated ? snapshot.user : null,
    isAuthenticated,
    isAdmin: isAuthenticated && hasAdminRole(snapshot.user),
    isStaff: isAuthenticated && hasStaffRole(snapshot.user),
  }
}

export interface SessionOptions {
  /** Survives the browser being closed: localStorage by default. */
  persistent?: StorageLike
  /** Lives as long as the tab: sessionStorage by default. */
  sessionOnly?: StorageLike
  /** Where other tabs' `storage` events arrive: `window` by default (none without a window); null ignores them. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number
}

export interface Session {
  /**
   * Stores a login answer: persistent storage when `rememberMe`, session-only storage otherwise, and clears the
   * other store. Throws `Error('Token alınamadı')` when the answer has no token (nothing is stored then).
   */
  saveLogin(answer: unknown, rememberMe: boolean): SessionUser
  /** The stored token as it is, expired or not. */
  getToken(): string | null
  /** The stored user as it is, without checking the token. */
  getUser(): SessionUser | null
  /** True when the stored token is expired or unreadable; an expired session is logged out (both stores cleared). */
  checkTokenExpiry(): boolean
  /** The token to send as `Authorization: Bearer …`: the stored one after the expiry check, else null. */
  getValidToken(): string | null
  isAuthenticated(): boolean
  isAdmin(): boolean
  /** Runs the expiry check, then describes the session (what the route guard and menus need). */
  getState(): SessionState
  /** After a profile image upload: writes the new path into the stored user, in the store that holds it. */
  updateProfileImagePath(path: string | null): void
  /** After a profile change: writes the changed fields (e.g. names) into the stored user, in the store that holds it. */
  updateUser(changes: Partial<SessionUser>): void
  /** Clears both stores. */
  logout(): void
  /** Called after every change in this tab and after `storage` events from other tabs; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** The current stored session; the same object until something changes (fit for useSyncExternalStore). */
  getSnapshot(): SessionSnapshot
  /** What a server render sees: nobody is logged in. */
  getServerSnapshot(): SessionSnapshot
}

const KEYS = [TOKEN_STORAGE_KEY, USER_STORAGE_KEY] as const

function readItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SessionUser)
      : null
  } catch {
    return null
  }
}

export function createSession(options: SessionOptions = {}): Session {
  const persistent = options.persistent ?? browserStorage('localStorage')
  const sessionOnly = options.sessionOnly ?? browserStorage('sessionStorage')
  const events = options.events !== undefined ? options.events : typeof window === 'undefined' ? null : window
  const now = options.now ?? Date.now
  const listeners = new Set<() => void>()
  let cache: { key: string; snapshot: SessionSnapshot } | undefined

  const holdsSession = (storage: StorageLike) => KEYS.some((key) => readItem(storage, key) !== null)

  /** Session-only storage wins when both hold something: it belongs to this tab alone. */
  const activeStore = () => (holdsSession(sessionOnly) ? sessionOnly : persistent)

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  function getSnapshot(): SessionSnapshot {
    const store = activeStore()
    const token = readItem(store, TOKEN_STORAGE_KEY)
    const rawUser = readItem(store, USER_STORAGE_KEY)
    const remembered = store === persistent && (token !== null || rawUser !== null)
    const key = JSON.stringify([remembered, token, rawUser])
    if (cache?.key === key) return cache.snapshot
    const snapshot: SessionSnapshot = Object.freeze({ token, user: parseUser(rawUser), remembered })
    cache = { key, snapshot }
    return snapshot
  }

  function logout() {
    for (const storage of [persistent, sessionOnly]) {
      for (const key of KEYS) storage.removeItem(key)
    }
    notify()
  }

  function checkTokenExpiry(): boolean {
    const { token, user } = getSnapshot()
    if (!isTokenExpired(token, now())) return false
    if (token !== null || user !== null) logout()
    return true
  }

  const isAuthenticated = () => !checkTokenExpiry() && getSnapshot().user !== null

  const onStorage = (event: Event) => {
    const key = (event as Partial<StorageEvent>).key
    // key null: another tab called storage.clear().
    if (key == null || (KEYS as readonly string[]).includes(key)) notify()
  }

  return {
    saveLogin(answer, rememberMe) {
      const token = readLoginToken(answer)
      const { token: _token, Token: _Token, ...user } = answer as LoginAnswer
      const target = rememberMe ? persistent : sessionOnly
      const other = rememberMe ? sessionOnly : persistent
      for (const key of KEYS) other.removeItem(key)
      target.setItem(TOKEN_STORAGE_KEY, token)
      target.setItem(USER_STORAGE_KEY, JSON.stringify(user))
      notify()
      return user
    },
    getToken: () => getSnapshot().token,
    getUser: () => getSnapshot().user,
    checkTokenExpiry,
    getValidToken: () => (checkTokenExpiry() ? null : getSnapshot().token),
    isAuthenticated,
    isAdmin: () => isAuthenticated() && hasAdminRole(getSnapshot().user),
    getState() {
      checkTokenExpiry()
      return sessionState(getSnapshot(), now())
    },
    updateProfileImagePath(path) {
      this.updateUser({ profileImagePath: path })
    },
    updateUser(changes) {
      const { user } = getSnapshot()
      if (user === null) return
      activeStore().setItem(USER_STORAGE_KEY, JSON.stringify({ ...user, ...changes }))
      notify()
    },
    logout,
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) events?.addEventListener('storage', onStorage)
      return () => {
        if (!listeners.delete(listener)) return
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage)
      }
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY_SESSION,
  }
}
