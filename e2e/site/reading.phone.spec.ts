import type { Page } from '@playwright/test'
import { loginNewMember } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

// Issue 19, item 3, on a phone (Pixel 7): the signed-in mark in the header, the menu's "Operasyonlar" that shows it
// opens, and a 404 page padded from the edges with a search box of its own.
const signedInMark = (page: Page) =>
  page.locator('.site-header').getByRole('link', { name: 'Hesabım (giriş yapıldı)' })

test.describe("the phone header's signed-in mark", () => {
  test('a guest sees none', async ({ page }) => {
    await page.goto('/blog')
    await expect(signedInMark(page)).toBeHidden()
  })

  test('a logged-in visitor sees it beside the theme switch, and it opens the profile', async ({
    page,
    request,
  }) => {
    await loginNewMember(page, request)
    await page.goto('/blog')
    const mark = signedInMark(page)
    await expect(mark).toBeVisible()
    const box = await mark.boundingBox()
    const viewport = page.viewportSize()!
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
    await mark.click()
    await expect(page).toHaveURL(/\/profile$/)
  })
})

test.describe("the mobile menu's Operasyonlar", () => {
  test('shows a chevron and says whether it is open', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menüyü aç' }).click()
    const menu = page.getByRole('dialog', { name: 'Menü' })
    const operations = menu.locator('summary', { hasText: 'Operasyonlar' })
    await expect(operations).toHaveAttribute('aria-expanded', 'false')
    await expect(operations.locator('.mobile-nav__chevron')).toBeVisible()
    await operations.click()
    await expect(operations).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Tüm operasyonlar' })).toBeVisible()
    await operations.click()
    await expect(operations).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('the 404 page on a phone', () => {
  test('keeps its text off the screen edges', async ({ page }) => {
    await page.goto('/bulunmayan-bir-sayfa')
    const lead = page.locator('.not-found__lead')
    const box = await lead.boundingBox()
    const viewport = page.viewportSize()!
    expect(box!.x).toBeGreaterThanOrEqual(12)
    expect(viewport.width - (box!.x + box!.width)).toBeGreaterThanOrEqual(12)
  })

  test('has a search box of its own that finds posts', async ({ page }) => {
    await page.goto('/bulunmayan-bir-sayfa')
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Sitede ara' })
    await expect(search).toBeVisible()
    await search.fill('diz')
    const results = page.locator('#not-found-search-panel .search-results__link')
    await expect(results.first()).toBeVisible()
  })
})
