import { describe, expect, test } from 'vitest'
import { mapLink, siteConfig, siteConfigTranslations } from './site-config.ts'
import {
  clinicSetup,
  DEFAULT_SITE_SETTINGS,
  fallbackLang,
  missingLocales,
  SiteSettings,
  siteConfigFor,
  siteConfigWith,
} from './site-settings.ts'

test('empty settings are today’s site: every default comes from siteConfig', () => {
  const settings = SiteSettings.parse({})
  expect(settings).toEqual(DEFAULT_SITE_SETTINGS)
  const merged = siteConfigWith(settings)
  expect(merged.doctor).toEqual(siteConfig.doctor)
  expect(merged.contact).toEqual(siteConfig.contact)
  expect(merged.addresses).toEqual(siteConfig.addresses)
})

test('the settings replace the clinic’s facts and keep the shape; the map link follows the position', () => {
  const settings = SiteSettings.parse({
    doctor: { photo: '/uploads/content/x.webp', bio: { tr: 'Yeni biyografi' } },
    contact: {
      email: 'yeni@klinik.example.com',
      phones: [{ label: { tr: 'Cep' }, display: '0532', tel: '+90532123456' }],
    },
  })
  const merged = siteConfigWith(settings)
  expect(merged.doctor.bio).toBe('Yeni biyografi')
  expect(merged.doctor.fullName).toBe(siteConfig.doctor.fullName)
  expect(merged.contact.phones).toEqual([{ label: 'Cep', display: '0532', tel: '+90532123456' }])
  expect(mapLink(merged.addresses[0]!)).toBe(mapLink({ geo: { lat: 41.0035, lng: 39.7178 } }))
  expect(merged.openingHours).toBe(siteConfig.openingHours)
})

test('mapLink points Google Maps at the position', () => {
  expect(mapLink({ geo: { lat: 41.6458, lng: 41.6416 } })).toBe(
    'https://www.google.com/maps/search/?api=1&query=41.6458,41.6416',
  )
})

test('the checklist counts a fact as done only once it differs from the placeholder', () => {
  const env = { bookingUrl: '', analytics: false }
  expect(Object.values(clinicSetup(SiteSettings.parse({}), env)).some(Boolean)).toBe(false)
  expect(
    clinicSetup(SiteSettings.parse({}), { bookingUrl: 'https://r.example', analytics: true }),
  ).toMatchObject({
    bookingUrl: true,
    analytics: true,
  })
})

describe('the settings’ texts in the site’s languages (decision 0275)', () => {
  test('the shipped defaults parse and carry every text in English, Georgian and Russian', () => {
    const settings = SiteSettings.parse(DEFAULT_SITE_SETTINGS)
    const texts = [
      settings.doctor.bio,
      ...settings.contact.phones.map((p) => p.label),
      ...settings.addresses.flatMap((a) => [a.name, a.street, a.district, a.city, a.country]),
    ]
    for (const value of texts) expect(missingLocales(value), value.tr).toEqual([])
    const batumi = settings.addresses[1]!
    expect([batumi.city.en, batumi.city.ka, batumi.city.ru]).toEqual(['Batumi', 'ბათუმი', 'Батуми'])
    expect([batumi.country.en, batumi.country.ka, batumi.country.ru]).toEqual([
      'Georgia',
      'საქართველო',
      'Грузия',
    ])
    const trabzon = settings.addresses[0]!
    expect([trabzon.city.ka, trabzon.city.ru, trabzon.country.ka, trabzon.country.ru]).toEqual([
      'ტრაბზონი',
      'Трабзон',
      'თურქეთი',
      'Турция',
    ])
  })

  test('settings saved before the translations (Turkish only) still parse, and read in Turkish everywhere', () => {
    const old = {
      doctor: { photo: '/img/doctor.jpg', bio: { tr: 'Eski biyografi' } },
      contact: {
        email: 'a@b.example',
        phones: [{ label: { tr: 'Klinik' }, display: '1', tel: '+901234567' }],
      },
      addresses: [
        {
          key: 'trabzon',
          name: { tr: 'Trabzon Klinik' },
          street: { tr: 'Cad. 1' },
          district: { tr: 'Ortahisar' },
          city: { tr: 'Trabzon' },
          postalCode: '61030',
          country: { tr: 'Türkiye' },
          countryCode: 'TR',
          geo: { lat: 41, lng: 39 },
        },
      ],
    }
    const settings = SiteSettings.parse(old)
    expect(settings.doctor.bio).toEqual({ tr: 'Eski biyografi' })
    const english = siteConfigFor(settings, 'en')
    expect(english.doctor.bio).toBe('Eski biyografi')
    expect(fallbackLang(english, 'doctor.bio')).toBe('tr')
    expect(fallbackLang(english, 'addresses.0.city')).toBe('tr')
    expect(missingLocales(settings.doctor.bio)).toEqual(['en', 'ka', 'ru'])
  })

  test('a missing or blank translation falls back to Turkish and is marked; a present one is not', () => {
    const settings = SiteSettings.parse({
      ...DEFAULT_SITE_SETTINGS,
      doctor: { photo: '/img/doctor.jpg', bio: { tr: 'Türkçe biyografi', en: 'English bio', ka: '  ' } },
    })
    const en = siteConfigFor(settings, 'en')
    const ka = siteConfigFor(settings, 'ka')
    const ru = siteConfigFor(settings, 'ru')
    expect([en.doctor.bio, ka.doctor.bio, ru.doctor.bio]).toEqual([
      'English bio',
      'Türkçe biyografi',
      'Türkçe biyografi',
    ])
    expect(fallbackLang(en, 'doctor.bio')).toBeUndefined()
    expect(fallbackLang(ka, 'doctor.bio')).toBe('tr')
    expect(ka.addresses[1]?.city).toBe('ბათუმი')
    expect(fallbackLang(ka, 'addresses.1.city')).toBeUndefined()
    expect(siteConfigFor(settings, 'tr').fallbacks.size).toBe(0)
  })

  test('the fixed facts read in the page’s language: specialty, hours, counters, rating, questions', () => {
    const settings = SiteSettings.parse({})
    const ru = siteConfigFor(settings, 'ru')
    expect(ru.doctor.specialty).toBe(siteConfigTranslations.ru.doctor.specialty)
    expect(ru.openingHours.days[0]).toBe('Понедельник')
    expect(ru.openingHours.schemaDays).toEqual(siteConfig.openingHours.schemaDays)
    expect(ru.socialCounters.map((c) => c.value)).toEqual(siteConfig.socialCounters.map((c) => c.value))
    expect(siteConfigFor(settings, 'en').mapRating.display).toBe('4.8')
    expect(siteConfigFor(settings, 'en').faq[2]?.answer).toContain('(/en/randevu)')
    expect(siteConfigFor(settings, 'tr').faq).toEqual(siteConfig.faq)
    // Every language has every fixed text, and none of them is Turkish.
    for (const t of Object.values(siteConfigTranslations)) {
      expect(t.faq).toHaveLength(siteConfig.faq.length)
      expect(t.openingHours.days).toHaveLength(siteConfig.openingHours.days.length)
      expect(t.phoneLabels).toHaveLength(siteConfig.contact.phones.length)
      expect(t.addresses).toHaveLength(siteConfig.addresses.length)
      expect(JSON.stringify(t)).not.toMatch(/Pazartesi|Gürcistan|Uzmanı|Batum\b|Takipçi|randevu alabilir/)
    }
  })

  test('a translation longer than the Turkish may be is refused with a Turkish message naming the language', () => {
    const result = SiteSettings.safeParse({
      ...DEFAULT_SITE_SETTINGS,
      doctor: { photo: '/img/doctor.jpg', bio: { tr: 'Biyografi', ru: 'я'.repeat(2001) } },
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Biyografi (Rusça) en fazla 2000 karakter olabilir.')
    expect(result.error?.issues[0]?.path).toEqual(['doctor', 'bio', 'ru'])
  })

  test('a translation alone does not tick the checklist: only the Turkish facts count', () => {
    const settings = SiteSettings.parse(DEFAULT_SITE_SETTINGS)
    settings.addresses[0]!.name.en = 'Our Trabzon clinic'
    expect(clinicSetup(settings, { bookingUrl: '', analytics: false }).addresses).toBe(false)
  })
})
