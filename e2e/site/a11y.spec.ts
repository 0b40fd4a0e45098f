import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  expect,
  OPERATIONS,
  operationPath,
  operationTitled,
  POSTS,
  postPath,
  postTitled,
  test,
} from '../support/site.ts'
import { THEME_KEY } from '../support/test.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const PAGES: Array<{ name: string; status: number; path: (r: APIRequestContext) => Promise<string> }> = [
  { name: 'the home page', status: 200, path: async () => '/' },
  { name: '/about', status: 200, path: async () => '/about' },
  { name: '/blog', status: 200, path: async () => '/blog' },
  { name: 'a post', status: 200, path: async (r) => postPath(await postTitled(r, POSTS.reading)) },
  { name: 'a tag page', status: 200, path: async () => '/tag/diz' },
  { name: '/operations', status: 200, path: async () => '/operations' },
  {
    name: 'an operation',
    status: 200,
    path: async (r) => operationPath(await operationTitled(r, OPERATIONS.reading)),
  },
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

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        THEME_KEY,
        theme,
      ] as const)
    })

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
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
        const violations = results.violations.map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }))
        expect(violations).toEqual([])
      })
    }
  })
}

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
