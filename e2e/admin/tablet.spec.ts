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
