import type { Page } from '@playwright/test'
import {
  baseUrl,
  expect,
  jsonLd,
  listCatalogs,
  listOperations,
  listPosts,
  postPath,
  test,
} from '../support/site.ts'

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')
const slides = (page: Page) => carousel(page).locator('.carousel__slide')
const dots = (page: Page) => carousel(page).locator('.carousel__dots button')
/** The slide a visitor can see and reach (the others are inert). */
const currentSlide = (page: Page) => carousel(page).locator('.carousel__slide:not([inert])')

async function currentIndex(page: Page): Promise<number> {
  const states = await dots(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-current')))
  return states.indexOf('true')
}

/** The catalogs that have at least one operation: one slide each. */
async function catalogsWithOperations(request: Parameters<typeof listCatalogs>[0]) {
  const [catalogs, operations] = await Promise.all([listCatalogs(request), listOperations(request)])
  return catalogs.filter((c) => operations.some((o) => o.catalogId === c.id))
}

test.describe('home page', () => {
  test('features the newest post as the large card', async ({ page, request }) => {
    const [newest] = await listPosts(request, 'page=1&pageSize=1')
    await page.goto('/')
    const featured = page.locator('article.featured')
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(newest!.title)
    await expect(featured.getByRole('link', { name: newest!.title })).toHaveAttribute(
      'href',
      postPath(newest!),
    )
  })

  test('the carousel has one operation from each catalog', async ({ page, request }) => {
    const catalogs = await catalogsWithOperations(request)
    const operations = await listOperations(request)
    await page.goto('/')
    await expect(slides(page)).toHaveCount(catalogs.length)
    await expect(dots(page)).toHaveCount(catalogs.length)
    const shownCatalogs = await slides(page).locator('.chip').allTextContents()
    expect(shownCatalogs.sort()).toEqual(catalogs.map((c) => c.name).sort())
    // Each slide is an operation of the catalog it names.
    for (const slide of await slides(page).all()) {
      const catalogName = await slide.locator('.chip').textContent()
      const title = await slide.getByRole('heading', { level: 3 }).textContent()
      const operation = operations.find((o) => o.title === title)
      expect(operation?.catalogName, title ?? '').toBe(catalogName)
    }
  })

  test('the carousel shows one operation at a time', async ({ page }) => {
    await page.goto('/')
    await expect(slides(page).first()).toBeAttached()
    await expect(currentSlide(page)).toHaveCount(1)
    await carousel(page).scrollIntoViewIfNeeded()
    await expect(currentSlide(page)).toBeInViewport({ ratio: 0.9 })
    const visible = await slides(page).evaluateAll((nodes) => {
      const viewport = nodes[0]!.parentElement!.getBoundingClientRect()
      return nodes.filter((n) => {
        const r = n.getBoundingClientRect()
        return r.right > viewport.left + 1 && r.left < viewport.right - 1
      }).length
    })
    expect(visible).toBe(1)
  })

  test('the next and previous buttons move the carousel, and the dot of the slide shown is current', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(dots(page).first()).toHaveAttribute('aria-current', 'true')
    const firstTitle = await currentSlide(page).getByRole('heading').textContent()

    await carousel(page).getByRole('button', { name: 'Sonraki operasyon' }).click()
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(dots(page).first()).toHaveAttribute('aria-current', 'false')
    await expect(currentSlide(page).getByRole('heading')).not.toHaveText(firstTitle!)
    await expect(currentSlide(page)).toBeInViewport({ ratio: 0.9 })

    await carousel(page).getByRole('button', { name: 'Önceki operasyon' }).click()
    await expect(dots(page).first()).toHaveAttribute('aria-current', 'true')
    await expect(currentSlide(page).getByRole('heading')).toHaveText(firstTitle!)
  })

  test('a dot moves the carousel to its operation', async ({ page }) => {
    await page.goto('/')
    await expect(dots(page).first()).toHaveAttribute('aria-current', 'true')
    const third = dots(page).nth(2)
    const label = await third.getAttribute('aria-label')
    await third.click()
    await expect(third).toHaveAttribute('aria-current', 'true')
    expect(label).toMatch(/^3\. operasyon: /)
    await expect(currentSlide(page).getByRole('heading')).toHaveText(label!.replace(/^3\. operasyon: /, ''))
    await expect(currentSlide(page)).toBeInViewport({ ratio: 0.9 })
  })

  test('the carousel loops: previous on the first goes to the last, next on the last to the first', async ({
    page,
  }) => {
    await page.goto('/')
    const count = await dots(page).count()
    expect(count).toBeGreaterThan(1)
    await expect(dots(page).first()).toHaveAttribute('aria-current', 'true')
    await carousel(page).getByRole('button', { name: 'Önceki operasyon' }).click()
    await expect(dots(page).nth(count - 1)).toHaveAttribute('aria-current', 'true')
    await expect(currentSlide(page)).toBeInViewport({ ratio: 0.9 })
    await carousel(page).getByRole('button', { name: 'Sonraki operasyon' }).click()
    await expect(dots(page).first()).toHaveAttribute('aria-current', 'true')
    expect(await currentIndex(page)).toBe(0)
  })

  test('the operations in the carousel are picked anew on each visit', async ({ page }) => {
    const picked = async () => {
      await expect(slides(page).first()).toBeAttached()
      return (await slides(page).getByRole('heading', { level: 3 }).allTextContents()).join('\n')
    }
    await page.goto('/')
    const first = await picked()
    const seen = [first]
    // Seven catalogs, most with three operations: the same pick eight times over is next to impossible.
    for (let i = 0; i < 8 && seen.every((s) => s === first); i++) {
      await page.reload()
      seen.push(await picked())
    }
    expect(new Set(seen).size).toBeGreaterThan(1)
  })

  test('the FAQ has three questions that open to show their answers', async ({ page }) => {
    await page.goto('/')
    const faq = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Sık Sorulan Sorular' }) })
    const items = faq.locator('details')
    await expect(items).toHaveCount(3)
    for (const item of await items.all()) {
      const answer = item.locator('.accordion__answer')
      await expect(answer).toBeHidden()
      await item.locator('summary').click()
      await expect(item).toHaveAttribute('open', '')
      await expect(answer).toBeVisible()
      await item.locator('summary').click()
      await expect(answer).toBeHidden()
    }
  })

  test('the FAQ on the page is the FAQ in the structured data', async ({ page }) => {
    await page.goto('/')
    const data = await jsonLd(page)
    const faq = data.find((d) => d['@type'] === 'FAQPage') as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
    }
    const items = page.locator('.accordion details')
    await expect(items.locator('summary')).toHaveText(faq.mainEntity.map((q) => q.name))
    await expect(items.locator('.accordion__answer')).toHaveText(
      faq.mainEntity.map((q) => q.acceptedAnswer.text),
      { useInnerText: false },
    )
  })

  test('the structured data names the website, the practice (hours, two clinics) and three FAQ questions', async ({
    page,
  }) => {
    await page.goto('/')
    const data = await jsonLd(page)
    const types = data.map((d) => d['@type'])
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'MedicalBusiness', 'FAQPage']))

    const site = data.find((d) => d['@type'] === 'WebSite')!
    expect(site.url).toBe(`${baseUrl()}/`)

    const business = data.find((d) => d['@type'] === 'MedicalBusiness') as {
      openingHoursSpecification: Array<{ dayOfWeek: string[]; opens: string; closes: string }>
      location: Array<{ '@type': string; address: { addressLocality: string; addressCountry: string } }>
    }
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      }),
    ])
    expect(business.location).toHaveLength(2)
    expect(business.location.map((l) => l.address.addressCountry)).toEqual(['TR', 'GE'])

    const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: Array<{ '@type': string }> }
    expect(faq.mainEntity).toHaveLength(3)
    for (const q of faq.mainEntity) expect(q['@type']).toBe('Question')
  })
})
