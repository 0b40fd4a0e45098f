import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { accountTokens, users } from '../../src/db/schema.ts'
import { ACCOUNT_PASSWORD, useAccountApp } from '../account-app.ts'
import { solveCaptcha } from '../captcha.ts'
import { file, pngImage, textFile } from '../fixtures.ts'
import { USER_PASSWORD } from '../helper.ts'
import { multipartBody } from '../multipart.ts'
import type { CapturedMail } from '../smtp.ts'

const { t, smtp, register } = useAccountApp()
const PASSWORD = ACCOUNT_PASSWORD
const NEW_PASSWORD = 'Omzum-da-iyilesti-2027'

const login = (email: string, password: string, rememberMe?: boolean) =>
  t.request({ method: 'POST', url: '/api/Account/login', payload: { email, password, rememberMe } })

const mailTo = (email: string, subject: string) =>
  smtp.waitFor((m: CapturedMail) => m.to.includes(email) && m.subject === subject)

/** The site link of a mail, and the API call the site page makes with its query. */
async function linkIn(email: string, subject: string): Promise<URL> {
  const mail = await mailTo(email, subject)
  expect(mail.links).toHaveLength(1)
  return new URL(mail.links[0]!)
}

const confirmVia = (link: URL) =>
  t.request({ method: 'GET', url: `/api/Account/confirm-email${link.search}` })

async function userRow(email: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email))
  return row
}

async function forgot(email: string) {
  return t.request({
    method: 'POST',
    url: '/api/Account/forgot-password',
    payload: { email, captcha: await solveCaptcha(t) },
  })
}

const resetWith = (link: URL, newPassword = NEW_PASSWORD, confirmPassword = newPassword) =>
  t.request({
    method: 'POST',
    url: '/api/Account/reset-password',
    payload: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      newPassword,
      confirmPassword,
    },
  })

describe('registration and e-mail confirmation', () => {
  test('a visitor registers and the Turkish e-mail they receive links to the site page that confirms the address', async () => {
    const res = await register()
    expect(res.statusCode).toBe(201)
    expect(res.body.message).toContain('doğrula')

    const mail = await mailTo('elif@example.com', 'E-posta adresinizi doğrulayın')
    // The address is not confirmed yet: no name the registrant typed.
    expect(mail.text).toContain('Merhaba,')
    expect(mail.text).not.toContain('Elif')
    expect(mail.html).toContain('E-posta adresimi doğrula')
    const link = new URL(mail.links[0]!)
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicSiteUrl}/confirm-email`)
    expect(link.searchParams.get('userId')).toBe(String((await userRow('elif@example.com'))!.id))

    const confirmed = await confirmVia(link)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.body.message).toBe('E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.')
    expect((await login('elif@example.com', PASSWORD)).statusCode).toBe(200)
  })

  test('a new account is a plain user with its e-mail stored in lowercase and the password hashed with argon2id', async () => {
    await register({ email: 'Elif.Sahin@Example.COM' })
    const row = await userRow('elif.sahin@example.com')
    expect(row).toMatchObject({ roles: ['User'], emailConfirmed: false, isActive: true, firstName: 'Elif' })
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  test('an unconfirmed account cannot log in and is told in Turkish to confirm its e-mail', async () => {
    await register()
    const res = await login('elif@example.com', PASSWORD)
    expect(res.statusCode).toBe(403)
    expect(res.body.message).toContain('E-posta adresinizi henüz doğrulamadınız')
    expect(res.body.errors.email).toHaveLength(1)
  })

  test('an unconfirmed account with a wrong password still gets the plain wrong-credentials answer', async () => {
    await register()
    const res = await login('elif@example.com', 'Yanlis-Sifre-123')
    expect(res.statusCode).toBe(401)
    expect(res.body.message).toBe('E-posta adresi veya şifre hatalı.')
  })

  test('clicking the confirmation link a second time says the address is already confirmed', async () => {
    await register()
    const link = await linkIn('elif@example.com', 'E-posta adresinizi doğrulayın')
    await confirmVia(link)
    const again = await confirmVia(link)
    expect(again.statusCode).toBe(200)
    expect(again.body.message).toContain('zaten doğrulanmış')
  })

  test('a confirmation token of one account does not confirm another', async () => {
    await register()
    await register({ email: 'ali@example.com' })
    const elifLink = await linkIn('elif@example.com', 'E-posta adresinizi doğrulayın')
    const ali = await userRow('ali@example.com')
    const res = await t.request({
      method: 'GET',
      url: `/api/Account/confirm-email?userId=${ali!.id}&token=${elifLink.searchParams.get('token')}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.token[0]).toContain('geçersiz')
    expect((await userRow('ali@example.com'))!.emailConfirmed).toBe(false)
  })

  test('a made-up confirmation token is refused and confirms nothing', async () => {
    await register()
    const row = await userRow('elif@example.com')
    const res = await t.request({
      method: 'GET',
      url: `/api/Account/confirm-email?userId=${row!.id}&token=uydurma`,
    })
    expect(res.statusCode).toBe(400)
    expect((await userRow('elif@example.com'))!.emailConfirmed).toBe(false)
  })

  test('a confirmation link with a missing or malformed user id gets a Turkish 400', async () => {
    for (const query of ['?token=abc', '?userId=abc&token=abc', '?userId=-1&token=abc', '?userId=1']) {
      const res = await t.request({ method: 'GET', url: `/api/Account/confirm-email${query}` })
      expect(res.statusCode, query).toBe(400)
      expect(res.body.message).toBe('Gönderilen bilgiler geçersiz.')
    }
  })

  test('a confirmation link stops working after two days', async () => {
    await register()
    const link = await linkIn('elif@example.com', 'E-posta adresinizi doğrulayın')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 49 * 60 * 60 * 1000)
    expect((await confirmVia(link)).statusCode).toBe(400)
  })

  test('asking for a new confirmation e-mail sends a fresh link and the older link stops working', async () => {
    await register()
    const first = await linkIn('elif@example.com', 'E-posta adresinizi doğrulayın')
    smtp.messages.length = 0
    const res = await t.request({
      method: 'POST',
      url: '/api/Account/resend-confirmation',
      payload: { email: 'ELIF@example.com', captcha: await solveCaptcha(t) },
    })
    expect(res.statusCode).toBe(200)
    const second = await linkIn('elif@example.com', 'E-posta adresinizi doğrulayın')
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'))
    expect((await confirmVia(first)).statusCode).toBe(400)
    expect((await confirmVia(second)).statusCode).toBe(200)
  })

  test('resending a confirmation answers the same for an unknown or already confirmed e-mail and mails nothing', async () => {
    await t.createUser({ email: 'onayli@example.com' })
    const answers = []
    for (const email of ['yok@example.com', 'onayli@example.com']) {
      answers.push(
        await t.request({
          method: 'POST',
          url: '/api/Account/resend-confirmation',
          payload: { email, captcha: await solveCaptcha(t) },
        }),
      )
    }
    await t.app.mailer.idle()
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(answers[0]!.body).toEqual(answers[1]!.body)
    expect(smtp.messages).toHaveLength(0)
  })

  test('registering with an e-mail that is taken (in any case) answers 409 and changes nothing', async () => {
    await t.createUser({ email: 'elif@example.com', firstName: 'Eski' })
    const res = await register({ email: 'ELIF@example.com' })
    expect(res.statusCode).toBe(409)
    expect(res.body.errors.email).toEqual(['Bu e-posta adresiyle kayıtlı bir hesap zaten var.'])
    expect((await userRow('elif@example.com'))!.firstName).toBe('Eski')
  })

  test('registration without a solved captcha stores nothing and sends nothing', async () => {
    const res = await register({ captcha: undefined })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.captcha).toEqual(['Robot doğrulaması zorunludur.'])
    await t.app.mailer.idle()
    expect(await userRow('elif@example.com')).toBeUndefined()
    expect(smtp.messages).toHaveLength(0)
  })

  test('mismatched passwords are refused with a message on the repeat field', async () => {
    const res = await register({ confirmPassword: 'Baska-Bir-Sifre-99' })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.confirmPassword).toEqual(['Şifreler eşleşmiyor.'])
    expect(await userRow('elif@example.com')).toBeUndefined()
  })
})

describe('password rules', () => {
  test('a password shorter than 8 characters is refused in Turkish', async () => {
    const res = await register({ password: 'Kisa-12', confirmPassword: 'Kisa-12' })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.password).toEqual(['Şifre en az 8 karakter olmalıdır.'])
  })

  test('a common password is refused whatever its letter case', async () => {
    for (const password of ['password1', 'PassWord1', 'QWERTYUIOP', 'Galatasaray']) {
      const res = await register({ password, confirmPassword: password })
      expect(res.statusCode, password).toBe(400)
      expect(res.body.errors.password[0], password).toContain('çok yaygın')
    }
    expect(await userRow('elif@example.com')).toBeUndefined()
  })

  test('a long passphrase with spaces, Turkish letters and no digits or symbols is accepted', async () => {
    const passphrase = `${'dizimdeki ağrı geçti şükür '.repeat(4)}`.slice(0, 100)
    const res = await register({ password: passphrase, confirmPassword: passphrase })
    expect(res.statusCode).toBe(201)
  })

  test('128 characters are accepted and 129 are refused', async () => {
    const ok = 'ç'.repeat(64) + 'x'.repeat(64)
    expect((await register({ password: ok, confirmPassword: ok })).statusCode).toBe(201)
    const long = `${ok}y`
    const res = await register({ email: 'ali@example.com', password: long, confirmPassword: long })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.password).toEqual(['Şifre en fazla 128 karakter olabilir.'])
  })
})

describe('login', () => {
  test('a login answers the user, roles and a token that expires in 8 hours, or 30 days with remember me', async () => {
    await t.createUser({ email: 'ali@example.com', firstName: 'Ali', lastName: 'Demir' })
    const short = await login('ali@example.com', USER_PASSWORD)
    expect(short.statusCode).toBe(200)
    expect(short.body).toMatchObject({
      firstName: 'Ali',
      lastName: 'Demir',
      roles: ['User'],
      profileImagePath: null,
    })
    const hours = (Date.parse(short.body.expiresAt) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(7.9)
    expect(hours).toBeLessThanOrEqual(8)
    const long = await login('ALI@example.com', USER_PASSWORD, true)
    const days = (Date.parse(long.body.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
  })

  test('an unknown e-mail and a wrong password get the same answer', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const unknown = await login('yok@example.com', USER_PASSWORD)
    const wrong = await login('ali@example.com', 'Yanlis-Sifre-123')
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401])
    expect(unknown.body).toEqual(wrong.body)
  })
})

describe('forgot and reset password', () => {
  test('the reset e-mail links to the site page, and the link sets a new password that logs in', async () => {
    await t.createUser({ email: 'ali@example.com', firstName: 'Ali' })
    const res = await forgot('ali@example.com')
    expect(res.statusCode).toBe(200)
    const mail = await mailTo('ali@example.com', 'Şifre sıfırlama isteğiniz')
    expect(mail.text).toContain('Merhaba Ali')
    expect(mail.text).toContain('60 dakika')
    const link = new URL(mail.links[0]!)
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicSiteUrl}/reset-password`)
    expect(link.searchParams.get('email')).toBe('ali@example.com')

    const reset = await resetWith(link)
    expect(reset.statusCode).toBe(200)
    expect(reset.body.message).toContain('Şifreniz değiştirildi')
    expect((await login('ali@example.com', NEW_PASSWORD)).statusCode).toBe(200)
    expect((await login('ali@example.com', USER_PASSWORD)).statusCode).toBe(401)
  })

  test('resetting the password ends every session the user had', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    await forgot('ali@example.com')
    await resetWith(await linkIn('ali@example.com', 'Şifre sıfırlama isteğiniz'))
    const res = await t.request({ method: 'GET', url: '/api/Account/profile', token: user.token })
    expect(res.statusCode).toBe(401)
  })

  test('forgot password answers exactly the same for an unknown e-mail and mails nothing', async () => {
    await t.createUser({ email: 'ali@example.com' })
    const known = await forgot('ali@example.com')
    await mailTo('ali@example.com', 'Şifre sıfırlama isteğiniz')
    smtp.messages.length = 0
    const unknown = await forgot('yok@example.com')
    await t.app.mailer.idle()
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toEqual(known.body)
    expect(unknown.headers['content-length']).toBe(known.headers['content-length'])
    expect(smtp.messages).toHaveLength(0)
  })

  test('a slow mail server does not slow down forgot password (the mail is sent after the answer)', async () => {
    await t.createUser({ email: 'ali@example.com' })
    smtp.delayMs = 1500
    try {
      const captcha = await solveCaptcha(t)
      const started = performance.now()
      const res = await t.request({
        method: 'POST',
        url: '/api/Account/forgot-password',
        payload: { email: 'ali@example.com', captcha },
      })
      expect(res.statusCode).toBe(200)
      expect(performance.now() - started).toBeLessThan(1000)
      await mailTo('ali@example.com', 'Şifre sıfırlama isteğiniz')
    } finally {
      smtp.delayMs = 0
    }
  })

  test('a disabled account gets no reset e-mail', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.email, 'ali@example.com'))
    expect((await forgot('ali@example.com')).statusCode).toBe(200)
    await t.app.mailer.idle()
    expect(smtp.messages).toHaveLength(0)
  })

  test('a reset link works only once', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await forgot('ali@example.com')
    const link = await linkIn('ali@example.com', 'Şifre sıfırlama isteğiniz')
    expect((await resetWith(link)).statusCode).toBe(200)
    const again = await resetWith(link, 'Bir-Baska-Yeni-Sifre-1')
    expect(again.statusCode).toBe(400)
    expect(again.body.errors.token[0]).toContain('geçersiz')
    expect((await login('ali@example.com', NEW_PASSWORD)).statusCode).toBe(200)
  })

  test('a reset link stops working after an hour', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await forgot('ali@example.com')
    const link = await linkIn('ali@example.com', 'Şifre sıfırlama isteğiniz')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61 * 60 * 1000)
    expect((await resetWith(link)).statusCode).toBe(400)
    vi.useRealTimers()
    expect((await login('ali@example.com', USER_PASSWORD)).statusCode).toBe(200)
  })

  test('only the newest reset link works', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await forgot('ali@example.com')
    const first = await linkIn('ali@example.com', 'Şifre sıfırlama isteğiniz')
    smtp.messages.length = 0
    await forgot('ali@example.com')
    const second = await linkIn('ali@example.com', 'Şifre sıfırlama isteğiniz')
    expect((await resetWith(first)).statusCode).toBe(400)
    expect((await resetWith(second)).statusCode).toBe(200)
  })

  test("a reset token does not change another account's password", async () => {
    await t.createUser({ email: 'ali@example.com' })
    await t.createUser({ email: 'veli@example.com' })
    await forgot('ali@example.com')
    const link = await linkIn('ali@example.com', 'Şifre sıfırlama isteğiniz')
    link.searchParams.set('email', 'veli@example.com')
    expect((await resetWith(link)).statusCode).toBe(400)
    expect((await login('veli@example.com', USER_PASSWORD)).statusCode).toBe(200)
  })

  test('a common new password is refused and the link stays usable', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await forgot('ali@example.com')
    const link = await linkIn('ali@example.com', 'Şifre sıfırlama isteğiniz')
    const res = await resetWith(link, 'Password123')
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.newPassword[0]).toContain('çok yaygın')
    expect((await resetWith(link)).statusCode).toBe(200)
  })

  test('resetting the password also confirms an unconfirmed e-mail address', async () => {
    await register()
    smtp.messages.length = 0
    await forgot('elif@example.com')
    await resetWith(await linkIn('elif@example.com', 'Şifre sıfırlama isteğiniz'))
    expect((await login('elif@example.com', NEW_PASSWORD)).statusCode).toBe(200)
  })

  test('only the hash of a mailed token is stored', async () => {
    await t.createUser({ email: 'ali@example.com' })
    await forgot('ali@example.com')
    const token = (await linkIn('ali@example.com', 'Şifre sıfırlama isteğiniz')).searchParams.get('token')!
    const rows = await t.app.db.select().from(accountTokens)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).not.toContain(token)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('change password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/Account/change-password', token, payload: body })

  test('with the right current password the password changes and every session ends', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    const res = await change(user.token, {
      currentPassword: USER_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.message).toContain('oturumlarınız kapatıldı')
    expect(
      (await t.request({ method: 'GET', url: '/api/Account/profile', token: user.token })).statusCode,
    ).toBe(401)
    expect((await login('ali@example.com', NEW_PASSWORD)).statusCode).toBe(200)
  })

  test('a wrong current password is refused on its field and nothing changes', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    const res = await change(user.token, {
      currentPassword: 'Yanlis-Sifre-123',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.currentPassword).toEqual(['Mevcut şifreniz hatalı.'])
    expect((await login('ali@example.com', USER_PASSWORD)).statusCode).toBe(200)
  })

  test('a common or mismatched new password is refused', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    const common = await change(user.token, {
      currentPassword: USER_PASSWORD,
      newPassword: 'sunshine',
      confirmNewPassword: 'sunshine',
    })
    expect(common.statusCode).toBe(400)
    expect(common.body.errors.newPassword[0]).toContain('çok yaygın')
    const mismatch = await change(user.token, {
      currentPassword: USER_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: 'Baska-Bir-Sifre-99',
    })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.body.errors.confirmNewPassword).toEqual(['Şifreler eşleşmiyor.'])
    expect((await login('ali@example.com', USER_PASSWORD)).statusCode).toBe(200)
  })
})

describe('profile', () => {
  test('a user reads their profile', async () => {
    const user = await t.createUser({ email: 'ali@example.com', firstName: 'Ali', lastName: 'Demir' })
    const res = await t.request({ method: 'GET', url: '/api/Account/profile', token: user.token })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({
      id: user.id,
      firstName: 'Ali',
      lastName: 'Demir',
      email: 'ali@example.com',
      phoneNumber: null,
      profileImagePath: null,
      roles: ['User'],
      emailConfirmed: true,
    })
  })

  test('a user updates their name and phone number; an empty phone number is stored as none', async () => {
    const user = await t.createUser()
    const update = (phoneNumber: string) =>
      t.request({
        method: 'PUT',
        url: '/api/Account/profile',
        token: user.token,
        payload: { firstName: ' Ayşe ', lastName: 'Öztürk', phoneNumber },
      })
    const res = await update('+90 532 123 45 67')
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Öztürk',
      phoneNumber: '+90 532 123 45 67',
    })
    expect((await update('')).body.phoneNumber).toBeNull()
  })

  test('an invalid phone number or an empty name is refused in Turkish and nothing changes', async () => {
    const user = await t.createUser({ firstName: 'Ali' })
    const res = await t.request({
      method: 'PUT',
      url: '/api/Account/profile',
      token: user.token,
      payload: { firstName: '', lastName: 'Demir', phoneNumber: 'telefonum yok' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.firstName).toEqual(['Ad zorunludur.'])
    expect(res.body.errors.phoneNumber).toEqual(['Geçerli bir telefon numarası girin.'])
    const profile = await t.request({ method: 'GET', url: '/api/Account/profile', token: user.token })
    expect(profile.body.firstName).toBe('Ali')
  })

  test('a profile picture upload is stored as WebP and shows in the profile and at the next login', async () => {
    const user = await t.createUser({ email: 'ali@example.com' })
    const res = await t.request({
      method: 'POST',
      url: '/api/Account/profile/upload-image',
      token: user.token,
      ...multipartBody({}, { file: file(await pngImage(), 'ben.png', 'image/png') }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.imagePath).toMatch(/^\/uploads\/profiles\/[0-9a-f-]{36}\.webp$/)
    const served = await t.request({ method: 'GET', url: res.body.imagePath })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const profile = await t.request({ method: 'GET', url: '/api/Account/profile', token: user.token })
    expect(profile.body.profileImagePath).toBe(res.body.imagePath)
    expect((await login('ali@example.com', USER_PASSWORD)).body.profileImagePath).toBe(res.body.imagePath)
  })

  test('a new profile picture replaces the old one, whose file is removed', async () => {
    const user = await t.createUser()
    const upload = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/api/Account/profile/upload-image',
          token: user.token,
          ...multipartBody({}, { File: file(await pngImage(), 'ben.png', 'image/png') }),
        })
      ).body.imagePath as string
    const first = await upload()
    const second = await upload()
    expect(second).not.toBe(first)
    expect(existsSync(path.join(t.config.uploadsDir, first.slice('/uploads/'.length)))).toBe(false)
    expect(existsSync(path.join(t.config.uploadsDir, second.slice('/uploads/'.length)))).toBe(true)
  })

  test('a file that is not an image is refused with 415 and the profile keeps no picture', async () => {
    const user = await t.createUser()
    const res = await t.request({
      method: 'POST',
      url: '/api/Account/profile/upload-image',
      token: user.token,
      ...multipartBody({}, { file: file(textFile, 'resim.png', 'image/png') }),
    })
    expect(res.statusCode).toBe(415)
    expect(res.body.message).toContain('görsel')
    const profile = await t.request({ method: 'GET', url: '/api/Account/profile', token: user.token })
    expect(profile.body.profileImagePath).toBeNull()
  })

  test('an upload without a file is refused with a Turkish message on the file field', async () => {
    const user = await t.createUser()
    const res = await t.request({
      method: 'POST',
      url: '/api/Account/profile/upload-image',
      token: user.token,
      ...multipartBody({ note: 'dosya yok' }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.file).toEqual(['Lütfen bir görsel dosyası seçin.'])
  })
})
