import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

test('categories are listed in Turkish alphabetical order', async () => {
  const admin = await t.loginAsAdmin()
  for (const name of ['Spor', 'Çocuk Ortopedisi', 'Omurga', 'Ağrı']) {
    await t.request({ method: 'POST', url: '/api/Category', token: admin, payload: { name } })
  }
  const res = await t.request({ method: 'GET', url: '/api/category' })
  expect(res.statusCode).toBe(200)
  expect(res.body.map((c: { name: string }) => c.name)).toEqual([
    'Ağrı',
    'Çocuk Ortopedisi',
    'Omurga',
    'Spor',
  ])
})

test('an admin renames a category', async () => {
  const admin = await t.loginAsAdmin()
  const created = (
    await t.request({ method: 'POST', url: '/api/Category', token: admin, payload: { name: 'Diz' } })
  ).body
  const res = await t.request({
    method: 'PUT',
    url: `/api/Category/${created.id}`,
    token: admin,
    payload: { name: 'Diz Sağlığı' },
  })
  expect(res.statusCode).toBe(200)
  expect(res.body).toEqual({ id: created.id, name: 'Diz Sağlığı' })
})

test('a name differing only in case or Turkish letters is taken (409)', async () => {
  const admin = await t.loginAsAdmin()
  await t.request({ method: 'POST', url: '/api/Category', token: admin, payload: { name: 'İyileşme' } })
  const res = await t.request({
    method: 'POST',
    url: '/api/Category',
    token: admin,
    payload: { name: 'IYILESME' },
  })
  expect(res.statusCode).toBe(409)
  expect(res.body.message).toBe('Bu isimde bir kategori zaten var.')
  expect((await t.request({ method: 'GET', url: '/api/Category' })).body).toHaveLength(1)
})

test('names written at once that fold alike ("Diz", "DİZ", "dız") store one category; the others get 409', async () => {
  const admin = await t.loginAsAdmin()
  const names = ['Diz', 'DİZ', 'diz', 'dız', 'DIZ', 'Dİz']
  const answers = await Promise.all(
    names.map((name) => t.request({ method: 'POST', url: '/api/Category', token: admin, payload: { name } })),
  )
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409].sort())
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.body.message).toBe('Bu isimde bir kategori zaten var.')
  }
  expect((await t.request({ method: 'GET', url: '/api/Category' })).body).toHaveLength(1)
})

test("renaming onto a name that folds to another category's is 409 and changes nothing", async () => {
  const admin = await t.loginAsAdmin()
  await t.request({ method: 'POST', url: '/api/Category', token: admin, payload: { name: 'Omuz' } })
  const other = (
    await t.request({ method: 'POST', url: '/api/Category', token: admin, payload: { name: 'Kalça' } })
  ).body
  const res = await t.request({
    method: 'PUT',
    url: `/api/Category/${other.id}`,
    token: admin,
    payload: { name: 'OMUZ' },
  })
  expect(res.statusCode).toBe(409)
  expect(res.body.errors.name).toEqual(['Bu isimde bir kategori zaten var.'])
  const names = (await t.request({ method: 'GET', url: '/api/Category' })).body.map(
    (c: { name: string }) => c.name,
  )
  expect(names).toEqual(['Kalça', 'Omuz'])
  // Its own name in another case is not taken by itself.
  const recased = await t.request({
    method: 'PUT',
    url: `/api/Category/${other.id}`,
    token: admin,
    payload: { name: 'KALÇA' },
  })
  expect(recased.statusCode).toBe(200)
})

test('an empty name answers a Turkish 400', async () => {
  const admin = await t.loginAsAdmin()
  const res = await t.request({
    method: 'POST',
    url: '/api/Category',
    token: admin,
    payload: { name: '   ' },
  })
  expect(res.statusCode).toBe(400)
  expect(res.body.errors.name).toEqual(['Kategori adı zorunludur.'])
})

test('a body that is not JSON answers 400, not 500', async () => {
  const admin = await t.loginAsAdmin()
  const res = await t.request({
    method: 'POST',
    url: '/api/Category',
    token: admin,
    headers: { 'content-type': 'application/json' },
    payload: '{"name": ',
  })
  expect(res.statusCode).toBe(400)
  expect(res.body.message).toMatch(/geçersiz/)
})

test('an unsupported content type answers 415', async () => {
  const admin = await t.loginAsAdmin()
  const res = await t.request({
    method: 'POST',
    url: '/api/Category',
    token: admin,
    headers: { 'content-type': 'application/xml' },
    payload: '<name>x</name>',
  })
  expect(res.statusCode).toBe(415)
})

test('deleting a category keeps its posts, now without a category', async () => {
  const admin = await t.loginAsAdmin()
  const category = (
    await t.request({ method: 'POST', url: '/api/Category', token: admin, payload: { name: 'Geçici' } })
  ).body
  const form = multipartBody({ Title: 'Kalacak yazı', CategoryId: category.id })
  const post = (await t.request({ method: 'POST', url: '/api/blog', token: admin, ...form })).body
  expect(
    (await t.request({ method: 'DELETE', url: `/api/Category/${category.id}`, token: admin })).statusCode,
  ).toBe(204)
  const after = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
  expect(after.body).toMatchObject({ categoryId: null, categoryName: null })
})

test('changing a category that does not exist answers 404', async () => {
  const admin = await t.loginAsAdmin()
  expect(
    (await t.request({ method: 'PUT', url: '/api/Category/999', token: admin, payload: { name: 'x' } }))
      .statusCode,
  ).toBe(404)
  expect((await t.request({ method: 'DELETE', url: '/api/Category/999', token: admin })).statusCode).toBe(404)
  expect((await t.request({ method: 'DELETE', url: '/api/Category/abc', token: admin })).statusCode).toBe(400)
})

test('only an admin changes categories', async () => {
  const user = await t.createUser()
  expect((await t.request({ method: 'POST', url: '/api/Category', payload: { name: 'x' } })).statusCode).toBe(
    401,
  )
  expect(
    (await t.request({ method: 'POST', url: '/api/Category', token: user.token, payload: { name: 'x' } }))
      .statusCode,
  ).toBe(403)
  expect((await t.request({ method: 'GET', url: '/api/Category' })).body).toEqual([])
})

test("the admin's category list counts every post of each category, active or not, in the public order", async () => {
  const sport = await t.seedGroup('Category', 'Spor')
  const child = await t.seedGroup('Category', 'Çocuk Ortopedisi')
  await t.seedGroup('Category', 'Ağrı')
  await t.seedPost({ Title: 'Koşucu Dizi', CategoryId: sport.id })
  await t.seedPost({ Title: 'Tenisçi Dirseği', CategoryId: sport.id, IsActive: false })
  await t.seedPost({ Title: 'Skolyoz', CategoryId: child.id })
  await t.seedPost({ Title: 'Kategorisiz' })
  const res = await t.request({ method: 'GET', url: '/api/Category/admin', token: await t.loginAsAdmin() })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.body).toEqual([
    { id: expect.any(Number), name: 'Ağrı', itemCount: 0 },
    { id: child.id, name: 'Çocuk Ortopedisi', itemCount: 1 },
    { id: sport.id, name: 'Spor', itemCount: 2 },
  ])
})
