import type { Blog } from '@clinic/contract/blog'
import { expectNoAxeViolations, storeTheme, THEMES } from '../support/a11y.ts'
import { ADMIN, openAsAdmin } from '../support/accounts.ts'
import { gradientPng } from '../support/images.ts'
import { expect, test } from '../support/site.ts'
import { CONSENT_KEY } from '../support/test.ts'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** Where the look's screenshots go (not committed): SHOTS=/some/dir to keep them. */
const SHOTS = process.env.PREVIEW_SHOTS

test.describe('preview links (issue 24, item 2)', () => {
  test('staff make a link for an inactive post; a phone opens it without login as the real page, until revoked', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000)
    const tag = unique()
    const title = `Taslak diz yazısı ${tag}`
    const { token } = (await (
      await request.post('/api/Account/login', { data: { email: ADMIN.email, password: ADMIN.password } })
    ).json()) as { token: string }
    const created = await request.post('/api/blog', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        Title: title,
        ShortDescription: 'Doktorun onayına sunulan kısa açıklama.',
        FullContent: '<p>Ameliyattan sonraki <strong>ilk hafta</strong> neler olur?</p>',
        Tags: 'Diz',
        IsActive: 'false',
      },
    })
    expect(created.status()).toBe(201)
    const post = (await created.json()) as Blog
    // Inactive: the public has no page for it.
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404)

    await page.setViewportSize({ width: 1440, height: 900 })
    await openAsAdmin(page, request, `/admin/blog/edit/${post.id}`)
    const panel = page.getByRole('region', { name: 'Önizleme bağlantısı' })
    await expect(panel.getByText('Etkin önizleme bağlantısı yok.')).toBeVisible()
    await panel.getByRole('button', { name: 'Önizleme bağlantısı oluştur' }).click()
    const field = panel.getByRole('textbox', { name: /Yeni bağlantı \(Türkçe\)/ })
    await expect(field).toHaveValue(/\/onizleme\/[A-Za-z0-9_-]{43}$/)
    await expect(panel.getByText(/Son geçerlilik: \d{1,2} \S+ \d{4} \d{2}:\d{2}/).first()).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Kopyala' })).toBeVisible()
    await expect(panel.getByRole('listitem')).toHaveCount(1)
    if (SHOTS) {
      await panel.screenshot({ path: `${SHOTS}/admin-panel-1440.png` })
      await page.setViewportSize({ width: 375, height: 812 })
      await panel.screenshot({ path: `${SHOTS}/admin-panel-375.png` })
      await page.setViewportSize({ width: 1440, height: 900 })
    }
    // Nothing of the admin scrolls sideways at a phone's width with the new link shown.
    await page.setViewportSize({ width: 375, height: 812 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.setViewportSize({ width: 1440, height: 900 })
    const url = await field.inputValue()
    const path = new URL(url).pathname

    // A phone with no session: the real layout, the text, the banner, noindex.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'tr-TR' })
    const visitor = await phone.newPage()
    const answer = await visitor.goto(path)
    expect(answer?.status()).toBe(200)
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(answer?.headers()['cache-control']).toBe('private, no-store')
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(visitor.getByText('Önizleme — bu sayfa henüz yayında değil')).toBeVisible()
    await expect(visitor.locator('.article__lead')).toHaveText('Doktorun onayına sunulan kısa açıklama.')
    await expect(visitor.locator('.prose strong')).toHaveText('ilk hafta')
    await expect(visitor.locator('header').first()).toBeVisible()
    await expect(visitor.locator('footer').first()).toBeVisible()
    await expect(visitor.locator('[data-accountability]')).toBeVisible()
    await expect(visitor.getByRole('link', { name: '#Diz' })).toBeVisible()
    // The site's own styles: the header is laid out, nothing scrolls sideways at 375 px.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await visitor.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toContain('Inter')
    expect(await visitor.content()).not.toContain('@@ONIZLEME')
    await expectNoAxeViolations(visitor)
    await phone.close()

    if (SHOTS) {
      for (const theme of THEMES) {
        for (const width of [375, 768, 1024, 1280, 1440]) {
          const context = await browser.newContext({ viewport: { width, height: 900 } })
          const shot = await context.newPage()
          await storeTheme(shot, theme)
          await shot.addInitScript(([key]) => localStorage.setItem(key, 'denied'), [CONSENT_KEY] as const)
          await shot.goto(path)
          await shot.screenshot({ path: `${SHOTS}/preview-${width}-${theme}.png` })
          await context.close()
        }
      }
    }

    await panel.getByRole('button', { name: /^İptal et/ }).click()
    await expect(panel.getByText('Etkin önizleme bağlantısı yok.')).toBeVisible()
    const after = await browser.newContext({ viewport: { width: 375, height: 812 } })
    const again = await after.newPage()
    const gone = await again.goto(path)
    expect(gone?.status()).toBe(410)
    await expect(again.getByRole('heading', { level: 1 })).toHaveText('Önizleme bağlantısının süresi doldu')
    await expect(again.getByText(title)).toHaveCount(0)
    await after.close()
  })

  test('a post’s cover picture and its English translation, and an operation, show in their previews', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const tag = unique()
    const { token } = (await (
      await request.post('/api/Account/login', { data: { email: ADMIN.email, password: ADMIN.password } })
    ).json()) as { token: string }
    const auth = { authorization: `Bearer ${token}` }
    const post = (await (
      await request.post('/api/blog', {
        headers: auth,
        multipart: {
          Title: `Kapaklı taslak ${tag}`,
          IsActive: 'false',
          BlogImage: { name: 'kapak.png', mimeType: 'image/png', buffer: gradientPng(800, 450) },
        },
      })
    ).json()) as Blog
    const translated = await request.put(`/api/blog/${post.id}/translations/en`, {
      headers: auth,
      multipart: { title: `Covered draft ${tag}`, shortDescription: 'English lead.', isActive: 'false' },
    })
    expect(translated.status()).toBe(200)
    const link = await request.post(`/api/blog/${post.id}/preview-link?locale=en`, { headers: auth })
    expect(link.status()).toBe(201)
    const { url } = (await link.json()) as { url: string }
    await page.goto(new URL(url).pathname)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Covered draft ${tag}`)
    await expect(page.getByText('Preview — this page is not published yet')).toBeVisible()
    const cover = page.locator('img.article__image')
    await expect(cover).toHaveAttribute('src', /\/uploads\//)
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    const operation = (await (
      await request.post('/api/Operation', {
        headers: auth,
        multipart: {
          Title: `Taslak operasyon ${tag}`,
          ShortDescription: 'Operasyon özeti.',
          IsActive: 'false',
        },
      })
    ).json()) as { id: number }
    const opLink = await request.post(`/api/Operation/${operation.id}/preview-link`, { headers: auth })
    expect(opLink.status()).toBe(201)
    await page.goto(new URL(((await opLink.json()) as { url: string }).url).pathname)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Taslak operasyon ${tag}`)
    await expect(page.getByText('Önizleme — bu sayfa henüz yayında değil')).toBeVisible()
    await expect(page.locator('.article__lead')).toHaveText('Operasyon özeti.')
  })
})
