import { describe, expect, test } from 'vitest'
import { useAccountApp } from '../account-app.ts'
import { solveCaptcha } from '../captcha.ts'
import type { CapturedMail } from '../smtp.ts'

/**
 * Decision 0282: the account e-mails (confirmation, password reset) are written in the language of the page that
 * asked for them (`locale` in the body of register, forgot-password and resend-confirmation), and link to that
 * language's pages; Turkish without one, or when the site does not publish the language.
 */

/** Turkish words of the mails' fixed texts: none may be left in another language's mail. */
const TURKISH = /Merhaba|doğrula|Bağlantı|şifre|Ortopedi|otomatik/i

describe('the account mails in the page’s language', () => {
  const { t, smtp, register } = useAccountApp()
  const mailTo = (email: string, subject: string) =>
    smtp.waitFor((m: CapturedMail) => m.to.includes(email) && m.subject === subject)

  test('registered on /ru/register: the confirmation is in Russian and links to /ru/confirm-email, which works', async () => {
    const res = await register({ email: 'nino@example.com', locale: 'ru' })
    expect(res.statusCode).toBe(201)
    const mail = await mailTo('nino@example.com', 'Подтвердите адрес электронной почты')
    expect(mail.text).toContain('Здравствуйте!')
    expect(mail.text).toContain('Ссылка действительна 48 ч.')
    expect(mail.html).toContain('<html lang="ru">')
    expect(mail.html).toContain('Подтвердить адрес')
    expect(mail.html).toContain('Врач ортопед-травматолог')
    expect(`${mail.text}\n${mail.html}`).not.toMatch(TURKISH)
    const link = new URL(mail.links[0]!)
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicSiteUrl}/ru/confirm-email`)
    const confirmed = await t.request({ method: 'GET', url: `/api/Account/confirm-email${link.search}` })
    expect(confirmed.statusCode).toBe(200)
  })

  test('forgot password on /en/forgot-password: the reset mail is in English, with the name, and links to /en/reset-password', async () => {
    await register({ email: 'george@example.com', firstName: 'George' })
    const first = await mailTo('george@example.com', 'E-posta adresinizi doğrulayın')
    const confirm = new URL(first.links[0]!)
    expect(confirm.pathname).toBe('/confirm-email')
    await t.request({ method: 'GET', url: `/api/Account/confirm-email${confirm.search}` })

    const res = await t.request({
      method: 'POST',
      url: '/api/Account/forgot-password',
      payload: { email: 'george@example.com', captcha: await solveCaptcha(t), locale: 'en' },
    })
    expect(res.statusCode).toBe(200)
    const mail = await mailTo('george@example.com', 'Your password reset request')
    expect(mail.text).toContain('Hello George,')
    expect(mail.text).toContain('The link is valid for 60 minutes')
    expect(mail.html).toContain('<html lang="en">')
    expect(mail.html).toContain('If the button does not work, copy this address into your browser:')
    expect(`${mail.text}\n${mail.html}`).not.toMatch(TURKISH)
    const link = new URL(mail.links[0]!)
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicSiteUrl}/en/reset-password`)
    const reset = await t.request({
      method: 'POST',
      url: '/api/Account/reset-password',
      payload: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        newPassword: 'Batumi-Bulvari-2027',
        confirmPassword: 'Batumi-Bulvari-2027',
      },
    })
    expect(reset.statusCode).toBe(200)
  })

  test('a new confirmation asked on /ka/login comes in Georgian, linking to /ka/confirm-email', async () => {
    await register({ email: 'tamar@example.com' })
    await mailTo('tamar@example.com', 'E-posta adresinizi doğrulayın')
    const res = await t.request({
      method: 'POST',
      url: '/api/Account/resend-confirmation',
      payload: { email: 'tamar@example.com', captcha: await solveCaptcha(t), locale: 'ka' },
    })
    expect(res.statusCode).toBe(200)
    const mail = await mailTo('tamar@example.com', 'გთხოვთ, დაადასტუროთ თქვენი ელფოსტა')
    expect(mail.html).toContain('<html lang="ka">')
    expect(`${mail.text}\n${mail.html}`).not.toMatch(TURKISH)
    expect(new URL(mail.links[0]!).pathname).toBe('/ka/confirm-email')
  })

  test('an unknown language is a 400 and nothing is mailed', async () => {
    const res = await register({ email: 'xx@example.com', locale: 'xx' })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.locale).toBeDefined()
  })
})

describe('a language the site does not publish', () => {
  const { t, smtp, register } = useAccountApp({ siteLocales: ['tr', 'en'] })

  test('gets the Turkish mail and the Turkish page (no /ru/ page exists)', async () => {
    expect((await register({ email: 'olga@example.com', locale: 'ru' })).statusCode).toBe(201)
    const mail = await smtp.waitFor(
      (m: CapturedMail) => m.to.includes('olga@example.com') && m.subject === 'E-posta adresinizi doğrulayın',
    )
    expect(mail.html).toContain('<html lang="tr">')
    const link = new URL(mail.links[0]!)
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicSiteUrl}/confirm-email`)
  })
})
