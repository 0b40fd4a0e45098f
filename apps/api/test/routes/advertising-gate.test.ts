import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { advertisingOverrides, auditLog, blogs } from '../../src/db/schema.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

// The advertising gate (issue 21, item 4; decisions 0200, 0201) and the last content change (item 2).
const t = useTestApp()

const FLAGGED = 'Trabzon’un en iyi diz cerrahı'
const REASON = 'Bilimsel bir alıntı; reklam amacı yok.'
const override = (ruleId: string, claim: string, reason = REASON) =>
  JSON.stringify([{ ruleId, claim, reason }])
const editor = () => t.createUser({ email: 'editor@test.local', roles: ['Editor'] })

const paths = {
  blog: { list: '/api/blog', one: (id: number) => `/api/blog/${id}`, title: 'Title' },
  operation: { list: '/api/Operation', one: (id: number) => `/api/Operation/${id}`, title: 'Title' },
} as const

for (const [name, path] of Object.entries(paths)) {
  describe(`the advertising gate on ${name === 'blog' ? 'a post' : 'an operation'}`, () => {
    test('an active save with a flagged claim answers 400 in Turkish naming it, and stores nothing', async () => {
      const res = await t.asAdmin(
        'POST',
        path.list,
        multipartBody({ Title: 'Diz', ShortDescription: FLAGGED }),
      )
      expect(res.statusCode).toBe(400)
      expect(res.body.message).toContain('«en iyi»')
      expect(res.body.message).toContain('Sağlık reklamı')
      const list = await t.asAdmin('GET', `${path.list}/admin`)
      expect(list.body).toEqual([])
    })

    test('a draft with a flagged claim is saved, and cannot be switched active', async () => {
      const draft = await t.asAdmin(
        'POST',
        path.list,
        multipartBody({ Title: 'Diz', ShortDescription: FLAGGED, IsActive: false }),
      )
      expect(draft.statusCode, draft.payload).toBe(201)
      const status = await t.asAdmin('PUT', `${path.one(draft.body.id)}/status`, {
        payload: { isActive: true },
      })
      expect(status.statusCode).toBe(400)
      expect(status.body.message).toContain('«en iyi»')
      expect((await t.asAdmin('GET', path.one(draft.body.id))).body.isActive).toBe(false)
    })

    test('an Admin publishes a flagged claim with a written reason, recorded in the audit log', async () => {
      const res = await t.asAdmin(
        'POST',
        path.list,
        multipartBody({
          Title: 'Diz',
          ShortDescription: FLAGGED,
          AdvertisingOverrides: override('superlative', 'en iyi'),
        }),
      )
      expect(res.statusCode, res.payload).toBe(201)
      expect(res.body.isActive).toBe(true)
      const rows = await t.app.db.select().from(advertisingOverrides)
      expect(rows).toMatchObject([
        { contentId: res.body.id, ruleId: 'superlative', claim: 'en iyi', locale: 'tr' },
      ])
      const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'advertising-override'))
      expect(audit).toMatchObject([
        { resource: name, resourceId: String(res.body.id), after: { claim: 'en iyi', reason: REASON } },
      ])
      // The override stays with the item: a later save of the same text is published without one.
      const again = await t.asAdmin(
        'PUT',
        path.one(res.body.id),
        multipartBody({ Title: 'Diz', ShortDescription: FLAGGED }),
      )
      expect(again.statusCode, again.payload).toBe(200)
    })

    test('an override without a reason of ten characters is refused and changes nothing', async () => {
      const res = await t.asAdmin(
        'POST',
        path.list,
        multipartBody({
          Title: 'Diz',
          ShortDescription: FLAGGED,
          AdvertisingOverrides: override('superlative', 'en iyi', 'kısa'),
        }),
      )
      expect(res.statusCode).toBe(400)
      expect(JSON.stringify(res.body)).toContain('Gerekçe en az 10 karakter olmalıdır.')
      expect(await t.app.db.select().from(advertisingOverrides)).toEqual([])
    })

    test('a changed claim is flagged again', async () => {
      const first = await t.asAdmin(
        'POST',
        path.list,
        multipartBody({
          Title: 'Diz',
          ShortDescription: FLAGGED,
          AdvertisingOverrides: override('superlative', 'en iyi'),
        }),
      )
      const changed = await t.asAdmin(
        'PUT',
        path.one(first.body.id),
        multipartBody({ Title: 'Diz', ShortDescription: 'Bölgenin en başarılı cerrahı' }),
      )
      expect(changed.statusCode).toBe(400)
      expect(changed.body.message).toContain('«en başarılı»')
    })

    test('an Editor saves a flagged draft but may not override (403) nor publish it', async () => {
      const { token } = await editor()
      const draft = await t.request({
        method: 'POST',
        url: path.list,
        token,
        ...multipartBody({ Title: 'Diz', ShortDescription: FLAGGED, IsActive: false }),
      })
      expect(draft.statusCode, draft.payload).toBe(201)
      const overriding = await t.request({
        method: 'PUT',
        url: path.one(draft.body.id),
        token,
        ...multipartBody({
          Title: 'Diz',
          ShortDescription: FLAGGED,
          AdvertisingOverrides: override('superlative', 'en iyi'),
        }),
      })
      expect(overriding.statusCode).toBe(403)
      expect(overriding.body.message).toBe(
        'Reklam uyarılarını yalnızca yönetici gerekçe yazarak yok sayabilir.',
      )
      const publishing = await t.request({
        method: 'PUT',
        url: path.one(draft.body.id),
        token,
        ...multipartBody({ Title: 'Diz', ShortDescription: FLAGGED, IsActive: true }),
      })
      expect(publishing.statusCode).toBe(400)
      expect(await t.app.db.select().from(advertisingOverrides)).toEqual([])
    })
  })
}

describe('the overrides list', () => {
  test('an Admin lists every override with the title, claim, reason, who and when; an Editor gets 403', async () => {
    const post = await t.seedPost({
      Title: 'Omuz',
      SeoDescription: 'Garantili sonuç',
      AdvertisingOverrides: override('guarantee', 'garantili'),
    })
    const list = await t.asAdmin('GET', '/api/admin/advertising-overrides')
    expect(list.statusCode).toBe(200)
    expect(list.body).toMatchObject([
      {
        contentKind: 'blogs',
        contentId: post.id,
        contentTitle: 'Omuz',
        claim: 'garantili',
        reason: REASON,
        userName: 'Ayşe Yönetici',
      },
    ])
    const { token } = await editor()
    const refused = await t.request({ method: 'GET', url: '/api/admin/advertising-overrides', token })
    expect(refused.statusCode).toBe(403)
    const one = await t.request({
      method: 'GET',
      url: `/api/admin/advertising-overrides/blogs/${post.id}`,
      token,
    })
    expect(one.statusCode).toBe(200)
    expect(one.body).toHaveLength(1)
  })
})

describe('the last content change', () => {
  test('moves with the content fields only, never with views, likes or the status switch', async () => {
    const post = await t.seedPost({ Title: 'Menisküs', ShortDescription: 'Yırtık' })
    const read = async () => (await t.asAdmin('GET', `/api/blog/${post.id}`)).body
    const first = await read()
    expect(first.contentUpdatedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    // Make the stored time older, so a change is seen whatever the clock's resolution.
    const old = new Date('2026-01-02T03:04:05Z')
    await t.app.db.update(blogs).set({ contentUpdatedAt: old }).where(eq(blogs.id, post.id))
    await t.request({ method: 'PUT', url: `/api/blog/${post.id}/view` })
    await t.request({ method: 'PUT', url: `/api/blog/${post.id}/like` })
    await t.asAdmin('PUT', `/api/blog/${post.id}/status`, { payload: { isActive: false } })
    await t.asAdmin('PUT', `/api/blog/${post.id}/status`, { payload: { isActive: true } })
    // The same text saved again is no change either.
    await t.asAdmin(
      'PUT',
      `/api/blog/${post.id}`,
      multipartBody({ Title: 'Menisküs', ShortDescription: 'Yırtık' }),
    )
    expect((await read()).contentUpdatedAt).toBe(old.toISOString())
    const list = await t.request({ method: 'GET', url: '/api/blog' })
    expect(list.body[0].contentUpdatedAt).toBe(old.toISOString())
    await t.asAdmin(
      'PUT',
      `/api/blog/${post.id}`,
      multipartBody({ Title: 'Menisküs', ShortDescription: 'Yırtığı' }),
    )
    expect(new Date((await read()).contentUpdatedAt).getTime()).toBeGreaterThan(old.getTime())
  })

  test("an operation's moves when its catalog changes", async () => {
    const op = await t.seedOperation({ Title: 'Artroskopi' })
    const catalog = await t.seedGroup('Catalog', 'Diz')
    const old = new Date('2026-01-02T03:04:05Z')
    const { operations } = await import('../../src/db/schema.ts')
    await t.app.db.update(operations).set({ contentUpdatedAt: old }).where(eq(operations.id, op.id))
    const saved = await t.asAdmin(
      'PUT',
      `/api/Operation/${op.id}`,
      multipartBody({ Title: 'Artroskopi', CatalogId: catalog.id }),
    )
    expect(new Date(saved.body.contentUpdatedAt).getTime()).toBeGreaterThan(old.getTime())
  })
})
