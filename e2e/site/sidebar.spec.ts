import type { APIRequestContext, Page } from '@playwright/test'
import {
  expect,
  listOperations,
  listPosts,
  operationPath,
  POSTS,
  postPath,
  postTitled,
  test,
  trLongDate,
} from '../support/site.ts'

const DOCTOR = 'Op. Dr. Emre Kalaycıoğlu'

/** The blog list and a post: both use the sidebar layout. */
const pages = [
  { name: 'the blog list', path: async () => '/blog' },
  {
    name: 'a post',
    path: async (request: APIRequestContext) => postPath(await postTitled(request, POSTS.sidebar)),
  },
]

/**
 * A most-read widget shows the API's four most viewed items, most viewed first, each title linking to its page.
 * `top` holds each item's title and path; answers the widget's items.
 */
async function expectMostRead(page: Page, name: string, top: Array<[title: string, path: string]>) {
  expect(top).toHaveLength(4)
  const widget = page.getByRole('region', { name })
  const items = widget.getByRole('listitem')
  await expect(items).toHaveCount(4)
  await expect(widget.locator('.mini-item__title')).toHaveText(top.map(([title]) => title))
  const hrefs = await widget
    .locator('.mini-item__title')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))
  expect(hrefs).toEqual(top.map(([, path]) => path))
  return items
}

for (const where of pages) {
  test.describe(`sidebar on ${where.name}`, () => {
    test('the author box shows the monogram (no photo uploaded), name, bio and social links', async ({
      page,
      request,
    }) => {
      await page.goto(await where.path(request))
      const box = page.getByRole('region', { name: DOCTOR })
      // The demo has no portrait: the doctor's initials stand in its place, not a grey silhouette (decision 0152).
      await expect(box.locator('[data-monogram]')).toHaveText('EK')
      await expect(box.getByRole('img', { name: DOCTOR })).toHaveCount(0)
      await expect(box.getByRole('heading', { name: DOCTOR })).toBeVisible()
      await expect(box).toContainText('Ortopedi ve Travmatoloji Uzmanı')
      await expect(box).toContainText('Ortopedi ve travmatoloji uzmanı olarak diz, omuz ve kalça cerrahisi')
      const social = box.getByRole('link')
      for (const [network, host] of [
        ['Instagram', 'instagram.com'],
        ['Facebook', 'facebook.com'],
        ['YouTube', 'youtube.com'],
        ['LinkedIn', 'linkedin.com'],
      ] as const) {
        const link = social.filter({ hasText: network })
        await expect(link, network).toHaveAttribute('href', new RegExp(`^https://www\\.${host}/`))
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
    })

    test('the author box shows the counters as a Turkish reader says them, and the association badge', async ({
      page,
      request,
    }) => {
      await page.goto(await where.path(request))
      const box = page.getByRole('region', { name: DOCTOR })
      await expect(box.locator('dd')).toHaveText(['2,1 bin', '3,97 milyon', '4,8'])
      await expect(box.locator('dt')).toHaveText(['Takipçi', 'Görüntülenme', 'Google Haritalar puanı'])
      await expect(box.getByRole('img', { name: 'TOTBİD logosu' })).toBeVisible()
      await expect(box).toContainText('Türk Ortopedi ve Travmatoloji Birliği Derneği üyesi')
    })

    test('"En Fazla Okunan Bloglar" lists the 4 most viewed posts, most viewed first', async ({
      page,
      request,
    }) => {
      await page.goto(await where.path(request))
      const top = await listPosts(request, 'sort=views&page=1&pageSize=4')
      const items = await expectMostRead(
        page,
        'En Fazla Okunan Bloglar',
        top.map((p) => [p.title, postPath(p)]),
      )
      for (const [i, post] of top.entries()) {
        await expect(items.nth(i).locator('img')).toHaveCount(1)
        await expect(items.nth(i)).toContainText(post.authorName!)
        await expect(items.nth(i).locator('time')).toHaveText(trLongDate(post.publishedDate!))
      }
    })

    test('"En Fazla Okunan Operasyon" lists the 4 most viewed operations, most viewed first', async ({
      page,
      request,
    }) => {
      await page.goto(await where.path(request))
      const top = await listOperations(request, 'sort=views&page=1&pageSize=4')
      await expectMostRead(
        page,
        'En Fazla Okunan Operasyon',
        top.map((o) => [o.title, operationPath(o)]),
      )
      const counts = top.map((o) => o.viewCount)
      expect([...counts].sort((a, b) => b - a)).toEqual(counts)
    })
  })
}
