import type { Blog } from '@clinic/contract/blog'
import { ADMIN, openAsAdmin } from '../support/accounts.ts'
import { waitFor } from '../support/product.ts'
import { pageShows, settled } from '../support/publishing.ts'
import { baseUrl, expect, test } from '../support/site.ts'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** "2026-11-27T09:00:20": an instant as the wall clock in Istanbul (UTC+3 all year), to the second. */
const istanbulInput = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 19)

test.describe('drafts and schedules (issue 24)', () => {
  test('a post’s draft autosaves to the server, survives a reload, is never on the built site, and "Yayınla" publishes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const tag = unique()
    const live = `Kalça ağrısı yayında ${tag}`
    const secret = `Kalça ağrısı taslak ${tag}`
    const { token } = (await (
      await request.post('/api/Account/login', { data: { email: ADMIN.email, password: ADMIN.password } })
    ).json()) as { token: string }
    const created = await request.post('/api/blog', {
      headers: { authorization: `Bearer ${token}` },
      // An old date: the post does not become the newest, which other specs read on the home page.
      multipart: { Title: live, IsActive: 'true', PublishedDate: '2018-03-04T10:00:00.000Z' },
    })
    expect(created.status()).toBe(201)
    const post = (await created.json()) as Blog

    await openAsAdmin(page, request, `/admin/blog/edit/${post.id}`)
    const title = page.getByRole('textbox', { name: 'Başlık', exact: true })
    await title.fill(secret)
    const status = page.getByRole('region', { name: 'Taslak' }).getByRole('status')
    await expect(status).toHaveText(/^Taslak kaydedildi \d\d:\d\d$/, { timeout: 15_000 })

    // A build after the draft: the page, the search and the feeds still say the live text only.
    await request.post('/api/site/publish', { headers: { authorization: `Bearer ${token}` } })
    await settled(baseUrl(), token)
    await pageShows(`${baseUrl()}/blog/${post.slug}`, live)
    for (const url of [`/blog/${post.slug}`, '/blog', '/rss.xml', `/api/blog?search=${tag}`]) {
      const body = await (await request.get(url)).text()
      expect(body, url).not.toContain(secret)
    }

    // Another tab, a reload or another device continues from the server's draft.
    await page.reload()
    await expect(title).toHaveValue(secret)
    await expect(status).toHaveText(/^Taslak kaydedildi/)

    await page.getByRole('button', { name: 'Yayınla' }).click()
    await expect(page.getByText('Taslak yayınlandı; site birkaç saniye içinde güncellenir.')).toBeVisible()
    await pageShows(`${baseUrl()}/blog/${post.slug}`, secret, 120_000)
  })

  test('a new post written as a draft, scheduled 20 s ahead, goes live by itself and its page is served', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const tag = unique()
    const scheduled = `Zamanlanmış omuz yazısı ${tag}`
    await openAsAdmin(page, request, '/admin/blog/create')
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(scheduled)
    const bar = page.getByRole('region', { name: 'Taslak' })
    await expect(bar.getByRole('status')).toHaveText(/^Taslak kaydedildi/, { timeout: 15_000 })
    // The draft's id is in the address: a reload continues it.
    await expect(page).toHaveURL(/\/admin\/blog\/create\?taslak=\d+$/)
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Başlık', exact: true })).toHaveValue(scheduled)

    await bar.getByRole('button', { name: 'Zamanla' }).click()
    await bar
      .getByLabel('Yayın zamanı (İstanbul saatiyle)')
      .fill(istanbulInput(new Date(Date.now() + 20_000)))
    await bar.getByRole('button', { name: 'Zamanlamayı kaydet' }).click()
    await expect(bar.getByText(/^Zamanlandı: \d+ \S+ \d\d:\d\d \(İstanbul saatiyle\)$/)).toBeVisible()

    // The list shows it as a draft with its time, and nothing is public yet.
    await page.goto('/admin/blogs')
    await expect(page.getByText(/^Taslak · Zamanlandı: /).first()).toBeVisible()
    await expect(page.getByRole('link', { name: scheduled })).toBeVisible()
    expect(await (await request.get(`/api/blog?search=${tag}`)).json()).toEqual([])

    // Nobody is logged in to it any more: the server publishes it when its time comes, and builds its page.
    await page.close()
    const post = await waitFor(
      'the scheduled post to go live',
      async () => ((await (await request.get(`/api/blog?search=${tag}`)).json()) as Blog[])[0],
      90_000,
    )
    await pageShows(`${baseUrl()}/blog/${post.slug}`, scheduled, 120_000)
  })
})
