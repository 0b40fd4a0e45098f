import { afterEach, vi } from 'vitest'
import type { AppConfig } from '../src/env.ts'
import { solveCaptcha } from './captcha.ts'
import { useTestApp } from './helper.ts'
import { useSmtpServer } from './smtp.ts'

/** The password the account suites register with. */
export const ACCOUNT_PASSWORD = 'Dizim-Artik-Agrimiyor-2026'

/**
 * The account suites' set-up: a test app that mails through a real SMTP server of the file's own, real timers and
 * every background send done after each test, and `register` (a visitor's registration through the API, captcha
 * solved: Elif Şahin at elif@example.com unless `fields` say otherwise). `overrides` change the app's settings.
 */
export function useAccountApp(overrides: Partial<AppConfig> = {}) {
  const smtp = useSmtpServer()
  const t = useTestApp({
    ...overrides,
    get smtpUrl() {
      return smtp.url
    },
  })

  afterEach(async () => {
    vi.useRealTimers()
    await t.app.mailer.idle()
  })

  async function register(fields: Record<string, unknown> = {}) {
    return t.request({
      method: 'POST',
      url: '/api/Account/register',
      payload: {
        firstName: 'Elif',
        lastName: 'Şahin',
        email: 'elif@example.com',
        password: ACCOUNT_PASSWORD,
        confirmPassword: ACCOUNT_PASSWORD,
        captcha: await solveCaptcha(t),
        ...fields,
      },
    })
  }

  return { t, smtp, register }
}
