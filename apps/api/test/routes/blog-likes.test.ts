import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { blogLikes, blogs } from '../../src/db/schema.ts'
import { loadConfig } from '../../src/env.ts'
import { useTestApp } from '../helper.ts'

// Behind one reverse proxy (TRUST_PROXY=1), so a test can say the visitor came over https (X-Forwarded-Proto).
const t = useTestApp({ trustProxy: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy })

type Answer = Awaited<ReturnType<typeof t.request>>

/** The `clinic_visitor=…` pair an answer sets, or undefined. */
function visitorCookieOf(res: Answer): string | undefined {
  const header = res.headers['set-cookie']
  const all = Array.isArray(header) ? header : header ? [header] : []
  return all.find((c) => c.startsWith('clinic_visitor='))?.split(';')[0]
}

let addresses = 0
/** Another client address each time (the proxy in front writes it). */
const nextAddress = () => `198.51.100.${++addresses % 250}`

/**
 * A guest: remembers the cookie the API sets, as a browser does; from an address of their own unless one is given
 * (a guest without the cookie is named by their address).
 */
function guest(address = nextAddress()) {
  let cookie: string | undefined
  const call = async (method: 'GET' | 'PUT', url: string) => {
    const headers = { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) }
    const res = await t.request({ method, url, headers })
    cookie = visitorCookieOf(res) ?? cookie
    return res
  }
  return {
    like: (id: number | string) => call('PUT', `/api/blog/${id}/like`),
    unlike: (id: number | string) => call('PUT', `/api/blog/${id}/unlike`),
    state: (id: number | string) => call('GET', `/api/blog/${id}/like`),
    get cookie() {
      return cookie
    },
  }
}

const asUser = (token: string) => ({
  like: (id: number) => t.request({ method: 'PUT', url: `/api/blog/${id}/like`, token }),
  unlike: (id: number) => t.request({ method: 'PUT', url: `/api/blog/${id}/unlike`, token }),
  state: (id: number) => t.request({ method: 'GET', url: `/api/blog/${id}/like`, token }),
})

const rowsOf = async (blogId: number) =>
  (await t.app.db.select().from(blogLikes).where(eq(blogLikes.blogId, blogId))).length

const likesOf = async (blogId: number) =>
  (await t.app.db.select({ likes: blogs.likes }).from(blogs).where(eq(blogs.id, blogId)))[0]?.likes

describe('the visitor cookie', () => {
  test("a guest's first like sets an HttpOnly, SameSite=Lax cookie for the blog API, for a year", async () => {
    const post = await t.seedPost()
    const res = await t.request({ method: 'PUT', url: `/api/blog/${post.id}/like` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ id: post.id, viewCount: 0, likes: 1, liked: true })
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(
      /^clinic_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}; Path=\/api\/blog; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    )
  })

  test('is Secure when the request came over https', async () => {
    const post = await t.seedPost()
    const res = await t.request({
      method: 'PUT',
      url: `/api/blog/${post.id}/like`,
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(String(res.headers['set-cookie'])).toMatch(/; SameSite=Lax; Secure$/)
  })

  test('reading the state sets no cookie, and a guest without one likes nothing', async () => {
    const post = await t.seedPost()
    const res = await t.request({ method: 'GET', url: `/api/blog/${post.id}/like` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ id: post.id, viewCount: 0, likes: 0, liked: false })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
  })

  test('an unlike without a cookie takes nothing away and sets none', async () => {
    const post = await t.seedPost()
    await guest().like(post.id)
    const res = await t.request({ method: 'PUT', url: `/api/blog/${post.id}/unlike` })
    expect(res.body).toMatchObject({ likes: 1, liked: false })
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  test('an edited cookie is not an id: a like is the address’s, an unlike takes nothing away', async () => {
    const post = await t.seedPost()
    await guest().like(post.id)
    for (const cookie of ['clinic_visitor=kısa', `clinic_visitor=${'x'.repeat(40)}`, 'clinic_visitor=']) {
      const unlike = await t.request({
        method: 'PUT',
        url: `/api/blog/${post.id}/unlike`,
        headers: { cookie },
      })
      expect(unlike.statusCode, cookie).toBe(200)
      expect(unlike.body.likes, cookie).toBe(1)
    }
    const like = await t.request({
      method: 'PUT',
      url: `/api/blog/${post.id}/like`,
      headers: { cookie: 'clinic_visitor=kısa' },
    })
    expect(visitorCookieOf(like)).toMatch(/^clinic_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
    expect(like.body).toMatchObject({ likes: 2, liked: true })
  })

  test('each like or unlike renews the cookie with the same id', async () => {
    const post = await t.seedPost()
    const visitor = guest()
    await visitor.like(post.id)
    const first = visitor.cookie
    const unlike = await visitor.unlike(post.id)
    expect(visitorCookieOf(unlike)).toBe(first)
    const again = await visitor.like(post.id)
    expect(visitorCookieOf(again)).toBe(first)
  })
})

describe('guests without the cookie', () => {
  const likeFrom = (id: number, address: string, cookie?: string) =>
    t.request({
      method: 'PUT',
      url: `/api/blog/${id}/like`,
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    })

  test('likes without the cookie count once per address and post, however often they come', async () => {
    const post = await t.seedPost()
    const other = await t.seedPost({ Title: 'Omuz Ağrısı' })
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await likeFrom(post.id, '203.0.113.5'))
    answers.push(...(await Promise.all(Array.from({ length: 6 }, () => likeFrom(post.id, '203.0.113.5')))))
    expect(answers.map((a) => a.body.likes)).toEqual(Array(12).fill(1))
    expect(answers.every((a) => a.body.liked)).toBe(true)
    // The same guest every time: the same cookie.
    expect(new Set(answers.map(visitorCookieOf)).size).toBe(1)
    expect(await rowsOf(post.id)).toBe(1)
    expect(await likesOf(post.id)).toBe(1)

    // Another address, or another post, counts.
    expect((await likeFrom(post.id, '203.0.113.6')).body.likes).toBe(2)
    expect((await likeFrom(other.id, '203.0.113.5')).body.likes).toBe(1)
  })

  test('an IPv6 client walking through its /64 is still one guest', async () => {
    const post = await t.seedPost()
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:abcd::9'])
      await likeFrom(post.id, address)
    expect(await likesOf(post.id)).toBe(1)
  })

  test('a made-up cookie names nobody: its like is the address’s, counted once', async () => {
    const post = await t.seedPost()
    const madeUp = (i: number) => `clinic_visitor=${String(i).padStart(22, 'A')}.${'B'.repeat(22)}`
    for (let i = 0; i < 5; i++) await likeFrom(post.id, '203.0.113.9', madeUp(i))
    for (let i = 0; i < 5; i++)
      await likeFrom(post.id, '203.0.113.9', `clinic_visitor=${String(i).padStart(22, 'C')}`)
    expect(await likesOf(post.id)).toBe(1)
  })

  test('a guest with the cookie likes as before, from any address, beside the address’s own like', async () => {
    const post = await t.seedPost()
    const visitor = guest('203.0.113.20')
    await visitor.like(post.id)
    // The same guest on another network: their cookie, their like.
    const elsewhere = await likeFrom(post.id, '192.0.2.44', visitor.cookie)
    expect(elsewhere.body).toMatchObject({ likes: 1, liked: true })
    // A cookieless like at that other address is that address's own.
    expect((await likeFrom(post.id, '192.0.2.44')).body.likes).toBe(2)
    const unlike = await t.request({
      method: 'PUT',
      url: `/api/blog/${post.id}/unlike`,
      headers: { 'x-forwarded-for': '192.0.2.44', cookie: visitor.cookie! },
    })
    expect(unlike.body).toMatchObject({ likes: 1, liked: false })
  })
})

describe('likes are per visitor', () => {
  test('a second like by the same guest adds nothing', async () => {
    const post = await t.seedPost()
    const visitor = guest()
    expect((await visitor.like(post.id)).body).toMatchObject({ likes: 1, liked: true })
    expect((await visitor.like(post.id)).body).toMatchObject({ likes: 1, liked: true })
    expect((await visitor.like(post.slug)).body).toMatchObject({ likes: 1, liked: true })
    expect(await rowsOf(post.id)).toBe(1)
  })

  test("two guests' likes both count, and one guest's unlike takes back only their own", async () => {
    const post = await t.seedPost()
    const ayse = guest()
    const mehmet = guest()
    await ayse.like(post.id)
    expect((await mehmet.like(post.id)).body).toMatchObject({ likes: 2, liked: true })
    expect(ayse.cookie).not.toBe(mehmet.cookie)

    expect((await mehmet.unlike(post.id)).body).toMatchObject({ likes: 1, liked: false })
    expect((await mehmet.unlike(post.id)).body).toMatchObject({ likes: 1, liked: false })
    expect((await ayse.state(post.id)).body).toMatchObject({ likes: 1, liked: true })
    expect((await mehmet.state(post.id)).body).toMatchObject({ likes: 1, liked: false })
  })

  test("a guest who never liked cannot unlike another visitor's like, however often they try", async () => {
    const post = await t.seedPost()
    await guest().like(post.id)
    const other = guest()
    await other.like(post.id)
    await other.unlike(post.id)
    for (let i = 0; i < 5; i++) expect((await other.unlike(post.id)).body.likes).toBe(1)
    expect(await likesOf(post.id)).toBe(1)
  })

  test("a signed-in user's like is theirs on any device, and needs no cookie", async () => {
    const post = await t.seedPost()
    const user = await t.createUser()
    const res = await asUser(user.token).like(post.id)
    expect(res.body).toEqual({ id: post.id, viewCount: 0, likes: 1, liked: true })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect((await asUser(user.token).like(post.id)).body.likes).toBe(1)
    expect((await asUser(user.token).state(post.id)).body).toMatchObject({ liked: true })
    // A guest (or the same person signed out) does not hold the user's like.
    const visitor = guest()
    expect((await visitor.state(post.id)).body).toMatchObject({ likes: 1, liked: false })
    await visitor.unlike(post.id)
    expect((await asUser(user.token).unlike(post.id)).body).toMatchObject({ likes: 0, liked: false })
  })

  test("a user's unlike does not take back a guest's like, nor another user's", async () => {
    const post = await t.seedPost()
    const visitor = guest()
    await visitor.like(post.id)
    const ali = await t.createUser()
    const veli = await t.createUser()
    await asUser(ali.token).like(post.id)
    expect((await asUser(veli.token).unlike(post.id)).body).toMatchObject({ likes: 2, liked: false })
    expect((await asUser(ali.token).unlike(post.id)).body).toMatchObject({ likes: 1, liked: false })
    expect((await visitor.state(post.id)).body).toMatchObject({ likes: 1, liked: true })
  })

  test('a signed-in user with a guest cookie likes as the user; the guest like stays the browser’s', async () => {
    const post = await t.seedPost()
    const visitor = guest()
    await visitor.like(post.id)
    const user = await t.createUser()
    const headers = { cookie: visitor.cookie! }
    const state = await t.request({
      method: 'GET',
      url: `/api/blog/${post.id}/like`,
      token: user.token,
      headers,
    })
    expect(state.body).toMatchObject({ likes: 1, liked: false })
    const unlike = await t.request({
      method: 'PUT',
      url: `/api/blog/${post.id}/unlike`,
      token: user.token,
      headers,
    })
    expect(unlike.body).toMatchObject({ likes: 1, liked: false })
    expect(unlike.headers['set-cookie']).toBeUndefined()
    expect((await visitor.state(post.id)).body).toMatchObject({ liked: true })
  })

  test('a token that is sent must be valid: 401 in Turkish and nothing changes', async () => {
    const post = await t.seedPost()
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.request({ method, url: `/api/blog/${post.id}/like`, token: 'bozuk' })
      expect(res.statusCode, method).toBe(401)
      expect(res.body.message).toBe('Oturum bilginiz geçersiz. Lütfen yeniden giriş yapın.')
    }
    expect(await likesOf(post.id)).toBe(0)
    expect(await rowsOf(post.id)).toBe(0)
  })
})

describe('the count', () => {
  test('20 visitors liking at once give 20, and unliking at once take back exactly theirs', async () => {
    const post = await t.seedPost()
    const visitors = Array.from({ length: 20 }, guest)
    const liked = await Promise.all(visitors.map((v) => v.like(post.id)))
    expect(liked.map((r) => r.statusCode)).toEqual(Array(20).fill(200))
    expect(await likesOf(post.id)).toBe(20)
    expect(await rowsOf(post.id)).toBe(20)
    // Ten take their like back while the other ten like again (which adds nothing): ten are left.
    await Promise.all([
      ...visitors.slice(0, 10).map((v) => v.unlike(post.id)),
      ...visitors.slice(10).map((v) => v.like(post.id)),
    ])
    expect(await likesOf(post.id)).toBe(10)
    expect(await rowsOf(post.id)).toBe(10)
  })

  test('one guest liking many times at once is one like', async () => {
    const post = await t.seedPost()
    const visitor = guest()
    await visitor.like(post.id)
    const cookie = visitor.cookie!
    await visitor.unlike(post.id)
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({ method: 'PUT', url: `/api/blog/${post.id}/like`, headers: { cookie } }),
      ),
    )
    expect(await likesOf(post.id)).toBe(1)
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({ method: 'PUT', url: `/api/blog/${post.id}/unlike`, headers: { cookie } }),
      ),
    )
    expect(await likesOf(post.id)).toBe(0)
  })

  test('likes given before likes were per visitor stay as a base nobody can unlike', async () => {
    const post = await t.seedPost()
    // What the migration keeps: a count with no visitors behind it.
    await t.app.db.update(blogs).set({ likes: 40 }).where(eq(blogs.id, post.id))
    const visitor = guest()
    expect((await visitor.like(post.id)).body).toMatchObject({ likes: 41, liked: true })
    const stranger = guest()
    expect((await stranger.unlike(post.id)).body.likes).toBe(41)
    expect((await visitor.unlike(post.id)).body.likes).toBe(40)
    expect((await visitor.unlike(post.id)).body.likes).toBe(40)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.likes).toBe(40)
  })

  test("deleting a user removes their likes and takes them off the count; the others' stay", async () => {
    const post = await t.seedPost()
    const user = await t.createUser()
    await asUser(user.token).like(post.id)
    await guest().like(post.id)
    const res = await t.asAdmin('DELETE', `/api/Users/${user.id}`)
    expect(res.statusCode).toBeLessThan(300)
    expect(await rowsOf(post.id)).toBe(1)
    expect(await likesOf(post.id)).toBe(1)
  })

  test('deleting a post removes its likes', async () => {
    const post = await t.seedPost()
    const other = await t.seedPost({ Title: 'Omuz Ağrısı' })
    const visitor = guest()
    await visitor.like(post.id)
    await visitor.like(other.id)
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBe(204)
    const left = await t.app.db.select({ blogId: blogLikes.blogId }).from(blogLikes)
    expect(left).toEqual([{ blogId: other.id }])
    expect(await likesOf(other.id)).toBe(1)
  })

  test('an inactive or missing post cannot be liked, unliked or read: 404 in Turkish, nothing stored', async () => {
    const hidden = await t.seedPost({ IsActive: 'false' })
    const visitor = guest()
    for (const id of [hidden.id, 999, 'yok-boyle-yazi']) {
      for (const res of [await visitor.like(id), await visitor.unlike(id), await visitor.state(id)]) {
        expect(res.statusCode, String(id)).toBe(404)
        expect(res.body.message).toBe('Blog yazısı bulunamadı.')
        expect(res.headers['set-cookie']).toBeUndefined()
      }
    }
    const rows = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from blog_likes`)
    expect(rows.rows).toEqual([{ n: 0 }])
  })

  test('hiding a post keeps its likes for when it comes back', async () => {
    const post = await t.seedPost()
    const visitor = guest()
    await visitor.like(post.id)
    const status = (isActive: boolean) =>
      t.asAdmin('PUT', `/api/blog/${post.id}/status`, { payload: { isActive } })
    await status(false)
    expect((await visitor.unlike(post.id)).statusCode).toBe(404)
    await status(true)
    expect((await visitor.state(post.id)).body).toMatchObject({ likes: 1, liked: true })
  })
})
