import type { Page, Request } from '@playwright/test'
import { expect, test } from '../support/site.ts'

const SEARCH_URL = /\/inc\/ajax-search\.html$/
const box = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Sitede ara' })
const results = (page: Page) => page.getByRole('banner').getByRole('region', { name: 'Arama sonuçları' })

/** Every search request the page sends, with the time it was sent. */
function searchLog(page: Page) {
  const sent: Array<{ at: number; request: Request }> = []
  page.on('request', (request) => {
    if (SEARCH_URL.test(request.url())) sent.push({ at: Date.now(), request })
  })
  return sent
}

const termOf = (request: Request) => new URLSearchParams(request.postData() ?? '').get('searchTerm')

test.describe('header search', () => {
  test('the box says "Ara" and sends nothing while the visitor has not paused for 800 ms', async ({
    page,
  }) => {
    await page.goto('/about')
    await expect(box(page)).toHaveAttribute('placeholder', 'Ara')
    const sent = searchLog(page)
    // The page's own clock: when the last keystroke came, and (below) when the search request started.
    await box(page).evaluate((input) =>
      input.addEventListener('input', () => {
        ;(window as unknown as { __typedAt: number }).__typedAt = performance.now()
      }),
    )
    const requested = page.waitForRequest(SEARCH_URL)
    await box(page).fill('diz')
    // Timed by the page's own clock, not the test's: on a loaded machine a pause of the test's outlasts the debounce.
    const request = await requested
    expect(request.method()).toBe('POST')
    expect(termOf(request)).toBe('diz')
    const waited = () =>
      page.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .find((e) => e.name.endsWith('/inc/ajax-search.html'))
        return entry ? entry.startTime - (window as unknown as { __typedAt: number }).__typedAt : null
      })
    await expect.poll(waited).not.toBeNull()
    expect(await waited()).toBeGreaterThanOrEqual(795)
    expect(sent).toHaveLength(1)
  })

  test('typing on without a pause sends one request, for the whole word', async ({ page }) => {
    await page.goto('/about')
    const sent = searchLog(page)
    await box(page).click()
    // Each key comes 250 ms after the last: the 800 ms pause never happens until the word is complete.
    await box(page).pressSequentially('menisküs', { delay: 250 })
    expect(sent).toHaveLength(0)
    await expect(results(page).getByRole('link').first()).toBeVisible()
    expect(sent.map((s) => termOf(s.request))).toEqual(['menisküs'])
  })

  test('results are links to posts and operations, and "diz" finds the knee posts', async ({ page }) => {
    await page.goto('/about')
    await box(page).fill('diz')
    const links = results(page).getByRole('link')
    await expect(links.first()).toBeVisible()
    // Other specs add posts about knees to the shared product, newer than the demo's: the demo's knee operation and
    // some post about the knee are found, whichever posts came first.
    await expect(results(page)).toContainText('Total Diz Protezi')
    await expect(links.filter({ hasText: /\bdiz/i }).first()).toBeVisible()
    expect(await links.count()).toBeGreaterThan(1)
    const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''))
    for (const href of hrefs) expect(href).toMatch(/^\/(blog|operations)\/[a-z0-9-]+$/)
  })

  test('"menisküs" and "meniskus" find the same posts and operations (Turkish letters folded)', async ({
    page,
  }) => {
    await page.goto('/about')
    const found: string[][] = []
    for (const term of ['menisküs', 'meniskus', 'MENİSKÜS']) {
      await box(page).fill('')
      await expect(results(page)).toBeHidden()
      const response = page.waitForResponse(SEARCH_URL)
      await box(page).fill(term)
      await response
      await expect(results(page).getByRole('link').first()).toBeVisible()
      found.push(await results(page).getByRole('link').allTextContents())
    }
    expect(found[0]!.join('\n')).toContain('Menisküs Yırtığı Nedir?')
    expect(found[0]!.join('\n')).toContain('Artroskopik Menisküs Tamiri')
    expect(found[1]).toEqual(found[0])
    expect(found[2]).toEqual(found[0])
  })

  test('a result link opens the page it names', async ({ page }) => {
    await page.goto('/about')
    await box(page).fill('rotator')
    const link = results(page).getByRole('link', { name: /Artroskopik Rotator Manşet Tamiri/ })
    await link.click()
    await expect(page).toHaveURL(/\/operations\/artroskopik-rotator-manset-tamiri\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artroskopik Rotator Manşet Tamiri')
  })

  test('a term that matches nothing says "There is no result."', async ({ page }) => {
    await page.goto('/about')
    await box(page).fill('qxzvbnwk')
    await expect(results(page)).toHaveText('There is no result.')
    await expect(results(page).getByRole('link')).toHaveCount(0)
  })

  test('a failed request says "There was some error."', async ({ page }) => {
    await page.route(SEARCH_URL, (route) => route.abort('failed'))
    await page.goto('/about')
    await box(page).fill('diz')
    await expect(results(page)).toHaveText('There was some error.')
  })

  test('a server error says "There was some error."', async ({ page }) => {
    await page.route(SEARCH_URL, (route) => route.fulfill({ status: 500, body: 'oops' }))
    await page.goto('/about')
    await box(page).fill('diz')
    await expect(results(page)).toHaveText('There was some error.')
  })

  test('a term written as markup runs nothing and results show titles as text', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/about')
    const response = page.waitForResponse(SEARCH_URL)
    await box(page).fill('<img src=x onerror=alert(1)>')
    await response
    await expect(results(page)).toBeVisible()
    // The hostile post's tag holds these words: it is found, and its title is shown as text.
    await expect(results(page)).toContainText('Başlık "><img src=x onerror="window.__xss=1">')
    await expect(results(page).locator('img, script')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(pageProblems).toEqual([])
  })
})
