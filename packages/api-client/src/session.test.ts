import { describe, expect, test, vi } from 'vitest'
import {
  createSession,
  readLoginToken,
  type Session,
  sessionState,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './session.ts'
import { createMemoryStorage, type StorageLike } from './storage.ts'
import { expiredToken, loginAnswer, validToken } from './test-support/tokens.ts'

function setup() {
  const persistent = createMemoryStorage()
  const sessionOnly = createMemoryStorage()
  const events = new EventTarget()
  const session = createSession({ persistent, sessionOnly, events })
  return { persistent, sessionOnly, events, session }
}

const stored = (storage: StorageLike) => ({
  token: storage.getItem(TOKEN_STORAGE_KEY),
  user: storage.getItem(USER_STORAGE_KEY),
})

describe('saving a login (docs/spec §4)', () => {
  test('with remember me, token and user go to persistent storage and session-only storage is cleared', () => {
    const { persistent, sessionOnly, session } = setup()
    sessionOnly.setItem(TOKEN_STORAGE_KEY, 'old')
    sessionOnly.setItem(USER_STORAGE_KEY, '{}')
    const answer = loginAnswer()

    session.saveLogin(answer, true)

    expect(persistent.getItem(TOKEN_STORAGE_KEY)).toBe(answer.token)
    expect(JSON.parse(persistent.getItem(USER_STORAGE_KEY)!)).toMatchObject({
      firstName: 'Ayşe',
      roles: ['User'],
    })
    expect(stored(sessionOnly)).toEqual({ token: null, user: null })
    expect(session.getSnapshot().remembered).toBe(true)
  })

  test('without remember me, token and user go to session-only storage and persistent storage is cleared', () => {
    const { persistent, sessionOnly, session } = setup()
    persistent.setItem(TOKEN_STORAGE_KEY, 'old')
    persistent.setItem(USER_STORAGE_KEY, '{}')
    const answer = loginAnswer()

    session.saveLogin(answer, false)

    expect(sessionOnly.getItem(TOKEN_STORAGE_KEY)).toBe(answer.token)
    expect(JSON.parse(sessionOnly.getItem(USER_STORAGE_KEY)!)).toMatchObject({ lastName: 'Yılmaz' })
    expect(stored(persistent)).toEqual({ token: null, user: null })
    expect(session.getSnapshot().remembered).toBe(false)
  })

  test('the token is read from token or from Token', () => {
    const token = validToken()
    expect(readLoginToken({ token })).toBe(token)
    expect(readLoginToken({ Token: token })).toBe(token)

    const { session } = setup()
    const { token: _unused, ...rest } = loginAnswer()
    session.saveLogin({ ...rest, Token: token }, true)
    expect(session.getToken()).toBe(token)
  })

  test("an answer without a token throws 'Token alınamadı' and stores nothing", () => {
    const { persistent, sessionOnly, session } = setup()
    const { token: _unused, ...withoutToken } = loginAnswer()

    expect(() => session.saveLogin(withoutToken, true)).toThrow(new Error('Token alınamadı'))
    expect(() => session.saveLogin({ ...withoutToken, token: '' }, false)).toThrow('Token alınamadı')
    expect(() => readLoginToken(null)).toThrow('Token alınamadı')
    expect(stored(persistent)).toEqual({ token: null, user: null })
    expect(stored(sessionOnly)).toEqual({ token: null, user: null })
  })

  test('the stored user info is the login answer without the token', () => {
    const { session } = setup()
    session.saveLogin(loginAnswer(), true)
    const user = session.getUser() as Record<string, unknown>
    expect(user.email).toBe('ayse@example.com')
    expect(user).not.toHaveProperty('token')
  })
})

describe('expiry, authentication and roles (docs/spec §4)', () => {
  test('checking an expired token logs the user out, clearing both stores', () => {
    const { persistent, sessionOnly, session } = setup()
    session.saveLogin(loginAnswer({ token: expiredToken() }), true)
    sessionOnly.setItem(USER_STORAGE_KEY, '{"firstName":"stale"}')

    expect(session.checkTokenExpiry()).toBe(true)

    expect(stored(persistent)).toEqual({ token: null, user: null })
    expect(stored(sessionOnly)).toEqual({ token: null, user: null })
  })

  test('checking an unexpired token keeps the session', () => {
    const { session } = setup()
    session.saveLogin(loginAnswer(), false)
    expect(session.checkTokenExpiry()).toBe(false)
    expect(session.getUser()).not.toBeNull()
  })

  test('authenticated needs both a stored user and an unexpired token', () => {
    const { sessionOnly, session } = setup()
    expect(session.isAuthenticated()).toBe(false)

    sessionOnly.setItem(TOKEN_STORAGE_KEY, validToken())
    expect(session.isAuthenticated()).toBe(false) // token without user

    sessionOnly.setItem(USER_STORAGE_KEY, JSON.stringify({ firstName: 'A', roles: [] }))
    expect(session.isAuthenticated()).toBe(true)

    sessionOnly.setItem(TOKEN_STORAGE_KEY, expiredToken())
    expect(session.isAuthenticated()).toBe(false)
  })

  test('admin means an authenticated user whose roles include Admin', () => {
    const admin = setup().session
    admin.saveLogin(loginAnswer({ roles: ['Admin'] }), true)
    expect(admin.isAdmin()).toBe(true)
    expect(admin.getState()).toMatchObject({ isAuthenticated: true, isAdmin: true })

    const user = setup().session
    user.saveLogin(loginAnswer({ roles: ['User'] }), true)
    expect(user.isAdmin()).toBe(false)

    const expiredAdmin = setup().session
    expiredAdmin.saveLogin(loginAnswer({ roles: ['Admin'], token: expiredToken() }), true)
    expect(expiredAdmin.isAdmin()).toBe(false)
  })

  test('sessionState describes a snapshot without touching storage', () => {
    const user = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      roles: ['Admin'],
      profileImagePath: null,
      expiresAt: '',
    }
    expect(sessionState({ token: validToken(), user, remembered: true })).toEqual({
      user,
      isAuthenticated: true,
      isAdmin: true,
      isStaff: true,
    })
    expect(sessionState({ token: expiredToken(), user, remembered: true })).toEqual({
      user: null,
      isAuthenticated: false,
      isAdmin: false,
      isStaff: false,
    })
    const editor = { ...user, roles: ['Editor'] }
    expect(sessionState({ token: validToken(), user: editor, remembered: true })).toMatchObject({
      isAdmin: false,
      isStaff: true,
    })
  })

  test('the valid token is null once the stored one has expired', () => {
    const { session } = setup()
    session.saveLogin(loginAnswer({ token: expiredToken() }), false)
    expect(session.getValidToken()).toBeNull()
    expect(session.getToken()).toBeNull() // the check logged out
  })
})

describe('profile image and logout', () => {
  test.each([true, false])(
    'a new profile image path is written into the stored user, in the store that holds it (remember me: %s)',
    (rememberMe) => {
      const { persistent, sessionOnly, session } = setup()
      session.saveLogin(loginAnswer({ profileImagePath: '/uploads/profiles/old.webp' }), rememberMe)

      session.updateProfileImagePath('/uploads/profiles/new.webp')

      const holder = rememberMe ? persistent : sessionOnly
      const other = rememberMe ? sessionOnly : persistent
      expect(JSON.parse(holder.getItem(USER_STORAGE_KEY)!).profileImagePath).toBe(
        '/uploads/profiles/new.webp',
      )
      expect(other.getItem(USER_STORAGE_KEY)).toBeNull()
      expect(session.getUser()?.profileImagePath).toBe('/uploads/profiles/new.webp')
    },
  )

  test('updateUser writes changed names into the stored user and tells subscribers', () => {
    const { sessionOnly, session } = setup()
    session.saveLogin(loginAnswer({ firstName: 'Eski', lastName: 'Ad' }), false)
    const listener = vi.fn()
    session.subscribe(listener)

    session.updateUser({ firstName: 'Yeni', lastName: 'Soyad' })

    expect(JSON.parse(sessionOnly.getItem(USER_STORAGE_KEY)!)).toMatchObject({
      firstName: 'Yeni',
      lastName: 'Soyad',
    })
    expect(session.getUser()?.firstName).toBe('Yeni')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('updateUser without a stored user stores nothing', () => {
    const { persistent, sessionOnly, session } = setup()
    session.updateUser({ firstName: 'Kimse' })
    expect(stored(persistent)).toEqual({ token: null, user: null })
    expect(stored(sessionOnly)).toEqual({ token: null, user: null })
  })

  test('logout clears both stores', () => {
    const { persistent, sessionOnly, session } = setup()
    session.saveLogin(loginAnswer(), true)
    sessionOnly.setItem(TOKEN_STORAGE_KEY, 'x')
    session.logout()
    expect(stored(persistent)).toEqual({ token: null, user: null })
    expect(stored(sessionOnly)).toEqual({ token: null, user: null })
    expect(session.isAuthenticated()).toBe(false)
  })
})

describe('subscriptions', () => {
  test('subscribers are told about login, profile changes and logout in this tab', () => {
    const { session } = setup()
    const listener = vi.fn()
    session.subscribe(listener)
    session.saveLogin(loginAnswer(), true)
    session.updateProfileImagePath('/uploads/p.webp')
    session.logout()
    expect(listener).toHaveBeenCalledTimes(3)
  })

  test('a storage event from another tab reaches subscribers and the snapshot shows the new session', () => {
    const { persistent, events, session } = setup()
    const listener = vi.fn()
    session.subscribe(listener)
    expect(session.getSnapshot().user).toBeNull()

    // Another tab logs in with remember me: it writes the shared localStorage, this tab gets a storage event.
    persistent.setItem(TOKEN_STORAGE_KEY, validToken())
    persistent.setItem(USER_STORAGE_KEY, JSON.stringify({ firstName: 'Öteki', roles: ['User'] }))
    events.dispatchEvent(Object.assign(new Event('storage'), { key: USER_STORAGE_KEY }))

    expect(listener).toHaveBeenCalledTimes(1)
    expect(session.getSnapshot().user?.firstName).toBe('Öteki')
  })

  test('storage events of unrelated keys are ignored, and a cleared storage (key null) is not', () => {
    const { events, session } = setup()
    const listener = vi.fn()
    session.subscribe(listener)
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'theme_penal_localStorage' }))
    expect(listener).not.toHaveBeenCalled()
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('an unsubscribed listener hears nothing more', () => {
    const { events, session } = setup()
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    unsubscribe()
    session.logout()
    events.dispatchEvent(Object.assign(new Event('storage'), { key: TOKEN_STORAGE_KEY }))
    expect(listener).not.toHaveBeenCalled()
  })

  test('the snapshot is the same object until the session changes', () => {
    const { session } = setup()
    const first = session.getSnapshot()
    expect(session.getSnapshot()).toBe(first)
    session.saveLogin(loginAnswer(), true)
    const second = session.getSnapshot()
    expect(second).not.toBe(first)
    expect(session.getSnapshot()).toBe(second)
  })
})

describe('browser storage and SSR', () => {
  test('by default a remembered login lands in window.localStorage and a short one in window.sessionStorage', () => {
    localStorage.clear()
    sessionStorage.clear()
    const session: Session = createSession()
    session.saveLogin(loginAnswer(), true)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull()
    session.saveLogin(loginAnswer(), false)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull()
    session.logout()
  })

  test('without a window (the Astro build) the session works in memory and nobody is logged in', () => {
    vi.stubGlobal('window', undefined)
    try {
      const session = createSession()
      expect(session.getState()).toEqual({
        user: null,
        isAuthenticated: false,
        isAdmin: false,
        isStaff: false,
      })
      const unsubscribe = session.subscribe(() => {})
      session.saveLogin(loginAnswer(), true)
      expect(session.isAuthenticated()).toBe(true)
      unsubscribe()
    } finally {
      vi.unstubAllGlobals()
    }
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})
