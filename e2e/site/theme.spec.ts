import type { Page } from '@playwright/test'
import { storeTheme } from '../support/a11y.ts'
import { expect, luminance, test } from '../support/site.ts'
import { THEME_KEY } from '../support/test.ts'

const toggle = (page: Page) => page.getByRole('button', { name: 'Koyu tema' })
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_KEY)

/**
 * Records data-theme when the page's body first appears (before anything can be painted) and at DOMContentLoaded
 * (before the page's deferred scripts have run their DOMContentLoaded work). An init script runs before the page's
 * own scripts.
 */
const recordEarlyTheme = (page: Page) =>
  page.addInitScript(() => {
    const seen: { atBody?: string | null; atDomContentLoaded?: string | null } = {}
    ;(window as unknown as { __themeSeen: typeof seen }).__themeSeen = seen
    const observer = new MutationObserver(() => {
      if (document.body && !('atBody' in seen)) {
        seen.atBody = document.documentElement.dataset.theme ?? null
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => {
      seen.atDomContentLoaded = document.documentElement.dataset.theme ?? null
    })
  })
const earlyTheme = (page: Page) =>
  page.evaluate(() => (window as unknown as { __themeSeen: Record<string, string | null> }).__themeSeen)

test.describe('theme with no stored choice, system in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  test('the page follows the system and is dark', async ({ page }) => {
    await page.goto('/')
    expect(await stored(page)).toBeNull()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('theme with no stored choice, system in light mode', () => {
  test.use({ colorScheme: 'light' })

  test('the page follows the system and is light', async ({ page }) => {
    await page.goto('/')
    expect(await stored(page)).toBeNull()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false')
  })

  test('the page follows the system when it switches to dark while the page is open', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true')
  })

  test("the toggle switches to dark and back, storing 'dark' and 'light'", async ({ page }) => {
    await page.goto('/')
    await toggle(page).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true')
    expect(await stored(page)).toBe('dark')

    await toggle(page).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false')
    expect(await stored(page)).toBe('light')
  })

  test('the chosen dark theme survives a reload and is there before the page is shown', async ({ page }) => {
    await recordEarlyTheme(page)
    await page.goto('/blog')
    await toggle(page).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')

    await page.reload()
    expect(await earlyTheme(page)).toEqual({ atBody: 'dark', atDomContentLoaded: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true')
  })

  test('the page stays dark when the system changes, once the visitor has chosen', async ({ page }) => {
    await page.goto('/')
    await toggle(page).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    for (const colorScheme of ['dark', 'light'] as const) {
      // A listener of our own, added after the site's: once it has run, the site's has too.
      await page.evaluate(() => {
        const w = window as unknown as { __systemChanged: Promise<void> }
        w.__systemChanged = new Promise<void>((resolve) =>
          matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => resolve(), {
            once: true,
          }),
        )
      })
      await page.emulateMedia({ colorScheme })
      await page.evaluate(() => (window as unknown as { __systemChanged: Promise<void> }).__systemChanged)
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('a stored theme choice', () => {
  for (const [choice, system] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    test(`a stored ${choice} theme wins over a ${system} system before the page is shown`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system })
      await storeTheme(page, choice)
      await recordEarlyTheme(page)
      await page.goto('/about')
      expect(await earlyTheme(page)).toEqual({ atBody: choice, atDomContentLoaded: choice })
      await expect(toggle(page)).toHaveAttribute('aria-pressed', String(choice === 'dark'))
    })
  }

  /** The body's background and text colours of /blog in a stored theme. */
  async function blogColors(page: Page, theme: 'dark' | 'light') {
    await storeTheme(page, theme)
    await page.goto('/blog')
    return page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }))
  }

  test('in the dark theme the page background is really dark and the text light', async ({ page }) => {
    const colors = await blogColors(page, 'dark')
    expect(luminance(colors.background), colors.background).toBeLessThan(0.05)
    expect(luminance(colors.text), colors.text).toBeGreaterThan(0.5)
  })

  test('in the light theme the page background is light and the text dark', async ({ page }) => {
    const colors = await blogColors(page, 'light')
    expect(luminance(colors.background), colors.background).toBeGreaterThan(0.8)
    expect(luminance(colors.text), colors.text).toBeLessThan(0.1)
  })
})
