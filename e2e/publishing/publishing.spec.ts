import { rm } from 'node:fs/promises'
import { type Product, startProduct, waitFor } from '../support/product.ts'
import {
  adminToken,
  firstPost,
  pageShows,
  publishState,
  retitlePost,
  settled,
} from '../support/publishing.ts'
import { expect, test } from '../support/test.ts'

// A product of its own (fresh embedded database, first build), so its builds can be counted, broken and cut short.
test.describe.configure({ mode: 'serial' })
test.setTimeout(300_000)

let product: Product
let token: string

test.beforeAll(async () => {
  test.setTimeout(300_000)
  product = await startProduct({ LOG_LEVEL: 'info' })
  token = await adminToken(product.baseUrl)
  const first = await settled(product.baseUrl, token)
  expect(first.live?.status, first.lastBuild?.logTail).toBe('ok')
})

test.afterAll(async () => {
  await product?.stop()
  // A restarted product was handed its folder and leaves it; the first one's folder goes here.
  if (product) await rm(product.dataDir, { recursive: true, force: true })
})

test('an edit in the API is on the served page seconds later, without a restart', async ({ page }) => {
  const post = await firstPost(product.baseUrl)
  const title = `Diz protezi sonrası yürüyüş ${Date.now()}`
  const started = Date.now()
  await retitlePost(product.baseUrl, token, post, title)
  await pageShows(`${product.baseUrl}/blog/${post.slug}`, title).catch(async (error) => {
    const state = await publishState(product.baseUrl, token)
    throw new Error(`${error}\n${JSON.stringify(state.builds.slice(0, 2), null, 1)}`)
  })
  const seconds = (Date.now() - started) / 1000
  test.info().annotations.push({ type: 'save to served', description: `${seconds.toFixed(1)} s` })
  await page.goto(`${product.baseUrl}/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const state = await settled(product.baseUrl, token)
  expect(state.builds[0]).toMatchObject({ target: 'builder', status: 'ok', reason: 'içerik değişti' })
  expect(state.live?.id).toBe(state.builds[0]?.id)
})

test('twenty saves in a row are published by at most two builds, the last save included', async () => {
  const post = await firstPost(product.baseUrl)
  const before = await settled(product.baseUrl, token)
  const newestBefore = before.builds[0]?.id ?? 0
  let title = ''
  for (let i = 1; i <= 20; i++) {
    title = `Menisküs tamiri notları ${i}/20 ${Date.now()}`
    await retitlePost(product.baseUrl, token, post, title)
  }
  await pageShows(`${product.baseUrl}/blog/${post.slug}`, title)
  const after = await settled(product.baseUrl, token)
  const builds = after.builds.filter((b) => b.id > newestBefore)
  expect(builds.length).toBeGreaterThanOrEqual(1)
  expect(builds.length).toBeLessThanOrEqual(2)
  expect(builds.every((b) => b.status === 'ok')).toBe(true)
})

test('a build that fails leaves the live site as it was, and the admin is told why', async () => {
  const post = await firstPost(product.baseUrl)
  const livePage = await (await fetch(`${product.baseUrl}/blog/${post.slug}`)).text()
  const liveBefore = (await settled(product.baseUrl, token)).live
  // Kept to put the picture back: once the post points elsewhere, the API deletes the file nothing references.
  const picture = await (await fetch(`${product.baseUrl}${post.imagePath}`)).arrayBuffer()

  // An upload that is gone from the disk: the build cannot read the picture and stops.
  const broken = `Kırık görselli yazı ${Date.now()}`
  await retitlePost(product.baseUrl, token, post, broken, {
    ExistingImagePath: '/uploads/blog/silinmis-gorsel.webp',
  })
  const failed = await waitFor(
    'the failed build',
    async () => {
      const state = await publishState(product.baseUrl, token)
      return !state.building && state.lastBuild?.status === 'failed' ? state : undefined
    },
    120_000,
  )
  expect(failed.lastBuild?.logTail).toContain('silinmis-gorsel.webp')
  expect(failed.live?.id).toBe(liveBefore?.id)
  // Every page is still the one built before: the home page, the post as it was.
  expect((await fetch(product.baseUrl)).status).toBe(200)
  expect(await (await fetch(`${product.baseUrl}/blog/${post.slug}`)).text()).toBe(livePage)

  // The staff fix it by uploading the picture again: the next build goes live.
  const fixed = `Görseli düzeltilen yazı ${Date.now()}`
  await retitlePost(product.baseUrl, token, post, fixed, {
    BlogImage: new File([picture], 'kapak.webp', { type: 'image/webp' }),
  })
  await pageShows(`${product.baseUrl}/blog/${post.slug}`, fixed, 120_000)
  expect((await settled(product.baseUrl, token)).lastBuild?.status).toBe('ok')
})

test('a page opened before a release swap still gets its own scripts and pictures', async () => {
  const home = await (await fetch(product.baseUrl)).text()
  const assets = [...home.matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]!)
  expect(assets.length).toBeGreaterThan(0)
  const post = await firstPost(product.baseUrl)
  await retitlePost(product.baseUrl, token, post, `Takas sonrası ${Date.now()}`)
  await settled(product.baseUrl, token)
  for (const asset of assets) {
    const res = await fetch(`${product.baseUrl}${asset}`)
    expect(res.status, asset).toBe(200)
    expect(res.headers.get('cache-control'), asset).toContain('immutable')
  }
})

test("an edited post's sitemap lastmod follows its new text, while a page the build kept keeps its own", async () => {
  const sitemap = async () => (await fetch(`${product.baseUrl}/sitemap-0.xml`)).text()
  const lastmodIn = (xml: string, slug: string) =>
    new RegExp(`/blog/${slug}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]
  const posts = (await (await fetch(`${product.baseUrl}/api/blog?pageSize=2`)).json()) as Array<{
    id: number
    slug: string
    contentUpdatedAt: string
  }>
  const [edited, kept] = [posts[0]!, posts[1]!]
  const before = await sitemap()
  expect(lastmodIn(before, edited.slug)).toBe(edited.contentUpdatedAt)
  const keptLastmod = lastmodIn(before, kept.slug)
  expect(keptLastmod).toBe(kept.contentUpdatedAt)

  // The sitemap remembers each page's head between builds (decision 0287): the edited page is read again.
  const title = `Menisküs yırtığında ameliyatsız tedavi ${Date.now()}`
  await retitlePost(product.baseUrl, token, edited, title)
  await pageShows(`${product.baseUrl}/blog/${edited.slug}`, title)
  expect((await settled(product.baseUrl, token)).lastBuild?.status).toBe('ok')
  const now = (await (await fetch(`${product.baseUrl}/api/blog/${edited.slug}`)).json()) as {
    contentUpdatedAt: string
  }
  expect(now.contentUpdatedAt > edited.contentUpdatedAt).toBe(true)
  const after = await sitemap()
  expect(lastmodIn(after, edited.slug)).toBe(now.contentUpdatedAt)
  expect(lastmodIn(after, kept.slug)).toBe(keptLastmod)
})

test("a translation's page is dated by its own text: an English edit moves the /en page's date, the Turkish page keeps its own", async ({
  page,
}) => {
  type Listed = { id: number; slug: string; contentUpdatedAt: string }
  const newest = async (query = '') =>
    ((await (await fetch(`${product.baseUrl}/api/blog?pageSize=1${query}`)).json()) as Listed[])[0]!
  const [turkish, english] = [await newest(), await newest('&locale=en')]
  expect(english.id, 'the newest post has an English translation').toBe(turkish.id)

  const title = `Knee pain after a run ${Date.now()}`
  const form = new FormData()
  form.set('Title', title)
  form.set('Slug', english.slug)
  form.set('IsActive', 'true')
  const saved = await fetch(`${product.baseUrl}/api/blog/${english.id}/translations/en`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(saved.status, 'the English translation is saved').toBe(200)
  await pageShows(`${product.baseUrl}/en/blog/${english.slug}`, title)
  expect((await settled(product.baseUrl, token)).lastBuild?.status).toBe('ok')
  const englishNow = await newest('&locale=en')
  expect(englishNow.contentUpdatedAt > english.contentUpdatedAt).toBe(true)
  expect((await newest()).contentUpdatedAt).toBe(turkish.contentUpdatedAt)

  // The visible "Last updated", the page's modified time and its sitemap lastmod all follow the English text.
  await page.goto(`${product.baseUrl}/en/blog/${english.slug}`)
  await expect(page.locator('[data-accountability] time')).toHaveAttribute(
    'datetime',
    englishNow.contentUpdatedAt,
  )
  await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute(
    'content',
    englishNow.contentUpdatedAt,
  )
  const sitemap = await (await fetch(`${product.baseUrl}/sitemap-0.xml`)).text()
  expect(new RegExp(`/en/blog/${english.slug}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1]).toBe(
    englishNow.contentUpdatedAt,
  )
  await page.goto(`${product.baseUrl}/blog/${turkish.slug}`)
  await expect(page.locator('[data-accountability] time')).toHaveAttribute(
    'datetime',
    turkish.contentUpdatedAt,
  )
})

test("a deleted post's page is gone from the site and its sitemap after the next publish", async () => {
  const posts = (await (await fetch(`${product.baseUrl}/api/blog?pageSize=3`)).json()) as Array<{
    id: number
    slug: string
  }>
  const victim = posts[2]!
  expect((await fetch(`${product.baseUrl}/blog/${victim.slug}`)).status).toBe(200)
  const res = await fetch(`${product.baseUrl}/api/blog/${victim.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(204)
  await waitFor(
    'the page to go',
    async () => ((await fetch(`${product.baseUrl}/blog/${victim.slug}`)).status === 404 ? true : undefined),
    60_000,
  )
  const sitemap = await (await fetch(`${product.baseUrl}/sitemap-0.xml`)).text()
  expect(sitemap).not.toContain(`/blog/${victim.slug}<`)
  expect((await settled(product.baseUrl, token)).lastBuild?.status).toBe('ok')
})

test('a server stopped during a build lets it finish; one killed during a build restarts on a working site and rebuilds', async () => {
  const post = await firstPost(product.baseUrl)
  const port = Number(new URL(product.baseUrl).port)

  // SIGTERM while building: the build finishes and goes live before the server exits.
  const graceful = `Nazik kapanış ${Date.now()}`
  await retitlePost(product.baseUrl, token, post, graceful)
  await waitFor(
    'the build to start',
    async () => ((await publishState(product.baseUrl, token)).building ? true : undefined),
    30_000,
  )
  const dataDir = product.dataDir
  await product.stop('SIGTERM', true)
  expect(product.exitCode()).toBe(0)

  product = await startProduct({ LOG_LEVEL: 'info' }, { dataDir, port })
  token = await adminToken(product.baseUrl)
  expect(await (await fetch(`${product.baseUrl}/blog/${post.slug}`)).text()).toContain(graceful)
  const afterGraceful = await settled(product.baseUrl, token)
  expect(afterGraceful.builds.some((b) => b.status === 'interrupted')).toBe(false)

  // SIGKILL while building: the live release is whole, served at once after the restart, and the edit is built then.
  const killed = `Yarıda kalan yayın ${Date.now()}`
  await retitlePost(product.baseUrl, token, post, killed)
  await waitFor(
    'the build to start',
    async () => ((await publishState(product.baseUrl, token)).building ? true : undefined),
    30_000,
  )
  await product.stop('SIGKILL', true)

  product = await startProduct({ LOG_LEVEL: 'info' }, { dataDir, port })
  token = await adminToken(product.baseUrl)
  const served = await fetch(`${product.baseUrl}/blog/${post.slug}`)
  expect(served.status).toBe(200)
  await pageShows(`${product.baseUrl}/blog/${post.slug}`, killed, 120_000)
  const state = await settled(product.baseUrl, token)
  expect(state.builds.some((b) => b.status === 'interrupted')).toBe(true)
  expect(state.builds[0]).toMatchObject({ status: 'ok', reason: 'kapalıyken içerik değişti' })
})
