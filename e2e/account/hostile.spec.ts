import { createConfirmedUser, loginAs, newUser } from '../support/accounts.ts'
import { HOSTILE_NAME } from '../support/hostile.ts'
import { expect, test } from '../support/site.ts'

test.describe('hostile text in account fields', () => {
  test('a name made of markup is shown as text in the greeting (header and mobile) and on /profile', async ({
    page,
    request,
  }) => {
    // The names stand at most 60 characters: the markup of HOSTILE_NAME fits.
    const user = await createConfirmedUser(request, {
      ...newUser(),
      firstName: HOSTILE_NAME,
      lastName: 'Yılmaz',
    })
    await loginAs(page, request, user)
    await page.goto('/blog')
    const greeting = `Merhaba ${HOSTILE_NAME.trim()} Yılmaz`
    const account = page.getByRole('navigation', { name: 'Hesap' })
    await expect(account.locator('[data-user-greeting]')).toHaveText(greeting)
    await expect(page.locator('#mobile-menu [data-user-greeting]')).toHaveText(greeting)
    await expect(page.locator('header img[src="x"], .top-bar img, #mobile-menu img[src="x"]')).toHaveCount(0)

    await page.goto('/profile')
    await expect(page.getByLabel(/^Ad\b/)).toHaveValue(HOSTILE_NAME.trim())
    await page.getByLabel('Soyad').fill(`${HOSTILE_NAME.slice(0, 40)}`)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText('Bilgileriniz kaydedildi.')).toBeVisible()
    await expect(account.locator('[data-user-greeting]')).toHaveText(
      `Merhaba ${HOSTILE_NAME.trim()} ${HOSTILE_NAME.slice(0, 40).trim()}`,
    )
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  })
})
