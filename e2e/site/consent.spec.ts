import type { Page } from '@playwright/test'
import { expect, test } from '../support/site.ts'
import { CONSENT_KEY } from '../support/test.ts'

const THIRD_PARTY = /^https:\/\/(www\.googletagmanager\.com|[^/]*\.clarity\.ms|connect\.facebook\.net)\//

const banner = (page: Page) => page.getByRole('region', { name: 'Çerez tercihleriniz' })
const accept = (page: Page) => banner(page).getByRole('button', { name: 'Kabul Et' })
const reject = (page: Page) => banner(page).getByRole('button', { name: 'Reddet' })

/** Every request the page makes to a third-party analytics host. */
/** Opens the home page, presses Reddet and sees the banner go; returns the third-party requests seen since. */
async function rejectOnHome(page: Page) {
  const requested = thirdPartyLog(page)
  await page.goto('/')
  await reject(page).click()
  await expect(banner(page)).toBeHidden()
  return requested
}

function thirdPartyLog(page: Page) {
  const urls: string[] = []
  page.on('request', (r) => {
    if (THIRD_PARTY.test(r.url())) urls.push(r.url())
  })
  return urls
}

const thirdPartyLoaded = (page: Page) =>
  page.evaluate(() => (window as { __thirdPartyLoaded?: boolean }).__thirdPartyLoaded)
const storedConsent = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)
/** window.dataLayer as lists: each entry is the `arguments` of one gtag() call. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    ),
  )

test.describe('cookie consent, first visit', () => {
  test.use({ consent: null })

  test('the banner offers "Kabul Et" and "Reddet" as buttons of the same size', async ({ page }) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await expect(accept(page)).toBeVisible()
    await expect(reject(page)).toBeVisible()
    const [a, r] = [await accept(page).boundingBox(), await reject(page).boundingBox()]
    expect(Math.abs(a!.width - r!.width)).toBeLessThanOrEqual(1)
    expect(Math.abs(a!.height - r!.height)).toBeLessThanOrEqual(1)
    // Same look, too: neither is made the easier one to see.
    const look = (b: typeof accept) =>
      b(page).evaluate((el) => {
        const s = getComputedStyle(el)
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderWidth].join(' ')
      })
    expect(await look(accept)).toBe(await look(reject))
  })

  test('before a choice no third-party script is requested or run', async ({ page }) => {
    const requested = thirdPartyLog(page)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    expect(requested).toEqual([])
    expect(await thirdPartyLoaded(page)).toBeUndefined()
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false)
  })

  test("Reddet hides the banner, stores 'denied' and loads nothing", async ({ page }) => {
    const requested = await rejectOnHome(page)
    expect(await storedConsent(page)).toBe('denied')
    // A click that would be reported with consent goes nowhere.
    await page
      .getByRole('link', { name: 'Online Randevu' })
      .first()
      .click({ modifiers: ['ControlOrMeta'] })
    expect(requested).toEqual([])
    expect(await thirdPartyLoaded(page)).toBeUndefined()
    expect(await dataLayer(page)).toEqual([])
  })

  test('after Reddet the banner stays hidden on the next page load', async ({ page }) => {
    const requested = await rejectOnHome(page)
    await page.reload()
    await expect(page.locator('[data-consent]')).toBeAttached()
    await expect(banner(page)).toBeHidden()
    expect(requested).toEqual([])
  })

  test("Kabul Et hides the banner, stores 'granted' and loads the analytics script", async ({ page }) => {
    const requested = thirdPartyLog(page)
    await page.goto('/')
    await accept(page).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedConsent(page)).toBe('granted')
    await expect.poll(() => thirdPartyLoaded(page)).toBe(true)
    expect(requested.some((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST'))).toBe(
      true,
    )
    const entries = await dataLayer(page)
    expect(entries).toContainEqual(['config', 'G-E2ETEST', expect.objectContaining({ anonymize_ip: true })])
  })

  test("after Kabul Et, clicking a Randevu link reports an 'appointment_click' event", async ({ page }) => {
    await page.goto('/')
    await accept(page).click()
    await expect.poll(() => thirdPartyLoaded(page)).toBe(true)
    // Opened in a new tab, so this page (and its dataLayer) stays to be read.
    const popup = page.context().waitForEvent('page')
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Randevu' })
      .click({ modifiers: ['ControlOrMeta'] })
    await popup
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event').map((e) => e[1]))
      .toContain('appointment_click')
    const event = (await dataLayer(page)).find((e) => e[0] === 'event' && e[1] === 'appointment_click')
    expect(event?.[2]).toEqual({ link_url: '/randevu' })
  })

  test('with consent given, the next page loads the analytics script at once', async ({ page }) => {
    await page.goto('/')
    await accept(page).click()
    await expect.poll(() => thirdPartyLoaded(page)).toBe(true)
    const requested = thirdPartyLog(page)
    await page.goto('/about')
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => thirdPartyLoaded(page)).toBe(true)
    expect(requested.length).toBeGreaterThanOrEqual(1)
  })

  test('"Çerez Tercihleri" in the footer reopens the banner so the choice can be changed', async ({
    page,
  }) => {
    await page.goto('/')
    await reject(page).click()
    await expect(banner(page)).toBeHidden()

    await page.getByRole('contentinfo').getByRole('button', { name: 'Çerez Tercihleri' }).click()
    await expect(banner(page)).toBeVisible()
    await expect(accept(page)).toBeFocused()
    await accept(page).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedConsent(page)).toBe('granted')
    await expect.poll(() => thirdPartyLoaded(page)).toBe(true)
  })
})
