import { RegisterBody } from '@clinic/contract/account'
import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, test } from 'vitest'
import { LOGIN_FORM_TEXTS } from '../login-form.tsx'
import { SESSION_TEXTS } from '../session-list.tsx'
import { TWO_FACTOR_TEXTS } from '../two-factor-step.tsx'
import { messages } from './i18n/index.ts'
import { tr } from './i18n/tr.ts'
import { localizedResolver } from './localized-resolver.ts'

const options = { fields: {}, shouldUseNativeValidation: false }
const filled = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  password: 'uzun-bir-sifre',
  confirmPassword: 'uzun-bir-sifre',
  captcha: 'x',
}
const errorsOf = async (values: Record<string, unknown>, locale?: 'en' | 'ru') => {
  const resolver = localizedResolver(zodResolver(RegisterBody), locale && messages(locale).validation)
  const { errors } = await resolver(values as never, undefined, options as never)
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))
}

describe('the client-side checks in the page’s language (decision 0276)', () => {
  test('a Turkish page keeps the contract’s own messages', async () => {
    expect(await errorsOf({ ...filled, email: 'x' })).toEqual({ email: 'Geçerli bir e-posta adresi girin.' })
  })

  test('in English: required, e-mail, short password and mismatch each get their sentence', async () => {
    const en = messages('en').validation
    expect(await errorsOf({ ...filled, firstName: '', email: 'not-an-address' }, 'en')).toEqual({
      firstName: en.required,
      email: en.email,
    })
    expect(
      await errorsOf({ ...filled, email: '', password: 'short', confirmPassword: 'other' }, 'en'),
    ).toEqual({
      email: en.required,
      password: en.passwordShort,
      confirmPassword: en.mismatch,
    })
  })

  test('in Russian, no Turkish letter is left in any message', async () => {
    const errors = await errorsOf({ firstName: '', lastName: '', email: '', password: '', captcha: '' }, 'ru')
    expect(Object.keys(errors).length).toBeGreaterThan(3)
    for (const message of Object.values(errors)) expect(message).not.toMatch(/[çğıöşüİ]/i)
  })

  test('the shared pieces’ Turkish defaults are the Turkish catalogue’s texts', () => {
    expect({ ...LOGIN_FORM_TEXTS }).toEqual(tr.loginForm)
    expect({ ...TWO_FACTOR_TEXTS }).toEqual(tr.twoFactor)
    expect({ ...SESSION_TEXTS }).toEqual(tr.sessions)
  })
})
