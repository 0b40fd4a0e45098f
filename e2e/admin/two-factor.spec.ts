import type { User } from '@clinic/contract/user'
import type { APIRequestContext } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import {
  ADMIN,
  apiLogin,
  bearer,
  createConfirmedUser,
  loginNewMember,
  newUser,
  submitLoginForm,
} from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

// The product runs with STAFF_2FA_REQUIRED=false (the other specs sign the admin in with a password): this spec
// makes a staff member of its own, so enrolling them changes no other spec's login.

/** The code an authenticator app shows for the secret, `offsetSteps` periods from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 })

async function newStaffMember(request: APIRequestContext) {
  const member = await createConfirmedUser(request, newUser('Selin', 'Güven'))
  const { token } = await apiLogin(request, ADMIN)
  const found = await request.get(`/api/Users?search=${encodeURIComponent(member.email)}`, {
    headers: bearer(token),
  })
  const user = ((await found.json()) as User[]).find((u) => u.email === member.email)!
  const promoted = await request.put(`/api/Users/${user.id}/roles`, {
    headers: bearer(token),
    data: { roles: ['Admin'] },
  })
  expect(promoted.status()).toBe(200)
  return member
}

test.describe('sessions and the second factor', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a staff member enrols TOTP in the admin, logs out (the old token is dead) and logs in with a code', async ({
    page,
    request,
  }) => {
    const staff = await newStaffMember(request)
    await page.goto('/login?redirect=%2Fadmin%2Fsecurity')
    await submitLoginForm(page, staff)
    await expect(page.getByRole('heading', { name: 'Hesap güvenliği', level: 1 })).toBeVisible()
    // 2FA is off on this server: the admin says so.
    await expect(page.getByTestId('two-factor-off')).toBeVisible()

    await page.getByRole('button', { name: 'Doğrulama uygulamasını kur' }).click()
    await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için QR kod' })).toBeVisible()
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
    await page.getByLabel('Doğrulama kodu').fill(codeFor(secret))
    await page.getByRole('button', { name: 'Etkinleştir' }).click()
    await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10)
    await page.getByRole('button', { name: 'Kodları kaydettim' }).click()
    await expect(page.getByText(/Doğrulama uygulaması\s+etkin/)).toBeVisible()

    const token = await page.evaluate(() => sessionStorage.getItem('clinic.token'))
    expect(token).toBeTruthy()
    await page.getByRole('button', { name: 'Çıkış Yap' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'))
    // The token the browser held is refused on every call once logged out.
    for (const url of ['/api/Account/profile', '/api/Users', '/api/Account/sessions']) {
      const res = await request.get(url, { headers: bearer(token!) })
      expect(res.status(), url).toBe(401)
    }

    // The password alone no longer opens the admin: the login asks for the code.
    await page.goto('/login?redirect=%2Fadmin%2Fsecurity')
    await submitLoginForm(page, staff)
    await expect(page.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeVisible()
    await page.getByLabel('Doğrulama kodu').fill('000000' === codeFor(secret, 1) ? '111111' : '000000')
    await page.getByRole('button', { name: 'Doğrula' }).click()
    await expect(page.getByRole('alert')).toContainText('Doğrulama kodu hatalı')
    // The enrolment used this step's code; the next one is inside the accepted window.
    await page.getByLabel('Doğrulama kodu').fill(codeFor(secret, 1))
    await page.getByRole('button', { name: 'Doğrula' }).click()
    await expect(page.getByRole('heading', { name: 'Hesap güvenliği', level: 1 })).toBeVisible()
    await expect(page.getByTestId('session').filter({ hasText: 'Bu oturum' })).toHaveCount(1)
  })

  test('a member sees their sessions on /profile and ends the others', async ({ page, request }) => {
    const member = await loginNewMember(page, request)
    const { token: other } = await apiLogin(request, member)
    await page.goto('/profile')
    const sessions = page.getByRole('region', { name: 'Oturumlarım' }).getByTestId('session')
    await expect(sessions).toHaveCount(2)
    await expect(sessions.filter({ hasText: 'Bu oturum' })).toHaveCount(1)
    await page.getByRole('button', { name: 'Diğer tüm oturumları kapat' }).click()
    await expect(page.getByText('Diğer oturumlarınız kapatıldı.')).toBeVisible()
    await expect(sessions).toHaveCount(1)
    expect((await request.get('/api/Account/profile', { headers: bearer(other) })).status()).toBe(401)
  })
})
