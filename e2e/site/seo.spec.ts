import type { APIRequestContext, Page } from '@playwright/test'
import {
  baseUrl,
  expect,
  jsonLd,
  listOperations,
  listPosts,
  OPERATIONS,
  operationPath,
  operationTitled,
  POSTS,
  postPath,
  postTitled,
  readingOperationPath,
  readingPostPath,
  test,
} from '../support/site.ts'

/** "/about/" and "/about" are one page (both answer); "/" stays "/". */
const withoutSlash = (path: string) => path.replace(/(.)\/+$/, '$1')

/** One page of every type, and its canonical path. */
const PAGE_TYPES: Array<{ name: string; path: (r: APIRequestContext) => Promise<string> }> = [
  { name: 'the home page', path: async () => '/' },
  { name: 'the about page', path: async () => '/about' },
  { name: 'the blog list', path: async () => '/blog' },
  { name: 'the second blog page', path: async () => '/blog/2' },
  { name: 'a post', path: readingPostPath },
  { name: 'a tag page', path: async () => '/tag/diz' },
  { name: 'the operations list', path: async () => '/operations' },
  { name: 'an operation', path: readingOperationPath },
  { name: 'the appointment page', path: async () => '/randevu' },
  { name: 'the contact page', path: async () => '/iletisim' },
  { name: 'the get-well page', path: async () => '/gecmis-olsun' },
]

test.describe('head of every page type', () => {
  for (const type of PAGE_TYPES) {
    test(`${type.name} has a title, description, canonical link, OpenGraph, Twitter card and the feed`, async ({
      page,
      request,
    }) => {
      const path = await type.path(request)
      await page.goto(path)
      const head = page.locator('head')
      expect((await page.title()).trim()).not.toBe('')
      const description = await head.locator('meta[name="description"]').getAttribute('content')
      expect(description?.trim().length).toBeGreaterThan(20)

      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toMatch(/^https?:\/\//)
      expect(new URL(canonical!).origin).toBe(new URL(baseUrl()).origin)
      expect(withoutSlash(new URL(canonical!).pathname)).toBe(withoutSlash(path))

      const og = async (property: string) =>
        head.locator(`meta[property="og:${property}"]`).getAttribute('content')
      expect((await og('title'))?.trim()).toBeTruthy()
      expect((await og('description'))?.trim()).toBeTruthy()
      expect(await og('url')).toBe(canonical)
      const image = await og('image')
      expect(image).toMatch(/^https?:\/\//)
      expect((await request.get(image!)).status(), `og:image ${image}`).toBe(200)
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      )
      await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/rss.xml',
      )
    })
  }

  test('the 404 page asks search engines not to index it', async ({ page }) => {
    await page.goto('/yok-boyle-bir-sayfa')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test.describe('structured data', () => {
  /** Opens a page and answers its canonical address, its JSON-LD blocks and its breadcrumbs. */
  async function structuredData(page: Page, path: string) {
    await page.goto(path)
    const data = await jsonLd(page)
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ position: number; name: string; item: string }>
    }
    return { url: `${baseUrl()}${path}`, data, crumbs }
  }

  test('a post carries BlogPosting and BreadcrumbList JSON-LD', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.reading)
    const { url, data, crumbs } = await structuredData(page, postPath(post))
    expect(data.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      mainEntityOfPage: url,
      datePublished: post.publishedDate,
      author: { name: post.authorName },
    })
    expect(crumbs.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Ana Sayfa', item: `${baseUrl()}/` }),
      expect.objectContaining({ position: 2, name: 'Blog', item: `${baseUrl()}/blog` }),
      expect.objectContaining({ position: 3, name: post.title, item: url }),
    ])
  })

  test('an operation carries MedicalProcedure and BreadcrumbList JSON-LD', async ({ page, request }) => {
    const operation = await operationTitled(request, OPERATIONS.reading)
    const { url, data, crumbs } = await structuredData(page, operationPath(operation))
    expect(data.find((d) => d['@type'] === 'MedicalProcedure')).toMatchObject({
      name: operation.title,
      url,
    })
    expect(crumbs.itemListElement.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Ana Sayfa', `${baseUrl()}/`],
      [2, 'Operasyonlar', `${baseUrl()}/operations`],
      [3, operation.title, url],
    ])
  })
})

test.describe('sitemap, robots.txt and feed', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

  test('the sitemap index lists a sitemap with every post and operation', async ({ request }) => {
    const index = await request.get('/sitemap-index.xml')
    expect(index.status()).toBe(200)
    const sitemaps = locs(await index.text())
    expect(sitemaps.length).toBeGreaterThanOrEqual(1)
    const urls: string[] = []
    for (const sitemap of sitemaps) {
      expect(new URL(sitemap).origin).toBe(new URL(baseUrl()).origin)
      const res = await request.get(new URL(sitemap).pathname)
      expect(res.status(), sitemap).toBe(200)
      urls.push(...locs(await res.text()))
    }
    const paths = urls.map((u) => withoutSlash(new URL(u).pathname))
    const [posts, operations] = await Promise.all([listPosts(request), listOperations(request)])
    for (const post of posts) expect(paths).toContain(postPath(post))
    for (const operation of operations) expect(paths).toContain(operationPath(operation))
    expect(paths).toContain('/')
    expect(paths.some((p) => p === '/404')).toBe(false)
  })

  test("a post's and an operation's lastmod is their last content change", async ({ request }) => {
    const index = await request.get('/sitemap-index.xml')
    let xml = ''
    for (const sitemap of locs(await index.text()))
      xml += await (await request.get(new URL(sitemap).pathname)).text()
    const lastmodOf = (path: string) =>
      new RegExp(`<loc>[^<]*${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]
    const post = await postTitled(request, POSTS.reading)
    const operation = await operationTitled(request, OPERATIONS.reading)
    expect(lastmodOf(postPath(post))).toBe(post.contentUpdatedAt)
    expect(lastmodOf(operationPath(operation))).toBe(operation.contentUpdatedAt)
  })

  test('the sitemap lists each page at exactly the URL its canonical link names', async ({
    page,
    request,
  }) => {
    const index = await request.get('/sitemap-index.xml')
    const urls: string[] = []
    for (const sitemap of locs(await index.text())) {
      urls.push(...locs(await (await request.get(new URL(sitemap).pathname)).text()))
    }
    const post = await postTitled(request, POSTS.reading)
    const operation = await operationTitled(request, OPERATIONS.reading)
    const mismatches: string[] = []
    for (const path of ['/', '/about', '/blog', postPath(post), operationPath(operation), '/randevu']) {
      await page.goto(path)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      const listed = urls.find((u) => withoutSlash(new URL(u).pathname) === withoutSlash(path))
      if (listed !== canonical) mismatches.push(`${path}: sitemap ${listed}, canonical ${canonical}`)
    }
    expect(mismatches).toEqual([])
  })

  test('robots.txt names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt')
    expect(res.status()).toBe(200)
    expect(await res.text()).toContain(`Sitemap: ${baseUrl()}/sitemap-index.xml`)
  })

  test('/rss.xml is valid RSS with the blog as items linking to /blog/…', async ({ page, request }) => {
    const res = await request.get('/rss.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/xml/)
    const xml = await res.text()
    await page.goto('/about')
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('rss > channel > title')?.textContent ?? '',
        items: [...doc.querySelectorAll('rss > channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link: item.querySelector('link')?.textContent ?? '',
        })),
      }
    }, xml)
    expect(feed.error).toBeNull()
    expect(feed.root).toBe('rss')
    expect(feed.version).toBe('2.0')
    expect(feed.title.trim()).not.toBe('')
    const posts = await listPosts(request)
    expect(feed.items).toHaveLength(Math.min(posts.length, 50))
    for (const item of feed.items) expect(item.link).toMatch(new RegExp(`^${baseUrl()}/blog/[a-z0-9-]+/?$`))
    expect(feed.items.map((i) => i.title)).toContain(POSTS.reading)
  })
})
