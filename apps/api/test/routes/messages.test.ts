import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { contactMessages, wellnessMessages } from '../../src/db/schema.ts'
import { solveCaptcha } from '../captcha.ts'
import { useTestApp } from '../helper.ts'
import { useSmtpServer } from '../smtp.ts'

const smtp = useSmtpServer()
const t = useTestApp({
  clinicInbox: 'klinik@example.com',
  get smtpUrl() {
    return smtp.url
  },
})

afterEach(() => t.app.mailer.idle())

const wellness = async (fields: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/WellnessMessage',
    payload: {
      senderName: 'Ayşe Yılmaz',
      email: 'Ayse@Example.com',
      patientName: 'Mehmet Yılmaz',
      message: 'Geçmiş olsun, en kısa zamanda sağlığınıza kavuşmanızı dilerim.',
      consent: true,
      captcha: await solveCaptcha(t),
      ...fields,
    },
  })

const contact = async (fields: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/Contact',
    payload: {
      name: 'Hasan Kaya',
      email: 'hasan@example.com',
      phoneNumber: '+90 532 000 00 00',
      subject: 'Diz ameliyatı hakkında',
      message: 'Merhaba, diz protezi ameliyatı için randevu almak istiyorum.',
      consent: true,
      captcha: await solveCaptcha(t),
      ...fields,
    },
  })

const countRows = async (table: typeof wellnessMessages | typeof contactMessages) =>
  (await t.app.db.select().from(table)).length

describe('get-well messages', () => {
  test('a visitor sends a get-well message; it is stored and the clinic gets a Turkish notice', async () => {
    const res = await wellness()
    expect(res.statusCode).toBe(201)
    expect(res.body.message).toBe('Geçmiş olsun mesajınız iletildi. Teşekkür ederiz.')
    const [row] = await t.app.db.select().from(wellnessMessages)
    expect(row).toMatchObject({ senderName: 'Ayşe Yılmaz', email: 'ayse@example.com', isRead: false })
    expect(row!.consentAt).toBeInstanceOf(Date)

    const notice = await smtp.waitFor((m) => m.to.includes('klinik@example.com'))
    expect(notice.subject).toBe('Yeni geçmiş olsun mesajı: Ayşe Yılmaz')
    expect(notice.text).toContain('Mehmet Yılmaz')
    expect(notice.text).toContain('sağlığınıza kavuşmanızı')
    expect(notice.headers.get('reply-to')).toContain('ayse@example.com')
    expect(notice.links).toEqual([`${t.config.publicSiteUrl}/admin/wellness-messages`])
  })

  test('markup in a message reaches the clinic escaped, never as HTML', async () => {
    await wellness({ senderName: '<b>Kötü</b> Niyetli', message: '<script>alert("x")</script> geçmiş olsun' })
    const notice = await smtp.waitFor((m) => m.to.includes('klinik@example.com'))
    expect(notice.html).not.toContain('<script>')
    expect(notice.html).toContain('&lt;script&gt;')
    expect(notice.html).not.toContain('<b>Kötü</b>')
  })

  test('without consent to data processing (KVKK) nothing is stored or mailed', async () => {
    for (const consent of [false, undefined, 'true']) {
      const res = await wellness({ consent })
      expect(res.statusCode, String(consent)).toBe(400)
      expect(res.body.errors.consent).toEqual(['Kişisel verilerin işlenmesine onay vermeniz gerekir.'])
    }
    await t.app.mailer.idle()
    expect(await countRows(wellnessMessages)).toBe(0)
    expect(smtp.messages).toHaveLength(0)
  })

  test('without a solved captcha nothing is stored', async () => {
    const missing = await wellness({ captcha: undefined })
    expect(missing.statusCode).toBe(400)
    expect(missing.body.errors.captcha).toEqual(['Robot doğrulaması zorunludur.'])
    const wrong = await wellness({ captcha: Buffer.from('{"algorithm":"SHA-256"}').toString('base64') })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body.errors.captcha[0]).toContain('geçersiz')
    expect(await countRows(wellnessMessages)).toBe(0)
  })

  test('a too short message and a bad e-mail are refused with Turkish messages per field', async () => {
    const res = await wellness({ message: 'kısa', email: 'e-posta-değil' })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.message).toEqual(['Mesaj en az 10 karakter olmalıdır.'])
    expect(res.body.errors.email).toEqual(['Geçerli bir e-posta adresi girin.'])
    expect(await countRows(wellnessMessages)).toBe(0)
  })

  test('the admin lists messages newest first, filters unread ones and pages them', async () => {
    for (const name of ['Birinci Gönderen', 'İkinci Gönderen', 'Üçüncü Gönderen'])
      await wellness({ senderName: name })
    const all = await t.asAdmin('GET', '/api/WellnessMessage')
    expect(all.statusCode).toBe(200)
    expect(all.headers['x-total-count']).toBe('3')
    expect(all.body.map((m: { senderName: string }) => m.senderName)).toEqual([
      'Üçüncü Gönderen',
      'İkinci Gönderen',
      'Birinci Gönderen',
    ])
    expect(all.body[0]).toMatchObject({
      email: 'ayse@example.com',
      patientName: 'Mehmet Yılmaz',
      isRead: false,
    })

    const read = await t.asAdmin('PUT', `/api/WellnessMessage/${all.body[0].id}/read`, {
      payload: { isRead: true },
    })
    expect(read.statusCode).toBe(200)
    expect(read.body.isRead).toBe(true)

    const unread = await t.asAdmin('GET', '/api/WellnessMessage?unread=true')
    expect(unread.headers['x-total-count']).toBe('2')
    expect(unread.body.every((m: { isRead: boolean }) => !m.isRead)).toBe(true)
    const readOnly = await t.asAdmin('GET', '/api/WellnessMessage?unread=false')
    expect(readOnly.body.map((m: { id: number }) => m.id)).toEqual([all.body[0].id])

    const page = await t.asAdmin('GET', '/api/WellnessMessage?page=2&pageSize=2')
    expect(page.headers['x-total-count']).toBe('3')
    expect(page.body.map((m: { senderName: string }) => m.senderName)).toEqual(['Birinci Gönderen'])
  })

  test('the admin marks a message unread again and deletes it', async () => {
    await wellness()
    const admin = await t.loginAsAdmin()
    const [row] = await t.app.db.select().from(wellnessMessages)
    const url = `/api/WellnessMessage/${row!.id}`
    await t.asAdmin('PUT', `${url}/read`, { payload: { isRead: true } })
    const unread = await t.asAdmin('PUT', `${url}/read`, { payload: { isRead: false } })
    expect(unread.body.isRead).toBe(false)
    expect((await t.request({ method: 'DELETE', url, token: admin })).statusCode).toBe(204)
    expect(await countRows(wellnessMessages)).toBe(0)
  })

  test('marking or deleting an unknown message is a Turkish 404', async () => {
    const read = await t.asAdmin('PUT', '/api/WellnessMessage/999/read', { payload: { isRead: true } })
    expect(read.statusCode).toBe(404)
    expect(read.body.message).toBe('Mesaj bulunamadı.')
    expect((await t.asAdmin('DELETE', '/api/WellnessMessage/999')).statusCode).toBe(404)
  })

  test('an unread filter that is not true or false is refused', async () => {
    const res = await t.asAdmin('GET', '/api/WellnessMessage?unread=belki')
    expect(res.statusCode).toBe(400)
  })
})

describe('contact messages', () => {
  test('a visitor sends a contact message; it is stored and the notice can be answered straight to the sender', async () => {
    const res = await contact()
    expect(res.statusCode).toBe(201)
    expect(res.body.message).toContain('Mesajınız iletildi')
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'hasan@example.com'))
    expect(row).toMatchObject({ name: 'Hasan Kaya', subject: 'Diz ameliyatı hakkında', isRead: false })

    const notice = await smtp.waitFor((m) => m.to.includes('klinik@example.com'))
    expect(notice.subject).toBe('Yeni iletişim mesajı: Diz ameliyatı hakkında')
    expect(notice.text).toContain('+90 532 000 00 00')
    expect(notice.headers.get('reply-to')).toContain('hasan@example.com')
  })

  test('a line break in the subject cannot add a mail header', async () => {
    await contact({ subject: 'Merhaba\r\nBcc: herkes@example.com' })
    const notice = await smtp.waitFor((m) => m.to.includes('klinik@example.com'))
    expect(notice.to).toEqual(['klinik@example.com'])
    expect(notice.headers.has('bcc')).toBe(false)
  })

  test('a contact message without an e-mail, consent or captcha is refused and not stored', async () => {
    const res = await contact({ email: undefined, consent: false, captcha: '' })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.body.errors).sort()).toEqual(['captcha', 'consent', 'email'])
    expect(await countRows(contactMessages)).toBe(0)
  })

  test('the admin lists, marks read and deletes contact messages', async () => {
    await contact()
    await contact({ subject: 'Randevu saati' })
    const list = await t.asAdmin('GET', '/api/Contact')
    expect(list.headers['x-total-count']).toBe('2')
    expect(list.body.map((m: { subject: string }) => m.subject)).toEqual([
      'Randevu saati',
      'Diz ameliyatı hakkında',
    ])
    const id = list.body[0].id
    const read = await t.asAdmin('PUT', `/api/Contact/${id}/read`, { payload: { isRead: true } })
    expect(read.body).toMatchObject({ id, isRead: true })
    const unread = await t.asAdmin('GET', '/api/Contact?unread=true')
    expect(unread.body.map((m: { id: number }) => m.id)).not.toContain(id)
    expect((await t.asAdmin('DELETE', `/api/Contact/${id}`)).statusCode).toBe(204)
    expect(await countRows(contactMessages)).toBe(1)
  })
})
