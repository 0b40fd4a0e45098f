import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import type { PublicCacheConfig } from '../../src/env.ts'
import { QUIET_WRITES, scopeOfWrite } from '../../src/runtime/public-cache.ts'
import { solveCaptcha } from '../captcha.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

/** A category and a post in it with an approved comment, a catalog and an operation in it, a user. */
async function setup() {
  const admin = await t.loginAsAdmin()
  const user = await t.createUser({ firstName: 'Zeynep', lastName: 'Kaya' })
  const category = await t.seedGroup('Category', 'Diz')
  const catalog = await t.seedGroup('Catalog', 'Kalça')
  const post = await t.seedPost({ Title: 'Diz Ağrısı', CategoryId: category.id, Tags: 'Spor' })
  const operation = await t.seedOperation({ Title: 'Kalça Protezi', CatalogId: catalog.id })
  const comment = await comment_(post.id, admin, 'Yönetici yorumu, hemen onaylı.')
  return {
    admin,
    user,
    post,
    ids: {
      post: post.id,
      slug: post.slug,
      comment: comment.id as number,
      operation: operation.id,
      catalog: catalog.id,
      category: category.id,
    },
  }
}
type Ids = Awaited<ReturnType<typeof setup>>['ids']

async function comment_(postId: number, token: string, content: string) {
  const res = await t.request({
    method: 'POST',
    url: `/api/blog/${postId}/comments`,
    token,
    payload: { content, captcha: await solveCaptcha(t) },
  })
  expect(res.statusCode).toBe(201)
  return res.body
}

/** One URL of every public read that answers a guest 200. */
const publicReads = (ids: Ids) => [
  '/api/blog?page=1&pageSize=5',
  '/api/blog?tag=Spor&sort=title',
  '/api/blog/search?query=diz%20agri',
  `/api/blog/category/${ids.category}`,
  `/api/blog/${ids.post}`,
  `/API/Blog/${ids.slug}/`,
  `/api/blog/${ids.post}/comments`,
  `/api/blog/${ids.post}/comments/${ids.comment}/likes`,
  '/api/Operation',
  `/api/Operation/catalog/${ids.catalog}`,
  `/api/operation/${ids.operation}`,
  '/api/Catalog',
  `/api/Catalog/${ids.catalog}`,
  '/api/Category',
]

/** What differs between two answers to the same request. */
const own = ({ 'x-request-id': _id, date: _date, ...headers }: Record<string, unknown>) => headers

const stats = () => t.app.publicCache.stats()
const guestRead = async (url: string) => (await t.request({ method: 'GET', url })).body

/** Another app on this test's database (PostgreSQL: its own connections, as another replica has). */
async function anotherApp(
  publicCache: Partial<PublicCacheConfig>,
  separate: boolean,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const handle: DatabaseHandle =
    separate && t.app.dbUrl
      ? await openDatabase({ url: t.app.dbUrl })
      : { db: t.app.db, kind: t.kind, url: t.app.dbUrl, close: async () => {} }
  const app = await buildApp(
    { ...t.config, publicCache: { ...t.config.publicCache, ...publicCache } },
    { database: handle, logger: false },
  )
  await app.ready()
  return {
    app,
    close: async () => {
      await app.close()
      await handle.close()
    },
  }
}

describe('the public cache', () => {
  test('every quiet write is a route of the API', () => {
    for (const write of QUIET_WRITES) {
      const [method, url] = write.split(' ') as ['PUT', string]
      expect(t.app.hasRoute({ method, url }), write).toBe(true)
    }
  })

  test('every write of the API is placed: quiet, announced by a content service, or dropping what it changes', async () => {
    await t.app.ready()
    const { paths } = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const writes = Object.entries(paths).flatMap(([url, methods]) =>
      Object.keys(methods)
        .filter((method) => !['get', 'head', 'options'].includes(method))
        .map((method) => [method.toUpperCase(), url.replace(/\{(\w+)\}/g, ':$1')] as const),
    )
    expect(writes.length).toBeGreaterThan(40)
    for (const [method, url] of writes) expect(scopeOfWrite(method, url), `${method} ${url}`).not.toBe('all')
  })

  test('a repeated public read is answered from memory with the same bytes and headers', async () => {
    const { ids } = await setup()
    for (const url of publicReads(ids)) {
      const before = stats()
      const miss = await t.request({ method: 'GET', url })
      const hit = await t.request({ method: 'GET', url })
      expect(miss.statusCode, url).toBe(200)
      expect(stats().stored, url).toBe(before.stored + 1)
      expect(stats().hits, url).toBe(before.hits + 1)
      expect(hit.statusCode, url).toBe(200)
      expect(hit.rawPayload.equals(miss.rawPayload), url).toBe(true)
      expect(own(hit.headers), url).toEqual(own(miss.headers))
      expect(hit.headers['x-request-id'], url).not.toBe(miss.headers['x-request-id'])

      const revalidated = await t.request({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(miss.headers.etag) },
      })
      expect(revalidated.statusCode, url).toBe(304)
      expect(revalidated.payload, url).toBe('')
      expect(revalidated.headers['content-type'], url).toBeUndefined()
      expect(revalidated.headers.etag, url).toBe(miss.headers.etag)
      expect(stats().hits, url).toBe(before.hits + 2)
    }
  })

  test('the path is matched as the router matches it, and the answer follows the Origin', async () => {
    const { ids } = await setup()
    await guestRead(`/api/blog/${ids.post}/comments`)
    const stored = stats().stored
    const same = await t.request({ method: 'GET', url: `/API/BLOG//${ids.post}/Comments/` })
    expect(same.statusCode).toBe(200)
    expect(stats().stored).toBe(stored)

    const site = t.config.publicSiteUrl
    const cors = await t.request({ method: 'GET', url: '/api/Category', headers: { origin: site } })
    const corsAgain = await t.request({ method: 'GET', url: '/api/Category', headers: { origin: site } })
    const plain = await t.request({ method: 'GET', url: '/api/Category' })
    const stranger = await t.request({
      method: 'GET',
      url: '/api/Category',
      headers: { origin: 'https://baska.example' },
    })
    expect(cors.headers['access-control-allow-origin']).toBe(site)
    expect(corsAgain.headers['access-control-allow-origin']).toBe(site)
    expect(plain.headers['access-control-allow-origin']).toBeUndefined()
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined()
  })

  test("an admin's edit of a post shows at the next read of every answer that holds it", async () => {
    const { ids } = await setup()
    const urls = [
      `/api/blog/${ids.post}`,
      `/api/blog/${ids.slug}`,
      '/api/blog?page=1&pageSize=5',
      `/api/blog/category/${ids.category}`,
      '/api/blog/search?query=diz',
    ]
    for (const url of urls) await guestRead(url)
    const edited = await t.asAdmin(
      'PUT',
      `/api/blog/${ids.post}`,
      multipartBody({ Title: 'Diz Ağrısı ve Egzersiz', CategoryId: ids.category, Tags: 'Spor' }),
    )
    expect(edited.statusCode).toBe(200)
    expect((await guestRead(urls[0]!)).title).toBe('Diz Ağrısı ve Egzersiz')
    expect((await guestRead(urls[1]!)).title).toBe('Diz Ağrısı ve Egzersiz')
    for (const url of urls.slice(2))
      expect((await guestRead(url))[0].title, url).toBe('Diz Ağrısı ve Egzersiz')

    const hidden = await t.asAdmin('PUT', `/api/blog/${ids.post}/status`, { payload: { isActive: false } })
    expect(hidden.statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: urls[0]! })).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: `/api/blog/${ids.post}/comments` })).statusCode).toBe(404)
    expect(await guestRead(urls[2]!)).toEqual([])
  })

  test('renamed categories and catalogs show in the posts and operations at the next read', async () => {
    const { ids } = await setup()
    expect((await guestRead(`/api/blog/${ids.post}`)).categoryName).toBe('Diz')
    expect((await guestRead(`/api/Operation/${ids.operation}`)).catalogName).toBe('Kalça')
    expect(await guestRead('/api/Category')).toEqual([{ id: ids.category, name: 'Diz' }])
    await t.asAdmin('PUT', `/api/Category/${ids.category}`, { payload: { name: 'Dizler' } })
    await t.asAdmin('PUT', `/api/Catalog/${ids.catalog}`, { payload: { name: 'Kalçalar' } })
    expect((await guestRead(`/api/blog/${ids.post}`)).categoryName).toBe('Dizler')
    expect((await guestRead(`/api/Operation/${ids.operation}`)).catalogName).toBe('Kalçalar')
    expect(await guestRead('/api/Category')).toEqual([{ id: ids.category, name: 'Dizler' }])
    expect(await guestRead(`/api/Catalog/${ids.catalog}`)).toEqual({ id: ids.catalog, name: 'Kalçalar' })
  })

  test('comments written, approved, edited and deleted show at the next read', async () => {
    const { user, ids } = await setup()
    const url = `/api/blog/${ids.post}/comments`
    const texts = async () => ((await guestRead(url)) as { content: string }[]).map((c) => c.content)
    expect(await texts()).toEqual(['Yönetici yorumu, hemen onaylı.'])

    const pending = await comment_(ids.post, user.token, 'Ameliyattan sonra ne zaman yürürüm?')
    expect(await texts()).toEqual(['Yönetici yorumu, hemen onaylı.'])
    const approve = (isApproved: boolean) =>
      t.asAdmin('PUT', `/api/blog/${ids.post}/comments/${pending.id}/approve`, { payload: { isApproved } })
    expect((await approve(true)).statusCode).toBe(200)
    expect(await texts()).toEqual(['Ameliyattan sonra ne zaman yürürüm?', 'Yönetici yorumu, hemen onaylı.'])

    // A user's edit goes back to moderation: the public no longer sees the comment.
    const edit = await t.request({
      method: 'PUT',
      url: `/api/blog/${ids.post}/comments/${pending.id}`,
      token: user.token,
      payload: { content: 'Ameliyattan kaç gün sonra yürürüm?' },
    })
    expect(edit.statusCode).toBe(200)
    expect(await texts()).toEqual(['Yönetici yorumu, hemen onaylı.'])
    await approve(true)
    expect(await texts()).toEqual(['Ameliyattan kaç gün sonra yürürüm?', 'Yönetici yorumu, hemen onaylı.'])

    // The author's new name shows on their comment.
    const renamed = await t.request({
      method: 'PUT',
      url: '/api/Account/profile',
      token: user.token,
      payload: { firstName: 'Zehra', lastName: 'Kaya', phoneNumber: null },
    })
    expect(renamed.statusCode).toBe(200)
    expect((await guestRead(url))[0].authorName).toBe('Zehra Kaya')

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/blog/${ids.post}/comments/${pending.id}`,
      token: user.token,
    })
    expect(removed.statusCode).toBe(204)
    expect(await texts()).toEqual(['Yönetici yorumu, hemen onaylı.'])
  })

  test('a request with a token is never answered from memory, and its answer is never kept', async () => {
    const { user, ids } = await setup()
    const hiddenPost = await t.seedPost({ Title: 'Taslak Yazı', IsActive: 'false' })
    await comment_(ids.post, user.token, 'Henüz onaylanmadı.')
    const before = stats()

    // The admin's answer (an inactive post) is not kept for the guests.
    expect((await t.asAdmin('GET', `/api/blog/${hiddenPost.id}`)).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: `/api/blog/${hiddenPost.id}` })).statusCode).toBe(404)
    expect((await t.asAdmin('GET', `/api/blog/${hiddenPost.id}`)).statusCode).toBe(200)

    // The guests' kept list is not what the author sees: their pending comment, marked as theirs.
    const url = `/api/blog/${ids.post}/comments`
    expect(await guestRead(url)).toHaveLength(1)
    expect(await guestRead(url)).toHaveLength(1)
    const mine = await t.request({ method: 'GET', url, token: user.token })
    expect(mine.headers['cache-control']).toBe('no-store')
    expect((mine.body as { content: string; isOwn: boolean }[]).map((c) => [c.content, c.isOwn])).toEqual([
      ['Henüz onaylanmadı.', true],
      ['Yönetici yorumu, hemen onaylı.', false],
    ])
    expect(await guestRead(url)).toHaveLength(1)
    // Guests only: two misses kept (the list; the 404 is not kept), one hit, then another hit.
    expect(stats().stored).toBe(before.stored + 1)
    expect(stats().hits).toBe(before.hits + 2)
  })

  test('views and likes keep the kept answers: their counts may be up to the time limit old', async () => {
    const { ids } = await setup()
    const url = `/api/blog/${ids.post}`
    expect((await guestRead(url)).likes).toBe(0)
    expect((await t.request({ method: 'PUT', url: `/api/blog/${ids.post}/like` })).body.likes).toBe(1)
    expect((await t.request({ method: 'PUT', url: `/api/blog/${ids.post}/view` })).statusCode).toBe(200)
    const hits = stats().hits
    expect((await guestRead(url)).likes).toBe(0)
    expect(stats().hits).toBe(hits + 1)

    const quick = await anotherApp({ ttlMs: 200 }, false)
    try {
      const read = async () => (await quick.app.inject({ method: 'GET', url })).json() as { likes: number }
      expect((await read()).likes).toBe(1)
      // Another guest (another address: likes without the cookie count once per address).
      await quick.app.inject({
        method: 'PUT',
        url: `/api/blog/${ids.post}/like`,
        remoteAddress: '198.51.100.2',
      })
      expect((await read()).likes).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 250))
      expect((await read()).likes).toBe(2)
    } finally {
      await quick.close()
    }
  })

  test('query strings cannot grow it past its bounds', async () => {
    await setup()
    const small = await anotherApp({ maxEntries: 20, maxBytes: 200_000 }, false)
    try {
      // Sixty different pages of a list: sixty answers, of which the room keeps twenty.
      for (let n = 1; n <= 60; n++) {
        const res = await small.app.inject({ method: 'GET', url: `/api/blog?page=${n}` })
        expect(res.statusCode).toBe(200)
      }
      // Parameters the route does not read name no answer of their own, however long (decision 0171).
      const long = await small.app.inject({ method: 'GET', url: `/api/blog?page=60&q=${'a'.repeat(600)}` })
      expect(long.statusCode).toBe(200)
      const { entries, bytes, stored, evicted } = small.app.publicCache.stats()
      expect(entries).toBe(20)
      expect(bytes).toBeLessThanOrEqual(200_000)
      expect(stored).toBe(60)
      expect(evicted).toBe(40)
    } finally {
      await small.close()
    }
  })

  test('on PostgreSQL, a write through one replica makes the other replica’s kept answers fresh', async (ctx) => {
    if (t.kind !== 'postgres') ctx.skip('PGlite serves one process; replicas share PostgreSQL')
    const { user, ids } = await setup()
    const other = await anotherApp({ ttlMs: 60_000 }, true)
    try {
      const read = async (url: string) => (await other.app.inject({ method: 'GET', url })).json()
      const eventually = async (url: string, expected: (body: unknown) => boolean) => {
        for (let tries = 0; tries < 100; tries++) {
          if (expected(await read(url))) return true
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        return false
      }
      const postUrl = `/api/blog/${ids.post}`
      const commentsUrl = `/api/blog/${ids.post}/comments`
      expect((await read(postUrl)).title).toBe('Diz Ağrısı')
      expect(await read(commentsUrl)).toHaveLength(1)
      const hits = other.app.publicCache.stats().hits
      expect((await read(postUrl)).title).toBe('Diz Ağrısı')
      expect(other.app.publicCache.stats().hits).toBe(hits + 1)

      // Content, through the services' content-changed events.
      await t.asAdmin(
        'PUT',
        postUrl,
        multipartBody({ Title: 'Diz Ağrısı Geçer mi?', CategoryId: ids.category }),
      )
      expect(
        await eventually(postUrl, (body) => (body as { title: string }).title === 'Diz Ağrısı Geçer mi?'),
      ).toBe(true)
      // Comments, through the public-read changes (the post's edit dropped them: kept again first).
      expect(await read(commentsUrl)).toHaveLength(1)
      expect(await read(commentsUrl)).toHaveLength(1)
      const pending = await comment_(ids.post, user.token, 'Teşekkürler hocam.')
      await t.asAdmin('PUT', `/api/blog/${ids.post}/comments/${pending.id}/approve`, {
        payload: { isApproved: true },
      })
      expect(await eventually(commentsUrl, (body) => (body as unknown[]).length === 2)).toBe(true)
    } finally {
      await other.close()
    }
  })
})
