import { expect, test } from 'vitest'
import { loadSiteEnv } from './site-env.ts'

test('defaults describe the one-port product on this machine', () => {
  const env = loadSiteEnv({})
  expect(env).toMatchObject({
    siteUrl: 'http://localhost:4321',
    buildApiUrl: 'http://127.0.0.1:4321',
    publicApiUrl: '',
  })
  expect(env.bookingUrl).toBeUndefined()
})

test('an API on the site’s own origin is called with relative URLs', () => {
  expect(
    loadSiteEnv({ PUBLIC_SITE_URL: 'https://a.example/', PUBLIC_API_URL: 'https://a.example' }).publicApiUrl,
  ).toBe('')
  expect(loadSiteEnv({ PUBLIC_API_URL: 'https://api.example/' }).publicApiUrl).toBe('https://api.example')
})

test('an analytics id that could break out of a script URL is refused', () => {
  expect(() => loadSiteEnv({ ANALYTICS_GA_ID: 'G-1"><script>' })).toThrow(/ANALYTICS_GA_ID/)
  expect(loadSiteEnv({ ANALYTICS_GA_ID: 'G-ABC123' }).analytics.gaId).toBe('G-ABC123')
})

test('SITE_LOCALES: every language by default, Turkish always first, an unknown code refused', () => {
  expect(loadSiteEnv({}).locales).toEqual(['tr', 'en', 'ka', 'ru'])
  expect(loadSiteEnv({ SITE_LOCALES: 'ru, en' }).locales).toEqual(['tr', 'en', 'ru'])
  expect(() => loadSiteEnv({ SITE_LOCALES: 'tr,de' })).toThrow(/SITE_LOCALES/)
})
