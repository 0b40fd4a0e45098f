import { ADMIN, loginAs } from '../support/accounts.ts'
import { HOSTILE_CONTENT, HOSTILE_FIELDS, hostile } from '../support/hostile.ts'
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

// A new post's draft of hostile text, its preview link opened by a phone with no session, and the admin's draft list
// and draft bar: each shows the text as typed, runs nothing, and nothing scrolls sideways (issue 24).
test('a draft of markup and its preview link show it as text, in the admin and on a phone', async ({
  page,
  request,
  browser,
}) => {
  const { token } = (await (
    await request.post('/api/Account/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  ).json()) as { token: string }
  const auth = { authorization: `Bearer ${token}` }
  const title = hostile('Taslak başlığı')
  const made = await request.post('/api/blog/drafts', {
    headers: auth,
    data: {
      fields: {
        title,
        shortDescription: HOSTILE_FIELDS.shortDescription,
        fullContent: HOSTILE_CONTENT,
        tags: HOSTILE_FIELDS.tag,
        seoDescription: HOSTILE_FIELDS.seoDescription,
      },
    },
  })
  expect(made.status()).toBe(201)
  const draft = (await made.json()) as { id: number }
  try {
    const link = await request.post(`/api/blog/drafts/${draft.id}/preview-link`, { headers: auth })
    expect(link.status()).toBe(201)
    const { url } = (await link.json()) as { url: string }

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } })
    try {
      const visitor = await phone.newPage()
      expect((await visitor.goto(new URL(url).pathname))?.status()).toBe(200)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(visitor.locator('.article__lead')).toHaveText(HOSTILE_FIELDS.shortDescription)
      await expect(visitor.getByText('Güvenli paragraf.')).toBeVisible()
      await expect(visitor.locator('main script, img[onerror], a[href^="javascript:"]')).toHaveCount(0)
      expect(await visitor.title()).toContain('Taslak başlığı')
      expect(await visitor.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    } finally {
      await phone.close()
    }

    await loginAs(page, request, ADMIN)
    await page.goto('/admin/blogs?search=Taslak')
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
    await page.goto(`/admin/blog/create?taslak=${draft.id}`)
    await expect(page.getByRole('textbox', { name: 'Başlık', exact: true })).toHaveValue(title)
    await expect(page.getByLabel('Kısa açıklama')).toHaveValue(HOSTILE_FIELDS.shortDescription)
    await expect(page.getByRole('region', { name: 'Önizleme bağlantısı' }).getByRole('listitem')).toHaveCount(
      1,
    )
    await page.setViewportSize({ width: 375, height: 812 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  } finally {
    await request.delete(`/api/blog/drafts/${draft.id}`, { headers: auth })
  }
})
