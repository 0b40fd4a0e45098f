import { createChallenge, solveChallenge } from 'altcha-lib/v1'
import { afterEach, expect, test, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { comments, contactMessages, usedCaptchas } from '../../src/db/schema.ts'
import { captchaKey } from '../../src/plugins/captcha.ts'
import { captchaPayload, solveCaptcha } from '../captcha.ts'
import { useTestApp } from '../helper.ts'

const t = useTestApp()

afterEach(() => {
  vi.useRealTimers()
})

/** Captcha is checked by every public form; the contact form stands for all of them here. */
const contactBody = (captcha: unknown) => ({
  name: 'Hasan Kaya',
  email: 'hasan@example.com',
  subject: 'Randevu',
  message: 'Randevu almak istiyorum, teşekkürler.',
  consent: true,
  captcha,
})
const send = (captcha: unknown) =>
  t.request({ method: 'POST', url: '/api/Contact', payload: contactBody(captcha) })

const stored = async () => (await t.app.db.select().from(contactMessages)).length

async function challenge() {
  const res = await t.request({ method: 'GET', url: '/api/captcha' })
  return res.body as {
    algorithm: string
    challenge: string
    maxnumber: number
    salt: string
    signature: string
  }
}

test('GET /api/captcha answers a signed SHA-256 challenge that expires in ten minutes and is never cached', async () => {
  const res = await t.request({ method: 'GET', url: '/api/captcha' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.body).toMatchObject({ algorithm: 'SHA-256', maxnumber: t.config.captcha.maxNumber })
  expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/)
  const expires = Number(new URLSearchParams(res.body.salt.split('?')[1]).get('expires'))
  expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60 * 1000)
  expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000)
})

test('a solved challenge is accepted', async () => {
  const res = await send(await solveCaptcha(t))
  expect(res.statusCode).toBe(201)
  expect(await stored()).toBe(1)
})

test('the same solution cannot be used twice', async () => {
  const captcha = await solveCaptcha(t)
  expect((await send(captcha)).statusCode).toBe(201)
  const replay = await send(captcha)
  expect(replay.statusCode).toBe(400)
  expect(replay.body.errors.captcha).toEqual([
    'Bu robot doğrulaması daha önce kullanıldı. Lütfen doğrulamayı yeniden yapın.',
  ])
  expect(await stored()).toBe(1)
})

test('another server replica on the same database also refuses a used solution', async () => {
  const replica = await buildApp(t.config, {
    database: { db: t.app.db, kind: t.kind, close: async () => {} },
    logger: false,
  })
  try {
    const captcha = await solveCaptcha(t)
    expect((await send(captcha)).statusCode).toBe(201)
    const replay = await replica.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: contactBody(captcha),
    })
    expect(replay.statusCode).toBe(400)
  } finally {
    await replica.close()
  }
})

test('a solution to an expired challenge is refused', async () => {
  const captcha = await solveCaptcha(t)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 11 * 60 * 1000)
  const res = await send(captcha)
  expect(res.statusCode).toBe(400)
  expect(res.body.errors.captcha).toEqual([
    'Robot doğrulamasının süresi doldu. Lütfen doğrulamayı yeniden yapın.',
  ])
  expect(await stored()).toBe(0)
})

test('a wrong number is refused', async () => {
  const c = await challenge()
  const { number } = (await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise)!
  const res = await send(captchaPayload(c, number + 1))
  expect(res.statusCode).toBe(400)
  expect(res.body.errors.captcha).toEqual(['Robot doğrulaması geçersiz. Lütfen doğrulamayı yeniden yapın.'])
})

test('a challenge made with another key is refused even when solved', async () => {
  const forged = await createChallenge({
    hmacKey: 'saldirganin-anahtari',
    maxnumber: 10,
    expires: new Date(Date.now() + 60_000),
  })
  const { number } = (await solveChallenge(forged.challenge, forged.salt, forged.algorithm, 10).promise)!
  expect((await send(captchaPayload({ ...forged, maxnumber: 10 }, number))).statusCode).toBe(400)
})

test('moving the expiry inside the salt breaks the signature', async () => {
  const c = await challenge()
  const { number } = (await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise)!
  const later = c.salt.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 86_400}`)
  expect((await send(captchaPayload({ ...c, salt: later }, number))).statusCode).toBe(400)
})

test('a challenge without an expiry is refused, even one signed with our own key', async () => {
  const hmacKey = captchaKey(t.config.captcha.hmacKey, new TextEncoder().encode(t.config.jwtSecret!))
  const c = await createChallenge({ hmacKey, maxnumber: 10 })
  const { number } = (await solveChallenge(c.challenge, c.salt, c.algorithm, 10).promise)!
  expect((await send(captchaPayload({ ...c, maxnumber: 10 }, number))).statusCode).toBe(400)
})

test('anything that is not an ALTCHA payload gets a Turkish 400, never a 500', async () => {
  const junk = [
    'abc',
    '!!!',
    Buffer.from('null').toString('base64'),
    Buffer.from('[]').toString('base64'),
    Buffer.from('{"algorithm":"SHA-1","challenge":"00","number":1,"salt":"x","signature":"00"}').toString(
      'base64',
    ),
    Buffer.from(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: 'a'.repeat(64),
        number: -1,
        salt: 'x',
        signature: 'b'.repeat(64),
      }),
    ).toString('base64'),
    'x'.repeat(4001),
    42,
    { number: 1 },
  ]
  for (const captcha of junk) {
    const res = await send(captcha)
    expect(res.statusCode, String(captcha).slice(0, 40)).toBe(400)
    expect(res.body.errors.captcha).toHaveLength(1)
  }
  expect(await stored()).toBe(0)
})

test('used solutions are remembered until their challenge expires, then pruned', async () => {
  await send(await solveCaptcha(t))
  const [row] = await t.app.db.select().from(usedCaptchas)
  expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now())
  expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000)

  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 11 * 60 * 1000)
  expect((await send(await solveCaptcha(t))).statusCode).toBe(201)
  const left = await t.app.db.select().from(usedCaptchas)
  expect(left.map((r) => r.signature)).not.toContain(row!.signature)
  expect(left).toHaveLength(1)
})

test('every form that takes a captcha refuses a request without one and stores nothing', async () => {
  const user = await t.createUser()
  const post = await t.seedPost()
  const forms: Array<[string, Record<string, unknown>, string?]> = [
    [
      '/api/Account/register',
      {
        firstName: 'Elif',
        lastName: 'Şahin',
        email: 'elif@example.com',
        password: 'Dizim-Artik-Agrimiyor-2026',
        confirmPassword: 'Dizim-Artik-Agrimiyor-2026',
      },
    ],
    ['/api/Account/forgot-password', { email: 'elif@example.com' }],
    ['/api/Account/resend-confirmation', { email: 'elif@example.com' }],
    [
      '/api/WellnessMessage',
      { senderName: 'Ayşe Yılmaz', message: 'Geçmiş olsun, çabuk iyileşin.', consent: true },
    ],
    [
      '/api/Contact',
      {
        name: 'Hasan',
        email: 'h@example.com',
        subject: 'Randevu',
        message: 'Randevu istiyorum lütfen.',
        consent: true,
      },
    ],
    [`/api/blog/${post.id}/comments`, { content: 'Çok faydalı bir yazı.' }, user.token],
  ]
  for (const [url, payload, token] of forms) {
    const res = await t.request({ method: 'POST', url, payload, token })
    expect(res.statusCode, url).toBe(400)
    expect(res.body.errors.captcha, url).toEqual(['Robot doğrulaması zorunludur.'])
  }
  expect((await t.app.db.select().from(comments)).length).toBe(0)
  expect((await t.app.db.select().from(usedCaptchas)).length).toBe(0)
})
