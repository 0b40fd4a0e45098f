import {
  ApiError,
  apiErrorFromResponse,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from '@clinic/api-client/api-error'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { LoginForm } from '../login-form.tsx'
import { TwoFactorStep } from '../two-factor-step.tsx'
import { messages } from './i18n/index.ts'
import { localizedRefusal, refusalText } from './localized-refusal.ts'
import { errorMessage } from './server-errors.ts'

const en = messages('en').refusal
const ru = messages('ru').refusal
const request = { method: 'POST', url: '/api/account/register' }
/** An answer as the API sends it (Turkish), read as the site's client reads it. */
const answer = (status: number, body: unknown) => apiErrorFromResponse(status, body, request)

describe('the API’s refusals in the page’s language (decision 0282)', () => {
  test('an already registered e-mail (409 on email) says so, under the field and in the alert', () => {
    const taken = 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.'
    const error = answer(409, { message: taken, errors: { email: [taken] } })
    expect(localizedRefusal(error, ru, ['email', 'password'])).toEqual({
      summary: ru.emailTaken,
      fields: { email: ru.emailTaken },
    })
  })

  test('each field the API names gets its sentence; the alert says the first one', () => {
    const link = 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.'
    expect(
      localizedRefusal(answer(400, { message: link, errors: { token: [link] } }), en, ['newPassword']),
    ).toEqual({ summary: en.link, fields: {} })
    const common = 'Bu şifre çok yaygın.'
    expect(
      localizedRefusal(answer(400, { message: common, errors: { newPassword: [common] } }), en, [
        'newPassword',
      ]),
    ).toEqual({ summary: en.password, fields: { newPassword: en.password } })
    const wrong = 'Mevcut şifreniz hatalı.'
    expect(
      localizedRefusal(answer(400, { message: wrong, errors: { currentPassword: [wrong] } }), en, [
        'currentPassword',
      ]).fields,
    ).toEqual({ currentPassword: en.currentPassword })
    expect(
      localizedRefusal(answer(400, { message: 'x', errors: { captcha: ['x'] } }), en, ['captcha']),
    ).toEqual({
      summary: en.captcha,
      fields: { captcha: en.captcha },
    })
    expect(localizedRefusal(answer(403, { message: 'x', errors: { email: ['x'] } }), en).summary).toBe(
      en.unconfirmed,
    )
    expect(
      localizedRefusal(answer(400, { message: 'x', errors: { subject: ['x'] } }), en, ['subject']),
    ).toEqual({
      summary: en.field,
      fields: { subject: en.field },
    })
  })

  test('an answer without fields is said by its status, never in Turkish', () => {
    const said = (status: number, body: unknown = { message: 'Türkçe bir ileti.' }) =>
      localizedRefusal(answer(status, body), en).summary
    expect(said(400)).toBe(en.invalid)
    expect(said(401)).toBe(en.unauthorized)
    expect(said(403)).toBe(en.forbidden)
    expect(said(404)).toBe(en.notFound)
    expect(said(409)).toBe(en.conflict)
    expect(said(413)).toBe(en.tooLarge)
    expect(said(415)).toBe(en.unsupported)
    expect(said(429)).toBe(en.tooMany)
    expect(said(500)).toBe(en.server)
    expect(said(502, '<html>Bad Gateway</html>')).toBe(en.server)
    expect(said(418)).toBe(en.unknown)
    // A 429 names no field worth saying: the wait is what matters.
    expect(said(429, { message: 'x', errors: { email: ['x'] } })).toBe(en.tooMany)
  })

  test('no answer: the network or the time limit; a JavaScript error is "unknown"', () => {
    expect(localizedRefusal(new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE }), ru).summary).toBe(
      ru.network,
    )
    expect(localizedRefusal(new ApiError({ status: 0, message: TIMEOUT_ERROR_MESSAGE }), ru).summary).toBe(
      ru.timeout,
    )
    expect(localizedRefusal(new TypeError('boom'), ru).summary).toBe(ru.unknown)
  })

  test('the login’s captcha request is said as such', () => {
    const error = answer(400, { message: 'x', errors: { captcha: ['x'] }, captchaRequired: true })
    expect(localizedRefusal(error, en).summary).toBe(en.captchaRequired)
  })

  test('a Turkish page (no texts) keeps the server’s message', () => {
    const error = answer(409, { message: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.' })
    expect(refusalText(error, undefined, errorMessage)).toBe(
      'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
    )
    expect(refusalText(error, en, errorMessage)).toBe(en.conflict)
  })

  test('every language has every refusal and confirmation, and none of en, ka, ru is the Turkish one', () => {
    for (const group of ['refusal', 'answers'] as const) {
      const tr: Record<string, string> = messages('tr')[group]
      for (const locale of ['en', 'ka', 'ru'] as const) {
        const texts: Record<string, string> = messages(locale)[group]
        for (const key of Object.keys(tr)) {
          expect(texts[key], `${locale}.${group}.${key}`).toBeTruthy()
          expect(texts[key], `${locale}.${group}.${key}`).not.toBe(tr[key])
        }
      }
    }
  })
})

describe('the login’s refusals in the page’s language', () => {
  const fill = async () => {
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ayse@example.com')
    await userEvent.type(screen.getByLabelText(/Password/), 'yanlis-sifre')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  }
  const loginTexts = messages('en').loginForm

  test('a wrong password (401) says the English sentence, not the server’s Turkish', async () => {
    const onLogin = vi.fn().mockRejectedValue(answer(401, { message: 'E-posta adresi veya şifre hatalı.' }))
    render(<LoginForm onLogin={onLogin} texts={loginTexts} refusal={en} />)
    await fill()
    expect(await screen.findByRole('alert')).toHaveTextContent(en.wrongCredentials)
    expect(screen.queryByText(/hatalı/)).toBeNull()
  })

  test('a disabled account (403 without a field) and an unconfirmed one (403 on email)', async () => {
    const onLogin = vi
      .fn()
      .mockRejectedValueOnce(answer(403, { message: 'Hesabınız devre dışı bırakılmış.' }))
      .mockRejectedValueOnce(answer(403, { message: 'Doğrulanmadı.', errors: { email: ['Doğrulanmadı.'] } }))
    render(<LoginForm onLogin={onLogin} texts={loginTexts} refusal={en} />)
    await fill()
    expect(await screen.findByRole('alert')).toHaveTextContent(en.accountDisabled)
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(en.unconfirmed, { selector: '[role=alert], [role=alert] *' })).toBeTruthy()
    // Said once, in the alert, not again under the e-mail box.
    expect(screen.getAllByText(en.unconfirmed)).toHaveLength(1)
  })

  test('the second step’s 401 is an expired login step', async () => {
    const onVerify = vi.fn().mockRejectedValue(answer(401, { message: 'Giriş adımının süresi doldu.' }))
    render(<TwoFactorStep onVerify={onVerify} texts={messages('en').twoFactor} refusal={en} />)
    await userEvent.type(screen.getByLabelText(/Verification code/), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(en.loginExpired)
  })
})
