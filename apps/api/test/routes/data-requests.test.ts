import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditLog, comments, contactMessages, wellnessMessages } from '../../src/db/schema.ts'
import { sweepMessages } from '../../src/runtime/message-sweeper.ts'
import { solveCaptcha } from '../captcha.ts'
import { useTestApp } from '../helper.ts'

// KVKK (issue 21 item 6): messages go after MESSAGE_RETENTION_MONTHS; Admins find, export and erase one person's
// messages by e-mail address, each on the audit log without the messages' texts.
const t = useTestApp()

const SECRET_TEXT = 'Sol dizimde menisküs yırtığı var, ameliyat olmam gerekiyor mu?'

const contact = (fields: Partial<typeof contactMessages.$inferInsert> = {}) => ({
  name: 'Hasan Kaya',
  email: 'hasan@example.com',
  subject: 'Diz ağrısı',
  message: SECRET_TEXT,
  consentAt: new Date(),
  ...fields,
})
const wellness = (fields: Partial<typeof wellnessMessages.$inferInsert> = {}) => ({
  senderName: 'Hasan Kaya',
  email: 'hasan@example.com',
  patientName: 'Mehmet Kaya',
  message: 'Geçmiş olsun, en kısa zamanda iyileşmenizi dilerim.',
  consentAt: new Date(),
  ...fields,
})

const seedMessages = async () => {
  await t.app.db
    .insert(contactMessages)
    .values([
      contact(),
      contact({ email: 'HASAN@Example.com', subject: 'Randevu' }),
      contact({ email: 'baska@example.com' }),
    ])
  await t.app.db.insert(wellnessMessages).values([wellness(), wellness({ email: 'baska@example.com' })])
}

const ask = (method: 'GET' | 'DELETE', email: string, token?: string, path = '/api/admin/data-requests') =>
  t.request({ method, url: path, query: { email }, ...(token ? { token } : {}) })

describe('the retention of messages', () => {
  test('a sweep deletes the contact and get-well messages older than the months, and keeps the newer', async () => {
    const now = new Date('2026-11-26T12:00:00Z')
    await t.app.db.insert(contactMessages).values([
      contact({ subject: 'eski', createdAt: new Date('2024-11-26T11:59:00Z') }),
      contact({
        subject: 'eski randevu',
        createdAt: new Date('2023-05-01T09:00:00Z'),
        appointmentClinic: 'trabzon',
        appointmentDate: '2023-05-03',
        appointmentTime: '10:30',
      }),
      contact({ subject: 'yeni', createdAt: new Date('2024-11-26T12:01:00Z') }),
    ])
    await t.app.db
      .insert(wellnessMessages)
      .values([
        wellness({ patientName: 'eski', createdAt: new Date('2024-01-01T00:00:00Z') }),
        wellness({ patientName: 'yeni', createdAt: new Date('2026-11-01T00:00:00Z') }),
      ])
    expect(await sweepMessages(t.app, 24, now)).toEqual({ contact: 2, wellness: 1 })
    expect((await t.app.db.select().from(contactMessages)).map((m) => m.subject)).toEqual(['yeni'])
    expect((await t.app.db.select().from(wellnessMessages)).map((m) => m.patientName)).toEqual(['yeni'])

    const [entry, ...more] = await t.app.db.select().from(auditLog)
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      actorId: null,
      action: 'message-retention-sweep',
      resource: 'message-retention',
      after: { contactMessages: 2, wellnessMessages: 1, months: 24 },
    })
  })

  test('a sweep that finds nothing old records nothing', async () => {
    await t.app.db.insert(contactMessages).values(contact())
    expect(await sweepMessages(t.app, 1)).toEqual({ contact: 0, wellness: 0 })
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(1)
    expect(await t.app.db.select().from(auditLog)).toEqual([])
  })

  test('the site build reads the configured months with the public settings', async () => {
    const res = await t.request({ method: 'GET', url: '/api/site/settings/public' })
    expect(res.statusCode).toBe(200)
    expect(res.body.messageRetentionMonths).toBe(t.config.messageRetention.months)
  })
})

describe('KVKK requests by e-mail address', () => {
  test('an admin sees every message sent with the address, whatever its case and spaces', async () => {
    await seedMessages()
    const admin = await t.loginAsAdmin()
    const res = await ask('GET', '  Hasan@EXAMPLE.com ', admin)
    expect(res.statusCode).toBe(200)
    expect(res.body.email).toBe('hasan@example.com')
    expect(res.body.contactMessages.map((m: { subject: string }) => m.subject).sort()).toEqual([
      'Diz ağrısı',
      'Randevu',
    ])
    expect(res.body.contactMessages[0].consentDate).toEqual(expect.any(String))
    expect(res.body.wellnessMessages).toHaveLength(1)
    expect(res.body.account).toBeNull()
  })

  test('a message sent through the contact form is found by its address', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/Contact',
      payload: {
        name: 'Zeynep Ak',
        email: 'Zeynep@Example.com',
        subject: 'Omuz ağrısı',
        message: 'Merhaba, omzumdaki ağrı için görüşmek istiyorum.',
        consent: true,
        captcha: await solveCaptcha(t),
      },
    })
    expect(sent.statusCode).toBe(201)
    const res = await ask('GET', 'zeynep@example.com', await t.loginAsAdmin())
    expect(res.body.contactMessages.map((m: { subject: string }) => m.subject)).toEqual(['Omuz ağrısı'])
  })

  test("the account with the address is shown with its comments' count and exported with the account export", async () => {
    const user = await t.createUser({ email: 'hasan@example.com', firstName: 'Hasan', lastName: 'Kaya' })
    const post = await t.seedPost({ Title: 'Menisküs' })
    await t.app.db
      .insert(comments)
      .values({ blogId: post.id, userId: user.id, content: 'Çok faydalı bir yazı.', isApproved: true })
    await seedMessages()
    const admin = await t.loginAsAdmin()
    const summary = await ask('GET', 'hasan@example.com', admin)
    expect(summary.body.account).toMatchObject({ id: user.id, firstName: 'Hasan', comments: 1 })

    const res = await ask('GET', 'hasan@example.com', admin, '/api/admin/data-requests/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="kisisel-veriler.json"')
    expect(res.body.contactMessages).toHaveLength(2)
    expect(res.body.contactMessages[0].message).toBe(SECRET_TEXT)
    expect(res.body.wellnessMessages).toHaveLength(1)
    expect(res.body.account.profile).toMatchObject({ id: user.id, email: 'hasan@example.com' })
    expect(res.body.account.comments.map((c: { content: string }) => c.content)).toEqual([
      'Çok faydalı bir yazı.',
    ])
  })

  test('the export is on the audit log with the address and the ids, never the texts', async () => {
    await seedMessages()
    const admin = await t.loginAsAdmin()
    await ask('GET', 'hasan@example.com', admin, '/api/admin/data-requests/export')
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'data-export'))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ resource: 'data-request', resourceId: 'hasan@example.com' })
    expect((entries[0]!.after as { contactMessageIds: number[] }).contactMessageIds).toHaveLength(2)
    expect(JSON.stringify(entries[0])).not.toContain('menisküs')
    expect(JSON.stringify(entries[0])).not.toContain('Geçmiş olsun')
  })

  test('an admin erases the messages of the address and only those; the erasure is on the audit log', async () => {
    await seedMessages()
    const admin = await t.loginAsAdmin()
    const res = await ask('DELETE', 'Hasan@example.com', admin)
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ message: '3 mesaj silindi.', contactMessages: 2, wellnessMessages: 1 })
    expect((await t.app.db.select().from(contactMessages)).map((m) => m.email)).toEqual(['baska@example.com'])
    expect((await t.app.db.select().from(wellnessMessages)).map((m) => m.email)).toEqual([
      'baska@example.com',
    ])
    expect((await ask('GET', 'hasan@example.com', admin)).body).toMatchObject({
      contactMessages: [],
      wellnessMessages: [],
    })

    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'data-erase'))
    expect(entry).toMatchObject({ resource: 'data-request', resourceId: 'hasan@example.com' })
    expect(JSON.stringify(entry)).not.toContain('menisküs')
    expect(await ask('DELETE', 'hasan@example.com', admin)).toMatchObject({
      statusCode: 200,
      body: { message: 'Bu adresle gönderilmiş mesaj yok.', contactMessages: 0, wellnessMessages: 0 },
    })
  })

  test('erasing leaves the account with the address in place', async () => {
    const user = await t.createUser({ email: 'hasan@example.com' })
    await seedMessages()
    await ask('DELETE', 'hasan@example.com', await t.loginAsAdmin())
    const res = await t.request({ method: 'GET', url: '/api/Account/profile', token: user.token })
    expect(res.statusCode).toBe(200)
  })

  test('an Editor is refused with 403 and a guest with 401; nothing is erased', async () => {
    await seedMessages()
    const editor = await t.createUser({ email: 'editor@example.com', roles: ['Editor'] })
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await ask(method, 'hasan@example.com', editor.token)).statusCode).toBe(403)
      expect((await ask(method, 'hasan@example.com')).statusCode).toBe(401)
    }
    expect(
      (await ask('GET', 'hasan@example.com', editor.token, '/api/admin/data-requests/export')).statusCode,
    ).toBe(403)
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(3)
  })

  test('an address that is not one is refused with a Turkish 400 and nothing is erased', async () => {
    await seedMessages()
    const admin = await t.loginAsAdmin()
    for (const email of ['hasan', '', '   ', '%@example.com']) {
      const res = await ask('DELETE', email, admin)
      expect(res.statusCode).toBe(400)
      expect(res.body.errors.email).toEqual([expect.stringMatching(/^(Geçerli bir e-posta|E-posta adresi)/)])
    }
    const missing = await t.request({ method: 'GET', url: '/api/admin/data-requests', token: admin })
    expect(missing.statusCode).toBe(400)
    expect(missing.body.errors.email).toEqual(['E-posta adresi zorunludur.'])
    expect(await t.app.db.select().from(contactMessages)).toHaveLength(3)
  })
})
