import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditLog, comments, contactMessages, users } from '../../src/db/schema.ts'
import { ADMIN, USER_PASSWORD, useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

// The audit log of staff actions (issue 20, item 5) and the Editor role (item 4).
const t = useTestApp()

const entries = async () => t.app.db.select().from(auditLog).orderBy(auditLog.id)
const editor = () => t.createUser({ email: 'editor@test.local', roles: ['Editor'] })

describe('the Editor role', () => {
  test('an Editor writes posts, operations, catalogs and categories and moderates comments', async () => {
    const { token } = await editor()
    const post = await t.request({
      method: 'POST',
      url: '/api/blog',
      token,
      ...multipartBody({ Title: 'Editörün Yazısı' }),
    })
    expect(post.statusCode, post.payload).toBe(201)
    const status = await t.request({
      method: 'PUT',
      url: `/api/blog/${post.body.id}/status`,
      token,
      payload: { isActive: false },
    })
    expect(status.statusCode).toBe(200)
    // An inactive post is seen by staff (the edit form loads it).
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.body.id}`, token })).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.body.id}` })).statusCode).toBe(404)
    const catalog = await t.request({ method: 'POST', url: '/api/Catalog', token, payload: { name: 'Omuz' } })
    expect(catalog.statusCode).toBe(201)
    const category = await t.request({
      method: 'POST',
      url: '/api/Category',
      token,
      payload: { name: 'Kalça' },
    })
    expect(category.statusCode).toBe(201)
    const op = await t.request({
      method: 'POST',
      url: '/api/Operation',
      token,
      ...multipartBody({ Title: 'Omuz Artroskopisi', CatalogId: catalog.body.id }),
    })
    expect(op.statusCode, op.payload).toBe(201)
    expect((await t.request({ method: 'GET', url: '/api/blog/comments/admin', token })).statusCode).toBe(200)
  })

  test("an Editor cannot reach people's data, settings, publishing or the audit log (403 in Turkish)", async () => {
    const { token } = await editor()
    for (const [method, url] of [
      ['GET', '/api/Users'],
      ['GET', '/api/Users/1'],
      ['GET', '/api/Contact'],
      ['GET', '/api/WellnessMessage'],
      ['GET', '/api/site/settings'],
      ['GET', '/api/site/publish'],
      ['POST', '/api/site/publish'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/audit.csv'],
    ] as const) {
      const res = await t.request({ method, url, token })
      expect(res.statusCode, url).toBe(403)
      expect(res.body.message).toMatch(/[ğüşıöçİ]/i)
    }
  })

  test('an Admin gives and takes the Editor role; the users list filters editors', async () => {
    const user = await t.createUser()
    const give = await t.asAdmin('PUT', `/api/Users/${user.id}/roles`, { payload: { roles: ['Editor'] } })
    expect(give.body.roles).toEqual(['Editor'])
    const editors = await t.asAdmin('GET', '/api/Users?role=Editor')
    expect(editors.body.map((u: { id: number }) => u.id)).toEqual([user.id])
    const plain = await t.asAdmin('GET', '/api/Users?role=User')
    expect(plain.body.map((u: { id: number }) => u.id)).not.toContain(user.id)
    // The staff guard reads roles from the database: the role taken, the same token is refused at once.
    expect((await t.request({ method: 'GET', url: '/api/blog/admin', token: user.token })).statusCode).toBe(
      200,
    )
    const take = await t.asAdmin('PUT', `/api/Users/${user.id}/roles`, { payload: { roles: ['User'] } })
    expect(take.body.roles).toEqual(['User'])
    expect((await t.request({ method: 'GET', url: '/api/blog/admin', token: user.token })).statusCode).toBe(
      403,
    )
    const [role] = (await entries()).filter((e) => e.action === 'role')
    expect(role).toMatchObject({
      actorId: 1,
      actorEmail: ADMIN.email,
      resource: 'user',
      resourceId: String(user.id),
    })
    expect(role!.before).toEqual({ roles: ['User'] })
    expect(role!.after).toEqual({ roles: ['Editor'] })
  })
})

describe('what the audit log records', () => {
  test('an edit of a post keeps who, when, from where and only the changed fields before and after', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı', ShortDescription: 'Kısa' })
    const { id: editorId, token } = await editor()
    const res = await t.request({
      method: 'PUT',
      url: `/api/blog/${post.id}`,
      token,
      ...multipartBody({ Title: 'Diz Ağrısı ve Tedavisi', ShortDescription: 'Kısa' }),
    })
    expect(res.statusCode, res.payload).toBe(200)
    const all = await entries()
    expect(all.map((e) => [e.action, e.resource])).toEqual([
      ['create', 'blog'],
      ['update', 'blog'],
    ])
    const edit = all[1]!
    expect(edit).toMatchObject({
      actorId: editorId,
      actorEmail: 'editor@test.local',
      address: '127.0.0.1',
      resourceId: String(post.id),
    })
    expect(Date.now() - edit.at.getTime()).toBeLessThan(60_000)
    expect((edit.before as Record<string, unknown>).title).toBe('Diz Ağrısı')
    expect((edit.after as Record<string, unknown>).title).toBe('Diz Ağrısı ve Tedavisi')
    // Unchanged fields are left out.
    expect(edit.after).not.toHaveProperty('shortDescription')
  })

  test('status, deletion, groups and comment moderation are each on record', async () => {
    const post = await t.seedPost()
    const category = await t.seedGroup('Category', 'Diz')
    await t.asAdmin('PUT', `/api/blog/${post.id}/status`, { payload: { isActive: false } })
    await t.asAdmin('PUT', `/api/Category/${category.id}`, { payload: { name: 'Diz Eklemi' } })
    const user = await t.createUser()
    const [comment] = await t.app.db
      .insert(comments)
      .values({ blogId: post.id, userId: user.id, content: 'Yorum metni', isApproved: false })
      .returning()
    const approve = await t.asAdmin('PUT', `/api/blog/${post.id}/comments/${comment!.id}/approve`, {
      payload: { isApproved: true },
    })
    expect(approve.statusCode, approve.payload).toBe(200)
    await t.asAdmin('DELETE', `/api/blog/${post.id}/comments/${comment!.id}`)
    await t.asAdmin('DELETE', `/api/blog/${post.id}`)
    const all = await entries()
    const find = (action: string, resource: string) =>
      all.find((e) => e.action === action && e.resource === resource)
    expect(find('status', 'blog')).toMatchObject({ before: { isActive: true }, after: { isActive: false } })
    expect(find('update', 'category')).toMatchObject({
      before: { name: 'Diz' },
      after: { name: 'Diz Eklemi' },
    })
    expect(find('approve', 'comment')).toMatchObject({
      before: { isApproved: false },
      after: { isApproved: true },
    })
    const removed = find('delete', 'comment')!
    expect(removed.resourceId).toBe(String(comment!.id))
    // A moderated comment's text is not copied into the log.
    expect(JSON.stringify(removed)).not.toContain('Yorum metni')
    expect(find('delete', 'blog')).toMatchObject({ resourceId: String(post.id), after: null })
    expect((find('delete', 'blog')!.before as { title: string }).title).toBe('Diz Ağrısı')
  })

  test('a message read or deleted is on record without its text or its sender', async () => {
    const [message] = await t.app.db
      .insert(contactMessages)
      .values({
        name: 'Hasan Gizli',
        email: 'hasan@example.com',
        subject: 'Randevu',
        message: 'Özel sağlık bilgim burada.',
        consentAt: new Date(),
      })
      .returning()
    await t.asAdmin('PUT', `/api/Contact/${message!.id}/read`, { payload: { isRead: true } })
    await t.asAdmin('DELETE', `/api/Contact/${message!.id}`)
    const all = await entries()
    expect(all.map((e) => [e.action, e.resource, e.resourceId])).toEqual([
      ['read', 'contact-message', String(message!.id)],
      ['delete', 'contact-message', String(message!.id)],
    ])
    expect(all[0]).toMatchObject({ before: { isRead: false }, after: { isRead: true } })
    const text = JSON.stringify(all)
    for (const secret of ['Özel sağlık', 'Hasan Gizli', 'hasan@example.com'])
      expect(text).not.toContain(secret)
  })

  test('users: deactivation, activation and deletion; settings saved; a publish asked for', async () => {
    const user = await t.createUser({ email: 'silinecek@test.local' })
    await t.asAdmin('PUT', `/api/Users/${user.id}/status`, { payload: { isActive: false } })
    await t.asAdmin('PUT', `/api/Users/${user.id}/status`, { payload: { isActive: true } })
    await t.asAdmin('DELETE', `/api/Users/${user.id}`)
    await t.asAdmin('POST', '/api/site/publish')
    const all = await entries()
    expect(all.map((e) => e.action)).toEqual(['deactivate', 'activate', 'delete', 'publish'])
    expect(all[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } })
    expect((all[2]!.before as { email: string }).email).toBe('silinecek@test.local')
    expect(all[3]).toMatchObject({ resource: 'site-publish' })
  })

  test("a staff account's login and failed login are on record; a user's are not", async () => {
    await editor()
    const user = await t.createUser({ email: 'hasta@test.local' })
    const login = (email: string, password: string) =>
      t.request({ method: 'POST', url: '/api/Account/login', payload: { email, password } })
    expect((await login('EDITOR@test.local', USER_PASSWORD)).statusCode).toBe(200)
    expect((await login('editor@test.local', 'yanlis-sifre-1')).statusCode).toBe(401)
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200)
    expect((await login('hasta@test.local', USER_PASSWORD)).statusCode).toBe(200)
    expect((await login('hasta@test.local', 'yanlis-sifre-1')).statusCode).toBe(401)
    expect((await login('kimse@test.local', 'yanlis-sifre-1')).statusCode).toBe(401)
    const all = await entries()
    expect(all.map((e) => [e.action, e.actorEmail])).toEqual([
      ['login', 'editor@test.local'],
      ['login-failed', 'editor@test.local'],
      ['login', ADMIN.email],
    ])
    expect(all.every((e) => e.resource === 'account' && e.address === '127.0.0.1')).toBe(true)
    // The attempted password is never kept.
    expect(JSON.stringify(all)).not.toContain('yanlis-sifre')
    expect(all.some((e) => e.actorId === user.id)).toBe(false)
  })

  test('passwords, secrets, tokens, hashes and message bodies are dropped whatever a caller passes', async () => {
    const req = { user: null, ip: '203.0.113.9' } as never
    await t.app.audit.record(req, {
      action: 'update',
      resource: 'user',
      resourceId: 5,
      before: {
        name: 'A',
        password: 'eski',
        passwordHash: '$argon2',
        totpSecret: 'S',
        nested: { apiToken: 'x' },
      },
      after: {
        name: 'B',
        password: 'yeni',
        passwordHash: '$argon2id',
        totpSecret: 'T',
        nested: { apiToken: 'y' },
        message: 'gövde',
      },
    })
    const [entry] = await entries()
    expect(entry).toMatchObject({ address: '203.0.113.9', before: { name: 'A' }, after: { name: 'B' } })
    const text = JSON.stringify(entry)
    for (const secret of ['eski', 'yeni', 'argon2', '"S"', '"T"', 'apiToken', 'gövde'])
      expect(text).not.toContain(secret)
  })
})

/** Entries written straight into the table, at given instants. */
async function seedEntries(
  rows: Array<{ at: string; actorId?: number; actorEmail?: string; resource?: string }>,
) {
  await t.app.db.insert(auditLog).values(
    rows.map((r, i) => ({
      at: new Date(r.at),
      actorId: r.actorId ?? 1,
      actorEmail: r.actorEmail ?? ADMIN.email,
      address: '127.0.0.1',
      action: 'update',
      resource: r.resource ?? 'blog',
      resourceId: String(i + 1),
    })),
  )
}

describe('GET /api/admin/audit and audit.csv', () => {
  test('filters by actor (id or e-mail), resource and Istanbul days, newest first, paged with a total', async () => {
    await seedEntries([
      // 20:59 UTC on the 9th is 23:59 in Istanbul: the 9th. 21:00 UTC is already the 10th there.
      { at: '2026-03-09T20:59:00Z', resource: 'blog' },
      { at: '2026-03-09T21:00:00Z', resource: 'operation', actorId: 7, actorEmail: 'Editor@Test.local' },
      { at: '2026-03-10T12:00:00Z', resource: 'blog', actorId: 7, actorEmail: 'Editor@Test.local' },
      { at: '2026-03-11T12:00:00Z', resource: 'user' },
    ])
    const ids = async (query: string) => {
      const res = await t.asAdmin('GET', `/api/admin/audit${query}`)
      expect(res.statusCode, res.payload).toBe(200)
      return {
        ids: res.body.map((e: { resourceId: string }) => e.resourceId),
        total: res.headers['x-total-count'],
      }
    }
    expect((await ids('')).ids).toEqual(['4', '3', '2', '1'])
    expect((await ids('?from=2026-03-10&to=2026-03-10')).ids).toEqual(['3', '2'])
    expect((await ids('?to=2026-03-09')).ids).toEqual(['1'])
    expect((await ids('?resource=blog')).ids).toEqual(['3', '1'])
    expect((await ids('?actor=7')).ids).toEqual(['3', '2'])
    expect((await ids('?actor=editor@test')).ids).toEqual(['3', '2'])
    expect(await ids('?page=2&pageSize=3')).toEqual({ ids: ['1'], total: '4' })
  })

  test('bad filters answer a Turkish 400, never a 500', async () => {
    for (const query of [
      '?from=dun',
      '?to=2026-13-45',
      '?resource=sifreler',
      '?from=2026-03-10&to=2026-03-01',
    ]) {
      const res = await t.asAdmin('GET', `/api/admin/audit${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.body.message).toMatch(/[ğüşıöçİ]/i)
    }
  })

  test('the CSV is UTF-8 with a BOM, Turkish headers, an attachment, and formula cells defused', async () => {
    await seedEntries([{ at: '2026-03-10T12:00:00Z', actorEmail: '=HYPERLINK("http://kotu.example")' }])
    await seedEntries([{ at: '2026-03-11T12:00:00Z', actorEmail: 'ayşe@test.local', resource: 'user' }])
    const res = await t.asAdmin('GET', '/api/admin/audit.csv?resource=blog')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['cache-control']).toContain('no-store')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kayitlar-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = res.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Kayıt no,Zaman (Türkiye),Kişi no,Kişi e-postası,Adres,İşlem,Kayıt türü,Kayıt no (hedef),Önce,Sonra',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://kotu.example"")"`)
    expect(lines[1]).toContain('10.03.2026 15:00:00')
    expect(lines[1]).toContain('Düzenleme,Blog yazısı')
    expect(res.payload).not.toContain('ayşe@test.local')
  })

  test('no call edits or deletes an entry, and the table refuses an edit itself', async () => {
    await seedEntries([{ at: '2026-03-10T12:00:00Z' }])
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/1']) {
        const res = await t.asAdmin(method, url, { payload: {} })
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode)
      }
    }
    await expect(t.app.db.update(auditLog).set({ action: 'x' }).where(eq(auditLog.id, 1))).rejects.toThrow()
    expect(await entries()).toHaveLength(1)
  })

  test('the retention sweep removes only the entries older than AUDIT_RETENTION_DAYS', async () => {
    const now = new Date('2026-11-26T12:00:00Z')
    await seedEntries([
      { at: '2024-11-25T11:00:00Z' },
      { at: '2024-11-26T13:00:00Z' },
      { at: '2026-11-26T11:00:00Z' },
    ])
    expect(t.config.audit.retentionDays).toBe(730)
    expect(await t.app.audit.sweep(730, now)).toBe(1)
    expect((await entries()).map((e) => e.resourceId)).toEqual(['2', '3'])
    const [{ n }] = (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from ${users}`))
      .rows as [{ n: number }]
    expect(n).toBe(1)
  })
})
