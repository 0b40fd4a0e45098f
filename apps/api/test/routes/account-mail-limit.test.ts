import { describe, expect, test, vi } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { useAccountApp } from '../account-app.ts'
import { solveCaptcha } from '../captcha.ts'

const account = useAccountApp()
const { t, smtp } = account
const CONFIRM_SUBJECT = 'E-posta adresinizi doğrulayın'
const RESET_SUBJECT = 'Şifre sıfırlama isteğiniz'

const register = (email: string, firstName = 'Elif') => account.register({ email, firstName })

async function ask(path: 'forgot-password' | 'resend-confirmation', email: string, app = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/Account/${path}`,
    payload: { email, captcha: await solveCaptcha(t) },
  })
  return { statusCode: res.statusCode, body: res.json() }
}

/** Every mail the SMTP server has received for the address, once the app's background sends are done. */
async function mailsTo(email: string) {
  await t.app.mailer.idle()
  return smtp.messages.filter((m) => m.to.includes(email))
}

describe('account mails per recipient', () => {
  test('an address receives at most three account mails an hour, all kinds together; the fourth ask answers the same', async () => {
    await register('elif@example.com')
    const first = await ask('resend-confirmation', 'elif@example.com')
    await ask('forgot-password', 'elif@example.com')
    expect((await mailsTo('elif@example.com')).map((m) => m.subject)).toEqual([
      CONFIRM_SUBJECT,
      CONFIRM_SUBJECT,
      RESET_SUBJECT,
    ])

    const resend = await ask('resend-confirmation', 'elif@example.com')
    const forgot = await ask('forgot-password', 'elif@example.com')
    // The same neutral answers as when a mail goes out: the limit tells nobody anything.
    expect(resend).toEqual(first)
    expect(forgot.statusCode).toBe(200)
    expect(forgot.body.message).toContain('şifre sıfırlama bağlantısı gönderildi')
    expect(await mailsTo('elif@example.com')).toHaveLength(3)
  })

  test('an hour after the first mail the address may receive one again', async () => {
    await t.createUser({ email: 'ali@example.com' })
    for (let i = 0; i < 4; i++) await ask('forgot-password', 'ali@example.com')
    expect(await mailsTo('ali@example.com')).toHaveLength(3)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61 * 60 * 1000)
    await ask('forgot-password', 'ali@example.com')
    expect(await mailsTo('ali@example.com')).toHaveLength(4)
  })

  test('the limit is kept in the database: many asks at once on two replicas send three mails', async () => {
    await t.createUser({ email: 'ayse@example.com' })
    const replica = await buildApp(t.config, {
      database: { db: t.app.db, kind: t.kind, close: async () => {} },
      logger: false,
    })
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          ask('forgot-password', 'ayse@example.com', i % 2 ? replica : t.app),
        ),
      )
      expect(answers.every((a) => a.statusCode === 200)).toBe(true)
      await replica.mailer.idle()
      expect(await mailsTo('ayse@example.com')).toHaveLength(3)
    } finally {
      await replica.close()
    }
  })

  test('the limit is per address: another address still receives its mails', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await t.createUser({ email: 'veli@example.com' })
    for (let i = 0; i < 4; i++) await ask('forgot-password', 'ali@example.com')
    await ask('forgot-password', 'veli@example.com')
    expect(await mailsTo('veli@example.com')).toHaveLength(1)
  })
})

describe('mails to an address not yet confirmed', () => {
  const BAIT = 'Hesabınız kapatılacak! Hemen arayın 0850 000 00 00'

  test('the confirmation mail carries nothing the registrant typed', async () => {
    expect((await register('hedef@example.com', BAIT)).statusCode).toBe(201)
    const [mail] = await mailsTo('hedef@example.com')
    expect(mail?.subject).toBe(CONFIRM_SUBJECT)
    expect(mail!.text.startsWith('Merhaba,')).toBe(true)
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toContain('Hesabınız kapatılacak')
      expect(part).not.toContain('0850')
    }
  })

  test('a reset mail to an unconfirmed address names nobody; to a confirmed one it greets the holder', async () => {
    await register('hedef@example.com', BAIT)
    await ask('forgot-password', 'hedef@example.com')
    const reset = (await mailsTo('hedef@example.com')).find((m) => m.subject === RESET_SUBJECT)
    expect(reset!.text.startsWith('Merhaba,')).toBe(true)
    expect(reset!.html).not.toContain('0850')

    await t.createUser({ email: 'ali@example.com', firstName: 'Ali' })
    await ask('forgot-password', 'ali@example.com')
    const [confirmed] = await mailsTo('ali@example.com')
    expect(confirmed!.text.startsWith('Merhaba Ali,')).toBe(true)
  })
})
