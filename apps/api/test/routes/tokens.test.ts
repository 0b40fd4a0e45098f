import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterEach, expect, test, vi } from 'vitest'
import { sessions, users } from '../../src/db/schema.ts'
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/plugins/auth.ts'
import { useTestApp } from '../helper.ts'

const t = useTestApp()

afterEach(() => {
  vi.useRealTimers()
})

const profile = (token: string) => t.request({ method: 'GET', url: '/api/Account/profile', token })
const adminList = (token: string) => t.request({ method: 'GET', url: '/api/Users', token })

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

/** The session of the user's own token (`createUser` opened one), so a forged token names a live session. */
async function sessionOf(sub: string): Promise<string> {
  const id = Number(sub)
  if (!Number.isSafeInteger(id)) return 'yok'
  const [row] = await t.app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id))
  return row?.id ?? 'yok'
}

/** A token signed with the server's own key, with the claims and header the test chooses. */
async function forge(
  claims: { sub: string; roles?: string[]; ver?: number },
  options: { alg?: string; issuer?: string; audience?: string; expiresIn?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    roles: claims.roles ?? ['User'],
    ver: claims.ver ?? 0,
    sid: await sessionOf(claims.sub),
  })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(options.issuer ?? JWT_ISSUER)
    .setAudience(options.audience ?? JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(new TextEncoder().encode(t.config.jwtSecret!))
}

test('a token the server signed is accepted', async () => {
  const user = await t.createUser()
  expect((await profile(user.token)).statusCode).toBe(200)
  expect((await profile(await forge({ sub: String(user.id) }))).statusCode).toBe(200)
})

test('a call without a token is refused in Turkish', async () => {
  const res = await t.request({ method: 'GET', url: '/api/Account/profile' })
  expect(res.statusCode).toBe(401)
  expect(res.body.message).toBe('Bu işlem için giriş yapmalısınız.')
})

test('an unsigned token (alg "none") is refused', async () => {
  const user = await t.createUser()
  const [, payload] = user.token.split('.')
  const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`
  const res = await profile(unsigned)
  expect(res.statusCode).toBe(401)
  expect(res.body.message).toBe('Oturum bilginiz geçersiz. Lütfen yeniden giriş yapın.')
})

test('a token whose payload was changed after signing is refused', async () => {
  const user = await t.createUser()
  const [header, payload, signature] = user.token.split('.')
  const claims = decodePart(payload!)
  // Become the admin (id 1) while keeping the user's signature.
  const tampered = `${header}.${b64({ ...claims, sub: '1', roles: ['Admin'] })}.${signature}`
  expect((await adminList(tampered)).statusCode).toBe(401)
  expect((await profile(tampered)).statusCode).toBe(401)
})

test('a token for another audience or from another issuer is refused', async () => {
  const user = await t.createUser()
  expect(
    (await profile(await forge({ sub: String(user.id) }, { audience: 'baska-uygulama' }))).statusCode,
  ).toBe(401)
  expect((await profile(await forge({ sub: String(user.id) }, { issuer: 'baska-sunucu' }))).statusCode).toBe(
    401,
  )
})

test('a token signed with an algorithm outside the allow-list is refused, even with the right key', async () => {
  const user = await t.createUser()
  expect((await profile(await forge({ sub: String(user.id) }, { alg: 'HS512' }))).statusCode).toBe(401)
})

test('a token signed with another key is refused', async () => {
  const user = await t.createUser()
  const [header, payload] = user.token.split('.')
  const other = await new SignJWT(decodePart(payload!))
    .setProtectedHeader(decodePart(header!))
    .sign(new TextEncoder().encode('baska-bir-gizli-anahtar-baska-bir-gizli-anahtar'))
  expect((await profile(other)).statusCode).toBe(401)
})

test('a token past its expiry is refused with a Turkish "session expired" message', async () => {
  const user = await t.createUser()
  const expired = await forge({ sub: String(user.id) }, { expiresIn: -60 })
  const res = await profile(expired)
  expect(res.statusCode).toBe(401)
  expect(res.body.message).toBe('Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')
})

test('a login token stops working once its 8 hours have passed', async () => {
  const user = await t.createUser()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 8 * 60 * 60 * 1000 + 60_000)
  expect((await profile(user.token)).statusCode).toBe(401)
})

test('a token naming a user that no longer exists, or not a number, is refused', async () => {
  const user = await t.createUser()
  await t.app.db.delete(users).where(eq(users.id, user.id))
  expect((await profile(user.token)).statusCode).toBe(401)
  expect((await profile(await forge({ sub: 'admin' }))).statusCode).toBe(401)
})

test('a token from before a password change is refused (its version is older)', async () => {
  const user = await t.createUser()
  expect((await profile(await forge({ sub: String(user.id), ver: 0 }))).statusCode).toBe(200)
  await t.app.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id))
  expect((await profile(user.token)).statusCode).toBe(401)
})

test("roles in a token do not matter: a user's token claiming Admin gets 403 on admin calls", async () => {
  const user = await t.createUser()
  const res = await adminList(await forge({ sub: String(user.id), roles: ['Admin'] }))
  expect(res.statusCode).toBe(403)
})

test('garbage in the Authorization header gets 401, never 500', async () => {
  for (const header of [
    'Bearer',
    'Bearer abc',
    'Bearer a.b.c',
    'Basic YWxpOnNpZnJl',
    `Bearer ${'x'.repeat(5000)}`,
  ]) {
    const res = await t.request({
      method: 'GET',
      url: '/api/Account/profile',
      headers: { authorization: header },
    })
    expect(res.statusCode, header).toBe(401)
  }
})
