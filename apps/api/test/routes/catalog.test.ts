import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

async function createCatalog(token: string, name: string) {
  const res = await t.request({ method: 'POST', url: '/api/Catalog', token, payload: { name } })
  expect(res.statusCode).toBe(201)
  return res.body as { id: number; name: string }
}

test('an admin creates, renames and lists catalogs', async () => {
  const admin = await t.loginAsAdmin()
  const knee = await createCatalog(admin, 'Diz Cerrahisi')
  await createCatalog(admin, 'Ayak Cerrahisi')
  const renamed = await t.request({
    method: 'PUT',
    url: `/api/Catalog/${knee.id}`,
    token: admin,
    payload: { name: 'Diz' },
  })
  expect(renamed.body).toEqual({ id: knee.id, name: 'Diz' })
  const list = await t.request({ method: 'GET', url: '/api/catalog' })
  expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Ayak Cerrahisi', 'Diz'])
})

test('a catalog that still holds operations cannot be deleted (409) and stays', async () => {
  const admin = await t.loginAsAdmin()
  const catalog = await createCatalog(admin, 'Omuz Cerrahisi')
  const form = multipartBody({ Title: 'Rotator Manşet Tamiri', CatalogId: catalog.id })
  expect((await t.request({ method: 'POST', url: '/api/Operation', token: admin, ...form })).statusCode).toBe(
    201,
  )
  const res = await t.request({ method: 'DELETE', url: `/api/Catalog/${catalog.id}`, token: admin })
  expect(res.statusCode).toBe(409)
  expect(res.body.message).toMatch(/hâlâ 1 operasyon/)
  expect((await t.request({ method: 'GET', url: '/api/Catalog' })).body).toHaveLength(1)
})

test('an empty catalog is deleted', async () => {
  const admin = await t.loginAsAdmin()
  const catalog = await createCatalog(admin, 'Boş Katalog')
  expect(
    (await t.request({ method: 'DELETE', url: `/api/Catalog/${catalog.id}`, token: admin })).statusCode,
  ).toBe(204)
  expect((await t.request({ method: 'GET', url: '/api/Catalog' })).body).toEqual([])
  expect(
    (await t.request({ method: 'DELETE', url: `/api/Catalog/${catalog.id}`, token: admin })).statusCode,
  ).toBe(404)
})

test('a duplicate catalog name answers 409', async () => {
  const admin = await t.loginAsAdmin()
  await createCatalog(admin, 'Kalça')
  const res = await t.request({
    method: 'POST',
    url: '/api/Catalog',
    token: admin,
    payload: { name: 'KALÇA' },
  })
  expect(res.statusCode).toBe(409)
})

test('catalog names written at once that fold alike store one catalog; the others get 409', async () => {
  const admin = await t.loginAsAdmin()
  const answers = await Promise.all(
    ['Kalça', 'KALÇA', 'kalca', 'KALCA'].map((name) =>
      t.request({ method: 'POST', url: '/api/Catalog', token: admin, payload: { name } }),
    ),
  )
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1)
  expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3)
  expect((await t.request({ method: 'GET', url: '/api/Catalog' })).body).toHaveLength(1)
})

test('a catalog name over 100 characters answers 400', async () => {
  const admin = await t.loginAsAdmin()
  const res = await t.request({
    method: 'POST',
    url: '/api/Catalog',
    token: admin,
    payload: { name: 'a'.repeat(101) },
  })
  expect(res.statusCode).toBe(400)
  expect(res.body.errors.name[0]).toMatch(/100/)
})

test('only an admin changes catalogs', async () => {
  const user = await t.createUser()
  expect((await t.request({ method: 'POST', url: '/api/Catalog', payload: { name: 'x' } })).statusCode).toBe(
    401,
  )
  expect((await t.request({ method: 'DELETE', url: '/api/Catalog/1', token: user.token })).statusCode).toBe(
    403,
  )
})

test("the admin's catalog list counts every operation of each catalog, active or not, in the public order", async () => {
  const hip = await t.seedGroup('Catalog', 'Kalça')
  const knee = await t.seedGroup('Catalog', 'Diz')
  await t.seedGroup('Catalog', 'Ayak')
  await t.seedOperation({ Title: 'Diz Protezi', CatalogId: knee.id })
  await t.seedOperation({ Title: 'Menisküs Tamiri', CatalogId: knee.id, IsActive: false })
  await t.seedOperation({ Title: 'Kalça Protezi', CatalogId: hip.id })
  const res = await t.request({ method: 'GET', url: '/api/Catalog/admin', token: await t.loginAsAdmin() })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.body.map((c: { name: string; itemCount: number }) => [c.name, c.itemCount])).toEqual([
    ['Ayak', 0],
    ['Diz', 2],
    ['Kalça', 1],
  ])
})
