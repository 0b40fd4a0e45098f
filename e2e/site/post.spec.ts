import type { Page } from '@playwright/test'
import { expectAccountability } from '../support/accountability.ts'
import {
  bookmarkButton,
  expectBookmarked,
  expectLikeShown,
  expectOneViewPerVisit,
  likeButton,
  likeCount,
} from '../support/page-actions.ts'
import { expect, getPost, jsonLd, POSTS, postPath, postTitled, test, trLongDate } from '../support/site.ts'

const PROCEDURE_NOTICE =
  'Her cerrahi veya girişimsel işlemde sonuçlar kişiden kişiye değişiklik gösterebilir. İşlem öncesinde hekiminizden detaylı görüş almanız önerilir.'

const TR_LONG_DATE =
  /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/

/** Resolves once the page's scripts have run and the browser went idle: the most-read lists ask the API then. */
const scriptsSettled = (page: Page) => page.waitForResponse((r) => /\/api\/blog\?.*sort=views/.test(r.url()))

test.describe('a post page', () => {
  test('shows the picture, title, author, Turkish long date, category and tag links', async ({
    page,
    request,
  }) => {
    const post = await postTitled(request, POSTS.reading)
    await page.goto(postPath(post))
    const article = page.locator('article.article')
    await expect(article.locator('img.article__image')).toBeVisible()
    expect(
      await article.locator('img.article__image').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const meta = article.locator('.article__meta')
    await expect(meta).toContainText(post.authorName!)
    await expect(meta.locator('time')).toHaveText(TR_LONG_DATE)
    await expect(meta.locator('time')).toHaveText(trLongDate(post.publishedDate!))
    await expect(meta).toContainText(post.categoryName!)
    const tags = page.getByRole('list', { name: 'Etiketler' }).getByRole('link')
    await expect(tags).toHaveText(post.tags.map((t) => `#${t}`))
    for (const href of await tags.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))) {
      expect(href).toMatch(/^\/tag\/[a-z0-9-]+$/)
    }
  })

  test('shows the notice that results differ from person to person, as an operation does', async ({
    page,
    request,
  }) => {
    const post = await postTitled(request, POSTS.reading)
    await page.goto(postPath(post))
    const note = page.locator('article.article').getByRole('note')
    await expect(note).toHaveText(PROCEDURE_NOTICE)
    await expect(note).toBeVisible()
  })

  test('shows "Son güncelleme" from its last content change, who answers for it, and the same dateModified', async ({
    page,
    request,
  }) => {
    const post = await postTitled(request, POSTS.reading)
    await page.goto(postPath(post))
    await expectAccountability(page, post.contentUpdatedAt)
    const posting = (await jsonLd(page)).find((item) => item['@type'] === 'BlogPosting')
    expect(posting?.dateModified).toBe(post.contentUpdatedAt)
  })

  test('a visit is counted once: viewCount goes up by exactly 1, and not again on a reload', async ({
    page,
    request,
  }) => {
    const post = await postTitled(request, POSTS.views)
    await expectOneViewPerVisit(page, {
      path: postPath(post),
      listPath: '/api/blog',
      viewPath: `/api/blog/${post.id}/view`,
      viewCount: async () => (await getPost(request, post.slug)).viewCount,
    })
  })

  test('Beğen adds a like: the button is pressed, the count and the API go up by one', async ({
    page,
    request,
  }) => {
    const post = await postTitled(request, POSTS.like)
    await page.goto(postPath(post))
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
    const before = (await getPost(request, post.slug)).likes

    await likeButton(page).click()
    await expectLikeShown(page, true, before + 1)
    await expect.poll(async () => (await getPost(request, post.slug)).likes).toBe(before + 1)
  })

  test('clicking Beğen again takes the like back: the count returns to where it was', async ({
    page,
    request,
  }) => {
    const post = await postTitled(request, POSTS.unlike)
    await page.goto(postPath(post))
    const before = (await getPost(request, post.slug)).likes
    await likeButton(page).click()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(async () => (await getPost(request, post.slug)).likes).toBe(before + 1)

    await likeButton(page).click()
    await expectLikeShown(page, false, before)
    await expect.poll(async () => (await getPost(request, post.slug)).likes).toBe(before)
  })

  test('a like is remembered after a reload, and can still be taken back', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.likeReload)
    await page.goto(postPath(post))
    const before = (await getPost(request, post.slug)).likes
    await likeButton(page).click()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(async () => (await getPost(request, post.slug)).likes).toBe(before + 1)

    await page.reload()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
    await likeButton(page).click()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(async () => (await getPost(request, post.slug)).likes).toBe(before)
  })

  test("after a reload the like count still includes the visitor's own like", async ({ page, request }) => {
    const post = await postTitled(request, POSTS.likeCountReload)
    const firstSettled = scriptsSettled(page)
    await page.goto(postPath(post))
    await firstSettled
    const before = (await getPost(request, post.slug)).likes
    await likeButton(page).click()
    await expect(likeCount(page)).toHaveText(String(before + 1))
    await expect.poll(async () => (await getPost(request, post.slug)).likes).toBe(before + 1)

    const settled = scriptsSettled(page)
    await page.reload()
    await settled
    await expectLikeShown(page, true, before + 1)
  })

  test('Kaydet bookmarks the post, and the bookmark survives a reload', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.bookmark)
    await page.goto(postPath(post))
    const bookmark = bookmarkButton(page)
    await expectBookmarked(bookmark, false)

    await bookmark.click()
    await expectBookmarked(bookmark, true)
    await page.reload()
    await expectBookmarked(bookmark, true)

    await bookmark.click()
    await expectBookmarked(bookmark, false)
    await page.reload()
    await expectBookmarked(bookmark, false)
  })
})

test.describe("a post's summary", () => {
  const lead = (page: Page) => page.locator('article.article .article__lead')
  const heightInLines = (page: Page) =>
    lead(page).evaluate(
      (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    )

  test('stands whole above the article, with no button to open it', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.clamp)
    await page.goto(postPath(post))
    await expect(lead(page)).toHaveText(post.shortDescription!)
    expect(await heightInLines(page)).toBeGreaterThanOrEqual(2.9)
    await expect(page.locator('article.article').getByRole('button', { name: 'Devamını oku' })).toHaveCount(0)
  })
})

// The one clamped text left: the doctor's biography in the sidebar's author box.
test.describe("the sidebar's two-line biography", () => {
  const bio = (page: Page) => page.locator('.author-box .clamp')
  const heightInLines = (page: Page) =>
    bio(page)
      .locator('.clamp__text')
      .evaluate(
        (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      )

  test('is cut at two lines, with "Devamını oku" to read on', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.clamp)
    await page.goto(postPath(post))
    expect(await heightInLines(page)).toBeCloseTo(2, 0)
    const more = bio(page).getByRole('button', { name: 'Devamını oku' })
    await expect(more).toBeVisible()
    await expect(more).toHaveAttribute('aria-expanded', 'false')
  })

  test('"Devamını oku" shows all of it and becomes "Daha az göster"', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.clamp)
    await page.goto(postPath(post))
    await bio(page).getByRole('button', { name: 'Devamını oku' }).click()
    const less = bio(page).getByRole('button', { name: 'Daha az göster' })
    await expect(less).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => heightInLines(page)).toBeGreaterThanOrEqual(2.9)
  })

  test('"Daha az göster" cuts it back to two lines', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.clamp)
    await page.goto(postPath(post))
    await bio(page).getByRole('button', { name: 'Devamını oku' }).click()
    await bio(page).getByRole('button', { name: 'Daha az göster' }).click()
    const more = bio(page).getByRole('button', { name: 'Devamını oku' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => heightInLines(page)).toBeCloseTo(2, 0)
  })
})
