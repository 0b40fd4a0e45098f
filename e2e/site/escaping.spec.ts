import { HOSTILE_FIELDS } from '../support/hostile.ts'
import { expect, hostileSlugs, test } from '../support/test.ts'

// Everything typed into the API is text on the site, in the body, the <head> and the structured data alike;
// only the sanitised rich text is HTML.
test.describe('hostile text typed into the API', () => {
  test('a post shows every field as text and runs nothing', async ({ page, pageProblems }) => {
    await page.goto(`/blog/${hostileSlugs().post}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_FIELDS.title)
    await expect(page.locator('.article__meta')).toContainText(HOSTILE_FIELDS.authorName)
    await expect(page.locator('.article__meta')).toContainText(HOSTILE_FIELDS.category)
    await expect(page.locator('.article .article__lead')).toHaveText(HOSTILE_FIELDS.shortDescription)
    await expect(page.locator('.tag-list')).toContainText(`#${HOSTILE_FIELDS.tag}`)
    await expect(page.locator('.prose')).toContainText('Güvenli paragraf.')
    await expect(
      page.locator('.prose script, .prose img[onerror], .prose a[href^="javascript"]'),
    ).toHaveCount(0)
    // The sanitiser may keep a harmless <img src="x"> inside the content; outside it nothing came from the data.
    await expect(page.locator('img[src="x"]:not(.prose img)')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(pageProblems).toEqual([])
  })

  test("a post's head carries the hostile text as values, and its JSON-LD parses to the same text", async ({
    page,
  }) => {
    await page.goto(`/blog/${hostileSlugs().post}`)
    expect((await page.title()).startsWith(HOSTILE_FIELDS.title)).toBe(true)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      HOSTILE_FIELDS.seoDescription,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', HOSTILE_FIELDS.title)
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', HOSTILE_FIELDS.seoKeywords)
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? 'null')))
    const posting = data.find((d) => d['@type'] === 'BlogPosting')
    expect(posting.headline).toBe(HOSTILE_FIELDS.title)
    expect(posting.author.name).toBe(HOSTILE_FIELDS.authorName)
    expect(posting.articleSection).toBe(HOSTILE_FIELDS.category)
    // No script that runs carries the data: it only ever appears inside JSON.
    const running = page.locator('script:not([type="application/ld+json"]):not([type="application/json"])')
    await expect(running.filter({ hasText: '__xss' })).toHaveCount(0)
  })

  test('an operation, its catalog and the menu show the text and run nothing', async ({ page }) => {
    await page.goto(`/operations/${hostileSlugs().operation}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_FIELDS.operationTitle)
    await expect(page.locator('.article__meta')).toContainText(HOSTILE_FIELDS.catalog)
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? 'null')))
    expect(data.find((d) => d['@type'] === 'MedicalProcedure').name).toBe(HOSTILE_FIELDS.operationTitle)
    await expect(page.locator('.main-nav')).toContainText(HOSTILE_FIELDS.catalog)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  })

  test('lists, the tag page and the feed keep the text as text', async ({ page, request }) => {
    await page.goto('/blog')
    await expect(page.getByRole('link', { name: HOSTILE_FIELDS.title })).toBeVisible()
    await page.getByRole('link', { name: HOSTILE_FIELDS.title }).click()
    await page.locator('.tag-list a', { hasText: 'Etiket' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOSTILE_FIELDS.tag)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()

    const feed = await request.get('/rss.xml')
    const xml = await feed.text()
    expect(xml).not.toContain('<script>')
    expect(xml).toContain('&lt;script&gt;')
  })
})
