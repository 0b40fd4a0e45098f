import { expectNoAxeViolations, THEMES } from '../support/a11y.ts'
import { openAsAdmin } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

/** The content screens with their data loaded, in both themes. */
const SCREENS = [
  { path: '/admin/', ready: 'Genel bakış' },
  { path: '/admin/blogs', ready: 'Bloglar' },
  { path: '/admin/blog/create', ready: 'Yeni blog yazısı' },
  { path: '/admin/operations', ready: 'Operasyonlar' },
  { path: '/admin/operation/create', ready: 'Yeni operasyon' },
  { path: '/admin/publishing', ready: 'Yayın durumu' },
  { path: '/admin/settings', ready: 'Site ayarları' },
  { path: '/admin/statistics', ready: 'İstatistikler' },
]

for (const scheme of THEMES) {
  test.describe(`admin content screens, ${scheme}`, () => {
    test.use({ colorScheme: scheme })
    for (const screen of SCREENS) {
      test(`${screen.path} has no axe violations`, async ({ page, request }) => {
        await openAsAdmin(page, request, screen.path)
        await expect(page.getByRole('heading', { level: 1, name: screen.ready })).toBeVisible()
        if (screen.path.endsWith('create'))
          await expect(page.getByRole('textbox', { name: 'Metin' })).toBeVisible()
        else await expect(page.getByRole('status').filter({ hasText: 'yükleniyor' })).toHaveCount(0)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('a post is written and saved from the keyboard alone', async ({ page, request }) => {
  await openAsAdmin(page, request, '/admin/blogs')
  await expect(page.getByRole('heading', { level: 1, name: 'Bloglar' })).toBeVisible()
  // The skip link comes first and lands on the screen.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeFocused()
  await page.getByRole('link', { name: 'Yeni yazı' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni blog yazısı' })).toBeVisible()
  const title = `Klavyeyle yazılan yazı ${Date.now()}`
  await page.getByRole('textbox', { name: 'Başlık', exact: true }).focus()
  await page.keyboard.type(title)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Kısa ad (adres)')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Kısa açıklama')).toBeFocused()
  await page.keyboard.type('Klavye ile.')
  // Into the toolbar, then the text: Tab reaches the editor without a mouse.
  const editor = page.getByRole('textbox', { name: 'Metin' })
  for (let i = 0; i < 20 && !(await editor.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(editor).toBeFocused()
  await page.keyboard.type('Kalın ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('söz')
  // A draft (Space on the focused box), so the public lists other specs read stay as they are.
  await page.getByLabel('Sitede yayında').focus()
  await page.keyboard.press('Space')
  await expect(page.getByLabel('Sitede yayında')).not.toBeChecked()
  await page.getByRole('button', { name: 'Kaydet', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/)
  await expect(editor.locator('strong')).toHaveText('söz')
})
