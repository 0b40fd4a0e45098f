import type { APIRequestContext, Page, Request } from '@playwright/test'
import { ADMIN, apiLogin, bearer } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

// Issue 21 item 5: the site's own, cookieless count. Headless Chromium names itself in its user agent and is
// ignored as a bot (decision 0221), so these visits use a desktop Chrome's.
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
test.use({ userAgent: BROWSER_UA })

const BEACON = /\/api\/analytics$/
const bodyOf = (request: Request) => JSON.parse(request.postData() ?? '{}') as Record<string, unknown>
/** Letters only: a run of digits in a search is hidden (it might be a phone number). */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

/** The beacon the page sends next that matches `what`, once the server answered it (204). */
async function nextBeacon(page: Page, what: (body: Record<string, unknown>) => boolean) {
  const response = await page.waitForResponse((r) => BEACON.test(r.url()) && what(bodyOf(r.request())), {
    timeout: 15_000,
  })
  expect(response.status()).toBe(204)
  return response.request()
}

async function summary(request: APIRequestContext) {
  const { token } = await apiLogin(request, ADMIN)
  const res = await request.get('/api/admin/statistics?days=30', { headers: bearer(token) })
  expect(res.status()).toBe(200)
  return (await res.json()) as {
    topPages: { path: string; count: number }[]
    topOperations: { slug: string; title: string | null; count: number }[]
    emptySearches: { query: string; count: number }[]
  }
}

test.describe('first-party statistics', () => {
  test('a page view is sent as a beacon, with no cookie sent, set or stored, and reaches the statistics', async ({
    page,
    context,
    request,
  }) => {
    const path = `/istatistik-deneme-${uniqueWord()}`
    const sent = nextBeacon(page, (b) => b.type === 'view' && b.path === path)
    await page.goto(path)
    const beacon = await sent
    expect(bodyOf(beacon)).toEqual({ type: 'view', path, referrer: '', width: 1280, locale: 'tr' })
    expect(beacon.method()).toBe('POST')
    expect((await beacon.allHeaders()).cookie).toBeUndefined()
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect(await context.cookies()).toEqual([])
    // Nothing of the count in the browser's storage: only the consent choice this suite stored itself.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['clinic.cookie-consent'])
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([])

    await expect
      .poll(async () => (await summary(request)).topPages.find((p) => p.path === path)?.count ?? 0)
      .toBe(1)
  })

  test('the count needs no consent: with the banner refused, the operation view is still counted, by title', async ({
    page,
    request,
  }) => {
    const [operation] = (await (await request.get('/api/Operation?page=1&pageSize=1')).json()) as {
      slug: string
      title: string
    }[]
    const before = (await summary(request)).topOperations.find((o) => o.slug === operation!.slug)?.count ?? 0
    const sent = nextBeacon(page, (b) => b.name === 'operation_view')
    await page.goto(`/operations/${operation!.slug}`)
    expect(bodyOf(await sent)).toEqual({
      type: 'event',
      name: 'operation_view',
      detail: operation!.slug,
      locale: 'tr',
    })
    expect(
      await page.evaluate(() => (window as { __thirdPartyLoaded?: boolean }).__thirdPartyLoaded),
    ).toBeFalsy()
    await expect
      .poll(async () => (await summary(request)).topOperations.find((o) => o.slug === operation!.slug))
      .toEqual({ slug: operation!.slug, title: operation!.title, count: before + 1 })
  })

  test('a search that finds nothing is counted with its result count, folded, and listed as found nothing', async ({
    page,
    request,
  }) => {
    await page.goto('/about')
    const word = `Bulunmayan ${uniqueWord()}`
    const sent = nextBeacon(page, (b) => b.name === 'local_search')
    await page.getByRole('banner').getByRole('searchbox', { name: 'Sitede ara' }).fill(word)
    expect(bodyOf(await sent)).toMatchObject({ query: word, resultCount: 0 })
    const folded = word.toLowerCase()
    await expect
      .poll(async () => (await summary(request)).emptySearches.find((q) => q.query === folded)?.count ?? 0)
      .toBe(1)
  })

  test('a phone number typed into the search is never stored as typed', async ({ page, request }) => {
    await page.goto('/about')
    const sent = nextBeacon(page, (b) => b.name === 'local_search')
    await page.getByRole('banner').getByRole('searchbox', { name: 'Sitede ara' }).fill('0532 111 22 33')
    await sent
    const found = (await summary(request)).emptySearches.map((q) => q.query)
    expect(found.some((q) => q.includes('0532'))).toBe(false)
    expect(found).toContain('(gizlendi)')
  })
})
