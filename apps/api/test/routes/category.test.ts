import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

test('categories are listed in Turkish alphabetical order', async () => {
  for (const name of ['Spor', 'Çocuk Ortopedisi', 'Omurga', 'Ağrı']) {
    await t.asAdmin('POST', '/api/Category', { payload: { name } })
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
  const created = (await t.asAdmin('POST', '/api/Category', { payload: { name: 'Diz' } })).body
  const res = await t.asAdmin('PUT', `/api/Category/${created.id}`, { payload: { name: 'Diz Sağlığı' } })
  expect(res.statusCode).toBe(200)
  expect(res.body).toEqual({ id: created.id, name: 'Diz Sağlığı' })
})

test('a name differing only in case or Turkish letters is taken (409)', async () => {
  await t.asAdmin('POST', '/api/Category', { payload: { name: 'İyileşme' } })
  const res = await t.asAdmin('POST', '/api/Category', { payload: { name: 'IYILESME' } })
  expect(res.statusCode).toBe(409)
  expect(res.body.message).toBe('Bu isimde bir kategori zaten var.')
  expect((await t.request({ method: 'GET', url: '/api/Category' })).body).toHaveLength(1)
})

test('names written at once that fold alike ("Diz", "DİZ", "dız") store one category; the others get 409', async () => {
  const names = ['Diz', 'DİZ', 'diz', 'dız', 'DIZ', 'Dİz']
  const answers = await Promise.all(
    names.map((name) => t.asAdmin('POST', '/api/Category', { payload: { name } })),
  )
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409].sort())
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.body.message).toBe('Bu isimde bir kategori zaten var.')
  }
  expect((await t.request({ method: 'GET', url: '/api/Category' })).body).toHaveLength(1)
})

test("renaming onto a name that folds to another category's is 409 and changes nothing", async () => {
  await t.asAdmin('POST', '/api/Category', { payload: { name: 'Omuz' } })
  const other = (await t.asAdmin('POST', '/api/Category', { payload: { name: 'Kalça' } })).body
  const res = await t.asAdmin('PUT', `/api/Category/${other.id}`, { payload: { name: 'OMUZ' } })
  expect(res.statusCode).toBe(409)
  expect(res.body.errors.name).toEqual(['Bu isimde bir kategori zaten var.'])
  const names = (await t.request({ method: 'GET', url: '/api/Category' })).body.map(
    (c: { name: string }) => c.name,
  )
  expect(names).toEqual(['Kalça', 'Omuz'])
  // Its own name in another case is not taken by itself.
  const recased = await t.asAdmin('PUT', `/api/Category/${other.id}`, { payload: { name: 'KALÇA' } })
  expect(recased.statusCode).toBe(200)
})

test('an empty name answers a Turkish 400', async () => {
  const res = await t.asAdmin('POST', '/api/Category', { payload: { name: '   ' } })
  expect(res.statusCode).toBe(400)
  expect(res.body.errors.name).toEqual(['Kategori adı zorunludur.'])
})

test('a body that is not JSON answers 400, not 500', async () => {
  const res = await t.asAdmin('POST', '/api/Category', {
    headers: { 'content-type': 'application/json' },
    payload: '{"name": ',
  })
  expect(res.statusCode).toBe(400)
  expect(res.body.message).toMatch(/geçersiz/)
})

test('an unsupported content type answers 415', async () => {
  const res = await t.asAdmin('POST', '/api/Category', {
    headers: { 'content-type': 'application/xml' },
    payload: '<name>x</name>',
  })
  expect(res.statusCode).toBe(415)
})

test('deleting a category keeps its posts, now without a category', async () => {
  const category = (await t.asAdmin('POST', '/api/Category', { payload: { name: 'Geçici' } })).body
  const form = multipartBody({ Title: 'Kalacak yazı', CategoryId: category.id })
  const post = (await t.asAdmin('POST', '/api/blog', form)).body
  expect((await t.asAdmin('DELETE', `/api/Category/${category.id}`)).statusCode).toBe(204)
  const after = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
  expect(after.body).toMatchObject({ categoryId: null, categoryName: null })
})

test('changing a category that does not exist answers 404', async () => {
  expect((await t.asAdmin('PUT', '/api/Category/999', { payload: { name: 'x' } })).statusCode).toBe(404)
  expect((await t.asAdmin('DELETE', '/api/Category/999')).statusCode).toBe(404)
  expect((await t.asAdmin('DELETE', '/api/Category/abc')).statusCode).toBe(400)
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
