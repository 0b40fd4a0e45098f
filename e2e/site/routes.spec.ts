import {
  expect,
  listCatalogs,
  listOperations,
  OPERATIONS,
  operationTitled,
  POSTS,
  postPath,
  postTitled,
  test,
  turkishOrder,
} from '../support/site.ts'

const DOCTOR = 'Op. Dr. Emre Kalaycıoğlu'

// Every public page answers 200 with its heading; the <title> carries the page's own title text.
test.describe('public routes', () => {
  for (const { path, heading, title } of [
    { path: '/', heading: DOCTOR, title: `${DOCTOR} | Ortopedi ve Travmatoloji` },
    { path: '/about', heading: 'Hakkımızda', title: `Hakkımızda | ${DOCTOR}` },
    { path: '/blog', heading: 'Blog', title: `Blog | ${DOCTOR}` },
    { path: '/operations', heading: 'Operasyonlar', title: `Operasyonlar | ${DOCTOR}` },
    { path: '/randevu', heading: 'Online Randevu Sistemi', title: `Online Randevu Sistemi | ${DOCTOR}` },
    { path: '/iletisim', heading: 'İletişim', title: `İletişim | ${DOCTOR}` },
    { path: '/gecmis-olsun', heading: 'Geçmiş Olsun Mesajı', title: `Geçmiş Olsun Mesajı | ${DOCTOR}` },
  ]) {
    test(`${path} answers 200 with the heading "${heading}"`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(title)
    })
  }

  test('the blog is paged: page 2 says "Sayfa 2 / N" and links back to page 1', async ({ page, request }) => {
    const total = Number((await request.get('/api/blog?pageSize=1')).headers()['x-total-count'])
    const pages = Math.ceil(total / 10)
    expect(pages).toBeGreaterThanOrEqual(2)

    await page.goto('/blog')
    await expect(page.getByText(`Sayfa 1 / ${pages}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Önceki sayfa' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Sonraki sayfa' }).click()

    await expect(page).toHaveURL(/\/blog\/2\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog — Sayfa 2')
    await expect(page).toHaveTitle(/^Blog — Sayfa 2 \|/)
    await expect(page.getByText(`Sayfa 2 / ${pages}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sonraki sayfa' })).toHaveCount(pages > 2 ? 1 : 0)
    await page.getByRole('link', { name: 'Önceki sayfa' }).click()
    await expect(page).toHaveURL(/\/blog\/?$/)
    await expect(page.getByText(`Sayfa 1 / ${pages}`)).toBeVisible()
  })

  test('/blog/2 answers 200 and lists the posts after the first ten', async ({ page, request }) => {
    const response = await page.goto('/blog/2')
    expect(response?.status()).toBe(200)
    const secondPage = await request.get('/api/blog?page=2&pageSize=10')
    const titles = ((await secondPage.json()) as Array<{ title: string }>).map((p) => p.title)
    await expect(page.locator('.post-card__title')).toHaveText(titles)
  })

  test('a post answers 200 with its title as the heading and in the <title>', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.reading)
    const response = await page.goto(postPath(post))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page).toHaveTitle(`${post.title} | ${DOCTOR}`)
  })

  test("a post's tag link opens the tag page, which lists that post", async ({ page, request }) => {
    const post = await postTitled(request, POSTS.reading)
    await page.goto(postPath(post))
    const tag = post.tags[0]!
    await page
      .getByRole('list', { name: 'Etiketler' })
      .getByRole('link', { name: `#${tag}` })
      .click()

    await expect(page).toHaveURL(/\/tag\/[^/]+\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${tag} etiketli yazılar`)
    await expect(page).toHaveTitle(`#${tag} etiketli yazılar | ${DOCTOR}`)
    await expect(
      page.locator('.card-grid').getByRole('link', { name: post.title, exact: true }),
    ).toBeVisible()
  })

  test('/operations shows every catalog as a heading with its operations under it', async ({
    page,
    request,
  }) => {
    const [catalogs, operations] = await Promise.all([listCatalogs(request), listOperations(request)])
    const response = await page.goto('/operations')
    expect(response?.status()).toBe(200)
    const withOperations = catalogs.filter((c) => operations.some((o) => o.catalogId === c.id))
    expect(withOperations.length).toBeGreaterThanOrEqual(6)
    for (const catalog of withOperations) {
      const section = page.locator('section.catalog-section').filter({
        has: page.getByRole('heading', { level: 2, name: catalog.name }),
      })
      await expect(section, catalog.name).toHaveCount(1)
      const titles = operations
        .filter((o) => o.catalogId === catalog.id)
        .map((o) => o.title)
        .sort(turkishOrder)
      await expect(section.locator('.operation-list__title')).toHaveText(titles)
    }
  })

  test('an operation answers 200 with its title as the heading', async ({ page, request }) => {
    const operation = await operationTitled(request, OPERATIONS.reading)
    const response = await page.goto(`/operations/${operation.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(operation.title)
    await expect(page).toHaveTitle(`${operation.title} | ${DOCTOR}`)
  })

  test('an unknown path answers 404 with the Turkish "Sayfa bulunamadı" page', async ({ page }) => {
    const response = await page.goto('/boyle-bir-sayfa-yok')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı')
    await expect(page).toHaveTitle(/^Sayfa bulunamadı \|/)
    await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/')
  })

  test('an unknown API path answers a JSON 404', async ({ request }) => {
    const response = await request.get('/api/unknown')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })
})
