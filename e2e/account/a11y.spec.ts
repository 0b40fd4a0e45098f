import { expectNoAxeViolations, inBothThemes } from '../support/a11y.ts'
import { createConfirmedUser, loginAs } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

/** The account pages with their islands hydrated (the captcha widget included), in both themes. */
const PAGES = [
  { path: '/login', member: false, ready: 'button[type="submit"]' },
  { path: '/register', member: false, ready: 'altcha-widget' },
  { path: '/forgot-password', member: false, ready: 'altcha-widget' },
  {
    path: '/reset-password?email=ayse%40example.com&token=abc',
    member: false,
    ready: 'input[type="password"]',
  },
  { path: '/profile', member: true, ready: '.profile-photo' },
  { path: '/change-password', member: true, ready: 'input[type="password"]' },
]

inBothThemes(
  test,
  (theme) => `account pages in the ${theme} theme`,
  () => {
    for (const target of PAGES) {
      test(`${target.path} has no axe violations`, async ({ page, request }) => {
        if (target.member) await loginAs(page, request, await createConfirmedUser(request))
        await page.goto(target.path)
        await expect(page.locator(target.ready).first()).toBeVisible()
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        await expectNoAxeViolations(page)
      })
    }
  },
)

test('the login form works from the keyboard alone, in visual order', async ({ page, request }) => {
  const user = await createConfirmedUser(request)
  await page.goto('/login')
  await page.getByLabel('E-posta').focus()
  await page.keyboard.type(user.email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(/^Şifre/)).toBeFocused()
  await page.keyboard.type(user.password)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Beni hatırla')).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('clinic.token'))).not.toBeNull()
})
