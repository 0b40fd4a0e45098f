import type { Page } from '@playwright/test'
import { expect, test } from '../support/site.ts'

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menüyü aç' })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menü' })
async function openMenuOn(page: Page, path: string) {
  await page.goto(path)
  await menuButton(page).click()
}
const focusIsInMenu = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector('.mobile-menu [role="dialog"]')
    return Boolean(panel && document.activeElement && panel.contains(document.activeElement))
  })

test.describe('off-canvas menu on a phone', () => {
  test('the menu button opens the menu as a dialog and moves focus into it', async ({ page }) => {
    await page.goto('/about')
    await expect(menu(page)).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await menuButton(page).click()
    await expect(menu(page)).toBeVisible()
    await expect(menu(page)).toHaveAttribute('aria-modal', 'true')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    expect(await focusIsInMenu(page)).toBe(true)
    await expect(menu(page).getByRole('link', { name: 'Blog' })).toBeVisible()
  })

  test('Tab and Shift+Tab keep focus inside the open menu', async ({ page }) => {
    await openMenuOn(page, '/about')
    await expect(menu(page)).toBeVisible()
    const stops = await menu(page)
      .locator('a, button, input, summary')
      .evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).getClientRects().length > 0).length)
    const seen = new Set<string>()
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInMenu(page), `after ${i + 1} Tab presses`).toBe(true)
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''))
    }
    // It went all the way round, not stuck on one element.
    expect(seen.size).toBeGreaterThanOrEqual(Math.min(stops, 5))
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusIsInMenu(page), `after ${i + 1} Shift+Tab presses`).toBe(true)
    }
  })

  test('Escape closes the menu and gives focus back to the menu button', async ({ page }) => {
    await openMenuOn(page, '/about')
    await expect(menu(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('the close button closes the menu', async ({ page }) => {
    await openMenuOn(page, '/about')
    await menu(page).getByRole('button', { name: 'Menüyü kapat' }).click()
    await expect(menu(page)).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a link in the menu navigates, and the new page shows the menu closed', async ({ page }) => {
    await openMenuOn(page, '/about')
    await menu(page).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(menu(page)).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('the operations are reached through the catalogs inside the menu', async ({ page }) => {
    await openMenuOn(page, '/about')
    // The site's menu, not the admin entries further down the panel (an admin's "Operasyonlar").
    const nav = menu(page).getByRole('navigation', { name: 'Mobil menü' })
    await nav.getByText('Operasyonlar', { exact: true }).click()
    await nav.getByText('Diz Cerrahisi', { exact: true }).click()
    await menu(page).getByRole('link', { name: 'Total Diz Protezi' }).click()
    await expect(page).toHaveURL(/\/operations\/total-diz-protezi\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Total Diz Protezi')
  })

  test('the search box is inside the menu and shows its results there', async ({ page }) => {
    await openMenuOn(page, '/about')
    const search = menu(page).getByRole('searchbox', { name: 'Sitede ara' })
    await expect(search).toBeVisible()
    await search.fill('menisküs')
    const results = menu(page).getByRole('region', { name: 'Arama sonuçları' })
    await expect(results.getByRole('link').first()).toBeVisible()
    await expect(results).toContainText('Menisküs Yırtığı Nedir?')
  })
})
