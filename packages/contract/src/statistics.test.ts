import { expect, test } from 'vitest'
import {
  AnalyticsBeacon,
  deviceClass,
  HIDDEN_QUERY,
  isBotUserAgent,
  loadTimeBucket,
  looksPersonal,
  normalizePath,
  normalizeQuery,
  referrerHost,
  resultCountBucket,
  StatisticsQuery,
} from './statistics.ts'

test('a path loses its scheme, host, query, hash and trailing slash', () => {
  expect(normalizePath('/blog/diz-agrisi/?utm=1#yorum')).toBe('/blog/diz-agrisi')
  expect(normalizePath('https://klinik.example/operations/x?y')).toBe('/operations/x')
  expect(normalizePath('//a///b/')).toBe('/a/b')
  expect(normalizePath('/')).toBe('/')
  expect(normalizePath('/blog/%C3%B6n-capraz')).toBe('/blog/ön-capraz')
  expect(normalizePath(`/${'x'.repeat(500)}`)).toHaveLength(200)
})

test('a path that may hold an e-mail address or a number keeps only its first segment', () => {
  expect(normalizePath('/hesap/ayse@example.com')).toBe('/hesap/…')
  expect(normalizePath('/05321234567')).toBe('/…')
  expect(normalizePath('/blog/2025-diz-protezi')).toBe('/blog/2025-diz-protezi')
})

test('personal-looking texts: e-mail addresses and runs of five or more digits, separators allowed', () => {
  expect(looksPersonal('0532 123 45 67')).toBe(true)
  expect(looksPersonal('(0532) 123-4567')).toBe(true)
  expect(looksPersonal('a@b.co')).toBe(true)
  expect(looksPersonal('diz protezi 2025')).toBe(false)
  expect(looksPersonal('L4 L5 fıtık')).toBe(false)
})

test('a search query is folded, collapsed and limited; a personal one is hidden', () => {
  expect(normalizeQuery('  MENİSKÜS   Yırtığı ')).toBe('meniskus yirtigi')
  expect(normalizeQuery('0532 123 45 67')).toBe(HIDDEN_QUERY)
  expect(normalizeQuery('hasta@example.com diz')).toBe(HIDDEN_QUERY)
  expect(normalizeQuery('a'.repeat(300))).toHaveLength(100)
})

test('a referrer keeps its host only, without www; the own hosts and nonsense are no referrer', () => {
  expect(referrerHost('https://www.google.com.tr/search?q=diz')).toBe('google.com.tr')
  expect(referrerHost('instagram.com')).toBe('instagram.com')
  expect(referrerHost('https://klinik.example/blog', ['klinik.example'])).toBe('')
  expect(referrerHost('https://www.klinik.example/blog', ['klinik.example'])).toBe('')
  expect(referrerHost('localhost')).toBe('')
  expect(referrerHost('not a url at all')).toBe('')
  expect(referrerHost(undefined)).toBe('')
})

test('widths, load times and result counts fall in their buckets', () => {
  expect([320, 767, 768, 1023, 1024, 2560].map(deviceClass)).toEqual([
    'phone',
    'phone',
    'tablet',
    'tablet',
    'desktop',
    'desktop',
  ])
  expect([0, 999, 1000, 2499, 2500, 3999, 4000].map(loadTimeBucket)).toEqual([
    '<1s',
    '<1s',
    '1–2.5s',
    '1–2.5s',
    '2.5–4s',
    '2.5–4s',
    '>4s',
  ])
  expect([0, 1, 2, 5, 6, 40].map(resultCountBucket)).toEqual(['0', '1', '2–5', '2–5', '6+', '6+'])
})

test('bots, headless browsers, Lighthouse and an empty user agent are not counted; browsers are', () => {
  for (const ua of [
    'Googlebot/2.1',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'HeadlessChrome/131',
    'Chrome-Lighthouse',
    'Baiduspider',
    'facebookexternalhit/1.1',
    '',
    undefined,
  ])
    expect(isBotUserAgent(ua), String(ua)).toBe(true)
  expect(
    isBotUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    ),
  ).toBe(false)
})

test('the beacon schema reads the page view and the six events, and refuses the rest', () => {
  expect(AnalyticsBeacon.parse({ type: 'view', path: '/a?b', width: 300 })).toEqual({
    type: 'view',
    path: '/a',
    width: 300,
  })
  expect(
    AnalyticsBeacon.parse({ type: 'event', name: 'local_search', query: 'Kalça', resultCount: 0 }),
  ).toMatchObject({ query: 'kalca', resultCount: 0 })
  expect(AnalyticsBeacon.parse({ type: 'event', name: 'blog_read', detail: 'diz-agrisi' })).toMatchObject({
    detail: 'diz-agrisi',
  })
  expect(AnalyticsBeacon.parse({ type: 'event', name: 'page_load_time', value: 1200 })).toMatchObject({
    value: 1200,
  })
  expect(AnalyticsBeacon.safeParse({ type: 'event', name: 'other' }).success).toBe(false)
  expect(AnalyticsBeacon.safeParse({ type: 'view', path: '/', width: -1 }).success).toBe(false)
  expect(AnalyticsBeacon.safeParse({ type: 'view', path: '/', width: 1, locale: 'de' }).success).toBe(false)
})

test('the dashboard takes 30 or 90 days, 30 by default', () => {
  expect(StatisticsQuery.parse({})).toEqual({ days: 30 })
  expect(StatisticsQuery.parse({ days: '90' })).toEqual({ days: 90 })
  expect(StatisticsQuery.safeParse({ days: '7' }).success).toBe(false)
})
