import type { Page } from '@playwright/test'
import {
  expect,
  listCatalogs,
  listOperations,
  nextFrames,
  operationPath,
  test,
  turkishOrder,
} from '../support/site.ts'

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' })
const operationsToggle = (page: Page) =>
  mainMenu(page).getByRole('button', { name: 'Operasyonlar alt menüsünü aç' })
/** The list a dropdown button controls. */
const controlled = async (page: Page, button: ReturnType<Page['locator']>) =>
  page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)

/** Escape closes an open dropdown for real (hidden, not only aria-expanded) and gives focus back to its button. */
async function expectEscapeCloses(
  page: Page,
  button: ReturnType<Page['locator']>,
  menu: ReturnType<Page['locator']>,
) {
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()
}

/** The catalogs that have operations, by name, each with its operations' titles in Turkish order. */
async function menuData(request: Parameters<typeof listCatalogs>[0]) {
  const [catalogs, operations] = await Promise.all([listCatalogs(request), listOperations(request)])
  return catalogs
    .filter((c) => operations.some((o) => o.catalogId === c.id))
    .sort((a, b) => turkishOrder(a.name, b.name))
    .map((catalog) => ({
      catalog,
      operations: operations
        .filter((o) => o.catalogId === catalog.id)
        .sort((a, b) => turkishOrder(a.title, b.title)),
    }))
}

test.describe('desktop menu', () => {
  test('shows Ana Sayfa, Hakkımızda, Blog, Randevu, Operasyonlar, Geçmiş Olsun Mesajı and İletişim in that order', async ({
    page,
  }) => {
    await page.goto('/about')
    const links = mainMenu(page).getByRole('link')
    await expect(links).toHaveText([
      'Ana Sayfa',
      'Hakkımızda',
      'Blog',
      'Randevu',
      'Operasyonlar',
      'Geçmiş Olsun Mesajı',
      'İletişim',
    ])
    const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))
    expect(hrefs).toEqual(['/', '/about', '/blog', '/randevu', '/operations', '/gecmis-olsun', '/iletisim'])
    await expect(mainMenu(page).getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('Operasyonlar opens a dropdown of the catalogs, in Turkish alphabetical order', async ({
    page,
    request,
  }) => {
    const groups = await menuData(request)
    await page.goto('/')
    await operationsToggle(page).click()
    await expect(operationsToggle(page)).toHaveAttribute('aria-expanded', 'true')
    const submenu = await controlled(page, operationsToggle(page))
    await expect(submenu.locator(':scope > li > button')).toHaveText(groups.map((g) => g.catalog.name))
    await expect(submenu.getByRole('button', { name: groups[0]!.catalog.name })).toBeVisible()
  })

  test("a catalog opens its operations sorted by title, and a click goes to the operation's page", async ({
    page,
    request,
  }) => {
    const groups = await menuData(request)
    const group = groups.find((g) => g.catalog.name === 'Diz Cerrahisi')!
    await page.goto('/')
    await operationsToggle(page).click()
    const catalogButton = mainMenu(page).getByRole('button', { name: group.catalog.name })
    await catalogButton.click()
    await expect(catalogButton).toHaveAttribute('aria-expanded', 'true')
    const list = await controlled(page, catalogButton)
    await expect(list.getByRole('link')).toHaveText(group.operations.map((o) => o.title))

    const target = group.operations[1]!
    await list.getByRole('link', { name: target.title }).click()
    await expect(page).toHaveURL(new RegExp(`${operationPath(target)}/?$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title)
  })

  test('every catalog in the dropdown lists exactly its own operations', async ({ page, request }) => {
    const groups = await menuData(request)
    await page.goto('/')
    for (const group of groups) {
      const button = mainMenu(page).getByRole('button', {
        name: group.catalog.name,
        exact: true,
        includeHidden: true,
      })
      const list = await controlled(page, button)
      const links = list.getByRole('link', { includeHidden: true })
      await expect(links, group.catalog.name).toHaveText(group.operations.map((o) => o.title))
      const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))
      expect(hrefs).toEqual(group.operations.map((o) => operationPath(o)))
    }
  })

  test('the dropdown is reachable and usable with the keyboard alone', async ({ page }) => {
    await page.goto('/')
    // Tab from the top of the page until the dropdown's button has focus.
    const toggle = operationsToggle(page)
    for (let i = 0; i < 15 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')

    await page.keyboard.press('Tab')
    const firstCatalog = (await controlled(page, toggle)).locator(':scope > li > button').first()
    await expect(firstCatalog).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(firstCatalog).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    const firstOperation = (await controlled(page, firstCatalog)).getByRole('link').first()
    await expect(firstOperation).toBeFocused()
    await expect(firstOperation).toBeVisible()

    const href = await firstOperation.getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}/?$`))
  })

  test("Escape hides the catalog's operations (not only aria-expanded) and gives focus back to the catalog", async ({
    page,
  }) => {
    await page.goto('/')
    await operationsToggle(page).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const firstCatalog = (await controlled(page, operationsToggle(page)))
      .locator(':scope > li > button')
      .first()
    await expect(firstCatalog).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const operations = await controlled(page, firstCatalog)
    await expect(operations).toBeVisible()

    await expectEscapeCloses(page, firstCatalog, operations)
  })

  test('Escape hides the Operasyonlar dropdown (not only aria-expanded) and gives focus back to its button', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = operationsToggle(page)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const submenu = await controlled(page, toggle)
    await expect(submenu).toBeVisible()

    await expectEscapeCloses(page, toggle, submenu)
  })
})

test.describe('sticky header at 1280 px', () => {
  /** Where the header's placeholder ends: the thresholds count from here. */
  const placeholderBottom = (page: Page) =>
    page.locator('[data-header-placeholder]').evaluate((el: HTMLElement) => el.offsetTop + el.offsetHeight)
  const header = (page: Page) => page.locator('header.site-header')

  test('is fixed but kept out of sight 450 px past the header', async ({ page }) => {
    await page.goto('/blog')
    const bottom = await placeholderBottom(page)
    await page.evaluate((y) => window.scrollTo(0, y), bottom + 450)
    await expect(header(page)).toHaveClass(/\bis-fixed\b/)
    await expect(header(page)).not.toHaveClass(/\bis-shown\b/)
    await expect(header(page)).not.toBeInViewport()
  })

  test('slides in at the top of the window 950 px past the header', async ({ page }) => {
    await page.goto('/blog')
    const bottom = await placeholderBottom(page)
    await page.evaluate((y) => window.scrollTo(0, y), bottom + 950)
    await expect(header(page)).toHaveClass(/\bis-fixed\b.*\bis-shown\b|\bis-shown\b.*\bis-fixed\b/)
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0)
    await expect(mainMenu(page).getByRole('link', { name: 'Blog' })).toBeInViewport()
  })

  test('goes back into the page when scrolled back to the top', async ({ page }) => {
    await page.goto('/blog')
    const bottom = await placeholderBottom(page)
    await page.evaluate((y) => window.scrollTo(0, y), bottom + 950)
    await expect(header(page)).toHaveClass(/\bis-shown\b/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header(page)).not.toHaveClass(/\bis-fixed\b/)
    await expect(header(page)).not.toHaveClass(/\bis-shown\b/)
    await expect(header(page)).toBeInViewport()
    const style = await header(page).evaluate((el) => getComputedStyle(el).position)
    expect(style).not.toBe('fixed')
  })

  test('never becomes fixed on a 900 px wide window', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 })
    await page.goto('/blog')
    const bottom = await placeholderBottom(page)
    for (const past of [450, 950, 2000]) {
      await page.evaluate((y) => window.scrollTo(0, y), bottom + past)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom + past)
      await nextFrames(page)
      await expect(header(page)).not.toHaveClass(/\bis-fixed\b/)
    }
    // The handler did run (it sizes the placeholder each time), it just kept the header in the page.
    await expect(page.locator('[data-header-placeholder]')).toHaveAttribute('style', /min-height/)
  })
})

test.describe('go-to-top button', () => {
  const goTop = (page: Page) => page.getByRole('button', { name: 'Sayfanın başına dön' })

  test('is hidden at the top of the page', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.locator('[data-go-top]')).toBeAttached()
    await expect(goTop(page)).toBeHidden()
  })

  test('appears after 800 px of scroll and hides again above it', async ({ page }) => {
    await page.goto('/blog')
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(goTop(page)).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect(goTop(page)).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 801))
    await expect(goTop(page)).toBeVisible()
  })

  test('takes the visitor back to the top', async ({ page }) => {
    await page.goto('/blog')
    await page.evaluate(() => window.scrollTo(0, 2000))
    await goTop(page).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(goTop(page)).toBeHidden()
  })
})
