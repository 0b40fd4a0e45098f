import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditLog, contentRevisions } from '../../src/db/schema.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

/** PUT of a post's or an operation's form, as the admin's form sends it. */
const savePost = (id: number, fields: Record<string, string | number | boolean>) =>
  t.asAdmin('PUT', `/api/blog/${id}`, multipartBody({ Title: 'Diz Ağrısı', ...fields }))
const saveTranslation = (resource: 'blog' | 'Operation', id: number, locale: string, fields: object) =>
  t.asAdmin('PUT', `/api/${resource}/${id}/translations/${locale}`, multipartBody(fields as never))
const history = (resource: string, id: number, query = '') =>
  t.asAdmin('GET', `/api/${resource}/${id}/revisions${query}`)
const restore = (resource: string, id: number, revisionId: number) =>
  t.asAdmin('POST', `/api/${resource}/${id}/revisions/${revisionId}/restore`)

/** Revision rows of one unit, oldest first (what the database keeps). */
const rowsOf = (kind: 'blog' | 'operation' | 'catalog' | 'category', itemId: number) =>
  t.app.db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
    .orderBy(contentRevisions.id)

describe('revisions of a post', () => {
  test('every save keeps one, newest first, with who saved and the title; counters keep none', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı', Tags: 'Diz, Spor' })
    expect((await savePost(post.id, { Title: 'Diz Ağrısı Nedir?' })).statusCode).toBe(200)
    await t.request({ method: 'PUT', url: `/api/blog/${post.id}/view` })
    await t.request({ method: 'PUT', url: `/api/blog/${post.id}/like` })

    const list = await history('blog', post.id)
    expect(list.statusCode).toBe(200)
    expect(list.body).toHaveLength(2)
    expect(list.body[0]).toMatchObject({
      locale: 'tr',
      reason: 'save',
      userName: 'Ayşe Yönetici',
      summary: 'Diz Ağrısı Nedir?',
    })
    expect(list.body[1].summary).toBe('Diz Ağrısı')
    expect(list.body[0].id).toBeGreaterThan(list.body[1].id)
    expect(new Date(list.body[0].createdAt).getTime()).not.toBeNaN()
  })

  test('one revision answers every field of the form as it was saved', async () => {
    const category = await t.seedGroup('Category', 'Diz')
    const post = await t.seedPost({
      Title: 'Menisküs',
      Slug: 'meniskus-yirtigi',
      CategoryId: category.id,
      Tags: 'Diz, Spor',
      ShortDescription: 'Kısa',
      FullContent: '<p>Uzun <script>x</script>metin</p>',
      SeoKeywords: 'menisküs',
      SeoDescription: 'Açıklama',
      AllowComments: 'false',
    })
    const [summary] = (await history('blog', post.id)).body
    const one = await t.asAdmin('GET', `/api/blog/${post.id}/revisions/${summary.id}`)
    expect(one.statusCode).toBe(200)
    expect(one.body.fields).toMatchObject({
      title: 'Menisküs',
      slug: 'meniskus-yirtigi',
      categoryId: category.id,
      tags: ['Diz', 'Spor'],
      shortDescription: 'Kısa',
      fullContent: '<p>Uzun metin</p>',
      seoKeywords: 'menisküs',
      seoDescription: 'Açıklama',
      isActive: true,
      allowComments: false,
      allowLikes: true,
      beforeAfter: false,
      imagePath: null,
    })
    expect(typeof one.body.fields.publishedDate).toBe('string')
  })

  test('a restore brings back the fields through the form save, shows on the public read and is a new revision', async () => {
    const post = await t.seedPost({ Title: 'İlk Başlık', Tags: 'Diz', ShortDescription: 'Birinci' })
    await savePost(post.id, { Title: 'İkinci Başlık', Slug: 'ikinci-baslik', Tags: 'Kalça' })
    const [, first] = (await history('blog', post.id)).body

    const restored = await restore('blog', post.id, first.id)
    expect(restored.statusCode, restored.payload).toBe(200)
    expect(restored.body).toMatchObject({
      reason: 'restore',
      summary: 'İlk Başlık',
      userName: 'Ayşe Yönetici',
    })

    const live = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
    expect(live.body).toMatchObject({
      title: 'İlk Başlık',
      slug: post.slug,
      tags: ['Diz'],
      shortDescription: 'Birinci',
    })
    // The search text follows the restored title, as a form save's does.
    const found = await t.request({ method: 'GET', url: '/api/blog/search?query=ilk' })
    expect(found.body.map((p: { id: number }) => p.id)).toContain(post.id)
    const list = (await history('blog', post.id)).body
    expect(list.map((r: { reason: string }) => r.reason)).toEqual(['restore', 'save', 'save'])
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'revision-restore'))
    expect(entry).toMatchObject({ resource: 'blog', resourceId: String(post.id) })
  })

  test('a status change keeps a revision', async () => {
    const post = await t.seedPost()
    const res = await t.asAdmin('PUT', `/api/blog/${post.id}/status`, { payload: { isActive: false } })
    expect(res.statusCode).toBe(200)
    const list = (await history('blog', post.id)).body
    expect(list).toHaveLength(2)
    const newest = await t.asAdmin('GET', `/api/blog/${post.id}/revisions/${list[0].id}`)
    expect(newest.body.fields.isActive).toBe(false)
  })

  test('a post saved before revisions existed keeps its older text as a baseline on its first save', async () => {
    const post = await t.seedPost({ Title: 'Eski Metin' })
    // As if written before this feature: no revision.
    await t.app.db.delete(contentRevisions)
    await savePost(post.id, { Title: 'Yeni Metin' })
    const list = (await history('blog', post.id)).body
    expect(list.map((r: { reason: string; summary: string }) => [r.reason, r.summary])).toEqual([
      ['save', 'Yeni Metin'],
      ['baseline', 'Eski Metin'],
    ])
    expect(list[1].userName).toBeNull()
    await savePost(post.id, { Title: 'Üçüncü' })
    // Only the first save writes a baseline.
    expect((await rowsOf('blog', post.id)).map((r) => r.reason)).toEqual(['baseline', 'save', 'save'])
    expect((await restore('blog', post.id, list[1].id)).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.title).toBe('Eski Metin')
  })

  test('a restore whose slug another post now has is a Turkish 409 and changes nothing', async () => {
    const post = await t.seedPost({ Title: 'Omuz', Slug: 'omuz' })
    await savePost(post.id, { Title: 'Omuz Ağrısı', Slug: 'omuz-agrisi' })
    await t.seedPost({ Title: 'Başka', Slug: 'omuz' })
    const [, first] = (await history('blog', post.id)).body
    const res = await restore('blog', post.id, first.id)
    expect(res.statusCode).toBe(409)
    expect(res.body.message).toMatch(/kısa adı \(slug\) artık başka bir içerikte/)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.slug).toBe('omuz-agrisi')
    expect((await history('blog', post.id)).body).toHaveLength(2)
  })

  test('deleting a post deletes its revisions', async () => {
    const post = await t.seedPost()
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBe(204)
    expect(await rowsOf('blog', post.id)).toHaveLength(0)
  })
})

describe('revisions of a translation', () => {
  test('listed under its language; its restore changes that language only', async () => {
    const post = await t.seedPost({ Title: 'Menisküs' })
    await saveTranslation('blog', post.id, 'en', { Title: 'Meniscus tear', Tags: 'Knee' })
    await saveTranslation('blog', post.id, 'en', { Title: 'Meniscus tears explained', Slug: 'meniscus-2' })
    await savePost(post.id, { Title: 'Menisküs Yırtığı' })

    const en = (await history('blog', post.id, '?locale=en')).body
    expect(en.map((r: { summary: string }) => r.summary)).toEqual([
      'Meniscus tears explained',
      'Meniscus tear',
    ])
    expect(en.every((r: { locale: string }) => r.locale === 'en')).toBe(true)
    expect((await history('blog', post.id)).body).toHaveLength(4)
    expect((await history('blog', post.id, '?locale=tr')).body).toHaveLength(2)

    const res = await restore('blog', post.id, en[1].id)
    expect(res.statusCode, res.payload).toBe(200)
    expect(res.body).toMatchObject({ locale: 'en', reason: 'restore', summary: 'Meniscus tear' })
    const translation = await t.asAdmin('GET', `/api/blog/${post.id}?locale=en`)
    expect(translation.body).toMatchObject({ title: 'Meniscus tear', slug: 'meniscus-tear', tags: ['Knee'] })
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.title).toBe(
      'Menisküs Yırtığı',
    )
  })

  test('an unknown language is a Turkish 400', async () => {
    const post = await t.seedPost()
    const res = await history('blog', post.id, '?locale=de')
    expect(res.statusCode).toBe(400)
    expect(res.body.message).toMatch(/[ğüşıöçİ]|Bilinmeyen|geçersiz/i)
  })
})

describe('revisions of operations, catalogs and categories', () => {
  test('an operation and its translation are restored', async () => {
    const catalog = await t.seedGroup('Catalog', 'Diz')
    const op = await t.seedOperation({ Title: 'Protez', CatalogId: catalog.id, ShortDescription: 'A' })
    await t.asAdmin(
      'PUT',
      `/api/Operation/${op.id}`,
      multipartBody({ Title: 'Diz Protezi', CatalogId: catalog.id, ShortDescription: 'B' }),
    )
    await saveTranslation('Operation', op.id, 'ru', { Title: 'Протез' })
    await saveTranslation('Operation', op.id, 'ru', { Title: 'Эндопротез' })
    const tr = (await history('Operation', op.id, '?locale=tr')).body
    expect(tr.map((r: { summary: string }) => r.summary)).toEqual(['Diz Protezi', 'Protez'])
    expect((await restore('Operation', op.id, tr[1].id)).statusCode).toBe(200)
    const live = await t.request({ method: 'GET', url: `/api/Operation/${op.id}` })
    expect(live.body).toMatchObject({ title: 'Protez', shortDescription: 'A', catalogId: catalog.id })

    const ru = (await history('Operation', op.id, '?locale=ru')).body
    expect((await restore('Operation', op.id, ru[1].id)).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: `/api/Operation/${op.id}?locale=ru` })).body.title).toBe(
      'Протез',
    )
  })

  test('a category rename and a catalog translation are kept and restored', async () => {
    const category = await t.seedGroup('Category', 'Diz')
    await t.asAdmin('PUT', `/api/Category/${category.id}`, { payload: { name: 'Diz Sağlığı' } })
    const list = (await history('Category', category.id)).body
    expect(list.map((r: { summary: string }) => r.summary)).toEqual(['Diz Sağlığı', 'Diz'])
    expect((await restore('Category', category.id, list[1].id)).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: '/api/Category' })).body[0].name).toBe('Diz')

    const catalog = await t.seedGroup('Catalog', 'Kalça')
    await t.asAdmin('PUT', `/api/Catalog/${catalog.id}/translations/en`, { payload: { name: 'Hip' } })
    await t.asAdmin('PUT', `/api/Catalog/${catalog.id}/translations/en`, { payload: { name: 'Hips' } })
    const en = (await history('Catalog', catalog.id, '?locale=en')).body
    expect((await restore('Catalog', catalog.id, en[1].id)).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: `/api/Catalog/${catalog.id}?locale=en` })).body.name).toBe(
      'Hip',
    )
  })

  test('a group restore whose name another group now has is a Turkish 409', async () => {
    const category = await t.seedGroup('Category', 'Diz')
    await t.asAdmin('PUT', `/api/Category/${category.id}`, { payload: { name: 'Diz Sağlığı' } })
    await t.seedGroup('Category', 'Diz')
    const [, first] = (await history('Category', category.id)).body
    const res = await restore('Category', category.id, first.id)
    expect(res.statusCode).toBe(409)
    expect(res.body.message).toMatch(/adı artık başka bir kayıtta/)
  })
})

describe('revision errors and guards', () => {
  test('unknown items and revisions of another item are 404, bad ids 400, in Turkish', async () => {
    const a = await t.seedPost({ Title: 'Bir' })
    const b = await t.seedPost({ Title: 'İki' })
    const [ofB] = (await history('blog', b.id)).body
    const cases: Array<[string, number, RegExp]> = [
      [`/api/blog/99999/revisions`, 404, /Blog yazısı bulunamadı/],
      [`/api/blog/${a.id}/revisions/${ofB.id}`, 404, /Sürüm bulunamadı/],
      [`/api/blog/${a.id}/revisions/99999`, 404, /Sürüm bulunamadı/],
      [`/api/blog/abc/revisions`, 400, /geçersiz/i],
      [`/api/blog/${a.id}/revisions/abc`, 400, /geçersiz/i],
      [`/api/Catalog/99999/revisions`, 404, /Katalog bulunamadı/],
    ]
    for (const [url, status, message] of cases) {
      const res = await t.asAdmin('GET', url)
      expect(res.statusCode, url).toBe(status)
      expect(res.body.message, url).toMatch(message)
    }
    const wrong = await restore('blog', a.id, ofB.id)
    expect(wrong.statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: `/api/blog/${a.id}` })).body.title).toBe('Bir')
  })

  test('only staff read or restore revisions: 401 without a token, 403 for a user', async () => {
    const post = await t.seedPost()
    const [first] = (await history('blog', post.id)).body
    const user = await t.createUser()
    for (const [method, url] of [
      ['GET', `/api/blog/${post.id}/revisions`],
      ['GET', `/api/blog/${post.id}/revisions/${first.id}`],
      ['POST', `/api/blog/${post.id}/revisions/${first.id}/restore`],
    ] as const) {
      expect((await t.request({ method, url })).statusCode, url).toBe(401)
      expect((await t.request({ method, url, token: user.token })).statusCode, url).toBe(403)
    }
    const editor = await t.createUser({ roles: ['Editor'], firstName: 'Elif', lastName: 'Editör' })
    const res = await t.request({
      method: 'POST',
      url: `/api/blog/${post.id}/revisions/${first.id}/restore`,
      token: editor.token,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.userName).toBe('Elif Editör')
  })
})
