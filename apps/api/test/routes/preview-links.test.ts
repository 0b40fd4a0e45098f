import { PREVIEW_DATES } from '@clinic/contract/preview'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditLog, previewLinks } from '../../src/db/schema.ts'
import { hashToken } from '../../src/services/previews/preview-links.ts'
import { usePreviewSiteApp } from '../drafts.ts'
import { multipartBody } from '../multipart.ts'

const { t, open } = usePreviewSiteApp()

const tokenOf = (url: string) => url.split('/onizleme/')[1]!
const inactivePost = () =>
  t.seedPost({
    Title: 'Diz & Kalça <Taslak>',
    ShortDescription: 'Kısa açıklama',
    FullContent: '<p>Uzun <strong>metin</strong> <img src="/uploads/x.webp" alt="x"></p>',
    Tags: 'Diz, Spor',
    SeoKeywords: 'diz',
    IsActive: 'false',
  })

describe('preview links of a post', () => {
  test('staff create one for an inactive post: 201, an absolute private URL, 7 days; only the hash is stored', async () => {
    const post = await inactivePost()
    const before = Date.now()
    const res = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    expect(res.statusCode).toBe(201)
    expect(res.body.url).toMatch(new RegExp(`^${t.config.publicSiteUrl}/onizleme/[A-Za-z0-9_-]{43}$`))
    expect(res.body.locale).toBe('tr')
    const days = (new Date(res.body.expiresAt).getTime() - before) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)

    const token = tokenOf(res.body.url)
    const rows = await t.app.db.select().from(previewLinks)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toBe(hashToken(token))
    expect(JSON.stringify(rows)).not.toContain(token)
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'preview-link-create'))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.resourceId).toBe(String(post.id))
  })

  test('the link shows the post in the site template without login: noindex, private, escaped, filled', async () => {
    const post = await inactivePost()
    const { body } = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    const page = await open(body.url)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    const html = page.payload
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('Önizleme — bu sayfa henüz yayında değil')
    expect(html).toContain('<h1 class="article__title">Diz &amp; Kalça &lt;Taslak&gt;</h1>')
    expect(html).toContain('<title>Diz &amp; Kalça &lt;Taslak&gt; | Dr. Test</title>')
    expect(html).toContain('<p class="lead article__lead">Kısa açıklama</p>')
    expect(html).toContain('<strong>metin</strong>')
    expect(html).toContain('src="/uploads/x.webp"')
    expect(html).toContain(`<span>${(await t.asAdmin('GET', `/api/blog/${post.id}`)).body.authorName}</span>`)
    expect(html).toContain('<span class="chip">Kategori</span>')
    expect(html).toContain('<a class="chip" href="/tag/diz">#Diz</a>')
    expect(html).toContain('<meta name="keywords" content="diz">')
    expect(html).not.toContain('@@ONIZLEME')
    expect(html).not.toContain(PREVIEW_DATES.published)
    expect(html).not.toContain('3 Şubat 2001')
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('application/ld+json')
  })

  test('an item without lead, body or tags leaves their places out', async () => {
    const post = await t.seedPost({ Title: 'Boş', IsActive: 'false' })
    const { body } = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    const html = (await open(body.url)).payload
    expect(html).not.toContain('article__lead')
    expect(html).not.toContain('class="prose"')
    expect(html).not.toContain('data-preview-tags')
    expect(html).not.toContain('name="keywords"')
  })

  test('per language: a translation is previewed in its own language; a missing one is a Turkish 404', async () => {
    const post = await inactivePost()
    const missing = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link?locale=en`)
    expect(missing.statusCode).toBe(404)
    expect(missing.body.message).toMatch(/çeviri/i)
    const bad = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link?locale=xx`)
    expect(bad.statusCode).toBe(400)
    expect(bad.body.message).toBe('Gönderilen bilgiler geçersiz.')

    const saved = await t.asAdmin(
      'PUT',
      `/api/blog/${post.id}/translations/en`,
      multipartBody({
        title: 'Knee draft',
        shortDescription: 'Short',
        tags: 'Knee',
        isActive: 'false',
      } as never),
    )
    expect(saved.statusCode).toBe(200)
    const created = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link?locale=en`)
    expect(created.statusCode).toBe(201)
    expect(created.body.locale).toBe('en')
    const html = (await open(created.body.url)).payload
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Preview — this page is not published yet')
    expect(html).toContain('<h1 class="article__title">Knee draft</h1>')
    expect(html).toContain('<a class="chip" href="/en/tag/knee">#Knee</a>')

    const onlyEn = await t.asAdmin('GET', `/api/blog/${post.id}/preview-links?locale=en`)
    expect(onlyEn.body.map((l: { locale: string }) => l.locale)).toEqual(['en'])
  })

  test('list shows active links without tokens; revoke makes the link 410 and drops it from the list', async () => {
    const post = await inactivePost()
    const a = (await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)).body
    const b = (await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)).body
    const list = await t.asAdmin('GET', `/api/blog/${post.id}/preview-links`)
    expect(list.statusCode).toBe(200)
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([b.id, a.id])
    expect(list.body[0]).toMatchObject({ locale: 'tr', createdBy: 'Ayşe Yönetici' })
    expect(JSON.stringify(list.body)).not.toContain(tokenOf(a.url))

    const revoked = await t.asAdmin('DELETE', `/api/blog/${post.id}/preview-links/${a.id}`)
    expect(revoked.statusCode).toBe(204)
    const gone = await open(a.url)
    expect(gone.statusCode).toBe(410)
    expect(gone.payload).toContain('süresi doldu')
    expect(gone.payload).toContain('<meta name="robots" content="noindex">')
    expect(gone.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(gone.payload).not.toContain('Diz &amp; Kalça')
    expect((await open(b.url)).statusCode).toBe(200)
    const after = await t.asAdmin('GET', `/api/blog/${post.id}/preview-links`)
    expect(after.body.map((l: { id: number }) => l.id)).toEqual([b.id])

    const again = await t.asAdmin('DELETE', `/api/blog/${post.id}/preview-links/${a.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.body.message).toBe('Önizleme bağlantısı bulunamadı.')
    const other = await t.seedPost({ Title: 'Başka' })
    expect((await t.asAdmin('DELETE', `/api/blog/${other.id}/preview-links/${b.id}`)).statusCode).toBe(404)
    expect((await open(b.url)).statusCode).toBe(200)
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'preview-link-revoke'))
    expect(audit).toHaveLength(1)
  })

  test('an expired link is 410 and no longer listed; an unknown token is a Turkish 404 page', async () => {
    const post = await inactivePost()
    const { body } = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    await t.app.db.update(previewLinks).set({ expiresAt: sql`now() - interval '1 minute'` })
    expect((await open(body.url)).statusCode).toBe(410)
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/preview-links`)).body).toEqual([])

    for (const token of ['x'.repeat(43), 'kısa', '..%2F..%2Fetc']) {
      const res = await t.request({
        method: 'GET',
        url: `/onizleme/${token === 'kısa' ? encodeURIComponent(token) : token}`,
      })
      expect(res.statusCode).toBe(404)
      expect(res.payload).toContain('Önizleme bulunamadı')
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    }
    // Longer than any path segment the router takes: the site's own 404.
    expect((await t.request({ method: 'GET', url: `/onizleme/${'a'.repeat(300)}` })).statusCode).toBe(404)
  })

  test('a deleted item’s link shows nothing (404); the templates are no page of their own', async () => {
    const post = await inactivePost()
    const { body } = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBeLessThan(300)
    expect((await open(body.url)).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: '/onizleme-sablonu/blog' })).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: '/en/onizleme-sablonu/blog/' })).statusCode).toBe(404)
  })

  test('anonymous and non-staff are refused; a missing item is a Turkish 404; nothing is created', async () => {
    const post = await inactivePost()
    const anon = await t.request({ method: 'POST', url: `/api/blog/${post.id}/preview-link` })
    expect(anon.statusCode).toBe(401)
    const user = await t.createUser({ email: 'hasta@example.com' })
    for (const [method, url] of [
      ['POST', `/api/blog/${post.id}/preview-link`],
      ['GET', `/api/blog/${post.id}/preview-links`],
      ['DELETE', `/api/blog/${post.id}/preview-links/1`],
    ] as const) {
      expect((await t.request({ method, url, token: user.token })).statusCode).toBe(403)
      expect((await t.request({ method, url })).statusCode).toBe(401)
    }
    const editor = await t.createUser({ email: 'editor@example.com', roles: ['Editor'] })
    expect(
      (await t.request({ method: 'POST', url: `/api/blog/${post.id}/preview-link`, token: editor.token }))
        .statusCode,
    ).toBe(201)
    const missing = await t.asAdmin('POST', '/api/blog/999999/preview-link')
    expect(missing.statusCode).toBe(404)
    expect(missing.body.message).toMatch(/bulunamadı/)
    expect((await t.asAdmin('POST', '/api/blog/abc/preview-link')).statusCode).toBe(400)
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}/preview-links/abc`)).statusCode).toBe(400)
    expect(await t.app.db.select().from(previewLinks)).toHaveLength(1)
  })
})

describe('preview links of an operation', () => {
  test('create, open (the catalog’s default name, the operation’s texts), list and revoke', async () => {
    const op = await t.seedOperation({ Title: 'Kalça Protezi', ShortDescription: 'Kısa', IsActive: 'false' })
    const created = await t.asAdmin('POST', `/api/Operation/${op.id}/preview-link`)
    expect(created.statusCode).toBe(201)
    const page = await open(created.body.url)
    expect(page.statusCode).toBe(200)
    expect(page.payload).toContain('<h1 class="article__title">Kalça Protezi</h1>')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    const list = await t.asAdmin('GET', `/api/Operation/${op.id}/preview-links`)
    expect(list.body).toHaveLength(1)
    expect(
      (await t.asAdmin('DELETE', `/api/Operation/${op.id}/preview-links/${created.body.id}`)).statusCode,
    ).toBe(204)
    expect((await open(created.body.url)).statusCode).toBe(410)
    // A post's link id is not the operation's.
    const post = await inactivePost()
    const postLink = (await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)).body
    expect(
      (await t.asAdmin('DELETE', `/api/Operation/${op.id}/preview-links/${postLink.id}`)).statusCode,
    ).toBe(404)
  })
})
