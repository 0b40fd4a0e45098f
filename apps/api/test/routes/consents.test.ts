import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditLog, blogs, consentRecords } from '../../src/db/schema.ts'
import { solveCaptcha } from '../captcha.ts'
import { file, pngImage, textFile } from '../fixtures.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

const SIGNED_PDF = Buffer.from('%PDF-1.4\n% imzali onam formu\n%%EOF\n')

async function createConsent(fields: Record<string, string> = {}, form: Buffer = SIGNED_PDF) {
  const res = await t.asAdmin(
    'POST',
    '/api/admin/consents',
    multipartBody(
      { PatientRef: 'D-1024', ConsentDate: '2026-03-01', ...fields },
      { SignedForm: file(form, 'onam.pdf', 'application/pdf') },
    ),
  )
  expect(res.statusCode, res.payload).toBe(201)
  return res.body as { id: number; patientRef: string; withdrawnAt: string | null }
}

const IMAGES = JSON.stringify([
  { path: '/uploads/content/once.webp', alt: 'Öncesi', capturedOn: '2026-01-10', procedureOn: '2026-01-12' },
  {
    path: '/uploads/content/sonra.webp',
    alt: 'Sonrası',
    capturedOn: '2026-04-10',
    procedureOn: '2026-01-12',
  },
])

const savePost = (fields: Record<string, string | number | boolean>, id?: number) =>
  t.asAdmin(
    id ? 'PUT' : 'POST',
    id ? `/api/blog/${id}` : '/api/blog',
    multipartBody({ Title: 'Diz Protezi Sonrası', ...fields }),
  )

const storedForms = () =>
  readdir(path.join(t.config.dataDir, 'private', 'consents')).catch(() => [] as string[])

const changes = (since?: string) =>
  t.request({
    method: 'GET',
    url: `/api/site/changes/blogs${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`,
    headers: { 'x-site-sync-token': t.app.siteSyncToken },
  })

describe('comments and likes switches', () => {
  test('a post answers its switches, on by default', async () => {
    const post = await t.seedPost()
    const res = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
    expect(res.body).toMatchObject({
      allowComments: true,
      allowLikes: true,
      beforeAfter: false,
      consentId: null,
    })
  })

  test('with comments off the API refuses a new comment in Turkish and stores none', async () => {
    const post = await t.seedPost({ AllowComments: false })
    const user = await t.createUser()
    const res = await t.request({
      method: 'POST',
      url: `/api/blog/${post.id}/comments`,
      token: user.token,
      payload: { content: 'Çok faydalı bir yazı.', captcha: await solveCaptcha(t) },
    })
    expect(res.statusCode).toBe(403)
    expect(res.body.message).toBe('Bu yazı yorumlara kapalıdır.')
    const count = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from comments`)
    expect(count.rows[0]?.n).toBe(0)
  })

  test('with likes off the API refuses a like and the count stays', async () => {
    const post = await t.seedPost({ AllowLikes: false })
    const res = await t.request({ method: 'PUT', url: `/api/blog/${post.id}/like` })
    expect(res.statusCode).toBe(403)
    expect(res.body.message).toBe('Bu yazı beğenilere kapalıdır.')
    const state = await t.request({ method: 'GET', url: `/api/blog/${post.id}/like` })
    expect(state.body.likes).toBe(0)
  })

  test('a post with both switches on still takes comments and likes', async () => {
    const post = await t.seedPost()
    expect((await t.request({ method: 'PUT', url: `/api/blog/${post.id}/like` })).statusCode).toBe(200)
  })

  test('a before/after post refuses comments and likes whatever its switches say', async () => {
    const consent = await createConsent()
    const res = await savePost({
      BeforeAfter: true,
      ConsentId: consent.id,
      AllowComments: true,
      AllowLikes: true,
    })
    expect(res.statusCode, res.payload).toBe(201)
    const like = await t.request({ method: 'PUT', url: `/api/blog/${res.body.id}/like` })
    expect(like.statusCode).toBe(403)
    const user = await t.createUser()
    const comment = await t.request({
      method: 'POST',
      url: `/api/blog/${res.body.id}/comments`,
      token: user.token,
      payload: { content: 'Harika sonuç.', captcha: await solveCaptcha(t) },
    })
    expect(comment.statusCode).toBe(403)
  })
})

describe('the consent gate', () => {
  test('a before/after post cannot be active without a consent (400, nothing stored)', async () => {
    const res = await savePost({ BeforeAfter: true })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.consentId[0]).toMatch(/hasta onamı/)
    expect(await t.app.db.select().from(blogs)).toHaveLength(0)
  })

  test('an inactive before/after post may wait for its consent', async () => {
    const res = await savePost({ BeforeAfter: true, IsActive: false })
    expect(res.statusCode, res.payload).toBe(201)
    const publish = await t.asAdmin('PUT', `/api/blog/${res.body.id}/status`, { payload: { isActive: true } })
    expect(publish.statusCode).toBe(400)
    expect(publish.body.message).toMatch(/onamı seçilmeden/)
    const [row] = await t.app.db.select().from(blogs)
    expect(row?.isActive).toBe(false)
  })

  test('a withdrawn consent does not open the gate, on create, update or status', async () => {
    const consent = await createConsent()
    await t.asAdmin('PUT', `/api/admin/consents/${consent.id}/withdraw`)
    const create = await savePost({ BeforeAfter: true, ConsentId: consent.id })
    expect(create.statusCode).toBe(400)
    expect(create.body.message).toBe('Seçilen hasta onamı geri çekilmiş; bu yazı yayınlanamaz.')
    const draft = await savePost({ BeforeAfter: true, ConsentId: consent.id, IsActive: false })
    expect(draft.statusCode, draft.payload).toBe(201)
    const update = await savePost(
      { BeforeAfter: true, ConsentId: consent.id, IsActive: true, Title: 'Yeni' },
      draft.body.id,
    )
    expect(update.statusCode).toBe(400)
    const status = await t.asAdmin('PUT', `/api/blog/${draft.body.id}/status`, {
      payload: { isActive: true },
    })
    expect(status.statusCode).toBe(400)
    const [row] = await t.app.db.select().from(blogs)
    expect(row).toMatchObject({ isActive: false, title: 'Diz Protezi Sonrası' })
  })

  test('an Editor publishes a before/after post by the consent number but cannot read the consents', async () => {
    const consent = await createConsent()
    const editor = await t.createUser({ roles: ['Editor'] })
    const res = await t.request({
      method: 'POST',
      url: '/api/blog',
      token: editor.token,
      ...multipartBody({ Title: 'Editörün yazısı', BeforeAfter: true, ConsentId: consent.id }),
    })
    expect(res.statusCode, res.payload).toBe(201)
    const list = await t.request({ method: 'GET', url: '/api/admin/consents', token: editor.token })
    expect(list.statusCode).toBe(403)
  })

  test('a consent that does not exist is a 400', async () => {
    const res = await savePost({ BeforeAfter: true, ConsentId: 999 })
    expect(res.statusCode).toBe(400)
    expect(res.body.message).toBe('Seçilen hasta onamı bulunamadı.')
  })

  test('a valid consent publishes the post with its images and their dates', async () => {
    // Ids of posts and consents that differ, so a query mixing them up shows.
    await t.seedPost({ Title: 'Önce Gelen Yazı' })
    await t.seedPost({ Title: 'İkinci Yazı' })
    const consent = await createConsent()
    const res = await savePost({ BeforeAfter: true, ConsentId: consent.id, BeforeAfterImages: IMAGES })
    expect(res.statusCode, res.payload).toBe(201)
    const pub = await t.request({ method: 'GET', url: `/api/blog/${res.body.id}` })
    expect(pub.statusCode).toBe(200)
    expect(pub.body.beforeAfterImages).toEqual(JSON.parse(IMAGES))
    expect(pub.body).toMatchObject({ beforeAfter: true, consentId: consent.id, consentWithdrawn: false })
    const record = await t.asAdmin('GET', `/api/admin/consents/${consent.id}`)
    expect(record.body.postIds).toEqual([res.body.id])
    const list = await t.asAdmin('GET', '/api/admin/consents')
    expect(list.body[0].postIds).toEqual([res.body.id])
  })

  test('before/after images with a bad date are a Turkish 400', async () => {
    const consent = await createConsent()
    const bad = JSON.stringify([
      { path: '/uploads/content/a.webp', alt: 'Öncesi', capturedOn: '2026-13-01', procedureOn: '2026-01-01' },
    ])
    const res = await savePost({ BeforeAfter: true, ConsentId: consent.id, BeforeAfterImages: bad })
    expect(res.statusCode).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(/Çekim tarihi/)
  })

  test('the images of a before/after list are kept by the upload sweeper', async () => {
    const consent = await createConsent()
    await savePost({ BeforeAfter: true, ConsentId: consent.id, BeforeAfterImages: IMAGES })
    const kept = await t.app.uploads.referenced()
    expect(kept.has('/uploads/content/once.webp')).toBe(true)
  })
})

describe('withdrawing a consent', () => {
  test('takes its posts off the public reads and reports them removed in the change feed', async () => {
    await createConsent()
    const consent = await createConsent()
    const post = (await savePost({ BeforeAfter: true, ConsentId: consent.id })).body
    const other = await t.seedPost({ Title: 'Başka Yazı' })
    await t.app.db.update(blogs).set({ updatedAt: sql`now() - interval '1 hour'` })
    const cursor = new Date(Date.now() - 60_000).toISOString()
    // Read by guests first: the public cache holds the answers the withdrawal must drop.
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: '/api/blog' })).body).toHaveLength(2)

    const res = await t.asAdmin('PUT', `/api/admin/consents/${consent.id}/withdraw`)
    expect(res.statusCode, res.payload).toBe(200)
    expect(res.body.withdrawnAt).not.toBeNull()
    expect(res.body.postIds).toEqual([post.id])

    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.slug}` })).statusCode).toBe(404)
    const list = (await t.request({ method: 'GET', url: '/api/blog' })).body as Array<{ id: number }>
    expect(list.map((b) => b.id)).toEqual([other.id])
    const feed = await changes(cursor)
    expect(feed.body.removedIds).toContain(post.id)
    expect(feed.body.changed.map((b: { id: number }) => b.id)).not.toContain(post.id)
    const full = await changes()
    expect(full.body.changed.map((b: { id: number }) => b.id)).toEqual([other.id])

    // The admin still sees it, marked.
    const admin = await t.asAdmin('GET', `/api/blog/${post.id}`)
    expect(admin.body).toMatchObject({ isActive: true, consentWithdrawn: true })
  })

  test('a second withdrawal is a 409', async () => {
    const consent = await createConsent()
    await t.asAdmin('PUT', `/api/admin/consents/${consent.id}/withdraw`)
    const again = await t.asAdmin('PUT', `/api/admin/consents/${consent.id}/withdraw`)
    expect(again.statusCode).toBe(409)
    expect(again.body.message).toBe('Bu onam zaten geri çekilmiş.')
  })
})

describe('consent records', () => {
  test('need a patient reference, a valid date and a signed PDF, JPEG or PNG', async () => {
    const missing = await t.asAdmin(
      'POST',
      '/api/admin/consents',
      multipartBody({ PatientRef: 'D-1', ConsentDate: '2026-03-01' }),
    )
    expect(missing.statusCode).toBe(400)
    expect(missing.body.message).toBe('İmzalı onam formu zorunludur.')
    const badDate = await t.asAdmin(
      'POST',
      '/api/admin/consents',
      multipartBody(
        { PatientRef: 'D-1', ConsentDate: '01.03.2026' },
        { SignedForm: file(SIGNED_PDF, 'a.pdf', 'application/pdf') },
      ),
    )
    expect(badDate.statusCode).toBe(400)
    const text = await t.asAdmin(
      'POST',
      '/api/admin/consents',
      multipartBody(
        { PatientRef: 'D-1', ConsentDate: '2026-03-01' },
        { SignedForm: file(textFile, 'a.pdf', 'application/pdf') },
      ),
    )
    expect(text.statusCode).toBe(415)
    expect(text.body.message).toBe('İmzalı onam formu PDF, JPEG ya da PNG olmalıdır.')
    expect(await t.app.db.select().from(consentRecords)).toHaveLength(0)
    const png = await createConsent({}, Buffer.from(await pngImage()))
    expect(png).toMatchObject({ signedFormType: 'image/png' })
  })

  test('keep the signed form outside the public uploads, and an admin downloads it', async () => {
    const before = await storedForms()
    const consent = await createConsent()
    const stored = (await storedForms()).filter((name) => !before.includes(name))
    expect(stored).toHaveLength(1)
    const uploads = await readdir(t.config.uploadsDir, { recursive: true }).catch(() => [])
    expect(uploads.filter((name) => String(name).endsWith('.pdf'))).toEqual([])
    const publicTry = await t.request({ method: 'GET', url: `/uploads/../private/consents/${stored[0]}` })
    expect(publicTry.statusCode).toBeGreaterThanOrEqual(400)

    const res = await t.asAdmin('GET', `/api/admin/consents/${consent.id}/form`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.rawPayload.equals(SIGNED_PDF)).toBe(true)
    const guest = await t.request({ method: 'GET', url: `/api/admin/consents/${consent.id}/form` })
    expect(guest.statusCode).toBe(401)
    const editor = await t.createUser({ roles: ['Editor'] })
    const asEditor = await t.request({
      method: 'GET',
      url: `/api/admin/consents/${consent.id}/form`,
      token: editor.token,
    })
    expect(asEditor.statusCode).toBe(403)
  })

  test('an update replaces the signed form and keeps the record', async () => {
    const consent = await createConsent()
    const before = await storedForms()
    const res = await t.asAdmin(
      'PUT',
      `/api/admin/consents/${consent.id}`,
      multipartBody(
        { PatientRef: 'AY', ConsentDate: '2026-03-05' },
        { SignedForm: file(await pngImage(), 'o.png', 'image/png') },
      ),
    )
    expect(res.statusCode, res.payload).toBe(200)
    expect(res.body).toMatchObject({
      patientRef: 'AY',
      consentDate: '2026-03-05',
      signedFormType: 'image/png',
    })
    // The new form replaced the old one: as many files as before, one of them new.
    const after = await storedForms()
    expect(after).toHaveLength(before.length)
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1)
  })

  test('create, update, withdraw and download are on the audit log with Turkish labels', async () => {
    const consent = await createConsent()
    await t.asAdmin(
      'PUT',
      `/api/admin/consents/${consent.id}`,
      multipartBody({ PatientRef: 'AY', ConsentDate: '2026-03-05' }),
    )
    await t.asAdmin('GET', `/api/admin/consents/${consent.id}/form`)
    await t.asAdmin('PUT', `/api/admin/consents/${consent.id}/withdraw`)
    const entries = await t.app.db.select().from(auditLog).where(sql`${auditLog.resource} = 'consent'`)
    expect(entries.map((e) => e.action).sort()).toEqual(
      ['consent-create', 'consent-form-download', 'consent-update', 'consent-withdraw'].sort(),
    )
    for (const e of entries) expect(e.resourceId).toBe(String(consent.id))
    const listed = await t.asAdmin('GET', '/api/admin/audit?resource=consent')
    expect(listed.statusCode).toBe(200)
    const { AUDIT_ACTION_LABELS } = await import('@clinic/contract/audit')
    expect(AUDIT_ACTION_LABELS['consent-withdraw']).toBe('Onam geri çekildi')
  })
})
