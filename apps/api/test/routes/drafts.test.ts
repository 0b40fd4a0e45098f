import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditLog, contentDrafts, contentRevisions } from '../../src/db/schema.ts'
import { publishDueDrafts } from '../../src/runtime/draft-scheduler.ts'
import { draftCalls, inAMinute, later, withRestartedApp, withTwoReplicas } from '../drafts.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()
const { putDraft, publishDraft, createDraft } = draftCalls(t)

const SECRET = 'Gizli taslak cümlesi zebercet'

/** Every public answer a draft could leak into: the item, lists, search, a tag, the change feed, the site's search. */
async function publicText(post: { id: number; slug: string }): Promise<string> {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers }).then((res) => res.payload)
  return [
    await get(`/api/blog/${post.id}`),
    await get(`/api/blog/${post.slug}`),
    await get('/api/blog'),
    await get('/api/blog?search=zebercet'),
    await get('/api/blog/search?query=zebercet'),
    await get('/api/blog?tag=Gizli'),
    await get('/api/blog?locale=en'),
    await get('/api/site/changes/blogs', { 'x-site-sync-token': t.app.siteSyncToken }),
    await get('/api/site/changes/blogs?locale=en', { 'x-site-sync-token': t.app.siteSyncToken }),
    await t
      .request({
        method: 'POST',
        url: '/inc/ajax-search.html',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'searchTerm=zebercet',
      })
      .then((res) => res.payload),
  ].join('\n')
}

describe('a live post’s draft', () => {
  test('autosave creates, then moves the draft by version; the live post and every public answer stay as they were', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı', FullContent: '<p>Yayındaki metin</p>' })
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/draft`)).statusCode).toBe(404)

    const first = await putDraft('blog', post.id, {
      fields: { title: 'Diz Ağrısı', fullContent: `<p>${SECRET}</p>`, tags: 'Gizli' },
    })
    expect(first.statusCode).toBe(200)
    expect(first.body).toMatchObject({
      kind: 'blog',
      itemId: post.id,
      locale: 'tr',
      version: 1,
      liveChanged: false,
    })
    expect(first.body.updatedByName).toBe('Ayşe Yönetici')

    const second = await putDraft('blog', post.id, {
      fields: { title: 'Diz Ağrısı', fullContent: `<p>${SECRET} iki</p>`, tags: 'Gizli' },
      version: 1,
    })
    expect(second.body.version).toBe(2)
    const read = await t.asAdmin('GET', `/api/blog/${post.id}/draft?locale=tr`)
    expect(read.body.fields.fullContent).toBe(`<p>${SECRET} iki</p>`)

    expect(await publicText(post)).not.toContain('zebercet')
    const live = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
    expect(live.body.fullContent).toBe('<p>Yayındaki metin</p>')
    // Autosave keeps no revision and no audit entry.
    expect(
      await t.app.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, post.id)),
    ).toHaveLength(1)
    expect((await t.app.db.select().from(auditLog)).map((e) => e.action)).not.toContain('put')
  })

  test('an older version is a Turkish 409 and changes nothing: two tabs never overwrite each other silently', async () => {
    const post = await t.seedPost()
    await putDraft('blog', post.id, { fields: { title: 'Sekme A' } })
    await putDraft('blog', post.id, { fields: { title: 'Sekme A 2' }, version: 1 })
    const stale = await putDraft('blog', post.id, { fields: { title: 'Sekme B' }, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.body.message).toMatch(/başka bir sekmede/)
    // A first save of a tab that never read the draft is stale too.
    expect((await putDraft('blog', post.id, { fields: { title: 'Sekme C' } })).statusCode).toBe(409)
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/draft`)).body).toMatchObject({
      version: 2,
      fields: { title: 'Sekme A 2' },
    })
  })

  test('"Yayınla" applies the draft through the form’s save (sanitised, revision "publish", audited) and deletes it', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    await putDraft('blog', post.id, {
      fields: {
        title: 'Diz Ağrısı Geçer mi?',
        fullContent: '<p>Yeni <script>x</script>metin</p>',
        tags: 'Diz, Spor',
      },
    })
    const published = await publishDraft('blog', post.id)
    expect(published.statusCode).toBe(200)
    expect(published.body).toEqual({ kind: 'blog', itemId: post.id, locale: 'tr' })

    const live = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
    expect(live.body).toMatchObject({
      title: 'Diz Ağrısı Geçer mi?',
      fullContent: '<p>Yeni metin</p>',
      tags: ['Diz', 'Spor'],
    })
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/draft`)).statusCode).toBe(404)
    const [newest] = (await t.asAdmin('GET', `/api/blog/${post.id}/revisions?locale=tr`)).body
    expect(newest).toMatchObject({ reason: 'publish', userName: 'Ayşe Yönetici' })
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'draft-publish'))
    expect(entry).toMatchObject({ resource: 'blog', resourceId: String(post.id) })
  })

  test('a draft that fails validation answers the usual Turkish 400 and stays', async () => {
    const post = await t.seedPost()
    await putDraft('blog', post.id, { fields: { title: '', slug: 'Boşluklu Kısa Ad' } })
    const refused = await publishDraft('blog', post.id)
    expect(refused.statusCode).toBe(400)
    expect(refused.body.message).toBe('Gönderilen bilgiler geçersiz.')
    expect(refused.body.errors.title).toEqual(['Başlık zorunludur.'])
    expect(refused.body.errors.slug).toBeDefined()
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/draft`)).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.title).toBe('Diz Ağrısı')
  })

  test('the draft warns when the live text moved after it began', async () => {
    const post = await t.seedPost()
    await putDraft('blog', post.id, { fields: { title: 'Taslak' } })
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/draft`)).body.liveChanged).toBe(false)
    await t.asAdmin('PUT', `/api/blog/${post.id}`, multipartBody({ Title: 'Başka biri değiştirdi' }))
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/draft`)).body.liveChanged).toBe(true)
  })

  test('a translation has its own draft; "Yayınla" saves that language only', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    await t.asAdmin(
      'PUT',
      `/api/blog/${post.id}/translations/en`,
      multipartBody({ Title: 'Knee Pain', FullContent: '<p>Live English</p>' }),
    )
    await putDraft('blog', post.id, { fields: { title: 'Knee Pain', fullContent: `<p>${SECRET}</p>` } }, 'en')
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/draft?locale=tr`)).statusCode).toBe(404)
    expect(await publicText(post)).not.toContain('zebercet')
    const english = await t.request({ method: 'GET', url: `/api/blog/${post.id}?locale=en` })
    expect(english.body.fullContent).toBe('<p>Live English</p>')

    expect((await publishDraft('blog', post.id, 'en')).body).toEqual({
      kind: 'blog',
      itemId: post.id,
      locale: 'en',
    })
    const after = await t.request({ method: 'GET', url: `/api/blog/${post.id}?locale=en` })
    expect(after.body.fullContent).toBe(`<p>${SECRET}</p>`)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.title).toBe('Diz Ağrısı')
    const [newest] = (await t.asAdmin('GET', `/api/blog/${post.id}/revisions?locale=en`)).body
    expect(newest.reason).toBe('publish')
  })

  test('bad input: an unknown item 404, a bad locale 400, a bad body 400, nothing written', async () => {
    const post = await t.seedPost()
    const missing = await putDraft('blog', 9999, { fields: { title: 'x' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.body.message).toBe('Blog yazısı bulunamadı.')
    expect((await putDraft('blog', post.id, { fields: { title: 'x' } }, 'de')).statusCode).toBe(400)
    const noFields = await putDraft('blog', post.id, { title: 'x' })
    expect(noFields.statusCode).toBe(400)
    expect((await putDraft('blog', post.id, { fields: { title: 5 } })).statusCode).toBe(400)
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}/draft`)).statusCode).toBe(404)
    expect((await publishDraft('blog', post.id)).statusCode).toBe(404)
    expect(await t.app.db.select().from(contentDrafts)).toHaveLength(0)
  })

  test('"Taslağı sil" removes the draft (audited); deleting the post removes its drafts', async () => {
    const post = await t.seedPost()
    await putDraft('blog', post.id, { fields: { title: 'Taslak' } })
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}/draft`)).statusCode).toBe(204)
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/draft`)).statusCode).toBe(404)
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'draft-delete'))).length).toBe(1)

    await putDraft('blog', post.id, { fields: { title: 'Taslak' } })
    await putDraft('blog', post.id, { fields: { title: 'Knee' } }, 'en')
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBe(204)
    expect(await t.app.db.select().from(contentDrafts)).toHaveLength(0)
  })

  test('a non-staff user gets 403 and a guest 401 on every draft call', async () => {
    const post = await t.seedPost()
    const user = await t.createUser()
    const calls: Array<[string, string]> = [
      ['GET', `/api/blog/${post.id}/draft`],
      ['PUT', `/api/blog/${post.id}/draft`],
      ['DELETE', `/api/blog/${post.id}/draft`],
      ['POST', `/api/blog/${post.id}/draft/publish`],
      ['GET', '/api/blog/drafts'],
      ['POST', '/api/blog/drafts'],
      ['GET', '/api/blog/drafts/1'],
      ['PUT', '/api/Operation/drafts/1'],
      ['POST', '/api/Operation/drafts/1/publish'],
    ]
    for (const [method, url] of calls) {
      const payload = { fields: { title: 'x' } }
      const guest = await t.request({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : payload,
      })
      expect(guest.statusCode, `${method} ${url}`).toBe(401)
      const asUser = await t.request({
        method: method as 'GET',
        url,
        token: user.token,
        payload: method === 'GET' ? undefined : payload,
      })
      expect(asUser.statusCode, `${method} ${url}`).toBe(403)
    }
    expect(await t.app.db.select().from(contentDrafts)).toHaveLength(0)
  })
})

describe('a new item’s draft', () => {
  test('is created by the first autosave, continued by id, listed, never public, and "Yayınla" creates the post', async () => {
    const created = await createDraft('blog', { title: 'Yeni yazı', fullContent: `<p>${SECRET}</p>` })
    expect(created.statusCode).toBe(201)
    expect(created.body).toMatchObject({ itemId: null, locale: 'tr', version: 1 })
    const draftId = created.body.id

    const saved = await t.asAdmin('PUT', `/api/blog/drafts/${draftId}`, {
      payload: { fields: { title: 'Yeni yazı', fullContent: `<p>${SECRET}</p>`, tags: 'Gizli' }, version: 1 },
    })
    expect(saved.body.version).toBe(2)
    const list = await t.asAdmin('GET', '/api/blog/drafts')
    expect(list.body).toEqual([expect.objectContaining({ id: draftId, itemId: null, title: 'Yeni yazı' })])
    expect((await t.request({ method: 'GET', url: '/api/blog' })).body).toEqual([])
    expect((await t.asAdmin('GET', '/api/blog/admin')).body).toEqual([])
    const anyPost = { id: draftId, slug: 'yeni-yazi' }
    expect(await publicText(anyPost)).not.toContain('zebercet')

    const published = await t.asAdmin('POST', `/api/blog/drafts/${draftId}/publish`)
    expect(published.statusCode).toBe(200)
    const post = await t.request({ method: 'GET', url: `/api/blog/${published.body.itemId}` })
    expect(post.body).toMatchObject({ title: 'Yeni yazı', slug: 'yeni-yazi', isActive: true })
    expect((await t.asAdmin('GET', `/api/blog/drafts/${draftId}`)).statusCode).toBe(404)
    expect((await t.asAdmin('GET', '/api/blog/drafts')).body).toEqual([])
  })

  test('an operation’s new draft publishes as the create would (validation as create)', async () => {
    const created = await createDraft('Operation', { title: '' })
    const draftId = created.body.id
    const refused = await t.asAdmin('POST', `/api/Operation/drafts/${draftId}/publish`)
    expect(refused.statusCode).toBe(400)
    expect(refused.body.errors.title).toEqual(['Başlık zorunludur.'])
    await t.asAdmin('PUT', `/api/Operation/drafts/${draftId}`, {
      payload: { fields: { title: 'Kalça Protezi', isActive: 'true' }, version: 1 },
    })
    const published = await t.asAdmin('POST', `/api/Operation/drafts/${draftId}/publish`)
    expect(published.statusCode).toBe(200)
    const operation = await t.request({ method: 'GET', url: `/api/Operation/${published.body.itemId}` })
    expect(operation.body.title).toBe('Kalça Protezi')
    // A blog draft id is not an operation's.
    const blogDraft = await createDraft('blog', { title: 'x' })
    expect((await t.asAdmin('GET', `/api/Operation/drafts/${blogDraft.body.id}`)).statusCode).toBe(404)
  })
})

describe('scheduling', () => {
  test('a past or malformed time is refused in Turkish; a draft that could not be published cannot be scheduled', async () => {
    const post = await t.seedPost()
    const past = await putDraft('blog', post.id, {
      fields: { title: 'x' },
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    })
    expect(past.statusCode).toBe(400)
    expect(past.body.message).toBe('Yayın zamanı gelecekte olmalıdır.')
    const noOffset = await putDraft('blog', post.id, {
      fields: { title: 'x' },
      publishAt: '2030-01-01T09:00',
    })
    expect(noOffset.statusCode).toBe(400)
    expect(noOffset.body.errors.publishAt).toBeDefined()
    const invalid = await putDraft('blog', post.id, { fields: { title: '' }, publishAt: inAMinute() })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.body.errors.title).toEqual(['Başlık zorunludur.'])
    expect(await t.app.db.select().from(contentDrafts)).toHaveLength(0)
  })

  test('a due draft is published by the sweep as the one who scheduled it; null clears a schedule', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    const at = inAMinute()
    const scheduled = await putDraft('blog', post.id, { fields: { title: 'Zamanlı başlık' }, publishAt: at })
    expect(scheduled.body.publishAt).toBe(new Date(at).toISOString())
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'draft-schedule'))).length).toBe(
      1,
    )
    // Not due yet: nothing happens.
    expect(await publishDueDrafts(t.app)).toBe(0)
    expect(await publishDueDrafts(t.app, later())).toBe(1)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.title).toBe(
      'Zamanlı başlık',
    )
    const [newest] = (await t.asAdmin('GET', `/api/blog/${post.id}/revisions?locale=tr`)).body
    expect(newest).toMatchObject({ reason: 'schedule', userName: 'Ayşe Yönetici' })
    expect(
      (await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'draft-scheduled-publish'))).length,
    ).toBe(1)
    // Once only.
    expect(await publishDueDrafts(t.app, later())).toBe(0)

    await putDraft('blog', post.id, { fields: { title: 'Bir daha' }, publishAt: inAMinute() })
    const cleared = await putDraft('blog', post.id, {
      fields: { title: 'Bir daha' },
      version: 1,
      publishAt: null,
    })
    expect(cleared.body.publishAt).toBeNull()
    expect(await publishDueDrafts(t.app, later())).toBe(0)
  })

  test('a scheduled publish that is refused leaves the draft with a Turkish reason and an audit entry', async () => {
    const taken = await t.seedPost({ Title: 'Başka', Slug: 'dolu-kisa-ad' })
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    await putDraft('blog', post.id, {
      fields: { title: 'Diz', slug: 'dolu-kisa-ad' },
      publishAt: inAMinute(),
    })
    expect(taken.id).toBeGreaterThan(0)
    expect(await publishDueDrafts(t.app, later())).toBe(0)
    const draft = (await t.asAdmin('GET', `/api/blog/${post.id}/draft`)).body
    expect(draft.publishAt).toBeNull()
    expect(draft.scheduleError).toMatch(/^Zamanlanmış yayın yapılamadı: .*kısa ad/)
    expect(
      (await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'draft-schedule-failed'))).length,
    ).toBe(1)
    // The next save clears the reason.
    const saved = await putDraft('blog', post.id, {
      fields: { title: 'Diz' },
      version: 1,
      publishAt: inAMinute(),
    })
    expect(saved.body.scheduleError).toBeNull()
  })

  test('the schedule survives a restart: a new app on the same database publishes a draft that fell due meanwhile', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    await putDraft('blog', post.id, {
      fields: { title: 'Yeniden başlatmadan sonra' },
      publishAt: inAMinute(),
    })
    // The schedule fell due while no server ran.
    await t.app.db
      .update(contentDrafts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(contentDrafts.itemId, post.id))
    await withRestartedApp(t, async () => {
      for (let tries = 0; tries < 200; tries++) {
        const live = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
        if (live.body.title === 'Yeniden başlatmadan sonra') break
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.title).toBe(
        'Yeniden başlatmadan sonra',
      )
    })
  })

  test('on PostgreSQL, two replicas sweeping at once publish each due draft exactly once', async (ctx) => {
    if (t.kind !== 'postgres') ctx.skip('PGlite serves one process; replicas share PostgreSQL')
    const posts: Array<{ id: number }> = []
    for (let i = 0; i < 6; i++) posts.push(await t.seedPost({ Title: `Yazı ${i}` }))
    for (const post of posts)
      await putDraft('blog', post.id, { fields: { title: `Zamanlı ${post.id}` }, publishAt: inAMinute() })
    const newDraft = await createDraft('blog', { title: 'Yepyeni' })
    await t.asAdmin('PUT', `/api/blog/drafts/${newDraft.body.id}`, {
      payload: { fields: { title: 'Yepyeni' }, version: 1, publishAt: inAMinute() },
    })
    await withTwoReplicas(t, async ([first, second]) => {
      const at = later()
      const counts = await Promise.all([
        publishDueDrafts(first, at),
        publishDueDrafts(second, at),
        publishDueDrafts(first, at),
        publishDueDrafts(second, at),
      ])
      expect(counts.reduce((a, b) => a + b, 0)).toBe(7)
      for (const post of posts) {
        const rows = await t.app.db
          .select()
          .from(contentRevisions)
          .where(and(eq(contentRevisions.itemId, post.id), eq(contentRevisions.reason, 'schedule')))
        expect(rows).toHaveLength(1)
      }
      const news = (await t.request({ method: 'GET', url: '/api/blog?pageSize=50' })).body.filter(
        (p: { title: string }) => p.title === 'Yepyeni',
      )
      expect(news).toHaveLength(1)
      expect(await t.app.db.select().from(contentDrafts)).toHaveLength(0)
    })
  })
})
