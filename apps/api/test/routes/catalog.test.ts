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
  const renamed = await t.asAdmin('PUT', `/api/Catalog/${knee.id}`, { payload: { name: 'Diz' } })
  expect(renamed.body).toEqual({ id: knee.id, name: 'Diz' })
  const list = await t.request({ method: 'GET', url: '/api/catalog' })
  expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Ayak Cerrahisi', 'Diz'])
})

test('a catalog that still holds operations cannot be deleted (409) and stays', async () => {
  const admin = await t.loginAsAdmin()
  const catalog = await createCatalog(admin, 'Omuz Cerrahisi')
  const form = multipartBody({ Title: 'Rotator Manşet Tamiri', CatalogId: catalog.id })
  expect((await t.asAdmin('POST', '/api/Operation', form)).statusCode).toBe(201)
  const res = await t.asAdmin('DELETE', `/api/Catalog/${catalog.id}`)
  expect(res.statusCode).toBe(409)
  expect(res.body.message).toMatch(/hâlâ 1 operasyon/)
  expect((await t.request({ method: 'GET', url: '/api/Catalog' })).body).toHaveLength(1)
})

test('an empty catalog is deleted', async () => {
  const admin = await t.loginAsAdmin()
  const catalog = await createCatalog(admin, 'Boş Katalog')
  expect((await t.asAdmin('DELETE', `/api/Catalog/${catalog.id}`)).statusCode).toBe(204)
  expect((await t.request({ method: 'GET', url: '/api/Catalog' })).body).toEqual([])
  expect((await t.asAdmin('DELETE', `/api/Catalog/${catalog.id}`)).statusCode).toBe(404)
})

test('a duplicate catalog name answers 409', async () => {
  const admin = await t.loginAsAdmin()
  await createCatalog(admin, 'Kalça')
  const res = await t.asAdmin('POST', '/api/Catalog', { payload: { name: 'KALÇA' } })
  expect(res.statusCode).toBe(409)
})

test('catalog names written at once that fold alike store one catalog; the others get 409', async () => {
  const answers = await Promise.all(
    ['Kalça', 'KALÇA', 'kalca', 'KALCA'].map((name) =>
      t.asAdmin('POST', '/api/Catalog', { payload: { name } }),
    ),
  )
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1)
  expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3)
  expect((await t.request({ method: 'GET', url: '/api/Catalog' })).body).toHaveLength(1)
})

test('a catalog name over 100 characters answers 400', async () => {
  const res = await t.asAdmin('POST', '/api/Catalog', { payload: { name: 'a'.repeat(101) } })
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
