import type { APIRequestContext, Browser } from '@playwright/test'
import { createConfirmedUser, loginAs } from '../support/accounts.ts'
import { expectLikeShown, likeButton, likeCount } from '../support/page-actions.ts'
import { expect, POSTS, postPath, postTitled, test } from '../support/site.ts'
import { CONSENT_KEY } from '../support/test.ts'

/** The post's like count as the API tells a visitor of its own (no cookie, no token: it likes nothing). */
async function likesOf(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/blog/${id}/like`)
  expect(res.status()).toBe(200)
  const state = (await res.json()) as { likes: number; liked: boolean }
  expect(state.liked).toBe(false)
  return state.likes
}

/** A second visitor: a browser of their own (own cookies and storage), with the cookie choice made. */
async function otherVisitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR' })
  await context.addInitScript((key) => localStorage.setItem(key, 'denied'), CONSENT_KEY)
  return { context, page: await context.newPage() }
}

// Both tests like the same post and count its likes exactly; each is a dozen page loads, so a minute each.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

test.describe('likes are per visitor', () => {
  test("a guest's like stays after a reload, comes from the server, and their unlike leaves another visitor's like", async ({
    page,
    browser,
    request,
  }) => {
    const post = await postTitled(request, POSTS.likeVisitors)
    const base = await likesOf(request, post.id)

    // Another visitor (a member, in a browser of their own) likes the post first. Two guests without the cookie on
    // one machine share its address, and likes without the cookie count once per address and post.
    const other = await otherVisitor(browser)
    await loginAs(other.page, request, await createConfirmedUser(request))
    await other.page.goto(postPath(post))
    await likeButton(other.page).click()
    await expect(likeButton(other.page)).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => likesOf(request, post.id)).toBe(base + 1)

    // This visitor sees the server's count (the built page's is older) and does not hold that like.
    await page.goto(postPath(post))
    await expect(likeCount(page)).toHaveText(String(base + 1))
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
    await likeButton(page).click()
    await expectLikeShown(page, true, base + 2)

    // The guest is known by the API's cookie: HttpOnly, SameSite=Lax, the blog API only, about a year.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'clinic_visitor')
    expect(cookie).toMatchObject({ path: '/api/blog', httpOnly: true, sameSite: 'Lax', secure: false })
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60)
    expect(await page.evaluate(() => document.cookie)).not.toContain('clinic_visitor')

    // Another browser on this machine without the cookie is the same guest (one address): its like adds nothing.
    const sameAddress = await otherVisitor(browser)
    await sameAddress.page.goto(postPath(post))
    await likeButton(sameAddress.page).click()
    await expectLikeShown(sameAddress.page, true, base + 2)
    await sameAddress.context.close()

    // With this browser's storage emptied, a reload still shows the like: the state is the server's.
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await page.reload()
    await expectLikeShown(page, true, base + 2)

    // The unlike takes back this visitor's like only.
    await likeButton(page).click()
    await expectLikeShown(page, false, base + 1)
    await page.reload()
    await expectLikeShown(page, false, base + 1)
    await likeButton(page).click()
    await likeButton(page).click()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => likesOf(request, post.id)).toBe(base + 1)

    await other.page.reload()
    await expectLikeShown(other.page, true, base + 1)
    await likeButton(other.page).click()
    await expect(likeButton(other.page)).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => likesOf(request, post.id)).toBe(base)
    await other.context.close()
  })

  test("a member's like goes with their account: signed in elsewhere they see it and can take it back", async ({
    page,
    browser,
    request,
  }) => {
    const post = await postTitled(request, POSTS.likeVisitors)
    const base = await likesOf(request, post.id)
    const user = await createConfirmedUser(request)

    await loginAs(page, request, user)
    await page.goto(postPath(post))
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
    await likeButton(page).click()
    await expectLikeShown(page, true, base + 1)
    // A member needs no guest cookie.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('clinic_visitor')

    // The same member in another browser.
    const elsewhere = await otherVisitor(browser)
    await loginAs(elsewhere.page, request, user)
    await elsewhere.page.goto(postPath(post))
    await expect(likeButton(elsewhere.page)).toHaveAttribute('aria-pressed', 'true')
    await likeButton(elsewhere.page).click()
    await expect(likeButton(elsewhere.page)).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => likesOf(request, post.id)).toBe(base)
    await elsewhere.context.close()

    await page.reload()
    await expectLikeShown(page, false, base)
  })
})
