import type { Blog } from '@clinic/contract/blog'
import { expectNoAxeViolations, storeTheme, THEMES } from '../support/a11y.ts'
import { ADMIN, loginAs, openAsAdmin } from '../support/accounts.ts'
import { waitFor } from '../support/product.ts'
import { pageShows } from '../support/publishing.ts'
import { baseUrl, expect, test } from '../support/site.ts'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** "2026-11-27T09:00:20": an instant as the wall clock in Istanbul (UTC+3 all year), to the second. */
const istanbulInput = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 19)
/** Where the new admin pieces' screenshots go (not committed): DECISION_0286_SHOTS=/some/dir. */
const SHOTS = process.env.DECISION_0286_SHOTS

test.describe('drafts meet preview links, and taking off at a time (issue 24, decision 0286)', () => {
  test('a live post with a pending draft: the public page keeps the live text, the link shows the draft on a phone', async ({
    request,
    browser,
  }) => {
    test.setTimeout(180_000)
    const tag = unique()
    const { token } = (await (
      await request.post('/api/Account/login', { data: { email: ADMIN.email, password: ADMIN.password } })
    ).json()) as { token: string }
    const auth = { authorization: `Bearer ${token}` }
    const created = await request.post('/api/blog', {
      headers: auth,
      multipart: { Title: `Canlı diz yazısı ${tag}`, FullContent: '<p>Yayındaki metin burada.</p>' },
    })
    expect(created.status()).toBe(201)
    const post = (await created.json()) as Blog
    await pageShows(`${baseUrl()}/blog/${post.slug}`, 'Yayındaki metin burada.', 120_000)

    const draft = await request.put(`/api/blog/${post.id}/draft`, {
      headers: auth,
      data: {
        fields: { title: `Taslak diz yazısı ${tag}`, fullContent: '<p>Doktorun okuyacağı taslak.</p>' },
      },
    })
    expect(draft.status()).toBe(200)
    const link = await request.post(`/api/blog/${post.id}/preview-link`, { headers: auth })
    expect(link.status()).toBe(201)
    const { url } = (await link.json()) as { url: string }

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'tr-TR' })
    try {
      const visitor = await phone.newPage()
      const answer = await visitor.goto(new URL(url).pathname)
      expect(answer?.status()).toBe(200)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Taslak diz yazısı ${tag}`)
      await expect(visitor.getByText('Doktorun okuyacağı taslak.')).toBeVisible()
      await expect(visitor.getByText('Yayındaki metin burada.')).toHaveCount(0)
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      // The public page, meanwhile, is the live version.
      const live = await visitor.goto(`/blog/${post.slug}`)
      expect(live?.status()).toBe(200)
      await expect(visitor.getByText('Yayındaki metin burada.')).toBeVisible()
      await expect(visitor.getByText('Doktorun okuyacağı taslak.')).toHaveCount(0)
    } finally {
      await phone.close()
    }
  })

  test('an unpublish time ~20 s ahead, set on the form, takes the post off the built site by itself', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const tag = unique()
    const title = `Kalkacak kalça yazısı ${tag}`
    const { token } = (await (
      await request.post('/api/Account/login', { data: { email: ADMIN.email, password: ADMIN.password } })
    ).json()) as { token: string }
    const created = await request.post('/api/blog', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { Title: title, FullContent: '<p>Bir süre yayında kalacak metin.</p>' },
    })
    expect(created.status()).toBe(201)
    const post = (await created.json()) as Blog
    await pageShows(`${baseUrl()}/blog/${post.slug}`, title, 120_000)

    await page.setViewportSize({ width: 1440, height: 900 })
    await openAsAdmin(page, request, `/admin/blog/edit/${post.id}`)
    const panel = page.getByRole('region', { name: 'Yayından kaldırma', exact: true })
    await panel
      .getByLabel('Yayından kaldırma zamanı (İstanbul saatiyle)')
      .fill(istanbulInput(new Date(Date.now() + 20_000)))
    await panel.getByRole('button', { name: 'Zamanı kaydet' }).click()
    await expect(panel.getByRole('status')).toHaveText(
      /^Yayından kalkacak: \d+ \S+ \d\d:\d\d \(İstanbul saatiyle\)$/,
    )
    await expectNoAxeViolations(page, { include: '.unpublish-at' })
    await page.setViewportSize({ width: 375, height: 812 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // The list shows the time on the post's row.
    await page.goto(`/admin/blogs?search=${tag}`)
    await expect(page.getByText(/^Yayından kalkacak: \d+ \S+ \d\d:\d\d$/).first()).toBeVisible()

    // Nobody is logged in any more: the sweep takes it off, the site's page goes.
    await page.close()
    await waitFor(
      'the post to leave the public API',
      async () => ((await request.get(`/api/blog/${post.id}`)).status() === 404 ? true : undefined),
      90_000,
    )
    await waitFor(
      'the built page to go',
      async () => ((await fetch(`${baseUrl()}/blog/${post.slug}`)).status === 404 ? true : undefined),
      120_000,
    )
  })
  test('the new admin pieces at 375, 768, 1024, 1280 and 1440 px in both themes (screenshots only with DECISION_0286_SHOTS)', async ({
    browser,
    request,
  }) => {
    test.skip(!SHOTS, 'screenshots are taken on request')
    test.setTimeout(180_000)
    const tag = unique()
    const { token } = (await (
      await request.post('/api/Account/login', { data: { email: ADMIN.email, password: ADMIN.password } })
    ).json()) as { token: string }
    const auth = { authorization: `Bearer ${token}` }
    const post = (await (
      await request.post('/api/blog', {
        headers: auth,
        multipart: { Title: `Ekran görüntüsü yazısı ${tag}` },
      })
    ).json()) as Blog
    await request.put(`/api/blog/${post.id}/unpublish-schedule`, {
      headers: auth,
      data: { unpublishAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    })
    const draft = (await (
      await request.post('/api/blog/drafts', { headers: auth, data: { fields: { title: `Yeni ${tag}` } } })
    ).json()) as { id: number }
    await request.post(`/api/blog/drafts/${draft.id}/preview-link`, { headers: auth })
    for (const theme of THEMES) {
      for (const width of [375, 768, 1024, 1280, 1440]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        const page = await context.newPage()
        await storeTheme(page, theme)
        await loginAs(page, context.request, ADMIN)
        await page.goto(`/admin/blog/edit/${post.id}`)
        const panel = page.getByRole('region', { name: 'Yayından kaldırma', exact: true })
        await expect(panel.getByRole('status')).toBeVisible()
        await panel.screenshot({ path: `${SHOTS}/unpublish-panel-${width}-${theme}.png` })
        await page.goto(`/admin/blogs?search=${tag}`)
        await expect(page.getByText(/^Yayından kalkacak: /).first()).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/unpublish-list-${width}-${theme}.png` })
        await page.goto(`/admin/blog/create?taslak=${draft.id}`)
        const previews = page.getByRole('region', { name: 'Önizleme bağlantısı' })
        await expect(previews.getByRole('listitem')).toHaveCount(1)
        await previews.screenshot({ path: `${SHOTS}/new-draft-preview-${width}-${theme}.png` })
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await context.close()
      }
    }
  })
})
