import { expect, test } from 'vitest'
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../src/env.ts'
import { useTestApp } from '../helper.ts'

// Issue 20, item 1 (decision 0172): the public lists and searches the public cache does not answer cost a query
// each, so they are counted per client address; a kept answer is free.

const MAX = 5
const t = useTestApp({
  rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: true, publicReads: { max: MAX, windowSeconds: 60 } },
})

const guest = (url: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url, remoteAddress })

test('uncached public reads from one address get a Turkish 429 with Retry-After past the limit', async () => {
  await t.seedPost({ Title: 'Diz Ağrısı' })
  const searches = Array.from({ length: MAX }, (_, n) => `/api/blog/search?query=diz${n}`)
  for (const url of searches) expect((await guest(url)).statusCode, url).toBe(200)
  const refused = await guest('/api/blog/search?query=omuz')
  expect(refused.statusCode).toBe(429)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  expect(refused.json().message).toMatch(/^Çok fazla istek gönderdiniz\. Lütfen \d+ (dakika|saniye) sonra/)
  expect(refused.headers['cache-control']).toBe('no-store')
  // Every list shares the count: posts, operations, a group's list.
  expect((await guest('/api/Operation?sort=title')).statusCode).toBe(429)
  // Another address has its own.
  expect((await guest('/api/blog/search?query=omuz', '203.0.113.8')).statusCode).toBe(200)
})

test('answers the public cache keeps do not count, whatever junk parameters they carry', async () => {
  await t.seedPost({ Title: 'Diz Ağrısı' })
  const address = '198.51.100.4'
  for (let b = 1; b <= 30; b++) {
    const res = await guest(`/api/blog?b=${b}`, address)
    expect(res.statusCode, `b=${b}`).toBe(200)
  }
})

test('the limit is read from the environment', () => {
  expect(loadConfig({}).rateLimits.publicReads).toEqual(DEFAULT_RATE_LIMITS.publicReads)
  expect(
    loadConfig({ RATE_LIMIT_PUBLIC_READS_MAX: '30', RATE_LIMIT_PUBLIC_READS_WINDOW_SECONDS: '10' }).rateLimits
      .publicReads,
  ).toEqual({ max: 30, windowSeconds: 10 })
})
