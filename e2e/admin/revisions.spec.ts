import type { Blog } from '@clinic/contract/blog'
import { ADMIN, openAsAdmin } from '../support/accounts.ts'
import { pageShows } from '../support/publishing.ts'
import { baseUrl, expect, test } from '../support/site.ts'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test.describe('revisions (issue 24)', () => {
  test('a post edited twice shows its history, compares two versions and brings the first back to the site', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    // A phone's width: the history must read and work there too.
    await page.setViewportSize({ width: 375, height: 800 })
    const tag = unique()
    const titles = [`Omuz ağrısı ilk hâli ${tag}`, `Omuz ağrısı ikinci ${tag}`, `Omuz ağrısı üçüncü ${tag}`]
    const { token } = (await (
      await request.post('/api/Account/login', { data: { email: ADMIN.email, password: ADMIN.password } })
    ).json()) as { token: string }
    const created = await request.post('/api/blog', {
      headers: { authorization: `Bearer ${token}` },
      // An old date: the post does not become the newest, which other specs read on the home page.
      multipart: { Title: titles[0]!, IsActive: 'true', PublishedDate: '2018-02-03T10:00:00.000Z' },
    })
    expect(created.status()).toBe(201)
    const post = (await created.json()) as Blog

    await openAsAdmin(page, request, `/admin/blog/edit/${post.id}`)
    const title = page.getByRole('textbox', { name: 'Başlık', exact: true })
    for (const next of titles.slice(1)) {
      await title.fill(next)
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
      await expect(
        page.getByText(`«${next}» kaydedildi; site birkaç saniye içinde güncellenir.`),
      ).toBeVisible()
    }

    const history = page.getByRole('region', { name: 'Geçmiş' })
    await history.getByText('Geçmiş', { exact: true }).click()
    const items = history.getByRole('listitem')
    await expect(items).toHaveCount(3)
    await expect(items.first()).toContainText(titles[2]!)
    await expect(items.first()).toContainText('Klinik Yöneticisi')
    await expect(items.first()).toContainText('Kaydedildi · Şu anki hâli')

    await history.getByRole('checkbox', { name: new RegExp(titles[0]!) }).check()
    await history.getByRole('checkbox', { name: new RegExp(titles[2]!) }).check()
    const comparison = history.getByRole('region', { name: 'Karşılaştırma' })
    await expect(comparison.locator('del', { hasText: 'ilk' })).toBeVisible()
    await expect(comparison.locator('ins', { hasText: 'üçüncü' })).toBeVisible()
    // Marked by strike-through and underline, not by colour alone.
    expect(
      await comparison
        .locator('del')
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('line-through')
    expect(
      await comparison
        .locator('ins')
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('underline')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await items.filter({ hasText: titles[0]! }).getByRole('button', { name: 'Bu sürümü geri yükle' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Bu sürüm geri yüklensin mi?' })
    await dialog.getByRole('button', { name: 'Geri yükle' }).click()
    await expect(page.getByText('Sürüm geri yüklendi.')).toBeVisible()
    await expect(title).toHaveValue(titles[0]!)
    await expect(items.first()).toContainText('Geri yüklendi')

    await pageShows(`${baseUrl()}/blog/${post.slug}`, titles[0]!, 120_000)
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!)
  })
})
