import { DEFAULT_SITE_SETTINGS, SiteSettings } from '@clinic/contract/site-settings'
import { expect, test } from 'vitest'
import { loadSiteEnv } from '../../site-env.ts'
import { envWithSettings } from './site-env-settings.ts'

const env = loadSiteEnv({ BOOKING_URL: 'https://env.example/randevu', ANALYTICS_GA_ID: 'G-ENV' })

test('empty settings keep the deployment’s booking page and analytics ids', () => {
  const merged = envWithSettings(env, DEFAULT_SITE_SETTINGS)
  expect(merged.bookingUrl).toBe('https://env.example/randevu')
  expect(merged.analytics).toEqual({ gaId: 'G-ENV', clarityId: undefined, metaPixelId: undefined })
})

test('the settings win over the environment', () => {
  const settings = SiteSettings.parse({
    bookingUrl: 'https://ayar.example/randevu',
    analytics: { clarityId: 'clar1', gaId: 'G-AYAR' },
  })
  const merged = envWithSettings(env, settings)
  expect(merged.bookingUrl).toBe('https://ayar.example/randevu')
  expect(merged.analytics).toEqual({ gaId: 'G-AYAR', clarityId: 'clar1', metaPixelId: undefined })
  expect(merged.siteUrl).toBe(env.siteUrl)
})
