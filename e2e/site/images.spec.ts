import type { Locator, Page } from '@playwright/test'
import { expect, readingOperationPath, readingPostPath, test } from '../support/site.ts'

/**
 * The pictures of the content: posts, operations, the carousel, the most-read lists and the doctor's photo. Left
 * out: pictures inside sanitised rich text (written by the editor as they are) and the association's SVG logo.
 */
const contentImages = (page: Page) => page.locator('main img:not(.prose img):not([src$=".svg"])')

/** Waits until the carousel has built its slides, so its pictures are counted too. */
const carouselReady = (page: Page) =>
  expect(page.locator('[aria-roledescription="carousel"] .carousel__slide').first()).toBeAttached()

async function imageFacts(images: Locator) {
  return images.evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      className: img.className,
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      srcset: img.getAttribute('srcset') ?? '',
    })),
  )
}

test.describe('images', () => {
  test("the home page's featured picture loads first: eager, with high fetch priority", async ({ page }) => {
    await page.goto('/')
    const featured = page.locator('article.featured img')
    await expect(featured).toHaveAttribute('loading', 'eager')
    await expect(featured).toHaveAttribute('fetchpriority', 'high')
  })

  test("a post's main picture loads first: eager, with high fetch priority", async ({ page, request }) => {
    await page.goto(await readingPostPath(request))
    const image = page.locator('article.article img.article__image')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
  })

  test('every other picture on the home page loads lazily', async ({ page }) => {
    await page.goto('/')
    await carouselReady(page)
    const others = (await imageFacts(contentImages(page))).filter((i) => !i.className.includes('featured'))
    // The recent posts' pictures; the carousel's demo operations have drawings, not pictures (decision 0152).
    expect(others.length).toBeGreaterThan(3)
    const eager = others.filter((i) => i.loading !== 'lazy').map((i) => `${i.className} ${i.src}`)
    expect(eager).toEqual([])
  })

  test("every other picture on a post's page loads lazily", async ({ page, request }) => {
    await page.goto(await readingPostPath(request))
    const others = (await imageFacts(contentImages(page))).filter(
      (i) => !i.className.includes('article__image'),
    )
    expect(others.length).toBeGreaterThanOrEqual(8)
    const eager = others.filter((i) => i.loading !== 'lazy').map((i) => `${i.className} ${i.src}`)
    expect(eager).toEqual([])
  })

  for (const where of [
    { name: 'the home page', path: async () => '/' },
    { name: 'the blog list', path: async () => '/blog' },
    { name: 'an operation', path: readingOperationPath },
  ]) {
    test(`every content picture on ${where.name} has width, height and a srcset of WebP files under /_astro/`, async ({
      page,
      request,
    }) => {
      const path = await where.path(request)
      await page.goto(path)
      if (path === '/') await carouselReady(page)
      const images = await imageFacts(contentImages(page))
      expect(images.length).toBeGreaterThan(0)
      const problems: string[] = []
      for (const img of images) {
        const name = `${img.className} ${img.src}`
        if (!/^\d+$/.test(img.width ?? '') || !/^\d+$/.test(img.height ?? ''))
          problems.push(`${name}: no size`)
        const candidates = img.srcset
          .split(',')
          .map((c) => c.trim().split(/\s+/)[0] ?? '')
          .filter(Boolean)
        if (candidates.length === 0) problems.push(`${name}: no srcset`)
        for (const url of candidates) {
          if (!/^\/_astro\/[^/]+\.webp$/.test(url))
            problems.push(`${name}: ${url} is not a WebP under /_astro/`)
        }
      }
      expect(problems).toEqual([])
    })
  }

  test('the pictures of a post page really load', async ({ page, request }) => {
    await page.goto(await readingPostPath(request))
    const main = page.locator('article.article img.article__image')
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const src = await main.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(new URL(src).pathname).toMatch(/^\/_astro\/[^/]+\.webp$/)
  })
})
