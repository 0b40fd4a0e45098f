import { describe, expect, test } from 'vitest'
import { PUBLIC_CACHE_CONTROL, PUBLIC_READS } from '../../src/plugins/caching.ts'
import { solveCaptcha } from '../captcha.ts'
import { file, pngImage } from '../fixtures.ts'
import { ADMIN, useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

/** A post with an approved comment, an operation in a catalog, a category, a user and the admin. */
async function setup() {
  const admin = await t.loginAsAdmin()
  const user = await t.createUser()
  const category = await t.seedGroup('Category', 'Diz')
  const catalog = await t.seedGroup('Catalog', 'Kalça')
  const post = await t.seedPost({ CategoryId: category.id, IsActive: 'true' })
  const operation = await t.seedOperation({ Title: 'Kalça Protezi', CatalogId: catalog.id, IsActive: 'true' })
  const comment = await t.asAdmin('POST', `/api/blog/${post.id}/comments`, {
    payload: { content: 'Yönetici yorumu, hemen onaylı.', captcha: await solveCaptcha(t) },
  })
  expect(comment.statusCode).toBe(201)
  return {
    admin,
    user,
    post,
    ids: {
      post: post.id,
      comment: comment.body.id as number,
      operation: operation.id,
      catalog: catalog.id,
      category: category.id,
    },
  }
}

type Ids = Awaited<ReturnType<typeof setup>>['ids']

/** Every public read, with a URL that answers 200 to a guest. */
const publicReads: [string, (ids: Ids) => string][] = [
  ['/api/blog', () => '/api/blog?page=1&pageSize=5'],
  ['/api/blog/search', () => '/api/blog/search?query=diz'],
  ['/api/blog/category/:id', (ids) => `/api/blog/category/${ids.category}`],
  ['/api/blog/:id', (ids) => `/api/blog/${ids.post}`],
  ['/api/blog/:id/comments', (ids) => `/api/blog/${ids.post}/comments`],
  ['/api/blog/:id/comments/:commentId/likes', (ids) => `/api/blog/${ids.post}/comments/${ids.comment}/likes`],
  ['/api/Operation', () => '/api/Operation'],
  ['/api/Operation/catalog/:catalogId', (ids) => `/api/Operation/catalog/${ids.catalog}`],
  ['/api/Operation/:id', (ids) => `/api/Operation/${ids.operation}`],
  ['/api/Catalog', () => '/api/Catalog'],
  ['/api/Catalog/:id', (ids) => `/api/Catalog/${ids.catalog}`],
  ['/api/Category', () => '/api/Category'],
]

/** `build`: the site build, with its token (X-Site-Sync-Token) and no session. */
type Who = 'guest' | 'user' | 'admin' | 'build'

/** Every answer that is personal, carries a token or is not a public read: never stored by anyone. */
const personal: [string, Who, string | ((ids: Ids) => string), object?][] = [
  ['POST', 'guest', '/api/Account/login', { email: ADMIN.email, password: ADMIN.password }],
  ['GET', 'user', '/api/Account/profile'],
  ['GET', 'user', '/api/Account/export'],
  ['GET', 'user', (ids) => `/api/blog/${ids.post}/comments`],
  ['GET', 'user', (ids) => `/api/blog/${ids.post}/comments/like-statuses`],
  ['GET', 'user', (ids) => `/api/blog/${ids.post}/comments/${ids.comment}/like-status`],
  ['PUT', 'user', (ids) => `/api/blog/${ids.post}/comments/${ids.comment}/like-status`, { isLiked: true }],
  ['GET', 'admin', (ids) => `/api/blog/${ids.post}`],
  ['GET', 'admin', '/api/Category'],
  ['GET', 'admin', '/api/blog/admin'],
  ['GET', 'admin', '/api/Operation/admin'],
  ['GET', 'admin', '/api/Catalog/admin'],
  ['GET', 'admin', '/api/Category/admin'],
  ['GET', 'admin', '/api/blog/comments/admin'],
  ['GET', 'admin', '/api/Users'],
  ['GET', 'admin', '/api/WellnessMessage'],
  ['GET', 'admin', '/api/Contact'],
  ['GET', 'admin', '/api/site/publish'],
  ['GET', 'guest', '/api/captcha'],
  ['GET', 'build', '/api/site/changes/blogs'],
  ['GET', 'guest', '/api/health'],
]

describe('caching', () => {
  test('every public read in the caching rule is a route of the API', () => {
    expect(publicReads.map(([route]) => route)).toEqual([...PUBLIC_READS])
    for (const url of PUBLIC_READS) expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true)
  })

  test('personal and token-bearing answers are no-store and carry no ETag', async () => {
    const { admin, user, ids } = await setup()
    const tokens = { guest: undefined, build: undefined, user: user.token, admin }
    for (const [method, who, url, payload] of personal) {
      const path = typeof url === 'string' ? url : url(ids)
      const headers = who === 'build' ? { 'x-site-sync-token': t.app.siteSyncToken } : {}
      const res = await t.request({
        method: method as 'GET',
        url: path,
        token: tokens[who],
        payload,
        headers,
      })
      expect(res.statusCode, `${method} ${path}`).toBe(200)
      expect(res.headers['cache-control'], `${method} ${path}`).toBe('no-store')
      expect(res.headers.etag, `${method} ${path}`).toBeUndefined()
    }
  })

  test('the users admin of one user is no-store', async () => {
    const { user } = await setup()
    const res = await t.asAdmin('GET', `/api/Users/${user.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  test('public reads carry an ETag, may be revalidated, and answer 304 with an empty body to If-None-Match', async () => {
    const { ids } = await setup()
    for (const [route, url] of publicReads) {
      const first = await t.request({ method: 'GET', url: url(ids) })
      expect(first.statusCode, route).toBe(200)
      expect(first.headers.etag, route).toMatch(/^"[\w-]+"$/)
      expect(first.headers['cache-control'], route).toBe(PUBLIC_CACHE_CONTROL)
      expect(String(first.headers.vary), route).toMatch(/\bAuthorization\b/)

      const again = await t.request({
        method: 'GET',
        url: url(ids),
        headers: { 'if-none-match': String(first.headers.etag) },
      })
      expect(again.statusCode, route).toBe(304)
      expect(again.payload, route).toBe('')
      expect(again.headers.etag, route).toBe(first.headers.etag)
      expect(again.headers['cache-control'], route).toBe(PUBLIC_CACHE_CONTROL)
    }
  })

  test('a weak or listed If-None-Match matches too, another tag does not', async () => {
    const { ids } = await setup()
    const url = `/api/blog/${ids.post}`
    const etag = String((await t.request({ method: 'GET', url })).headers.etag)
    const send = (value: string) => t.request({ method: 'GET', url, headers: { 'if-none-match': value } })
    expect((await send(`W/${etag}`)).statusCode).toBe(304)
    expect((await send(`"eski", ${etag}`)).statusCode).toBe(304)
    expect((await send('*')).statusCode).toBe(304)
    const other = await send('"eski"')
    expect(other.statusCode).toBe(200)
    expect(other.body.id).toBe(ids.post)
  })

  test('a post edited by an admin answers 200 with a new ETag to the old one', async () => {
    const { admin, post } = await setup()
    const url = `/api/blog/${post.id}`
    const before = await t.request({ method: 'GET', url })
    const list = await t.request({ method: 'GET', url: '/api/blog' })
    const edit = await t.request({
      method: 'PUT',
      url,
      token: admin,
      ...multipartBody({ Id: post.id, Title: 'Diz Ağrısında Yeni Başlık', IsActive: 'true' }),
    })
    expect(edit.statusCode).toBe(200)
    expect(edit.headers['cache-control']).toBe('no-store')

    for (const [old, path] of [
      [before, url],
      [list, '/api/blog'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: path,
        headers: { 'if-none-match': String(old.headers.etag) },
      })
      expect(res.statusCode, path).toBe(200)
      expect(res.headers.etag, path).toBeDefined()
      expect(res.headers.etag, path).not.toBe(old.headers.etag)
      expect(JSON.stringify(res.body), path).toContain('Diz Ağrısında Yeni Başlık')
    }
  })

  test('a page whose items stay the same gets a new ETag when the total changes', async () => {
    const { ids } = await setup()
    const url = '/api/blog?page=1&pageSize=1'
    const before = await t.request({ method: 'GET', url })
    await t.seedPost({ Title: 'Eski Tarihli Yazı', PublishedDate: '2001-01-01T00:00:00.000Z' })
    const res = await t.request({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([ids.post])
    expect(res.headers['x-total-count']).toBe('2')
    expect(res.headers.etag).not.toBe(before.headers.etag)
  })

  test('a signed-in request to a public read is not cached, not even when it names the guest ETag', async () => {
    const { user, ids } = await setup()
    const url = `/api/blog/${ids.post}/comments`
    const guest = await t.request({ method: 'GET', url })
    const res = await t.request({
      method: 'GET',
      url,
      token: user.token,
      headers: { 'if-none-match': String(guest.headers.etag) },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers.etag).toBeUndefined()
    expect(String(res.headers.vary)).toMatch(/\bAuthorization\b/)
    expect(res.body[0]).toMatchObject({ isOwn: false, isLiked: false })
  })

  test("a public read's error is not stored", async () => {
    const res = await t.request({ method: 'GET', url: '/api/blog/999999' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers.etag).toBeUndefined()
  })

  test('uploads keep their one-year immutable cache', async () => {
    await setup()
    const upload = await t.asAdmin(
      'POST',
      '/api/uploads/image',
      multipartBody({}, { file: file(await pngImage(), 'a.png', 'image/png') }),
    )
    expect(upload.statusCode).toBe(201)
    expect(upload.headers['cache-control']).toBe('no-store')
    const res = await t.request({ method: 'GET', url: upload.body.imagePath })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
