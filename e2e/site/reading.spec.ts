import {
  expect,
  listCatalogs,
  listOperations,
  OPERATIONS,
  operationPath,
  operationTitled,
  test,
  turkishOrder,
} from '../support/site.ts'

// Issue 19, items 3 and 4 on a desktop: the operations index, the map links, the counters in Turkish, the
// doctor's monogram and the catalogs' drawings.
test.describe('the operations page', () => {
  test('opens with the catalogs as an index, each linking to its list with its count', async ({
    page,
    request,
  }) => {
    const [catalogs, operations] = await Promise.all([listCatalogs(request), listOperations(request)])
    const used = catalogs
      .filter((c) => operations.some((o) => o.catalogId === c.id))
      .sort((a, b) => turkishOrder(a.name, b.name))
    await page.goto('/operations')
    const index = page.getByRole('navigation', { name: 'Kataloglar' })
    const links = index.getByRole('link')
    await expect(links).toHaveCount(used.length)
    for (const [i, catalog] of used.entries()) {
      const count = operations.filter((o) => o.catalogId === catalog.id).length
      await expect(links.nth(i)).toContainText(catalog.name)
      await expect(links.nth(i)).toContainText(`${count} operasyon`)
    }
    const diz = index.getByRole('link', { name: /Diz Cerrahisi/ })
    await expect(diz.locator('[data-illustration="diz"]')).toHaveCount(1)
    await diz.click()
    await expect(page).toHaveURL(/#katalog-diz-cerrahisi$/)
    await expect(page.getByRole('heading', { level: 2, name: /Diz Cerrahisi/ })).toBeInViewport()
  })

  test("lists each catalog's operations compactly: title and one line, no chip, date or author", async ({
    page,
    request,
  }) => {
    const operation = await operationTitled(request, OPERATIONS.reading)
    await page.goto('/operations')
    const section = page.locator('.catalog-section', {
      has: page.getByRole('heading', { level: 2, name: new RegExp(operation.catalogName!) }),
    })
    const row = section.locator('.operation-list__item', { hasText: operation.title })
    await expect(row.getByRole('link', { name: operation.title })).toHaveAttribute(
      'href',
      operationPath(operation),
    )
    await expect(row.locator('.operation-list__summary')).toHaveText(operation.shortDescription!)
    const summary = row.locator('.operation-list__summary')
    const lines = await summary.evaluate(
      (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    )
    expect(lines).toBeCloseTo(1, 0)
    await expect(section.locator('.chip, time, img')).toHaveCount(0)
    await expect(section).not.toContainText(operation.authorName ?? 'Op. Dr.')
  })
})

test.describe("the clinics' map links", () => {
  test('"Haritada göster" opens each clinic at its exact coordinates', async ({ page }) => {
    await page.goto('/iletisim')
    const links = page.getByRole('main').getByRole('link', { name: /Haritada göster/ })
    await expect(links).toHaveCount(2)
    await expect(links.nth(0)).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=41.0035,39.7178',
    )
    await expect(links.nth(1)).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=41.6458,41.6416',
    )
    const footer = page.getByRole('contentinfo').getByRole('link', { name: /Haritada göster/ })
    await expect(footer.first()).toHaveAttribute('href', /query=41\.0035,39\.7178$/)
  })
})

test.describe("the sidebar's author box", () => {
  test('reads the counters as a Turkish reader expects', async ({ page }) => {
    await page.goto('/blog')
    const counters = page.locator('.author-box .counters')
    await expect(counters.locator('div', { hasText: 'Takipçi' }).locator('dd')).toHaveText('2,1 bin')
    await expect(counters.locator('div', { hasText: 'Görüntülenme' }).locator('dd')).toHaveText('3,97 milyon')
  })

  test("shows the doctor's initials where there is no photo, not a grey silhouette", async ({ page }) => {
    await page.goto('/blog')
    const box = page.locator('.author-box')
    await expect(box.locator('[data-monogram]')).toHaveText('EK')
    await expect(box.locator('img.author-box__photo')).toHaveCount(0)
  })
})

test.describe("the catalogs' drawings", () => {
  test("an operation without a picture shows its catalog's drawing, in the theme's colour", async ({
    page,
    request,
  }) => {
    const operation = await operationTitled(request, OPERATIONS.reading)
    expect(operation.imagePath).toBeNull()
    await page.goto(operationPath(operation))
    const drawing = page.locator('article.article .article__art svg')
    await expect(drawing).toHaveAttribute('data-illustration', 'kalca')
    const colours = await drawing.evaluate((svg) => ({
      stroke: getComputedStyle(svg).stroke,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--primary'),
    }))
    expect(colours.stroke).not.toBe('none')
  })

  test('the home carousel draws the catalog for a slide without a picture', async ({ page }) => {
    await page.goto('/')
    const slides = page.locator('.carousel__slide')
    await expect(slides.first()).toBeAttached()
    await expect(
      page.locator('.carousel__slide .carousel__art svg[data-illustration]').first(),
    ).toBeAttached()
  })
})
