import { expect, test } from 'vitest'
import { mapLink, siteConfig } from './site-config.ts'
import { clinicSetup, DEFAULT_SITE_SETTINGS, SiteSettings, siteConfigWith } from './site-settings.ts'

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
