import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations, inBothThemes } from '../support/a11y.ts'
import { expect, readingOperationPath, readingPostPath, test } from '../support/site.ts'

const PAGES: Array<{ name: string; status: number; path: (r: APIRequestContext) => Promise<string> }> = [
  { name: 'the home page', status: 200, path: async () => '/' },
  { name: '/about', status: 200, path: async () => '/about' },
  { name: '/blog', status: 200, path: async () => '/blog' },
  { name: 'a post', status: 200, path: readingPostPath },
  { name: 'a tag page', status: 200, path: async () => '/tag/diz' },
  { name: '/operations', status: 200, path: async () => '/operations' },
  { name: 'an operation', status: 200, path: readingOperationPath },
  { name: '/randevu', status: 200, path: async () => '/randevu' },
  { name: '/iletisim', status: 200, path: async () => '/iletisim' },
  { name: '/gecmis-olsun', status: 200, path: async () => '/gecmis-olsun' },
  { name: 'the 404 page', status: 404, path: async () => '/olmayan-bir-sayfa' },
]

/** Waits for what the scripts add after load (carousel slides, most-read refresh), so axe sees the final page. */
async function settled(page: Page, path: string) {
  if (path === '/') {
    await expect(page.locator('[aria-roledescription="carousel"] .carousel__slide').first()).toBeAttached()
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

inBothThemes(
  test,
  (theme) => `accessibility in the ${theme} theme`,
  (theme) => {
    for (const target of PAGES) {
      test(`${target.name} has no axe violations (WCAG 2.1 A/AA and best practice)`, async ({
        page,
        request,
      }) => {
        const path = await target.path(request)
        const response = await page.goto(path)
        expect(response?.status()).toBe(target.status)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await settled(page, path)
        await expectNoAxeViolations(page)
      })
    }
  },
)

test.describe('skip link', () => {
  test('"İçeriğe geç" is the first Tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'İçeriğe geç' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await expect(page).toHaveURL(/#main$/)
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
      'focus after the skip link',
    ).toBe(true)
  })
})
