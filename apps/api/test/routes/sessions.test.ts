import { expect, test } from 'vitest'
import { sessions } from '../../src/db/schema.ts'
import { issueToken } from '../../src/services/accounts/account-tokens.ts'
import { ADMIN, USER_PASSWORD, useTestApp } from '../helper.ts'

const t = useTestApp()

/** A link's token as a mail would carry it (well under the per-address mail limit here). */
async function mailedToken(userId: number, purpose: 'confirm-email' | 'reset-password'): Promise<string> {
  const token = await issueToken(t.app.db, userId, purpose)
  if (!token) throw new Error('the mail limit refused a token')
  return token
}

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** A real login through the API, from a browser the test names. */
async function login(email: string, password: string, userAgent = CHROME): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/Account/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  })
  expect(res.statusCode, res.payload).toBe(200)
  return res.body.token
}

const profile = (token: string) => t.request({ method: 'GET', url: '/api/Account/profile', token })
const mySessions = (token: string) => t.request({ method: 'GET', url: '/api/Account/sessions', token })

test('logout ends the session on the server: the same token is refused on every call afterwards', async () => {
  const user = await t.createUser()
  const token = await login(user.email, USER_PASSWORD)
  expect((await profile(token)).statusCode).toBe(200)
  const out = await t.request({ method: 'POST', url: '/api/Account/logout', token })
  expect(out.statusCode).toBe(204)
  for (const url of ['/api/Account/profile', '/api/Account/sessions', '/api/Account/export']) {
    const res = await t.request({ method: 'GET', url, token })
    expect(res.statusCode, url).toBe(401)
    expect(res.body.message).toBe('Oturum bilginiz geçersiz. Lütfen yeniden giriş yapın.')
  }
  // A second logout with the dead token is refused too.
  expect((await t.request({ method: 'POST', url: '/api/Account/logout', token })).statusCode).toBe(401)
})

test("an admin's logout closes the admin too", async () => {
  const token = await login(ADMIN.email, ADMIN.password)
  expect((await t.asAdmin('GET', '/api/Users', { token })).statusCode).toBe(200)
  await t.request({ method: 'POST', url: '/api/Account/logout', token })
  expect((await t.asAdmin('GET', '/api/Users', { token })).statusCode).toBe(401)
})

test('the sessions list names each device, its address and which one is this', async () => {
  const user = await t.createUser()
  const onPhone = await login(user.email, USER_PASSWORD, IPHONE)
  const onDesktop = await login(user.email, USER_PASSWORD, CHROME)
  const res = await mySessions(onDesktop)
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toContain('no-store')
  const mine = res.body.filter((s: { device: string }) => s.device !== 'Bilinmeyen cihaz')
  expect(mine.map((s: { device: string }) => s.device).sort()).toEqual(['Chrome, Windows', 'Safari, iPhone'])
  const current = res.body.find((s: { current: boolean }) => s.current)
  expect(current.device).toBe('Chrome, Windows')
  expect(current.address).toBe('127.0.0.1')
  expect(Date.parse(current.createdAt)).not.toBeNaN()
  expect(Date.parse(current.lastSeenAt)).not.toBeNaN()
  expect((await mySessions(onPhone)).body.find((s: { current: boolean }) => s.current).device).toBe(
    'Safari, iPhone',
  )
})

test('ending one session kills its token and leaves the others', async () => {
  const user = await t.createUser()
  const phone = await login(user.email, USER_PASSWORD, IPHONE)
  const desktop = await login(user.email, USER_PASSWORD, CHROME)
  const list = (await mySessions(desktop)).body as Array<{ id: string; device: string }>
  const phoneSession = list.find((s) => s.device === 'Safari, iPhone')!
  const res = await t.request({
    method: 'DELETE',
    url: `/api/Account/sessions/${phoneSession.id}`,
    token: desktop,
  })
  expect(res.statusCode).toBe(204)
  expect((await profile(phone)).statusCode).toBe(401)
  expect((await profile(desktop)).statusCode).toBe(200)
  expect((await mySessions(desktop)).body.map((s: { id: string }) => s.id)).not.toContain(phoneSession.id)
})

test("a user cannot end someone else's session (404) and it stays alive", async () => {
  const victim = await t.createUser()
  const attacker = await t.createUser()
  const [victimSession] = (await mySessions(victim.token)).body as Array<{ id: string }>
  const res = await t.request({
    method: 'DELETE',
    url: `/api/Account/sessions/${victimSession!.id}`,
    token: attacker.token,
  })
  expect(res.statusCode).toBe(404)
  expect(res.body.message).toBe('Oturum bulunamadı.')
  expect((await profile(victim.token)).statusCode).toBe(200)
})

test('"end all other sessions" keeps only this one', async () => {
  const user = await t.createUser()
  const a = await login(user.email, USER_PASSWORD, IPHONE)
  const b = await login(user.email, USER_PASSWORD, CHROME)
  const res = await t.request({ method: 'DELETE', url: '/api/Account/sessions', token: b })
  expect(res.statusCode).toBe(200)
  expect(res.body.message).toMatch(/oturum kapatıldı/)
  expect((await profile(a)).statusCode).toBe(401)
  expect((await profile(user.token)).statusCode).toBe(401)
  expect((await profile(b)).statusCode).toBe(200)
  expect((await mySessions(b)).body).toHaveLength(1)
})

test("an admin sees a user's sessions and can end all of them", async () => {
  const user = await t.createUser()
  await login(user.email, USER_PASSWORD, IPHONE)
  const listed = await t.asAdmin('GET', `/api/Users/${user.id}/sessions`)
  expect(listed.statusCode).toBe(200)
  expect(listed.body.length).toBe(2)
  expect(listed.body.every((s: { current: boolean }) => !s.current)).toBe(true)
  const ended = await t.asAdmin('DELETE', `/api/Users/${user.id}/sessions`)
  expect(ended.statusCode).toBe(200)
  expect((await profile(user.token)).statusCode).toBe(401)
  expect((await t.asAdmin('GET', `/api/Users/${user.id}/sessions`)).body).toEqual([])
  expect((await t.asAdmin('GET', '/api/Users/9999/sessions')).statusCode).toBe(404)
})

test("a user cannot read another user's sessions through the admin path", async () => {
  const user = await t.createUser()
  const other = await t.createUser()
  const res = await t.request({ method: 'GET', url: `/api/Users/${other.id}/sessions`, token: user.token })
  expect(res.statusCode).toBe(403)
})

test('a password change ends every session and the links mailed before it', async () => {
  const user = await t.createUser()
  const other = await login(user.email, USER_PASSWORD, IPHONE)
  const reset = await mailedToken(user.id, 'reset-password')
  const res = await t.request({
    method: 'POST',
    url: '/api/Account/change-password',
    token: user.token,
    payload: {
      currentPassword: USER_PASSWORD,
      newPassword: 'Yepyeni-Bir-Sifre-2026',
      confirmNewPassword: 'Yepyeni-Bir-Sifre-2026',
    },
  })
  expect(res.statusCode).toBe(200)
  expect((await profile(other)).statusCode).toBe(401)
  expect((await profile(user.token)).statusCode).toBe(401)
  const late = await t.request({
    method: 'POST',
    url: '/api/Account/reset-password',
    payload: {
      email: user.email,
      token: reset,
      newPassword: 'Baska-Bir-Sifre-2027',
      confirmPassword: 'Baska-Bir-Sifre-2027',
    },
  })
  expect(late.statusCode).toBe(400)
  expect(late.body.errors.token).toBeDefined()
  // The new password opens a new session.
  expect((await profile(await login(user.email, 'Yepyeni-Bir-Sifre-2026'))).statusCode).toBe(200)
})

test('a password reset ends the sessions and an older confirmation link', async () => {
  const user = await t.createUser()
  const confirm = await mailedToken(user.id, 'confirm-email')
  const reset = await mailedToken(user.id, 'reset-password')
  const res = await t.request({
    method: 'POST',
    url: '/api/Account/reset-password',
    payload: {
      email: user.email,
      token: reset,
      newPassword: 'Baska-Bir-Sifre-2027',
      confirmPassword: 'Baska-Bir-Sifre-2027',
    },
  })
  expect(res.statusCode).toBe(200)
  expect((await profile(user.token)).statusCode).toBe(401)
  const click = await t.request({
    method: 'GET',
    url: `/api/Account/confirm-email?userId=${user.id}&token=${encodeURIComponent(confirm)}`,
  })
  // The reset confirmed the address already; the old link itself no longer confirms anything.
  expect(click.body.message).not.toBe('E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.')
})

test('last seen is written at most once a minute, and swept rows do not come back', async () => {
  const user = await t.createUser()
  const before = (await t.app.db.select().from(sessions))[0]!.lastSeenAt
  await profile(user.token)
  await profile(user.token)
  const after = (await t.app.db.select().from(sessions)).find((s) => s.userId === user.id)!.lastSeenAt
  expect(after.getTime()).toBe(before.getTime())
})

test('a token without a session id (from before sessions) is refused', async () => {
  const user = await t.createUser()
  const { SignJWT } = await import('jose')
  const now = Math.floor(Date.now() / 1000)
  const old = await new SignJWT({ roles: ['User'], ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer('clinic-api')
    .setAudience('clinic')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(t.config.jwtSecret!))
  expect((await profile(old)).statusCode).toBe(401)
})
