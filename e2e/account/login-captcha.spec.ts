import type { APIRequestContext } from '@playwright/test'
import { axeViolations } from '../support/a11y.ts'
import {
  createConfirmedUser,
  solveCaptchaInPage,
  submitLoginForm,
  type TestUser,
} from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

/** A member someone guessed at over the API, three times: enough for the login to ask for a captcha. */
async function guessedAt(request: APIRequestContext): Promise<TestUser> {
  const user = await createConfirmedUser(request)
  for (let i = 0; i < 3; i++) {
    const res = await request.post('/api/Account/login', {
      data: { email: user.email, password: `Tahmin-Sifre-${i}` },
    })
    expect(res.status()).toBe(401)
  }
  return user
}

test.describe('login after someone guessed at the password', () => {
  // Solving a captcha takes a few seconds on a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('the form asks for the captcha, keeps what was typed, and logs the owner in once it is solved', async ({
    page,
    request,
  }) => {
    const user = await guessedAt(request)
    await page.goto('/login')
    await expect(page.locator('altcha-widget')).toHaveCount(0)
    await submitLoginForm(page, user)

    await expect(page.getByRole('alert')).toContainText(
      'Devam etmek için lütfen robot doğrulamasını tamamlayın.',
    )
    await expect(page.locator('altcha-widget')).toBeVisible()
    await expect(page.getByLabel('E-posta')).toHaveValue(user.email)
    await expect(page.getByLabel(/^Şifre/)).toHaveValue(user.password)
    await expect(page).toHaveURL(/\/login$/)

    // The form with its captcha is as accessible as the other account forms.
    expect((await axeViolations(page, { include: 'form' })).map((v) => v.rule)).toEqual([])

    await solveCaptchaInPage(page)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => sessionStorage.getItem('clinic.token'))).toBeTruthy()
  })

  test('a wrong password with a solved captcha is refused, and the next try needs a fresh solution', async ({
    page,
    request,
  }) => {
    const user = await guessedAt(request)
    await page.goto('/login')
    await submitLoginForm(page, { email: user.email, password: 'Yine-Yanlis-Sifre-1' })
    await expect(page.locator('altcha-widget')).toBeVisible()
    await solveCaptchaInPage(page)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page.getByRole('alert')).toContainText('E-posta adresi veya şifre hatalı.')
    await expect(page.locator('altcha-widget input[name="captcha"]')).toHaveValue('')

    // The password is corrected and a fresh solution sent with it.
    await page.getByLabel(/^Şifre/).fill(user.password)
    await solveCaptchaInPage(page)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
