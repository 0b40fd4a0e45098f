import { siteConfig } from '@clinic/contract/site-config'
import { describe, expect, test } from 'vitest'
import { file, pngImage, textFile } from '../fixtures.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

async function createCatalog(token: string, name = 'Diz Cerrahisi') {
  return (await t.request({ method: 'POST', url: '/api/Catalog', token, payload: { name } })).body as {
    id: number
  }
}

async function createOperation(
  token: string,
  fields: Record<string, string | number | undefined> = {},
  files = {},
) {
  const form = multipartBody({ Title: 'Total Diz Protezi', ...fields }, files)
  return t.request({ method: 'POST', url: '/api/Operation', token, ...form })
}

describe('operations', () => {
  test('an admin creates an operation with the spec form and its content fields', async () => {
    const admin = await t.loginAsAdmin()
    const catalog = await createCatalog(admin)
    const res = await createOperation(
      admin,
      {
        CatalogId: catalog.id,
        ShortDescription: 'İleri kireçlenmede eklemin yenilenmesi.',
        FullContent:
          '<h2>Nedir?</h2><p>Açıklama</p><img src="x" onerror="alert(1)"><img src="/uploads/content/a.webp" onerror="alert(1)">',
        SeoKeywords: 'diz protezi',
        SeoDescription: 'Total diz protezi hakkında',
        IsActive: 'true',
      },
      { OperationImage: file(await pngImage(), 'diz.png', 'image/png') },
    )
    expect(res.statusCode).toBe(201)
    expect(res.body).toMatchObject({
      slug: 'total-diz-protezi',
      title: 'Total Diz Protezi',
      catalogId: catalog.id,
      catalogName: 'Diz Cerrahisi',
      shortDescription: 'İleri kireçlenmede eklemin yenilenmesi.',
      seoKeywords: 'diz protezi',
      seoDescription: 'Total diz protezi hakkında',
      authorName: siteConfig.doctor.fullName,
      authorProfileImagePath: null,
      viewCount: 0,
      isActive: true,
    })
    // An image from a relative path other than the site's goes; one from /uploads/ stays, without the handler.
    expect(res.body.fullContent).toBe('<h2>Nedir?</h2><p>Açıklama</p><img src="/uploads/content/a.webp" />')
    expect(res.body.imagePath).toMatch(/^\/uploads\/operations\/.+\.webp$/)
    const bySlug = await t.request({ method: 'GET', url: '/api/operation/total-diz-protezi' })
    expect(bySlug.body).toEqual(res.body)
  })

  test('the update form with Id and CatalogId moves an operation to another catalog', async () => {
    const admin = await t.loginAsAdmin()
    const knee = await createCatalog(admin, 'Diz')
    const hip = await createCatalog(admin, 'Kalça')
    const op = (await createOperation(admin, { CatalogId: knee.id })).body
    const form = multipartBody({
      Id: op.id,
      Title: 'Kalça Protezi',
      CatalogId: hip.id,
      ExistingImagePath: '',
    })
    const res = await t.asAdmin('PUT', `/api/Operation/${op.id}`, form)
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatchObject({
      title: 'Kalça Protezi',
      catalogId: hip.id,
      catalogName: 'Kalça',
      slug: op.slug,
    })
  })

  test('a catalog that does not exist is refused', async () => {
    const admin = await t.loginAsAdmin()
    const res = await createOperation(admin, { CatalogId: 77 })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.catalogId).toEqual(['Seçilen katalog bulunamadı.'])
  })

  test('a non-image upload is refused with 415 and nothing is stored', async () => {
    const admin = await t.loginAsAdmin()
    const res = await createOperation(admin, {}, { OperationImage: file(textFile, 'a.png', 'image/png') })
    expect(res.statusCode).toBe(415)
    expect((await t.asAdmin('GET', '/api/Operation/admin')).body).toEqual([])
  })

  test('the public list holds active operations only and filters by catalog', async () => {
    const admin = await t.loginAsAdmin()
    const knee = await createCatalog(admin, 'Diz')
    const shoulder = await createCatalog(admin, 'Omuz')
    await createOperation(admin, { Title: 'Menisküs Tamiri', CatalogId: knee.id })
    await createOperation(admin, { Title: 'Bankart', CatalogId: shoulder.id })
    await createOperation(admin, { Title: 'Taslak', CatalogId: knee.id, IsActive: 'false' })
    const titles = (res: { body: { title: string }[] }) => res.body.map((o) => o.title).sort()
    expect(titles(await t.request({ method: 'GET', url: '/api/Operation' }))).toEqual([
      'Bankart',
      'Menisküs Tamiri',
    ])
    expect(titles(await t.request({ method: 'GET', url: `/api/Operation?catalogId=${knee.id}` }))).toEqual([
      'Menisküs Tamiri',
    ])
    const byPath = await t.request({ method: 'GET', url: `/api/Operation/catalog/${knee.id}` })
    expect(titles(byPath)).toEqual(['Menisküs Tamiri'])
    expect(byPath.headers['x-total-count']).toBe('1')
    const adminList = await t.asAdmin('GET', '/api/Operation/admin')
    expect(titles(adminList)).toEqual(['Bankart', 'Menisküs Tamiri', 'Taslak'])
    expect((await t.request({ method: 'GET', url: '/api/Operation/catalog/999' })).statusCode).toBe(404)
  })

  test('status hides an operation from the public; an admin still reads it', async () => {
    const admin = await t.loginAsAdmin()
    const op = (await createOperation(admin)).body
    const res = await t.asAdmin('PUT', `/api/Operation/${op.id}/status`, { payload: { isActive: false } })
    expect(res.body.isActive).toBe(false)
    expect((await t.request({ method: 'GET', url: `/api/Operation/${op.id}` })).statusCode).toBe(404)
    expect((await t.asAdmin('GET', `/api/Operation/${op.id}`)).statusCode).toBe(200)
  })

  test('a view counts once per call', async () => {
    const admin = await t.loginAsAdmin()
    const op = (await createOperation(admin)).body
    await t.request({ method: 'PUT', url: `/api/Operation/${op.id}/view` })
    const res = await t.request({ method: 'PUT', url: `/api/Operation/${op.slug}/view` })
    expect(res.body).toEqual({ id: op.id, viewCount: 2 })
  })

  test('views arriving together are all counted', async () => {
    const admin = await t.loginAsAdmin()
    const op = (await createOperation(admin)).body
    await Promise.all(
      Array.from({ length: 20 }, () => t.request({ method: 'PUT', url: `/api/Operation/${op.id}/view` })),
    )
    expect((await t.request({ method: 'GET', url: `/api/Operation/${op.id}` })).body.viewCount).toBe(20)
  })

  test('sort=views lists the most viewed active operations first, ties newest first; the default is newest', async () => {
    const admin = await t.loginAsAdmin()
    const views: Record<string, number> = { 'Op 1': 2, 'Op 2': 5, 'Op 3': 2, 'Op 4': 0 }
    for (const [i, [title, count]] of Object.entries(views).entries()) {
      const op = (
        await createOperation(admin, { Title: title, PublishedDate: `2026-0${i + 1}-01T10:00:00.000Z` })
      ).body
      for (let v = 0; v < count; v++) await t.request({ method: 'PUT', url: `/api/Operation/${op.id}/view` })
    }
    await createOperation(admin, { Title: 'Pasif Op', IsActive: 'false' })

    const titles = async (url: string) =>
      (await t.request({ method: 'GET', url })).body.map((o: { title: string }) => o.title)
    expect(await titles('/api/Operation?sort=views&pageSize=3')).toEqual(['Op 2', 'Op 3', 'Op 1'])
    expect(await titles('/api/Operation')).toEqual(['Op 4', 'Op 3', 'Op 2', 'Op 1'])
    const res = await t.request({ method: 'GET', url: '/api/Operation?sort=populer' })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.sort).toEqual(['Sıralama newest, oldest, title ya da views olabilir.'])
  })

  test('a deleted operation is gone', async () => {
    const admin = await t.loginAsAdmin()
    const op = (await createOperation(admin)).body
    expect((await t.asAdmin('DELETE', `/api/Operation/${op.id}`)).statusCode).toBe(204)
    expect((await t.asAdmin('GET', `/api/Operation/${op.id}`)).statusCode).toBe(404)
  })

  test('only an admin writes operations', async () => {
    const user = await t.createUser()
    expect((await createOperation('')).statusCode).toBe(401)
    expect((await createOperation(user.token)).statusCode).toBe(403)
    expect(
      (await t.request({ method: 'GET', url: '/api/Operation/admin', token: user.token })).statusCode,
    ).toBe(403)
  })
})
