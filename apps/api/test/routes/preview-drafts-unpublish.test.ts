import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditLog, contentRevisions, contentUnpublishSchedules, previewLinks } from '../../src/db/schema.ts'
import { unpublishDue } from '../../src/runtime/draft-scheduler.ts'
import {
  draftCalls,
  inAMinute,
  later,
  usePreviewSiteApp,
  withRestartedApp,
  withTwoReplicas,
} from '../drafts.ts'
import { multipartBody } from '../multipart.ts'

const { t, open } = usePreviewSiteApp()
const { putDraft, createDraft } = draftCalls(t)

describe('a preview shows the pending draft (decision 0286)', () => {
  test('a live post with a draft: the public answer keeps the live text, the link shows the draft', async () => {
    const post = await t.seedPost({ Title: 'Canlı başlık', FullContent: '<p>Canlı metin</p>', Tags: 'Diz' })
    const link = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    await t.asAdmin('PUT', `/api/blog/${post.id}/draft`, {
      payload: {
        fields: {
          title: 'Taslak başlık',
          fullContent: '<p>Taslak <script>alert(1)</script>metin</p>',
          tags: 'Kalça, Spor',
        },
      },
    })
    const page = await open(link.body.url)
    expect(page.statusCode).toBe(200)
    expect(page.payload).toContain('Taslak başlık')
    expect(page.payload).toContain('<p>Taslak metin</p>')
    expect(page.payload).not.toContain('alert(1)')
    expect(page.payload).toContain('Kalça')
    expect(page.payload).not.toContain('Canlı metin')
    const live = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
    expect(live.body.title).toBe('Canlı başlık')
    expect(live.body.fullContent).toBe('<p>Canlı metin</p>')
    // Once the draft is published (or gone), the link shows the live row again.
    await t.asAdmin('DELETE', `/api/blog/${post.id}/draft`)
    expect((await open(link.body.url)).payload).toContain('Canlı metin')
  })

  test("a translation's link shows that language's draft; the Turkish link keeps the Turkish text", async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı', FullContent: '<p>Türkçe</p>' })
    await t.asAdmin(
      'PUT',
      `/api/blog/${post.id}/translations/en`,
      multipartBody({ Title: 'Knee Pain', FullContent: '<p>Live English</p>' }),
    )
    await putDraft(
      'blog',
      post.id,
      { fields: { title: 'Knee Pain', fullContent: '<p>Draft English</p>' } },
      'en',
    )
    const en = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link?locale=en`)
    const tr = await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    expect((await open(en.body.url)).payload).toContain('Draft English')
    expect((await open(tr.body.url)).payload).toContain('<p>Türkçe</p>')
  })

  test("a new operation's draft: link keyed on the draft, listed, revocable; publishing moves it to the item", async () => {
    const draft = await createDraft('Operation', {
      title: 'Yeni ameliyat',
      fullContent: '<p>Yeni taslak metni</p>',
    })
    expect(draft.statusCode).toBe(201)
    const first = await t.asAdmin('POST', `/api/Operation/drafts/${draft.body.id}/preview-link`)
    expect(first.statusCode).toBe(201)
    const second = await t.asAdmin('POST', `/api/Operation/drafts/${draft.body.id}/preview-link`)
    const page = await open(first.body.url)
    expect(page.statusCode).toBe(200)
    expect(page.payload).toContain('Yeni taslak metni')
    const list = await t.asAdmin('GET', `/api/Operation/drafts/${draft.body.id}/preview-links`)
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([second.body.id, first.body.id])
    expect(
      (await t.asAdmin('DELETE', `/api/Operation/drafts/${draft.body.id}/preview-links/${second.body.id}`))
        .statusCode,
    ).toBe(204)
    expect((await open(second.body.url)).statusCode).toBe(410)
    // Another kind's path, or a draft that is not a new item's: 404.
    expect((await t.asAdmin('POST', `/api/blog/drafts/${draft.body.id}/preview-link`)).statusCode).toBe(404)

    const published = await t.asAdmin('POST', `/api/Operation/drafts/${draft.body.id}/publish`)
    expect(published.statusCode).toBe(200)
    const itemId = published.body.itemId
    const [moved] = await t.app.db.select().from(previewLinks).where(eq(previewLinks.id, first.body.id))
    expect(moved).toMatchObject({ itemId, draftId: null })
    expect((await open(first.body.url)).payload).toContain('Yeni taslak metni')
    const ofItem = await t.asAdmin('GET', `/api/Operation/${itemId}/preview-links`)
    expect(ofItem.body.map((l: { id: number }) => l.id)).toEqual([first.body.id])
  })

  test("deleting a new item's draft deletes its links (foreign key); deleting an item deletes the item's links", async () => {
    const draft = await createDraft('blog', { title: 'Silinecek' })
    const link = await t.asAdmin('POST', `/api/blog/drafts/${draft.body.id}/preview-link`)
    expect((await t.asAdmin('DELETE', `/api/blog/drafts/${draft.body.id}`)).statusCode).toBe(204)
    expect((await open(link.body.url)).statusCode).toBe(404)
    const post = await t.seedPost({ Title: 'Silinecek yazı' })
    await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    await t.asAdmin('PUT', `/api/blog/${post.id}/unpublish-schedule`, {
      payload: { unpublishAt: inAMinute() },
    })
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBe(204)
    expect(await t.app.db.select().from(previewLinks)).toHaveLength(0)
    expect(await t.app.db.select().from(contentUnpublishSchedules)).toHaveLength(0)
  })

  test('the sweep deletes links revoked or expired more than 30 days ago and keeps the rest', async () => {
    const post = await t.seedPost()
    for (let i = 0; i < 4; i++) await t.asAdmin('POST', `/api/blog/${post.id}/preview-link`)
    const rows = await t.app.db.select().from(previewLinks).orderBy(previewLinks.id)
    await t.app.db
      .update(previewLinks)
      .set({ revokedAt: sql`now() - interval '31 days'` })
      .where(eq(previewLinks.id, rows[0]!.id))
    await t.app.db
      .update(previewLinks)
      .set({ expiresAt: sql`now() - interval '31 days'` })
      .where(eq(previewLinks.id, rows[1]!.id))
    await t.app.db
      .update(previewLinks)
      .set({ revokedAt: sql`now() - interval '2 days'` })
      .where(eq(previewLinks.id, rows[2]!.id))
    expect(await t.app.previewLinks.sweepEnded(30)).toBe(2)
    const left = await t.app.db.select({ id: previewLinks.id }).from(previewLinks).orderBy(previewLinks.id)
    expect(left.map((r) => r.id)).toEqual([rows[2]!.id, rows[3]!.id])
  })
})

describe('taking off at a time (decision 0286)', () => {
  test('set, read, list, clear; a past or malformed time is a Turkish 400 and nothing changes', async () => {
    const post = await t.seedPost({ Title: 'Zamanlı yazı' })
    const url = `/api/blog/${post.id}/unpublish-schedule`
    const past = await t.asAdmin('PUT', url, { payload: { unpublishAt: '2020-01-01T09:00:00+03:00' } })
    expect(past.statusCode).toBe(400)
    expect(past.body.message).toBe('Yayından kaldırma zamanı gelecekte olmalıdır.')
    const bad = await t.asAdmin('PUT', url, { payload: { unpublishAt: 'yarın' } })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('Yayından kaldırma zamanı')
    expect((await t.asAdmin('GET', url)).body.unpublishAt).toBeNull()
    const at = inAMinute()
    const set = await t.asAdmin('PUT', url, { payload: { unpublishAt: at } })
    expect(set.statusCode).toBe(200)
    expect(new Date(set.body.unpublishAt).getTime()).toBe(new Date(at).getTime())
    expect((await t.asAdmin('GET', '/api/blog/unpublish-schedules')).body).toEqual([
      { kind: 'blog', itemId: post.id, locale: 'tr', unpublishAt: set.body.unpublishAt },
    ])
    expect((await t.asAdmin('PUT', url, { payload: { unpublishAt: null } })).body.unpublishAt).toBeNull()
    expect((await t.asAdmin('GET', '/api/blog/unpublish-schedules')).body).toEqual([])
    expect(
      (await t.asAdmin('PUT', `/api/blog/999999/unpublish-schedule`, { payload: { unpublishAt: at } }))
        .statusCode,
    ).toBe(404)
    expect((await t.asAdmin('PUT', `${url}?locale=ka`, { payload: { unpublishAt: at } })).statusCode).toBe(
      404,
    )
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'unpublish-schedule-set'))
    expect(audits).toHaveLength(1)
  })

  test('a guest gets 401 and a non-staff user 403 on every call', async () => {
    const post = await t.seedPost()
    const user = await t.createUser()
    const calls: Array<[string, string]> = [
      ['GET', `/api/blog/${post.id}/unpublish-schedule`],
      ['PUT', `/api/blog/${post.id}/unpublish-schedule`],
      ['GET', '/api/Operation/unpublish-schedules'],
      ['POST', '/api/blog/drafts/1/preview-link'],
      ['GET', '/api/Operation/drafts/1/preview-links'],
      ['DELETE', '/api/blog/drafts/1/preview-links/1'],
    ]
    for (const [method, url] of calls) {
      const payload = method === 'PUT' ? { unpublishAt: inAMinute() } : undefined
      const guest = await t.request({ method: method as 'GET', url, payload })
      expect(guest.statusCode, `${method} ${url}`).toBe(401)
      const plain = await t.request({ method: method as 'GET', url, payload, token: user.token })
      expect(plain.statusCode, `${method} ${url}`).toBe(403)
    }
    expect(await t.app.db.select().from(contentUnpublishSchedules)).toHaveLength(0)
  })

  test('the sweep takes a post off through its own path (revision, audit) and a translation off alone', async () => {
    const post = await t.seedPost({ Title: 'Kalkacak yazı' })
    await t.asAdmin(
      'PUT',
      `/api/blog/${post.id}/translations/en`,
      multipartBody({ Title: 'Going away', FullContent: '<p>English</p>', Tags: 'Knee' }),
    )
    await t.asAdmin('PUT', `/api/blog/${post.id}/unpublish-schedule?locale=en`, {
      payload: { unpublishAt: inAMinute() },
    })
    expect(await unpublishDue(t.app)).toBe(0)
    expect(await unpublishDue(t.app, later())).toBe(1)
    const en = await t.app.blogs.translations.find(post.id, 'en')
    expect(en.isActive).toBe(false)
    expect(en.tags).toEqual(['Knee'])
    expect(en.fullContent).toBe('<p>English</p>')
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode).toBe(200)

    await t.asAdmin('PUT', `/api/blog/${post.id}/unpublish-schedule`, {
      payload: { unpublishAt: inAMinute() },
    })
    expect(await unpublishDue(t.app, later())).toBe(1)
    expect(await unpublishDue(t.app, later())).toBe(0)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode).toBe(404)
    const revisions = await t.app.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.itemId, post.id), eq(contentRevisions.reason, 'schedule')))
    expect(revisions).toHaveLength(2)
    expect(
      await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'scheduled-unpublish')),
    ).toHaveLength(2)
  })

  test('a time that fell due while no server ran is used by the first sweep after a restart', async () => {
    const post = await t.seedPost({ Title: 'Yeniden başlatma' })
    await t.asAdmin('PUT', `/api/blog/${post.id}/unpublish-schedule`, {
      payload: { unpublishAt: inAMinute() },
    })
    await t.app.db.update(contentUnpublishSchedules).set({ unpublishAt: new Date(Date.now() - 1000) })
    await withRestartedApp(t, async () => {
      for (let tries = 0; tries < 200; tries++) {
        if ((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode === 404) break
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode).toBe(404)
    })
  })

  test('on PostgreSQL, two replicas sweeping at once take each item off exactly once', async (ctx) => {
    if (t.kind !== 'postgres') ctx.skip('PGlite serves one process; replicas share PostgreSQL')
    const posts: Array<{ id: number }> = []
    for (let i = 0; i < 6; i++) posts.push(await t.seedPost({ Title: `Yazı ${i}` }))
    for (const post of posts)
      await t.asAdmin('PUT', `/api/blog/${post.id}/unpublish-schedule`, {
        payload: { unpublishAt: inAMinute() },
      })
    await withTwoReplicas(t, async ([first, second]) => {
      const at = later()
      const counts = await Promise.all([
        unpublishDue(first, at),
        unpublishDue(second, at),
        unpublishDue(first, at),
        unpublishDue(second, at),
      ])
      expect(counts.reduce((a, b) => a + b, 0)).toBe(6)
      for (const post of posts) {
        const rows = await t.app.db
          .select()
          .from(contentRevisions)
          .where(and(eq(contentRevisions.itemId, post.id), eq(contentRevisions.reason, 'schedule')))
        expect(rows).toHaveLength(1)
      }
    })
  })
})
