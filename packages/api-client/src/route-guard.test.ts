import { describe, expect, test } from 'vitest'
import {
  guardRoute,
  loginRedirectUrl,
  ROUTE_ACCESS_RULES,
  routeAccess,
  safeRedirectTarget,
} from './route-guard.ts'

const guest = { isAuthenticated: false, isAdmin: false }
const user = { isAuthenticated: true, isAdmin: false }
const admin = { isAuthenticated: true, isAdmin: true }

describe('the route table (docs/spec §2)', () => {
  test.each([
    ['/login', 'guest'],
    ['/register', 'guest'],
    ['/forgot-password', 'guest'],
    ['/reset-password', 'guest'],
    ['/confirm-email', 'guest'],
    ['/profile', 'user'],
    ['/change-password', 'user'],
    ['/admin/users', 'staff'],
    ['/admin/blog/edit/12', 'staff'],
    ['/admin', 'staff'],
    ['/admin/', 'staff'],
    ['/ADMIN/users', 'staff'],
    ['/login/', 'guest'],
    ['/profile/index.html', 'user'],
    ['/', 'public'],
    ['/blog/diz-protezi', 'public'],
    ['/administrator', 'public'],
    ['/randevu', 'public'],
  ])('%s is %s', (path, access) => {
    expect(routeAccess(path)).toBe(access)
  })

  test('the table lists the spec routes and no others', () => {
    expect(ROUTE_ACCESS_RULES.map((r) => r.path).sort()).toEqual(
      [
        '/admin/**',
        '/change-password',
        '/confirm-email',
        '/forgot-password',
        '/login',
        '/profile',
        '/register',
        '/reset-password',
      ].sort(),
    )
  })
})

describe('guardRoute (docs/spec §2)', () => {
  test('a protected route without login redirects to login with the full path, query and hash', () => {
    const location = { pathname: '/admin/blog/edit/12', search: '?tab=seo&x=1', hash: '#gorsel' }
    const result = guardRoute({ location, session: guest })
    expect(result).toEqual({
      allow: false,
      redirect: '/login?redirect=%2Fadmin%2Fblog%2Fedit%2F12%3Ftab%3Dseo%26x%3D1%23gorsel',
    })
    if (!result.allow) {
      const back = new URL(result.redirect, 'http://x').searchParams.get('redirect')
      expect(back).toBe('/admin/blog/edit/12?tab=seo&x=1#gorsel')
    }
  })

  test('a user-only route without login redirects to login too', () => {
    expect(guardRoute({ location: { pathname: '/profile' }, session: guest })).toEqual({
      allow: false,
      redirect: '/login?redirect=%2Fprofile',
    })
  })

  test('an admin route visited by a logged-in non-admin goes home', () => {
    expect(guardRoute({ location: { pathname: '/admin/users' }, session: user })).toEqual({
      allow: false,
      redirect: '/',
    })
  })

  test('an Editor opens the admin app; an Admin-only access level still sends them home', () => {
    const editor = { isAuthenticated: true, isAdmin: false, isStaff: true }
    expect(guardRoute({ location: { pathname: '/admin/blogs' }, session: editor })).toEqual({ allow: true })
    expect(guardRoute({ access: 'admin', location: { pathname: '/x' }, session: editor })).toEqual({
      allow: false,
      redirect: '/',
    })
  })

  test('a guest-only route visited by a logged-in user goes home', () => {
    expect(guardRoute({ location: { pathname: '/login' }, session: user })).toEqual({
      allow: false,
      redirect: '/',
    })
    expect(guardRoute({ location: { pathname: '/register' }, session: admin })).toEqual({
      allow: false,
      redirect: '/',
    })
  })

  test('allowed visits', () => {
    expect(guardRoute({ location: { pathname: '/admin/users' }, session: admin })).toEqual({ allow: true })
    expect(guardRoute({ location: { pathname: '/profile' }, session: user })).toEqual({ allow: true })
    expect(guardRoute({ location: { pathname: '/login' }, session: guest })).toEqual({ allow: true })
    expect(guardRoute({ location: { pathname: '/blog' }, session: guest })).toEqual({ allow: true })
  })

  test('an explicit access level wins over the table', () => {
    expect(guardRoute({ access: 'admin', location: { pathname: '/users' }, session: user })).toEqual({
      allow: false,
      redirect: '/',
    })
  })

  test('an app with its own login page can name it', () => {
    expect(
      guardRoute({ location: { pathname: '/admin/users' }, session: guest, loginPath: '/admin/login' }),
    ).toEqual({
      allow: false,
      redirect: '/admin/login?redirect=%2Fadmin%2Fusers',
    })
  })

  test('search and hash without their leading ? and # are still kept', () => {
    expect(loginRedirectUrl({ pathname: '/p', search: 'a=1', hash: 'h' })).toBe(
      '/login?redirect=%2Fp%3Fa%3D1%23h',
    )
  })
})

describe('safeRedirectTarget', () => {
  test.each(['/', '/admin/blogs', '/blog/diz?x=1#yorumlar', '/%2F%2Fevil.com'])(
    'keeps the local path %s',
    (path) => {
      expect(safeRedirectTarget(path)).toBe(path)
    },
  )

  test.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'evil.com',
    '',
    null,
    undefined,
  ])('sends %j home', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/')
  })
})
