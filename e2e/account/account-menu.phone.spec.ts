import { loginNewMember } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

test.describe('the mobile menu by session state', () => {
  test('a guest gets the single "Giriş / Üye Ol" button', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menüyü aç' }).click()
    const menu = page.getByRole('dialog', { name: 'Menü' })
    await expect(menu.getByRole('link', { name: 'Giriş / Üye Ol' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Çıkış Yap' })).toBeHidden()
    await menu.getByRole('link', { name: 'Giriş / Üye Ol' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a member gets the greeting, Profilim and Çıkış Yap, which logs out and goes to /login', async ({
    page,
    request,
  }) => {
    const user = await loginNewMember(page, request)
    await page.goto('/blog')
    await page.getByRole('button', { name: 'Menüyü aç' }).click()
    const menu = page.getByRole('dialog', { name: 'Menü' })
    await expect(menu.getByText(`Merhaba ${user.firstName} ${user.lastName}`)).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Giriş / Üye Ol' })).toBeHidden()
    await expect(menu.getByRole('link', { name: 'Profilim' })).toHaveAttribute('href', '/profile')
    await menu.getByRole('button', { name: 'Çıkış Yap' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => sessionStorage.getItem('clinic.token'))).toBeNull()
  })
})
