import { ADMIN, loginAs } from '../support/accounts.ts'
import { HOSTILE_FIELDS } from '../support/hostile.ts'
import { expect, test } from '../support/site.ts'

// global-setup stored a post, an operation, a category and a catalog with markup, quotes and an RTL mark in every
// field; the admin shows each as text.
test('text made of markup stays text on every admin screen that shows it', async ({ page, request }) => {
  await loginAs(page, request, ADMIN)
  const screens = [
    { path: '/admin/blogs?search=Başlık', text: HOSTILE_FIELDS.title },
    { path: '/admin/operations?search=Operasyon', text: HOSTILE_FIELDS.operationTitle },
    { path: '/admin/categories', text: HOSTILE_FIELDS.category },
    { path: '/admin/catalogs', text: HOSTILE_FIELDS.catalog },
  ]
  for (const screen of screens) {
    await page.goto(screen.path)
    await expect(page.getByText(screen.text, { exact: true }).first()).toBeVisible()
  }

  // The edit form holds every hostile field as a value, and its preview renders only the sanitised text.
  await page.goto('/admin/blogs?search=Başlık')
  await page.getByRole('link', { name: HOSTILE_FIELDS.title, exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Başlık', exact: true })).toHaveValue(HOSTILE_FIELDS.title)
  await expect(page.getByLabel('Kısa açıklama')).toHaveValue(HOSTILE_FIELDS.shortDescription)
  await expect(page.getByLabel('SEO açıklaması')).toHaveValue(HOSTILE_FIELDS.seoDescription)
  await expect(page.getByRole('textbox', { name: 'Metin' })).toContainText('Güvenli paragraf.')
  await page.getByRole('button', { name: 'Önizleme', exact: true }).click()
  const preview = page.getByRole('dialog')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_FIELDS.title)
  await expect(preview.locator('script, img[onerror], a[href^="javascript:"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
})
