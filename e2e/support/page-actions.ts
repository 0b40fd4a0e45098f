import type { Locator, Page } from '@playwright/test'
import { expect } from './test.ts'

/** A page whose visit the site counts (a post or an operation), and where to read the count back. */
export interface CountedVisit {
  path: string
  /** The public list the page's most-read widget refreshes from after load (`?sort=views`). */
  listPath: string
  /** The PUT a visit sends. */
  viewPath: string
  viewCount: () => Promise<number>
}

/**
 * Loads the page, then reloads it, and checks that the visit was counted once: one PUT to `viewPath`, the count up
 * by exactly one. Each load ends with the most-read refresh: waiting for it keeps the two loads' requests apart.
 */
export async function expectOneViewPerVisit(page: Page, visit: CountedVisit) {
  const before = await visit.viewCount()
  const viewCall = new RegExp(`${visit.listPath}/\\d+/view$`)
  const mostReadRefresh = new RegExp(`${visit.listPath}\\?.*sort=views`)
  const viewCalls: string[] = []
  page.on('request', (r) => {
    if (viewCall.test(r.url())) viewCalls.push(`${r.method()} ${new URL(r.url()).pathname}`)
  })
  const scriptsSettled = () => page.waitForResponse((r) => mostReadRefresh.test(r.url()))

  const firstSettled = scriptsSettled()
  await page.goto(visit.path)
  await firstSettled
  await expect.poll(visit.viewCount).toBe(before + 1)
  expect(viewCalls).toEqual([`PUT ${visit.viewPath}`])

  const settled = scriptsSettled()
  await page.reload()
  await settled
  expect(viewCalls).toHaveLength(1)
  expect(await visit.viewCount()).toBe(before + 1)
}

/** The page's bookmark toggle ("Kaydet", "Kaydedildi" once pressed). */
export const bookmarkButton = (page: Page) => page.getByRole('button', { name: /^(Kaydet|Kaydedildi)$/ })

export async function expectBookmarked(bookmark: Locator, bookmarked: boolean) {
  await expect(bookmark).toHaveText(bookmarked ? 'Kaydedildi' : 'Kaydet')
  await expect(bookmark).toHaveAttribute('aria-pressed', String(bookmarked))
}

/** Where a like button sits: the post's page, or one comment. */
type LikeScope = Pick<Page, 'getByRole' | 'locator'>

export const likeButton = (scope: LikeScope) => scope.getByRole('button', { name: /^Beğen/ })
export const likeCount = (scope: LikeScope) => scope.locator('[data-like-count]')

/** The like button's pressed state and the count beside it, as the visitor sees them. */
export async function expectLikeShown(scope: LikeScope, liked: boolean, count: number) {
  await expect(likeButton(scope)).toHaveAttribute('aria-pressed', String(liked))
  await expect(likeCount(scope)).toHaveText(String(count))
}
