import type { Page } from '@playwright/test'
import { expectNoAxeViolations, inBothThemes } from '../support/a11y.ts'
import { expect, test } from '../support/site.ts'
import { hostileSlugs } from '../support/test.ts'

// axe reads whole pages, and the hostile pages are long: on a busy machine that takes a while.
test.describe.configure({ timeout: 60_000 })

const bar = (page: Page) => page.getByRole('navigation', { name: 'Hızlı iletişim' })

/** Page types with the bar: the home page, lists, a post and an operation with hostile content, forms. */
const PAGES: Array<{ name: string; path: () => string }> = [
  { name: 'the home page', path: () => '/' },
  { name: '/blog', path: () => '/blog' },
  { name: 'the hostile post', path: () => `/blog/${hostileSlugs().post}` },
  { name: 'the hostile operation', path: () => `/operations/${hostileSlugs().operation}` },
  { name: '/randevu', path: () => '/randevu' },
  { name: '/iletisim', path: () => '/iletisim' },
]

/** The bar's box, the viewport and how wide the page is. */
const geometry = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-phone-bar]') as HTMLElement
    const r = el.getBoundingClientRect()
    const view = window.visualViewport
    return {
      /** What the visitor sees: the visual viewport (a page wider than the phone is zoomed out to fit). */
      seenLeft: view ? view.offsetLeft : 0,
      seenRight: view ? view.offsetLeft + view.width : window.innerWidth,
      seenBottom: view ? view.offsetTop + view.height : window.innerHeight,
      top: r.top,
      bottom: r.bottom,
      left: r.left,
      right: r.right,
      vw: window.innerWidth,
      vh: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
    }
  })

test.describe('the bottom bar on a phone', () => {
  for (const target of PAGES) {
    test(`${target.name}: Ara, WhatsApp and Randevu sit inside the viewport at its bottom`, async ({
      page,
    }) => {
      const response = await page.goto(target.path())
      expect(response?.status()).toBe(200)
      await expect(bar(page)).toBeVisible()
      await expect(bar(page).getByRole('link', { name: /^Ara/ })).toHaveAttribute('href', 'tel:+904623214567')
      await expect(bar(page).getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
        'href',
        `https://wa.me/905324567890?text=${encodeURIComponent('Merhaba, randevu almak istiyorum.')}`,
      )
      await expect(bar(page).getByRole('link', { name: 'Randevu' })).toHaveAttribute('href', '/randevu')
      for (const link of await bar(page).getByRole('link').all())
        await expect(link).toBeInViewport({ ratio: 1 })

      const g = await geometry(page)
      expect(g.left).toBeGreaterThanOrEqual(g.seenLeft)
      expect(g.right).toBeLessThanOrEqual(g.seenRight + 0.5)
      expect(g.bottom).toBeLessThanOrEqual(g.seenBottom + 0.5)
      expect(Math.abs(g.bottom - g.vh)).toBeLessThanOrEqual(1)
      expect(g.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(g.vw)
    })
  }

  test('at the bottom of the page the footer ends above the bar, not under it', async ({ page }) => {
    await page.goto(`/blog/${hostileSlugs().post}`)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(() =>
        page.evaluate(() => {
          const footer = document.querySelector('footer') as HTMLElement
          const barTop = (document.querySelector('[data-phone-bar]') as HTMLElement).getBoundingClientRect()
            .top
          return footer.getBoundingClientRect().bottom - barTop
        }),
      )
      .toBeLessThanOrEqual(0.5)
  })

  test('the go-to-top button sits above the bar', async ({ page }) => {
    await page.goto('/blog')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const goTop = page.locator('[data-go-top]')
    await expect(goTop).toBeVisible()
    const top = (await bar(page).boundingBox())!.y
    const button = (await goTop.boundingBox())!
    expect(button.y + button.height).toBeLessThanOrEqual(top)
  })

  test('it steps aside while a text box has focus (the keyboard is up) and comes back after', async ({
    page,
  }) => {
    await page.goto('/iletisim')
    const slot = page.locator('[data-form-slot]')
    await slot.scrollIntoViewIfNeeded()
    const name = slot.getByLabel('Ad Soyad')
    await expect(slot.locator('altcha-widget')).toBeAttached()
    await expect(bar(page)).toBeVisible()
    await name.focus()
    await expect(bar(page)).toBeHidden()
    await slot.getByLabel('Mesajınız').focus()
    await expect(bar(page)).toBeHidden()
    await name.blur()
    await page.locator('main h1').click()
    await expect(bar(page)).toBeVisible()
    // A checkbox brings no keyboard: the bar stays.
    await slot.getByRole('checkbox', { name: /Randevu talep ediyorum/ }).focus()
    await expect(bar(page)).toBeVisible()
  })

  test('the Randevu action opens /randevu', async ({ page }) => {
    await page.goto('/about')
    await bar(page).getByRole('link', { name: 'Randevu' }).click()
    await expect(page).toHaveURL(/\/randevu$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Online Randevu Sistemi' })).toBeVisible()
  })

  test('a tablet-wide window has no bar', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 })
    await page.goto('/blog')
    await expect(bar(page)).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
  })
})

test.describe('the bottom bar and the consent banner, first visit', () => {
  test.use({ consent: null })

  test("the banner's buttons sit above the bar and can be pressed", async ({ page }) => {
    await page.goto('/blog')
    const banner = page.locator('[data-consent]')
    await expect(banner).toBeVisible()
    const barTop = (await bar(page).boundingBox())!.y
    for (const name of ['Kabul Et', 'Reddet']) {
      const button = banner.getByRole('button', { name })
      const box = (await button.boundingBox())!
      expect(box.y + box.height, name).toBeLessThanOrEqual(barTop)
      await expect(button).toBeInViewport({ ratio: 1 })
    }
    await banner.getByRole('button', { name: 'Reddet' }).click()
    await expect(banner).toBeHidden()
  })
})

inBothThemes(
  test,
  (theme) => `the bottom bar in the ${theme} theme`,
  () => {
    for (const path of ['/blog', '/randevu']) {
      test(`${path} with the bar has no axe violations`, async ({ page }) => {
        await page.goto(path)
        await expect(bar(page)).toBeVisible()
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        await expectNoAxeViolations(page)
      })
    }
  },
)
