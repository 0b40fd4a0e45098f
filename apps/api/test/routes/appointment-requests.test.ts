import { addDays, clinicNow, isOpeningDay } from '@clinic/contract/appointment'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@clinic/contract/site-settings'
import { afterEach, describe, expect, test } from 'vitest'
import { contactMessages } from '../../src/db/schema.ts'
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

/** The first day at least `from` days ahead (the clinic's today) that matches `wanted`. */
function dayAhead(from: number, wanted: (day: string) => boolean = isOpeningDay): string {
  let day = addDays(clinicNow().date, from)
  while (!wanted(day)) day = addDays(day, 1)
  return day
}

const weekday = () => dayAhead(3)

const request = async (fields: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/Contact',
    payload: {
      name: 'Zeynep Arslan',
      email: 'zeynep@example.com',
      phoneNumber: '+90 532 111 22 33',
      subject: 'Randevu talebi',
      message: 'Sağ dizimde iki haftadır ağrı var, muayene olmak istiyorum.',
      appointmentClinic: 'batum',
      appointmentDate: weekday(),
      appointmentTime: '10:30',
      consent: true,
      captcha: await solveCaptcha(t),
      ...fields,
    },
  })

const rows = () => t.app.db.select().from(contactMessages)

describe('appointment requests through the contact form', () => {
  test('a request with clinic, weekday and slot is stored, listed for the admin and mailed as a request', async () => {
    const day = weekday()
    const res = await request({ appointmentDate: day })
    expect(res.statusCode).toBe(201)
    const [row] = await rows()
    expect(row).toMatchObject({ appointmentClinic: 'batum', appointmentDate: day, appointmentTime: '10:30' })

    const list = await t.asAdmin('GET', '/api/Contact')
    expect(list.body[0]).toMatchObject({
      name: 'Zeynep Arslan',
      phoneNumber: '+90 532 111 22 33',
      appointment: { clinic: 'batum', date: day, time: '10:30' },
    })

    const notice = await smtp.waitFor((m) => m.to.includes('klinik@example.com'))
    expect(notice.subject).toBe('Yeni randevu talebi: Zeynep Arslan')
    expect(notice.text).toContain('Batum Klinik')
    expect(notice.text).toContain('10:30')
  })

  test("the clinics are the saved settings': an added one is accepted and a renamed one is mailed by its new name", async () => {
    const settings = structuredClone(DEFAULT_SITE_SETTINGS) as SiteSettings
    const batum = settings.addresses.find((a) => a.key === 'batum')!
    batum.name = { tr: 'Batum Şubesi' }
    settings.addresses.push({ ...structuredClone(batum), key: 'rize', name: { tr: 'Rize Klinik' } })
    expect((await t.asAdmin('PUT', '/api/site/settings', { payload: settings })).statusCode).toBe(200)

    expect((await request({ appointmentClinic: 'rize' })).statusCode).toBe(201)
    const added = await smtp.waitFor((m) => m.text.includes('Rize Klinik'))
    expect(added.subject).toBe('Yeni randevu talebi: Zeynep Arslan')

    expect((await request({ appointmentClinic: 'batum' })).statusCode).toBe(201)
    await smtp.waitFor((m) => m.text.includes('Batum Şubesi'))
    expect(await rows()).toHaveLength(2)
  })

  test('a plain message stays a message: no appointment in the list', async () => {
    const res = await request({
      appointmentClinic: undefined,
      appointmentDate: undefined,
      appointmentTime: undefined,
    })
    expect(res.statusCode).toBe(201)
    const list = await t.asAdmin('GET', '/api/Contact')
    expect(list.body[0].appointment).toBeNull()
  })

  test('the first and the last slot of the opening hours are accepted (09:00 and 16:30)', async () => {
    expect((await request({ appointmentTime: '09:00' })).statusCode).toBe(201)
    expect((await request({ appointmentTime: '16:30' })).statusCode).toBe(201)
    expect(await rows()).toHaveLength(2)
  })

  test('a request needs a phone number to call back, said in Turkish, and nothing is stored', async () => {
    for (const phoneNumber of [undefined, '']) {
      const res = await request({ phoneNumber })
      expect(res.statusCode).toBe(400)
      expect(res.body.errors.phoneNumber).toEqual([
        'Randevu talebi için telefon numaranızı yazın; randevunuzu teyit etmek için sizi arayacağız.',
      ])
    }
    expect(await rows()).toHaveLength(0)
  })

  const bad: [string, Record<string, unknown>, string, string][] = [
    [
      'an unknown clinic',
      { appointmentClinic: 'istanbul' },
      'appointmentClinic',
      'Randevu için listeden bir klinik seçin.',
    ],
    [
      'a day in the past',
      { appointmentDate: addDays(clinicNow().date, -1) },
      'appointmentDate',
      'Geçmiş bir tarih seçilemez.',
    ],
    [
      'a Saturday',
      { appointmentDate: dayAhead(1, (d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6) },
      'appointmentDate',
      'Kliniklerimiz yalnızca Pazartesi - Cuma günleri açıktır; hafta içi bir gün seçin.',
    ],
    [
      'a day more than a year ahead',
      { appointmentDate: dayAhead(366) },
      'appointmentDate',
      'En fazla bir yıl sonrası için randevu talep edebilirsiniz.',
    ],
    [
      'a day that does not exist',
      { appointmentDate: '2027-02-30' },
      'appointmentDate',
      'Geçerli bir tarih seçin.',
    ],
    ['a day that is not a date', { appointmentDate: 'yarın' }, 'appointmentDate', 'Geçerli bir tarih seçin.'],
    [
      'a time before opening',
      { appointmentTime: '08:30' },
      'appointmentTime',
      'Saat, çalışma saatleri (09:00 - 17:00) içinde yarım saatlik bir dilim olmalıdır.',
    ],
    [
      'a slot that would end after closing',
      { appointmentTime: '17:00' },
      'appointmentTime',
      'Saat, çalışma saatleri (09:00 - 17:00) içinde yarım saatlik bir dilim olmalıdır.',
    ],
    [
      'a time off the half-hour grid',
      { appointmentTime: '10:15' },
      'appointmentTime',
      'Saat, çalışma saatleri (09:00 - 17:00) içinde yarım saatlik bir dilim olmalıdır.',
    ],
    [
      'a clinic without a day',
      { appointmentDate: undefined },
      'appointmentDate',
      'Randevu için bir gün seçin.',
    ],
    [
      'a day without a time',
      { appointmentTime: undefined },
      'appointmentTime',
      'Randevu için bir saat seçin.',
    ],
    [
      'a day without a clinic',
      { appointmentClinic: undefined },
      'appointmentClinic',
      'Randevu için bir klinik seçin.',
    ],
  ]
  for (const [what, fields, field, message] of bad) {
    test(`${what} is refused with a Turkish 400 and nothing is stored`, async () => {
      const res = await request(fields)
      expect(res.statusCode).toBe(400)
      expect(res.body.errors[field]).toEqual([message])
      expect(await rows()).toHaveLength(0)
    })
  }

  test('a time of the wrong type is a Turkish 400, never a 500', async () => {
    const res = await request({ appointmentTime: 1030, appointmentDate: ['2027-01-01'] })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.body.errors).sort()).toEqual(['appointmentDate', 'appointmentTime'])
    expect(await rows()).toHaveLength(0)
  })
})
