import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { blogs, users } from '../../src/db/schema.ts'
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../src/env.ts'
import { issueToken } from '../../src/routes/account/account-tokens.ts'
import { solveCaptcha } from '../captcha.ts'
import { USER_PASSWORD, useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const small = { max: 2, windowSeconds: 60 }
const t = useTestApp({
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
  },
})

afterEach(() => {
  vi.useRealTimers()
})

// The request limits live in memory for the whole file: every test speaks from its own address.
let lastOctet = 0
const newAddress = () => `10.1.0.${++lastOctet}`

const login = (email: string, password: string, remoteAddress = '10.9.9.9') =>
  t.request({ method: 'POST', url: '/api/Account/login', payload: { email, password }, remoteAddress })

const WRONG = 'Yanlis-Sifre-123'

describe('login back-off', () => {
  test('after five wrong passwords for an e-mail even the right one is refused for 15 minutes, in Turkish, with Retry-After', async () => {
    await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 5; i++) expect((await login('ali@example.com', WRONG)).statusCode).toBe(401)
    const res = await login('ali@example.com', USER_PASSWORD)
    expect(res.statusCode).toBe(429)
    expect(res.body.message).toBe('Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.')
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
  })

  test('four wrong passwords do not block the owner', async () => {
    await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 4; i++) await login('ali@example.com', WRONG)
    expect((await login('ali@example.com', USER_PASSWORD)).statusCode).toBe(200)
  })

  test('the e-mail is blocked whichever address the guesses come from', async () => {
    await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 5; i++) await login('ali@example.com', WRONG, newAddress())
    expect((await login('ali@example.com', USER_PASSWORD, newAddress())).statusCode).toBe(429)
  })

  test('an address guessing at many e-mails is blocked for all of them, and other addresses are not', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const attacker = newAddress()
    for (let i = 0; i < 5; i++) await login(`kurban${i}@example.com`, WRONG, attacker)
    expect((await login('ali@example.com', USER_PASSWORD, attacker)).statusCode).toBe(429)
    expect((await login('ali@example.com', USER_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  test('the back-off ends after 15 minutes and the owner logs in', async () => {
    await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 5; i++) await login('ali@example.com', WRONG)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000)
    expect((await login('ali@example.com', USER_PASSWORD)).statusCode).toBe(200)
  })

  test('attempts during a back-off do not lengthen it', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const start = Date.now()
    for (let i = 0; i < 5; i++) await login('ali@example.com', WRONG)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start + 10 * 60 * 1000)
    for (let i = 0; i < 10; i++) expect((await login('ali@example.com', WRONG)).statusCode).toBe(429)
    vi.setSystemTime(start + 15 * 60 * 1000 + 1000)
    expect((await login('ali@example.com', USER_PASSWORD)).statusCode).toBe(200)
  })

  test('a successful login clears the failures counted for the e-mail', async () => {
    await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 4; i++) await login('ali@example.com', WRONG, newAddress())
    expect((await login('ali@example.com', USER_PASSWORD, newAddress())).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) await login('ali@example.com', WRONG, newAddress())
    expect((await login('ali@example.com', USER_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  test('a password reset lifts the back-off of its e-mail', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 5; i++) await login('ali@example.com', WRONG, newAddress())
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

  test('wrong current passwords on change-password count toward the same back-off', async () => {
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
    expect((await change(USER_PASSWORD)).statusCode).toBe(429)
  })

  test('another server replica on the same database sees the back-off', async () => {
    await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 5; i++) await login('ali@example.com', WRONG, newAddress())
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
      expect(res.statusCode).toBe(429)
    } finally {
      await replica.close()
    }
  })
})

describe('request limits', () => {
  async function createPost(title: string): Promise<number> {
    const admin = await t.loginAsAdmin()
    const res = await t.request({
      method: 'POST',
      url: '/api/blog',
      token: admin,
      ...multipartBody({ Title: title }),
    })
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

  test('every rate limit rule found the route it guards', () => {
    const unmatched = t.app.rateLimitRules.filter((r) => !r.matched).map((r) => `${r.method} ${r.url}`)
    expect(unmatched).toEqual([])
  })

  test('request limits are on outside tests and can be switched with RATE_LIMITS', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimits.enabled).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).rateLimits.enabled).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimits.enabled).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'true' }).rateLimits.enabled).toBe(true)
  })
})
