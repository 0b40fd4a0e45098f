import {
  DEFAULT_MESSAGE_RETENTION_MONTHS,
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
} from '@clinic/contract/site-settings'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { siteSettings, users } from '../../src/db/schema.ts'
import { hashPassword } from '../../src/lib/passwords.ts'
import type { PublishingMessage } from '../../src/plugins/events.ts'
import { DEFAULT_ADMIN_PASSWORD } from '../../src/seed/seed.ts'
import { file, pngImage } from '../fixtures.ts'
import { ADMIN, useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp({ smtpUrl: undefined, bookingUrl: undefined })
const SETTINGS = '/api/site/settings'
const PUBLIC = '/api/site/settings/public'
const STATUS = '/api/site/setup-status'

const messages: PublishingMessage[] = []
beforeAll(() => {
  t.app.events.subscribe((message) => messages.push(message))
})

/** The defaults with some parts replaced: what the admin's form sends. */
function edited(change: (s: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(DEFAULT_SITE_SETTINGS) as SiteSettings
  change(settings)
  return settings
}

const save = (payload: object, token?: string) =>
  t.asAdmin('PUT', SETTINGS, { payload, ...(token ? { token } : {}) })

describe('GET /api/site/settings', () => {
  test('with nothing saved the admin reads today’s facts, never saved, with the deployment’s defaults', async () => {
    const res = await t.asAdmin('GET', SETTINGS)
    expect(res.statusCode).toBe(200)
    expect(res.body.settings).toEqual(DEFAULT_SITE_SETTINGS)
    expect(res.body.settings.doctor.bio.tr).toContain('Ortopedi ve travmatoloji uzmanı')
    expect(res.body.updatedAt).toBeNull()
    expect(res.body.updatedBy).toBeNull()
    expect(res.body.deploymentDefaults).toEqual({
      bookingUrl: '',
      analytics: { gaId: '', clarityId: '', metaPixelId: '' },
    })
  })

  test('only an admin reads or saves the settings and the checklist: a user gets 403, a guest 401', async () => {
    const user = await t.createUser()
    for (const [method, url] of [
      ['GET', SETTINGS],
      ['PUT', SETTINGS],
      ['GET', STATUS],
    ] as const) {
      const asUser = await t.request({ method, url, token: user.token, payload: DEFAULT_SITE_SETTINGS })
      expect(asUser.statusCode, `${method} ${url}`).toBe(403)
      expect(asUser.body.message).toMatch(/yetki/i)
      const asGuest = await t.request({ method, url, payload: DEFAULT_SITE_SETTINGS })
      expect(asGuest.statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await t.asAdmin('GET', PUBLIC)).body).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      messageRetentionMonths: DEFAULT_MESSAGE_RETENTION_MONTHS,
    })
  })
})

describe('PUT /api/site/settings', () => {
  test('a save is read back by the admin and by the build, with who saved it', async () => {
    const settings = edited((s) => {
      s.contact.email = 'randevu@klinik.example.com'
      s.doctor.bio.tr = 'Yeni biyografi: "diz" <b>cerrahisi</b> & spor yaralanmaları.'
      s.addresses[0]!.geo = { lat: 41.0051, lng: 39.7302 }
    })
    const res = await save(settings)
    expect(res.statusCode).toBe(200)
    expect(res.body.settings).toEqual(settings)
    expect(res.body.updatedBy).toBe(ADMIN.email)
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000)

    expect((await t.asAdmin('GET', SETTINGS)).body.settings).toEqual(settings)
    const built = await t.request({ method: 'GET', url: PUBLIC })
    expect(built.statusCode).toBe(200)
    expect(built.body).toEqual({ ...settings, messageRetentionMonths: DEFAULT_MESSAGE_RETENTION_MONTHS })
  })

  test('the build’s read shows no one’s e-mail and of the deployment only the retention months, and is never cached', async () => {
    await save(edited((s) => (s.contact.email = 'yeni@klinik.example.com')))
    const res = await t.request({ method: 'GET', url: PUBLIC })
    expect(Object.keys(res.body).sort()).toEqual([
      'addresses',
      'analytics',
      'bookingUrl',
      'contact',
      'doctor',
      'messageRetentionMonths',
    ])
    expect(res.rawPayload.toString()).not.toContain(ADMIN.email)
    expect(res.body).not.toHaveProperty('deploymentDefaults')
    expect(res.headers['cache-control']).toContain('no-store')
  })

  test('a save announces a change of the settings, so publishing rebuilds the site', async () => {
    messages.length = 0
    await save(edited((s) => (s.contact.email = 'olay@klinik.example.com')))
    expect(messages).toContainEqual({
      type: 'content-changed',
      change: { kind: 'settings', id: 1, action: 'updated' },
    })
  })

  test('bad input answers 400 with a Turkish message per field and stores nothing', async () => {
    const before = (await t.asAdmin('GET', SETTINGS)).body
    messages.length = 0
    const bad = edited((s) => {
      s.contact.email = 'e-posta değil'
      s.bookingUrl = 'javascript:alert(1)'
      s.doctor.bio.tr = '   '
      s.doctor.photo = 'https://başka.site/foto.jpg'
      s.addresses[1]!.geo.lat = 123
      s.analytics.gaId = 'G-<script>'
      s.contact.phones[0]!.tel = '0462 321'
    })
    const res = await save(bad)
    expect(res.statusCode).toBe(400)
    expect(res.body.errors).toMatchObject({
      'contact.email': ['Geçerli bir e-posta adresi girin.'],
      bookingUrl: ['Randevu adresi https:// ile başlayan geçerli bir adres olmalıdır.'],
      'doctor.bio.tr': ['Biyografi zorunludur.'],
      'doctor.photo': ['Doktor fotoğrafı yüklenmiş bir görsel olmalıdır.'],
      'addresses.1.geo.lat': ['Enlem -90 ile 90 arasında olmalıdır.'],
      'analytics.gaId': [expect.stringContaining('yalnızca harf, rakam')],
      'contact.phones.0.tel': [expect.stringContaining('+ ile başlamalı')],
    })
    expect(messages).toEqual([])
    expect((await t.asAdmin('GET', SETTINGS)).body).toEqual(before)
  })

  test('English, Georgian and Russian texts round-trip to the build; a blank or absent one stays missing', async () => {
    const settings = edited((s) => {
      s.doctor.bio = { tr: 'Diz cerrahisi', en: 'Knee surgery', ka: 'მუხლის ქირურგია', ru: '' }
      s.contact.phones[0]!.label = { tr: 'Trabzon Klinik', ru: 'Клиника в Трабзоне' }
      s.addresses[1]!.city = { tr: 'Batum', en: 'Batumi', ka: 'ბათუმი', ru: 'Батуми' }
    })
    const res = await save(settings)
    expect(res.statusCode).toBe(200)
    const built = (await t.request({ method: 'GET', url: PUBLIC })).body
    expect(built.doctor.bio).toEqual({
      tr: 'Diz cerrahisi',
      en: 'Knee surgery',
      ka: 'მუხლის ქირურგია',
      ru: '',
    })
    expect(built.contact.phones[0].label).toEqual({ tr: 'Trabzon Klinik', ru: 'Клиника в Трабзоне' })
    expect(built.addresses[1].city).toEqual({ tr: 'Batum', en: 'Batumi', ka: 'ბათუმი', ru: 'Батуми' })
    expect((await t.asAdmin('GET', SETTINGS)).body.settings).toEqual(settings)
  })

  test('a translation too long, or not a text, is refused with a Turkish message naming its language', async () => {
    const res = await save(
      edited((s) => {
        s.addresses[0]!.name = { tr: 'Trabzon Klinik', ka: 'ა'.repeat(81) }
        ;(s.doctor.bio as Record<string, unknown>).en = 42
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.body.errors).toMatchObject({
      'addresses.0.name.ka': ['Klinik adı (Gürcüce) en fazla 80 karakter olabilir.'],
      'doctor.bio.en': ['Biyografi (İngilizce) metin olmalıdır.'],
    })
  })

  test('settings saved in Turkish only (before translations) read back as they are', async () => {
    const turkishOnly = edited((s) => {
      s.doctor.bio = { tr: 'Eski biyografi' }
      s.addresses = s.addresses.map((a) => ({
        ...a,
        name: { tr: a.name.tr },
        street: { tr: a.street.tr },
        district: { tr: a.district.tr },
        city: { tr: a.city.tr },
        country: { tr: a.country.tr },
      }))
    })
    await t.app.db
      .insert(siteSettings)
      .values({ id: 1, data: turkishOnly, updatedBy: ADMIN.email })
      .onConflictDoUpdate({ target: siteSettings.id, set: { data: turkishOnly } })
    const built = (await t.request({ method: 'GET', url: PUBLIC })).body
    expect(built.doctor.bio).toEqual({ tr: 'Eski biyografi' })
    expect(built.addresses[1].city).toEqual({ tr: 'Batum' })
  })

  test('a list the site cannot show is refused: no clinic, two clinics with one key', async () => {
    const none = await save(edited((s) => (s.addresses = [])))
    expect(none.statusCode).toBe(400)
    expect(none.body.errors.addresses).toEqual(['En az bir klinik adresi girin.'])
    const twins = await save(edited((s) => (s.addresses[1]!.key = s.addresses[0]!.key)))
    expect(twins.statusCode).toBe(400)
    expect(twins.body.errors.addresses).toEqual(['Her kliniğin anahtarı farklı olmalıdır.'])
    const notJson = await t.asAdmin('PUT', SETTINGS, {
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    })
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400)
    expect(notJson.statusCode).toBeLessThan(500)
  })

  test('a missing part is filled with today’s facts', async () => {
    const res = await save({
      contact: { email: 'kisa@klinik.example.com', phones: DEFAULT_SITE_SETTINGS.contact.phones },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.settings.addresses).toEqual(DEFAULT_SITE_SETTINGS.addresses)
    expect(res.body.settings.contact.email).toBe('kisa@klinik.example.com')
  })

  test('the doctor’s uploaded photo is kept while the settings show it, and removed once replaced', async () => {
    const admin = await t.loginAsAdmin()
    const upload = async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/uploads/image',
        token: admin,
        ...multipartBody({}, { file: file(await pngImage(), 'doktor.png', 'image/png') }),
      })
      expect(res.statusCode).toBe(201)
      return res.body.imagePath as string
    }
    const first = await upload()
    await save(edited((s) => (s.doctor.photo = first)))
    expect(await t.app.uploads.referenced()).toContain(first)
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(200)

    const second = await upload()
    await save(edited((s) => (s.doctor.photo = second)))
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: second })).statusCode).toBe(200)
  })
})

describe('GET /api/site/setup-status', () => {
  const status = async () => {
    const res = await t.asAdmin('GET', STATUS)
    expect(res.statusCode).toBe(200)
    return res.body
  }

  test('a fresh install: every clinic fact is still the placeholder, no SMTP; only booleans', async () => {
    const body = await status()
    expect(body).toEqual({
      doctorPhoto: false,
      bio: false,
      bookingUrl: false,
      addresses: false,
      mapPositions: false,
      contactEmail: false,
      analytics: false,
      // The test admin's password is not the published default.
      adminPasswordChanged: true,
      smtp: false,
      complete: false,
    })
  })

  test('each item flips as the admin sets it; saving the placeholders unchanged does not count', async () => {
    await save(DEFAULT_SITE_SETTINGS)
    expect((await status()).bio).toBe(false)

    await save(edited((s) => (s.doctor.bio.tr = 'Gerçek biyografi.')))
    expect(await status()).toMatchObject({ bio: true, contactEmail: false, mapPositions: false })

    await save(
      edited((s) => {
        s.doctor.bio.tr = 'Gerçek biyografi.'
        s.doctor.photo = '/img/gercek-doktor.webp'
        s.contact.email = 'gercek@klinik.example.com'
        s.bookingUrl = 'https://randevu.example.com/klinik'
        s.addresses[0]!.street.tr = 'Kemerkaya Mah. Gerçek Cad. No: 1'
        s.addresses[0]!.geo = { lat: 41.0047, lng: 39.7265 }
        s.analytics.gaId = 'G-ABC123'
      }),
    )
    expect(await status()).toEqual({
      doctorPhoto: true,
      bio: true,
      bookingUrl: true,
      addresses: true,
      mapPositions: true,
      contactEmail: true,
      analytics: true,
      adminPasswordChanged: true,
      smtp: false,
      complete: false,
    })
  })

  test('an admin who still signs in with the published default password is reported', async () => {
    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEFAULT_ADMIN_PASSWORD) })
      .where(eq(users.email, ADMIN.email))
    expect((await status()).adminPasswordChanged).toBe(false)
  })
})

describe('GET /api/site/setup-status with the deployment configured', () => {
  test('SMTP and the environment’s booking page and analytics count as done', async () => {
    const saved = {
      smtp: t.app.config.smtpUrl,
      booking: t.app.config.bookingUrl,
      ga: t.app.config.site.analytics,
    }
    // The deployment's facts are read through the config the app was built with.
    Object.assign(t.app.config, {
      smtpUrl: 'smtp://127.0.0.1:2525',
      bookingUrl: 'https://randevu.example.com',
    })
    t.app.config.site.analytics = { gaId: 'G-ENV1', clarityId: undefined, metaPixelId: undefined }
    try {
      const res = await t.asAdmin('GET', STATUS)
      expect(res.body).toMatchObject({ smtp: true, bookingUrl: true, analytics: true })
    } finally {
      Object.assign(t.app.config, { smtpUrl: saved.smtp, bookingUrl: saved.booking })
      t.app.config.site.analytics = saved.ga
    }
  })
})
