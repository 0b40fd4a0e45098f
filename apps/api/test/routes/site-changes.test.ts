import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { blogs, catalogs, categories, operations, removals } from '../../src/db/schema.ts'
import { SYNC_OVERLAP_SECONDS } from '../../src/services/site-feeds/site-feed-service.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

type Kind = 'blogs' | 'operations' | 'catalogs' | 'categories'

const changes = (kind: Kind, since?: string) =>
  t.request({
    method: 'GET',
    url: `/api/site/changes/${kind}${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`,
    headers: { 'x-site-sync-token': t.app.siteSyncToken },
  })

/** The cursor of a full sync, as a loader would keep it. */
const cursorNow = async (kind: Kind) => (await changes(kind)).body.cursor as string

/**
 * Moves every change made so far an hour into the past, so it lies before the next cursor (which trails the clock
 * by the overlap) and only what a test does afterwards shows up in a delta.
 */
async function ageEverything() {
  const db = t.app.db
  const anHourAgo = sql`now() - interval '1 hour'`
  for (const table of [blogs, operations, categories, catalogs])
    await db.update(table).set({ updatedAt: anHourAgo })
  await db.update(removals).set({ removedAt: anHourAgo })
}

async function post(admin: string, url: string, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url, token: admin, payload })
  expect(res.statusCode, res.payload).toBe(201)
  return res.body as { id: number; name: string }
}

async function createOperation(fields: Record<string, string | number | boolean> = {}) {
  const res = await t.asAdmin(
    'POST',
    '/api/Operation',
    multipartBody({ Title: 'Total Diz Protezi', ...fields }),
  )
  expect(res.statusCode, res.payload).toBe(201)
  return res.body as { id: number; slug: string }
}

describe('the build token', () => {
  test.each(['blogs', 'operations', 'catalogs', 'categories'] as const)(
    '%s: 401 without X-Site-Sync-Token, 403 with another token, 200 with the build token',
    async (kind) => {
      await t.seedPost()
      const url = `/api/site/changes/${kind}`
      const missing = await t.request({ method: 'GET', url })
      expect(missing.statusCode).toBe(401)
      expect(missing.body.message).toMatch(/SITE_SYNC_TOKEN/)
      expect(missing.body).not.toHaveProperty('changed')
      const wrong = await t.request({ method: 'GET', url, headers: { 'x-site-sync-token': 'x'.repeat(43) } })
      expect(wrong.statusCode).toBe(403)
      expect(wrong.body.message).toBe('Derleme anahtarı (SITE_SYNC_TOKEN) geçersiz.')
      // An admin's session is not the build's key either.
      const admin = await t.request({ method: 'GET', url, token: await t.loginAsAdmin() })
      expect(admin.statusCode).toBe(401)
      const ok = await changes(kind)
      expect(ok.statusCode).toBe(200)
      expect(ok.headers['cache-control']).toBe('no-store')
    },
  )

  test('without SITE_SYNC_TOKEN the server made one, kept in DATA_DIR/site-sync-token', async () => {
    const kept = (await readFile(path.join(t.config.dataDir, 'site-sync-token'), 'utf8')).trim()
    expect(kept).toBe(t.app.siteSyncToken)
    expect(kept.length).toBeGreaterThanOrEqual(32)
  })
})

describe('full sync', () => {
  test('without since each call answers every public item exactly as the public lists do, and no removals', async () => {
    const admin = await t.loginAsAdmin()
    const category = await post(admin, '/api/Category', { name: 'Diz' })
    await post(admin, '/api/Category', { name: 'Omuz' })
    const catalog = await post(admin, '/api/Catalog', { name: 'Eklem Cerrahisi' })
    await t.seedPost({ Title: 'Diz Ağrısı', CategoryId: category.id, Tags: 'Diz, Spor' })
    await t.seedPost({ Title: 'Omuz Çıkığı' })
    await t.seedPost({ Title: 'Taslak Yazı', IsActive: false })
    await createOperation({ CatalogId: catalog.id })
    await createOperation({ Title: 'Pasif Operasyon', IsActive: false })

    const lists: Record<Kind, string> = {
      blogs: '/api/blog',
      operations: '/api/Operation',
      catalogs: '/api/Catalog',
      categories: '/api/Category',
    }
    for (const [kind, url] of Object.entries(lists) as Array<[Kind, string]>) {
      const res = await changes(kind)
      expect(res.statusCode, kind).toBe(200)
      expect(res.headers['cache-control'], kind).toBe('no-store')
      const listed = (await t.request({ method: 'GET', url })).body
      if (kind === 'blogs' || kind === 'operations') {
        // The feed carries each item whole, its body too; the list its summary.
        const fed = res.body.changed as Array<Record<string, unknown>>
        expect(
          fed.map(({ fullContent: _body, ...summary }) => summary),
          kind,
        ).toEqual(listed)
        for (const item of fed) expect(item, kind).toHaveProperty('fullContent')
      } else expect(res.body.changed, kind).toEqual(listed)
      expect(res.body.removedIds, kind).toEqual([])
      expect(typeof res.body.cursor).toBe('string')
    }
    const titles = (await changes('blogs')).body.changed.map((b: { title: string }) => b.title)
    expect(titles.sort()).toEqual(['Diz Ağrısı', 'Omuz Çıkığı'])
    expect((await changes('operations')).body.changed).toHaveLength(1)
  })

  test('an empty since is a full sync too', async () => {
    await t.seedPost()
    const res = await changes('blogs', '')
    expect(res.statusCode).toBe(200)
    expect(res.body.changed).toHaveLength(1)
  })

  test('the cursor is the database clock less the overlap, so a write committing during the call is not missed', async () => {
    const before = Date.now()
    const cursor = Date.parse(await cursorNow('categories'))
    expect(cursor).toBeLessThanOrEqual(Date.now() - SYNC_OVERLAP_SECONDS * 1000 + 1000)
    expect(cursor).toBeGreaterThanOrEqual(before - SYNC_OVERLAP_SECONDS * 1000 - 5000)
  })
})

describe('deltas', () => {
  test('an edited post appears in the next delta, and nothing else does', async () => {
    const edited = await t.seedPost({ Title: 'Diz Ağrısı' })
    await t.seedPost({ Title: 'Omuz Çıkığı' })
    await ageEverything()
    const since = await cursorNow('blogs')

    expect((await changes('blogs', since)).body).toMatchObject({ changed: [], removedIds: [] })
    const res = await t.asAdmin(
      'PUT',
      `/api/blog/${edited.id}`,
      multipartBody({ Id: edited.id, Title: 'Diz Ağrısı ve Tedavisi' }),
    )
    expect(res.statusCode).toBe(200)

    const delta = await changes('blogs', since)
    expect(delta.statusCode).toBe(200)
    expect(delta.body.changed).toEqual([res.body])
    expect(delta.body.removedIds).toEqual([])
    expect(Date.parse(delta.body.cursor)).toBeGreaterThanOrEqual(Date.parse(since))
  })

  test('a deleted post and a deactivated post are in removedIds, not in changed', async () => {
    const deleted = await t.seedPost({ Title: 'Silinecek' })
    const hidden = await t.seedPost({ Title: 'Gizlenecek' })
    await t.seedPost({ Title: 'Kalacak' })
    await ageEverything()
    const since = await cursorNow('blogs')

    expect((await t.asAdmin('DELETE', `/api/blog/${deleted.id}`)).statusCode).toBe(204)
    const status = await t.asAdmin('PUT', `/api/blog/${hidden.id}/status`, { payload: { isActive: false } })
    expect(status.statusCode).toBe(200)

    const delta = (await changes('blogs', since)).body
    expect(delta.changed).toEqual([])
    expect([...delta.removedIds].sort()).toEqual([deleted.id, hidden.id].sort())
  })

  test('a reactivated post comes back in changed', async () => {
    const hidden = await t.seedPost({ Title: 'Geri Gelen', IsActive: false })
    await ageEverything()
    const since = await cursorNow('blogs')
    await t.asAdmin('PUT', `/api/blog/${hidden.id}/status`, { payload: { isActive: true } })
    const delta = (await changes('blogs', since)).body
    expect(delta.changed.map((b: { id: number }) => b.id)).toEqual([hidden.id])
    expect(delta.removedIds).toEqual([])
  })

  test('views and likes are not changes', async () => {
    const post = await t.seedPost()
    const op = await createOperation()
    await ageEverything()
    const since = await cursorNow('blogs')
    for (const action of ['view', 'like', 'unlike', 'like']) {
      expect((await t.request({ method: 'PUT', url: `/api/blog/${post.id}/${action}` })).statusCode).toBe(200)
    }
    expect((await t.request({ method: 'PUT', url: `/api/Operation/${op.id}/view` })).statusCode).toBe(200)
    expect((await changes('blogs', since)).body).toMatchObject({ changed: [], removedIds: [] })
    expect((await changes('operations', since)).body).toMatchObject({ changed: [], removedIds: [] })
  })

  test('renaming a category changes the category and its posts, which carry the new categoryName', async () => {
    const admin = await t.loginAsAdmin()
    const knee = await post(admin, '/api/Category', { name: 'Diz' })
    const shoulder = await post(admin, '/api/Category', { name: 'Omuz' })
    const inKnee = await t.seedPost({ Title: 'Diz Ağrısı', CategoryId: knee.id })
    await t.seedPost({ Title: 'Omuz Çıkığı', CategoryId: shoulder.id })
    await ageEverything()
    const since = await cursorNow('blogs')

    const renamed = await t.asAdmin('PUT', `/api/Category/${knee.id}`, { payload: { name: 'Diz Sağlığı' } })
    expect(renamed.statusCode).toBe(200)

    const posts = (await changes('blogs', since)).body
    expect(posts.changed).toHaveLength(1)
    expect(posts.changed[0]).toMatchObject({
      id: inKnee.id,
      categoryId: knee.id,
      categoryName: 'Diz Sağlığı',
    })
    expect((await changes('categories', since)).body).toEqual({
      cursor: expect.any(String),
      changed: [{ id: knee.id, name: 'Diz Sağlığı' }],
      removedIds: [],
    })
  })

  test('deleting a category removes it and changes its posts, which lose it', async () => {
    const admin = await t.loginAsAdmin()
    const knee = await post(admin, '/api/Category', { name: 'Diz' })
    const inKnee = await t.seedPost({ Title: 'Diz Ağrısı', CategoryId: knee.id })
    await ageEverything()
    const since = await cursorNow('blogs')

    expect((await t.asAdmin('DELETE', `/api/Category/${knee.id}`)).statusCode).toBe(204)

    const posts = (await changes('blogs', since)).body
    expect(posts.changed).toHaveLength(1)
    expect(posts.changed[0]).toMatchObject({ id: inKnee.id, categoryId: null, categoryName: null })
    expect((await changes('categories', since)).body).toMatchObject({ changed: [], removedIds: [knee.id] })
  })

  test('renaming a catalog changes its operations (catalogName); a deleted catalog is in removedIds', async () => {
    const admin = await t.loginAsAdmin()
    const joints = await post(admin, '/api/Catalog', { name: 'Eklem' })
    const empty = await post(admin, '/api/Catalog', { name: 'Boş' })
    const op = await createOperation({ CatalogId: joints.id })
    await createOperation({ Title: 'Katalogsuz Operasyon' })
    await ageEverything()
    const since = await cursorNow('operations')

    await t.asAdmin('PUT', `/api/Catalog/${joints.id}`, { payload: { name: 'Eklem Cerrahisi' } })
    await t.asAdmin('DELETE', `/api/Catalog/${empty.id}`)

    const ops = (await changes('operations', since)).body
    expect(ops.changed).toHaveLength(1)
    expect(ops.changed[0]).toMatchObject({ id: op.id, catalogName: 'Eklem Cerrahisi' })
    expect((await changes('catalogs', since)).body).toMatchObject({
      changed: [{ id: joints.id, name: 'Eklem Cerrahisi' }],
      removedIds: [empty.id],
    })
  })

  test('operations: an edit is changed; a delete and a deactivation are removed; a reactivation is changed', async () => {
    const edited = await createOperation({ Title: 'Kalça Protezi' })
    const deleted = await createOperation({ Title: 'Silinecek Operasyon' })
    const hidden = await createOperation({ Title: 'Gizlenecek Operasyon' })
    const back = await createOperation({ Title: 'Geri Gelen Operasyon', IsActive: false })
    await ageEverything()
    const since = await cursorNow('operations')

    await t.asAdmin(
      'PUT',
      `/api/Operation/${edited.id}`,
      multipartBody({ Id: edited.id, Title: 'Kalça Protezi Ameliyatı' }),
    )
    await t.asAdmin('DELETE', `/api/Operation/${deleted.id}`)
    for (const [id, isActive] of [
      [hidden.id, false],
      [back.id, true],
    ] as const) {
      await t.asAdmin('PUT', `/api/Operation/${id}/status`, { payload: { isActive } })
    }

    const delta = (await changes('operations', since)).body
    expect(delta.changed.map((o: { id: number }) => o.id).sort()).toEqual([edited.id, back.id].sort())
    expect([...delta.removedIds].sort()).toEqual([deleted.id, hidden.id].sort())
  })
})

describe('bad cursors', () => {
  test.each([
    'dün',
    '2026-13-01T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-11-22',
    '0000-01-01T00:00:00Z',
    'x'.repeat(500),
  ])('since=%s answers a Turkish 400', async (since) => {
    for (const kind of ['blogs', 'operations', 'catalogs', 'categories'] as const) {
      const res = await changes(kind, since)
      expect(res.statusCode, kind).toBe(400)
      expect(res.body.message).toBe('Gönderilen bilgiler geçersiz.')
      expect(res.body.errors.since).toEqual([
        'Geçersiz eşitleme imleci (since). Bir önceki yanıttaki cursor değerini gönderin.',
      ])
    }
  })

  test('a cursor with an offset is accepted', async () => {
    expect((await changes('blogs', '2026-01-01T12:00:00+03:00')).statusCode).toBe(200)
  })
})
