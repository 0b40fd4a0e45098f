import { ADMIN, loginAs } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

/** Every screen's heading; the screen is checked once its data has arrived. */
const SCREENS = [
  ['/admin/', 'Genel bakış'],
  ['/admin/users', 'Kullanıcılar'],
  ['/admin/blogs', 'Bloglar'],
  ['/admin/blog/create', 'Yeni blog yazısı'],
  ['/admin/categories', 'Kategoriler'],
  ['/admin/comments', 'Yorumlar'],
  ['/admin/operations', 'Operasyonlar'],
  ['/admin/catalogs', 'Kataloglar'],
  ['/admin/wellness-messages', 'Geçmiş Olsun Mesajları'],
  ['/admin/contact-messages', 'İletişim Mesajları'],
  ['/admin/publishing', 'Yayın durumu'],
] as const

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`every screen fits a tablet at ${viewport.width} px without sideways scrolling`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    await loginAs(page, request, ADMIN)
    for (const [path, heading] of SCREENS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: /yükleniyor/i })).toHaveCount(0)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0)
      // Touch targets: the screen's buttons are at least 36 px tall.
      const small = await page
        .locator('main button:visible, main a.button:visible')
        .evaluateAll((elements) =>
          elements.filter((el) => el.getBoundingClientRect().height < 36).map((el) => el.textContent?.trim()),
        )
      expect(small, `${path}: small buttons`).toEqual([])
    }
  })
}

/** The lists with the most columns: posts and operations (with their translation chips), then catalogs, categories. */
const LISTS = [
  ['/admin/blogs', 'Bloglar'],
  ['/admin/operations', 'Operasyonlar'],
  ['/admin/catalogs', 'Kataloglar'],
  ['/admin/categories', 'Kategoriler'],
] as const

test('the lists fit every desktop width: neither the page nor a table scrolls sideways, the chips are whole', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await loginAs(page, request, ADMIN)
  for (const width of [900, 1024, 1100, 1279, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, heading] of LISTS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('table.data-table tbody tr').first()).toBeVisible()
      const sideways = await page.evaluate(() => {
        const root = document.scrollingElement!
        const wraps = [...document.querySelectorAll('.table-wrap')].map(
          (wrap) => wrap.scrollWidth - wrap.clientWidth,
        )
        return { page: root.scrollWidth - root.clientWidth, table: Math.max(0, ...wraps) }
      })
      expect(sideways, `${path} at ${width} px scrolls sideways`).toEqual({ page: 0, table: 0 })
      // Every row's last button is inside the list, and each translation chip shows its whole text.
      const cut = await page.locator('table.data-table').evaluate((table) => {
        const right = table.closest('.table-wrap')!.getBoundingClientRect().right
        const outside = [...table.querySelectorAll('tbody .row-actions .button')].filter(
          (button) => button.getBoundingClientRect().right > right + 0.5,
        )
        const clipped = [...table.querySelectorAll('.translation-chip')].filter(
          (chip) => chip.scrollWidth > chip.clientWidth,
        )
        return { outside: outside.length, clipped: clipped.length }
      })
      expect(cut, `${path} at ${width} px`).toEqual({ outside: 0, clipped: 0 })
    }
  }
})
