import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { blogs, users } from '../../src/db/schema.ts'
import { type AppConfig, DEFAULT_RATE_LIMITS, loadConfig } from '../../src/env.ts'
import { issueToken } from '../../src/services/accounts/account-tokens.ts'
import { solveCaptcha } from '../captcha.ts'
import { USER_PASSWORD, useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const small = { max: 2, windowSeconds: 60 }
const t = useTestApp({
  // Behind one proxy: the address is the last X-Forwarded-For entry (none here unless a test writes one).
  trustProxy: 1,
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    enabled: true,
    register: small,
    forgotPassword: small,
    messages: small,
    comments: small,
    likes: small,
    views: small,
    captcha: { max: 10_000, windowSeconds: 60 },
    search: small,
    // The admin's id is the same in every test, so uploads (posts are made through the form) are counted by
    // apps of their own below.
    uploads: { max: 10_000, windowSeconds: 60 },
  },
})

/** Another replica on this test's database, with fresh request counters and the given settings. */
async function replicaWith(overrides: Partial<AppConfig>) {
  return buildApp(
    { ...t.config, ...overrides },
    { database: { db: t.app.db, kind: t.kind, close: async () => {} }, logger: false },
  )
}

afterEach(() => {
  vi.useRealTimers()
})

// The request limits live in memory for the whole file: every test speaks from its own address.
let lastOctet = 0
const newAddress = () => `10.1.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`

const login = async (
  email: string,
  password: string,
  remoteAddress = '10.9.9.9',
  captcha?: string | 'solve',
) =>
  t.request({
    method: 'POST',
    url: '/api/Account/login',
    payload: {
      email,
      password,
      ...(captcha ? { captcha: captcha === 'solve' ? await solveCaptcha(t) : captcha } : {}),
    },
    remoteAddress,
  })

const WRONG = 'Yanlis-Sifre-123'
const CAPTCHA_MESSAGE =
  'Bu hesap için kısa süre içinde birkaç hatalı giriş denemesi yapıldı. Devam etmek için lütfen robot doğrulamasını tamamlayın.'

/** Wrong passwords for an e-mail, each from its own address, solving the captcha once the API asks for it. */
async function guessFromManyAddresses(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(email, WRONG, newAddress(), i >= 3 ? 'solve' : undefined)
    expect(res.statusCode).toBe(401)
  }
}

describe('login without lock-outs', () => {
  test('three wrong passwords for an e-mail make its next login ask for a captcha, in Turkish, with a flag', async () => {
    await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 3; i++)
      expect((await login('ali@example.com', WRONG, newAddress())).statusCode).toBe(401)
    const res = await login('ali@example.com', USER_PASSWORD, newAddress())
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({
      message: CAPTCHA_MESSAGE,
      errors: { captcha: ['Lütfen robot doğrulamasını tamamlayın.'] },
      captchaRequired: true,
    })
    expect(res.headers['retry-after']).toBeUndefined()
  })

  test('guesses from many addresses never lock the owner out: with a solved captcha the right password gets in', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    await guessFromManyAddresses('ali@example.com', 12)
    const owner = newAddress()
    expect((await login('ali@example.com', USER_PASSWORD, owner)).body.captchaRequired).toBe(true)
    const res = await login('ali@example.com', USER_PASSWORD, owner, 'solve')
    expect(res.statusCode).toBe(200)
    expect(res.body.email).toBe(user.email)
  })

  test('a login refused for want of a captcha does not count as a failure', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const address = newAddress()
    for (let i = 0; i < 3; i++) await login('ali@example.com', WRONG, address)
    for (let i = 0; i < 10; i++) expect((await login('ali@example.com', WRONG, address)).statusCode).toBe(400)
    expect((await login('ali@example.com', USER_PASSWORD, address, 'solve')).statusCode).toBe(200)
  })

  test('a forged, reused or expired captcha is refused on its field, still asking for a captcha', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await guessFromManyAddresses('ali@example.com', 3)
    const forged = await login('ali@example.com', USER_PASSWORD, newAddress(), 'bm90LWEtY2FwdGNoYQ==')
    expect(forged.statusCode).toBe(400)
    expect(forged.body.captchaRequired).toBe(true)
    expect(forged.body.errors.captcha[0]).toMatch(/^Robot doğrulaması geçersiz/)
    const captcha = await solveCaptcha(t)
    expect((await login('ali@example.com', WRONG, newAddress(), captcha)).statusCode).toBe(401)
    const reused = await login('ali@example.com', USER_PASSWORD, newAddress(), captcha)
    expect(reused.statusCode).toBe(400)
    expect(reused.body.captchaRequired).toBe(true)
    expect(reused.body.errors.captcha[0]).toMatch(/daha önce kullanıldı/)
  })

  test('a bad captcha value is a Turkish 400 that names the field', async () => {
    const res = await login('ali@example.com', USER_PASSWORD, newAddress(), 'x'.repeat(5000))
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.captcha).toEqual(['Robot doğrulaması geçersiz.'])
  })

  test('five wrong passwords from one address for one e-mail make that pair wait 15 minutes, with Retry-After', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const address = newAddress()
    for (let i = 0; i < 5; i++)
      expect((await login('ali@example.com', WRONG, address, i >= 3 ? 'solve' : undefined)).statusCode).toBe(
        401,
      )
    const res = await login('ali@example.com', USER_PASSWORD, address, 'solve')
    expect(res.statusCode).toBe(429)
    expect(res.body.message).toBe('Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.')
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    // The owner elsewhere is not kept waiting.
    expect((await login('ali@example.com', USER_PASSWORD, newAddress(), 'solve')).statusCode).toBe(200)
  })

  test('failures for one e-mail from many addresses never answer 429', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await guessFromManyAddresses('ali@example.com', 25)
    const res = await login('ali@example.com', USER_PASSWORD, newAddress(), 'solve')
    expect(res.statusCode).toBe(200)
  })

  test('an address guessing at many e-mails waits for all of them, and other addresses do not', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const attacker = newAddress()
    for (let i = 0; i < 20; i++)
      expect((await login(`kurban${i}@example.com`, WRONG, attacker)).statusCode).toBe(401)
    const res = await login('ali@example.com', USER_PASSWORD, attacker)
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login('ali@example.com', USER_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  test('the back-off and the captcha end after 15 minutes and the owner logs in as before', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const address = newAddress()
    for (let i = 0; i < 5; i++) await login('ali@example.com', WRONG, address, i >= 3 ? 'solve' : undefined)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 16 * 60 * 1000)
    expect((await login('ali@example.com', USER_PASSWORD, address)).statusCode).toBe(200)
  })

  test('attempts during a back-off do not lengthen it', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const address = newAddress()
    const start = Date.now()
    for (let i = 0; i < 5; i++) await login('ali@example.com', WRONG, address, i >= 3 ? 'solve' : undefined)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start + 10 * 60 * 1000)
    for (let i = 0; i < 10; i++) expect((await login('ali@example.com', WRONG, address)).statusCode).toBe(429)
    vi.setSystemTime(start + 16 * 60 * 1000)
    expect((await login('ali@example.com', USER_PASSWORD, address)).statusCode).toBe(200)
  })

  test('a successful login clears the failures counted for the e-mail', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await guessFromManyAddresses('ali@example.com', 3)
    expect((await login('ali@example.com', USER_PASSWORD, newAddress(), 'solve')).statusCode).toBe(200)
    for (let i = 0; i < 2; i++) await login('ali@example.com', WRONG, newAddress())
    expect((await login('ali@example.com', USER_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  test('a password reset forgets the e-mail’s failures: no captcha is asked afterwards', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    await guessFromManyAddresses('ali@example.com', 5)
    const token = await issueToken(t.app.db, user.id, 'reset-password')
    const newPassword = 'Yepyeni-Bir-Sifre-2026'
    const reset = await t.request({
      method: 'POST',
      url: '/api/Account/reset-password',
      payload: { email: 'ali@example.com', token, newPassword, confirmPassword: newPassword },
    })
    expect(reset.statusCode).toBe(200)
    expect((await login('ali@example.com', newPassword, newAddress())).statusCode).toBe(200)
  })

  test('wrong current passwords on change-password count like failed logins', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    const address = newAddress()
    const change = (currentPassword: string, remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/Account/change-password',
        token: user.token,
        payload: {
          currentPassword,
          newPassword: 'Yepyeni-Bir-Sifre-2026',
          confirmNewPassword: 'Yepyeni-Bir-Sifre-2026',
        },
        remoteAddress,
      })
    for (let i = 0; i < 5; i++) expect((await change(WRONG, address)).statusCode).toBe(400)
    expect((await change(USER_PASSWORD, address)).statusCode).toBe(429)
    expect((await login('ali@example.com', USER_PASSWORD, address, 'solve')).statusCode).toBe(429)
    expect((await login('ali@example.com', USER_PASSWORD, newAddress())).body.captchaRequired).toBe(true)
  })

  test('wrong passwords on deleting the account count like failed logins', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    const address = newAddress()
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'DELETE',
        url: '/api/Account',
        token: user.token,
        payload: { password: WRONG },
        remoteAddress: address,
      })
      expect(res.statusCode).toBe(400)
    }
    expect((await login('ali@example.com', USER_PASSWORD, newAddress())).body.captchaRequired).toBe(true)
  })

  test('a signed-in session guessing its password from many addresses waits, while the owner can still log in', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    const change = (currentPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/Account/change-password',
        token: user.token,
        payload: {
          currentPassword,
          newPassword: 'Yepyeni-Bir-Sifre-2026',
          confirmNewPassword: 'Yepyeni-Bir-Sifre-2026',
        },
        remoteAddress: newAddress(),
      })
    for (let i = 0; i < 5; i++) expect((await change(WRONG)).statusCode).toBe(400)
    const res = await change(USER_PASSWORD)
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect((await login('ali@example.com', USER_PASSWORD, newAddress(), 'solve')).statusCode).toBe(200)
  })

  test('another server replica on the same database asks for the captcha too', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await guessFromManyAddresses('ali@example.com', 3)
    const replica = await buildApp(t.config, {
      database: { db: t.app.db, kind: t.kind, close: async () => {} },
      logger: false,
    })
    try {
      const res = await replica.inject({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email: 'ali@example.com', password: USER_PASSWORD },
        remoteAddress: newAddress(),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().captchaRequired).toBe(true)
    } finally {
      await replica.close()
    }
  })
})

describe('the client address behind a proxy', () => {
  const PROXY = '192.0.2.10'
  const view = (post: number, forwardedFor: string) =>
    t.request({
      method: 'PUT',
      url: `/api/blog/${post}/view`,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
    })

  test('behind one hop, a client writing its own X-Forwarded-For still counts against the address the proxy saw', async () => {
    const post = (await t.seedPost()).id
    const client = newAddress()
    expect((await view(post, `203.0.113.1, ${client}`)).statusCode).toBe(200)
    expect((await view(post, `203.0.113.2, ${client}`)).statusCode).toBe(200)
    expect((await view(post, `203.0.113.3, 198.51.100.7, ${client}`)).statusCode).toBe(429)
    // Another client behind the same proxy has its own counter.
    expect((await view(post, `203.0.113.1, ${newAddress()}`)).statusCode).toBe(200)
  })

  test('failed logins behind one hop count against the address the proxy saw, whatever the client wrote', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const client = newAddress()
    for (let i = 0; i < 20; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email: `kurban${i}@example.com`, password: WRONG },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `203.0.113.${i}, ${client}` },
      })
      expect(res.statusCode).toBe(401)
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'ali@example.com', password: USER_PASSWORD },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `203.0.113.99, ${client}` },
    })
    expect(res.statusCode).toBe(429)
  })

  const appTrusting = (trustProxy: AppConfig['trustProxy']) => replicaWith({ trustProxy })

  test('without TRUST_PROXY the header is ignored: the connection’s address counts', async () => {
    const post = (await t.seedPost()).id
    const app = await appTrusting(false)
    try {
      const client = newAddress()
      const views = (forwardedFor: string) =>
        app.inject({
          method: 'PUT',
          url: `/api/blog/${post}/view`,
          remoteAddress: client,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      expect((await views('203.0.113.1')).statusCode).toBe(200)
      expect((await views('203.0.113.2')).statusCode).toBe(200)
      expect((await views('203.0.113.3')).statusCode).toBe(429)
    } finally {
      await app.close()
    }
  })

  test('with the proxies’ addresses, only a listed proxy’s header is believed', async () => {
    const post = (await t.seedPost()).id
    const app = await appTrusting(['192.0.2.0/24'])
    try {
      const views = (remoteAddress: string, forwardedFor: string) =>
        app.inject({
          method: 'PUT',
          url: `/api/blog/${post}/view`,
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      const client = newAddress()
      expect((await views(PROXY, `203.0.113.1, ${client}`)).statusCode).toBe(200)
      expect((await views('192.0.2.11', `203.0.113.2, ${client}`)).statusCode).toBe(200)
      expect((await views(PROXY, `203.0.113.3, ${client}`)).statusCode).toBe(429)
      // A client connecting directly cannot name another address.
      const direct = newAddress()
      expect((await views(direct, '203.0.113.50')).statusCode).toBe(200)
      expect((await views(direct, '203.0.113.51')).statusCode).toBe(200)
      expect((await views(direct, '203.0.113.52')).statusCode).toBe(429)
    } finally {
      await app.close()
    }
  })

  test('TRUST_PROXY takes false, a hop count or proxy addresses, and refuses true with the reason', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ])
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe every X-Forwarded-For a client writes.*TRUST_PROXY=1/s,
    )
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: a hop count is 1 to 10/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: not a proxy address/)
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/"proxy.example"/)
  })
})

describe('request limits', () => {
  async function createPost(title: string): Promise<number> {
    const res = await t.asAdmin('POST', '/api/blog', multipartBody({ Title: title }))
    return res.body.id
  }

  const registration = async (n: number, remoteAddress: string) =>
    t.request({
      method: 'POST',
      url: '/api/Account/register',
      remoteAddress,
      payload: {
        firstName: 'Elif',
        lastName: 'Şahin',
        email: `elif${n}@example.com`,
        password: 'Dizim-Artik-Agrimiyor-2026',
        confirmPassword: 'Dizim-Artik-Agrimiyor-2026',
        captcha: await solveCaptcha(t),
      },
    })

  test('a third registration from one address within the window gets a Turkish 429 with Retry-After and stores nothing', async () => {
    const address = newAddress()
    expect((await registration(1, address)).statusCode).toBe(201)
    expect((await registration(2, address)).statusCode).toBe(201)
    const res = await registration(3, address)
    expect(res.statusCode).toBe(429)
    expect(res.body.message).toMatch(
      /^Çok fazla istek gönderdiniz\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/,
    )
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(await t.app.db.select().from(users).where(eq(users.email, 'elif3@example.com'))).toEqual([])
    expect((await registration(3, newAddress())).statusCode).toBe(201)
  })

  test('letter case, a trailing slash or doubled slashes do not dodge a limit', async () => {
    const post = await createPost('Diz Ağrısı')
    const address = newAddress()
    const view = (url: string) => t.request({ method: 'PUT', url, remoteAddress: address })
    expect((await view(`/api/blog/${post}/view`)).statusCode).toBe(200)
    expect((await view(`/API/Blog/${post}/VIEW/`)).statusCode).toBe(200)
    for (const url of [
      `/api/blog/${post}/view`,
      `/Api/BLOG/${post}/View`,
      `/api/blog/${post}/view/`,
      `/api//blog/${post}/view`,
    ]) {
      expect((await view(url)).statusCode, url).toBe(429)
    }
    const [row] = await t.app.db.select({ viewCount: blogs.viewCount }).from(blogs).where(eq(blogs.id, post))
    expect(row!.viewCount).toBe(2)
  })

  test('views are counted per post: another post can still be viewed', async () => {
    const first = await createPost('Diz Ağrısı')
    const second = await createPost('Omuz Ağrısı')
    const address = newAddress()
    for (let i = 0; i < 3; i++)
      await t.request({ method: 'PUT', url: `/api/blog/${first}/view`, remoteAddress: address })
    expect(
      (await t.request({ method: 'PUT', url: `/api/blog/${second}/view`, remoteAddress: address }))
        .statusCode,
    ).toBe(200)
  })

  test('likes are limited per post and address', async () => {
    const post = await createPost('Diz Ağrısı')
    const address = newAddress()
    const like = () => t.request({ method: 'PUT', url: `/api/blog/${post}/like`, remoteAddress: address })
    expect((await like()).statusCode).toBe(200)
    expect((await like()).statusCode).toBe(200)
    expect((await like()).statusCode).toBe(429)
    expect(
      (await t.request({ method: 'PUT', url: `/api/blog/${post}/like`, remoteAddress: newAddress() }))
        .statusCode,
    ).toBe(200)
  })

  test('get-well and contact messages share one limit per address', async () => {
    const address = newAddress()
    const wellness = async () =>
      t.request({
        method: 'POST',
        url: '/api/WellnessMessage',
        remoteAddress: address,
        payload: {
          senderName: 'Ayşe Yılmaz',
          message: 'Geçmiş olsun, çabuk iyileşin.',
          consent: true,
          captcha: await solveCaptcha(t),
        },
      })
    const contact = async () =>
      t.request({
        method: 'POST',
        url: '/api/Contact',
        remoteAddress: address,
        payload: {
          name: 'Hasan Kaya',
          email: 'hasan@example.com',
          subject: 'Randevu',
          message: 'Randevu almak istiyorum, teşekkürler.',
          consent: true,
          captcha: await solveCaptcha(t),
        },
      })
    expect((await wellness()).statusCode).toBe(201)
    expect((await contact()).statusCode).toBe(201)
    expect((await contact()).statusCode).toBe(429)
    expect((await wellness()).statusCode).toBe(429)
  })

  test('comments are limited per address', async () => {
    const post = await createPost('Diz Ağrısı')
    const user = await t.createUser()
    const address = newAddress()
    const comment = async () =>
      t.request({
        method: 'POST',
        url: `/api/blog/${post}/comments`,
        token: user.token,
        remoteAddress: address,
        payload: { content: 'Çok faydalı bir yazı.', captcha: await solveCaptcha(t) },
      })
    expect((await comment()).statusCode).toBe(201)
    expect((await comment()).statusCode).toBe(201)
    expect((await comment()).statusCode).toBe(429)
  })

  test('forgot password is limited per address', async () => {
    const address = newAddress()
    const forgot = async () =>
      t.request({
        method: 'POST',
        url: '/api/Account/forgot-password',
        remoteAddress: address,
        payload: { email: 'yok@example.com', captcha: await solveCaptcha(t) },
      })
    expect((await forgot()).statusCode).toBe(200)
    expect((await forgot()).statusCode).toBe(200)
    expect((await forgot()).statusCode).toBe(429)
  })

  test('the site search is limited per address, whichever of its paths is used', async () => {
    const address = newAddress()
    const search = (url: string) =>
      t.request({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'searchTerm=diz',
      })
    expect((await search('/inc/ajax-search.html')).statusCode).toBe(200)
    expect((await search('/blog/inc/ajax-search.html')).statusCode).toBe(200)
    const res = await search('/blog/diz-agrisi/inc/ajax-search.html')
    expect(res.statusCode).toBe(429)
    expect(res.body.message).toMatch(/^Çok fazla istek gönderdiniz\./)
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/inc/ajax-search.html',
          remoteAddress: newAddress(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'searchTerm=diz',
        })
      ).statusCode,
    ).toBe(200)
  })

  test('every limited route names its limit guard', () => {
    // Every route limited before the guards moved to the routes, and the uploads since.
    const expected: Record<string, string> = {
      'POST /api/Account/register': 'register',
      'POST /api/Account/forgot-password': 'forgotPassword',
      'POST /api/Account/resend-confirmation': 'forgotPassword',
      'POST /api/WellnessMessage': 'messages',
      'POST /api/Contact': 'messages',
      'POST /api/blog/:id/comments': 'comments',
      'PUT /api/blog/:id/comments/:commentId': 'comments',
      'POST /api/blog/:id/comments/:commentId/report': 'comments',
      'PUT /api/blog/:id/like': 'likes',
      'PUT /api/blog/:id/unlike': 'likes',
      'PUT /api/blog/:id/comments/:commentId/like': 'likes',
      'PUT /api/blog/:id/comments/:commentId/like-status': 'likes',
      'PUT /api/blog/:id/comments/:commentId/like-status/reset': 'likes',
      'PUT /api/blog/:id/comments/like-statuses': 'likes',
      'PUT /api/blog/:id/comments/like-statuses/reset': 'likes',
      'PUT /api/blog/:id/view': 'views',
      'PUT /api/Operation/:id/view': 'views',
      'GET /api/captcha': 'captcha',
      'POST /inc/ajax-search.html': 'search',
      'POST /:folder/inc/ajax-search.html': 'search',
      'POST /:folder/:page/inc/ajax-search.html': 'search',
      'POST /api/uploads/image': 'uploads',
      'POST /api/Account/profile/upload-image': 'uploads',
      'POST /api/blog': 'uploads',
      'PUT /api/blog/:id': 'uploads',
      'POST /api/Operation': 'uploads',
      'PUT /api/Operation/:id': 'uploads',
      // A translation's form is multipart like its item's (issue 23).
      'PUT /api/blog/:id/translations/:locale': 'uploads',
      'PUT /api/Operation/:id/translations/:locale': 'uploads',
      'POST /api/admin/consents': 'uploads',
      'PUT /api/admin/consents/:id': 'uploads',
      // The public lists and searches the public cache did not answer (decision 0172).
      'GET /api/blog': 'publicReads',
      'GET /api/blog/search': 'publicReads',
      'GET /api/blog/category/:id': 'publicReads',
      'GET /api/blog/:id/comments': 'publicReads',
      'GET /api/Operation': 'publicReads',
      'GET /api/Operation/catalog/:catalogId': 'publicReads',
      // The site's statistics beacon (issue 21 item 5).
      'POST /api/analytics': 'analytics',
    }
    const named = Object.fromEntries(
      [...t.app.limitedRoutes]
        .filter(([route]) => !route.startsWith('HEAD '))
        .map(([route, limits]) => [route, limits.join()]),
    )
    expect(named).toEqual(expected)
  })

  test('views and likes count per resolved post: 1, 01 and the slug are one counter', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    for (const action of ['view', 'like'] as const) {
      const address = newAddress()
      const call = (key: string) =>
        t.request({ method: 'PUT', url: `/api/blog/${key}/${action}`, remoteAddress: address })
      expect((await call(String(post.id))).statusCode).toBe(200)
      expect((await call(post.slug.toUpperCase())).statusCode).toBe(200)
      for (const key of [`0${post.id}`, `00${post.id}`, post.slug, String(post.id)]) {
        expect((await call(key)).statusCode, `${action} ${key}`).toBe(429)
      }
    }
    const [row] = await t.app.db.select().from(blogs).where(eq(blogs.id, post.id))
    // Two likes without the cookie from one address are one like (test/routes/blog-likes.test.ts).
    expect(row).toMatchObject({ viewCount: 2, likes: 1 })
  })

  test('an operation’s views count per resolved operation', async () => {
    const created = await t.asAdmin('POST', '/api/Operation', {
      remoteAddress: newAddress(),
      ...multipartBody({ Title: 'Diz Protezi' }),
    })
    expect(created.statusCode).toBe(201)
    const { id, slug } = created.body
    const address = newAddress()
    const view = (key: string) =>
      t.request({ method: 'PUT', url: `/api/Operation/${key}/view`, remoteAddress: address })
    expect((await view(String(id))).statusCode).toBe(200)
    expect((await view(slug)).statusCode).toBe(200)
    expect((await view(`0${id}`)).statusCode).toBe(429)
  })

  test('comment likes count per comment, whichever spelling names its post', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    const created = await t.asAdmin('POST', `/api/blog/${post.id}/comments`, {
      remoteAddress: newAddress(),
      payload: { content: 'Çok faydalı bir yazı.', captcha: await solveCaptcha(t) },
    })
    expect(created.statusCode).toBe(201)
    const comment = created.body.id
    const user = await t.createUser()
    const address = newAddress()
    const like = (url: string) => t.request({ method: 'PUT', url, token: user.token, remoteAddress: address })
    expect((await like(`/api/blog/${post.id}/comments/${comment}/like`)).statusCode).toBe(200)
    expect((await like(`/api/blog/${post.slug}/comments/0${comment}/like`)).statusCode).toBe(200)
    const res = await like(`/api/blog/0${post.id}/comments/${comment}/like-status/reset`)
    expect(res.statusCode).toBe(429)
    expect(res.body.message).toMatch(/^Çok fazla istek gönderdiniz\./)
  })

  test('unknown posts share one counter per address, so made-up keys gain nothing', async () => {
    const address = newAddress()
    const view = (key: string) =>
      t.request({ method: 'PUT', url: `/api/blog/${key}/view`, remoteAddress: address })
    expect((await view('yok-1')).statusCode).toBe(404)
    expect((await view('yok-2')).statusCode).toBe(404)
    expect((await view('yok-3')).statusCode).toBe(429)
  })

  test('uploads are limited per user: another address does not reset the count, and the 429 is Turkish', async () => {
    const app = await replicaWith({ rateLimits: { ...t.config.rateLimits, uploads: small } })
    try {
      const admin = await t.loginAsAdmin()
      const upload = (remoteAddress: string) => {
        const body = multipartBody({})
        return app.inject({
          method: 'POST',
          url: '/api/uploads/image',
          remoteAddress,
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${admin}` },
        })
      }
      expect((await upload(newAddress())).statusCode).toBe(400)
      expect((await upload(newAddress())).statusCode).toBe(400)
      const res = await upload(newAddress())
      expect(res.statusCode).toBe(429)
      expect(res.json().message).toMatch(
        /^Çok fazla istek gönderdiniz\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/,
      )
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await app.close()
    }
  })

  test('uploads are limited per address: other accounts from it share the count', async () => {
    const app = await replicaWith({ rateLimits: { ...t.config.rateLimits, uploads: small } })
    try {
      const address = newAddress()
      const picture = async () => {
        const body = multipartBody({})
        return app.inject({
          method: 'POST',
          url: '/api/Account/profile/upload-image',
          remoteAddress: address,
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${(await t.createUser()).token}` },
        })
      }
      expect((await picture()).statusCode).toBe(400)
      expect((await picture()).statusCode).toBe(400)
      expect((await picture()).statusCode).toBe(429)
    } finally {
      await app.close()
    }
  })

  test('a post form counts as an upload', async () => {
    const app = await replicaWith({ rateLimits: { ...t.config.rateLimits, uploads: small } })
    try {
      const admin = await t.loginAsAdmin()
      const post = (title: string) => {
        const body = multipartBody({ Title: title })
        return app.inject({
          method: 'POST',
          url: '/api/blog',
          remoteAddress: newAddress(),
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${admin}` },
        })
      }
      expect((await post('Diz Ağrısı')).statusCode).toBe(201)
      expect((await post('Omuz Ağrısı')).statusCode).toBe(201)
      expect((await post('Bel Ağrısı')).statusCode).toBe(429)
    } finally {
      await app.close()
    }
  })

  test('the upload limit comes from the environment', () => {
    expect(loadConfig({}).rateLimits.uploads).toEqual({ max: 60, windowSeconds: 600 })
    expect(
      loadConfig({ RATE_LIMIT_UPLOADS_MAX: '5', RATE_LIMIT_UPLOADS_WINDOW_SECONDS: '60' }).rateLimits.uploads,
    ).toEqual({ max: 5, windowSeconds: 60 })
    expect(() => loadConfig({ RATE_LIMIT_UPLOADS_MAX: 'çok' })).toThrow(/RATE_LIMIT_UPLOADS_MAX/)
    expect(loadConfig({ LOGIN_CAPTCHA_AFTER_FAILURES: '5' }).rateLimits.login.captchaAfter).toBe(5)
  })

  test('request limits are on outside tests and can be switched with RATE_LIMITS', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimits.enabled).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).rateLimits.enabled).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimits.enabled).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'true' }).rateLimits.enabled).toBe(true)
  })
})
