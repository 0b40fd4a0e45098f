import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { expect, test } from 'vitest'
import { buildApp } from '../../src/app.ts'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../src/env.ts'
import { useTestApp } from '../helper.ts'

/** This suite's own Redis database (the engineers' machine shares one server). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11'

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

test('with REDIS_URL two replicas share one count per address', async (ctx) => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 })
  try {
    await probe.connect()
  } catch {
    probe.disconnect()
    ctx.skip('no Redis at TEST_REDIS_URL')
  }
  await t.seedPost({ Title: 'Diz Ağrısı' })
  // An address of this run alone: both databases' runs and earlier runs share the Redis database.
  const address = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::1`
  const shared: DatabaseHandle = { db: t.app.db, kind: t.kind, url: t.app.dbUrl, close: async () => {} }
  const replicas: FastifyInstance[] = []
  try {
    for (let n = 0; n < 2; n++) {
      const app = await buildApp(
        { ...t.config, rateLimits: { ...t.config.rateLimits, redisUrl: REDIS_URL } },
        { database: shared, logger: false },
      )
      await app.ready()
      replicas.push(app)
    }
    const [one, two] = replicas as [FastifyInstance, FastifyInstance]
    const read = (app: FastifyInstance, n: number) =>
      app.inject({ method: 'GET', url: `/api/blog/search?query=diz${n}`, remoteAddress: address })
    for (let n = 0; n < 3; n++) expect((await read(one, n)).statusCode).toBe(200)
    for (let n = 3; n < MAX; n++) expect((await read(two, n)).statusCode).toBe(200)
    const refused = await read(two, MAX)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await read(one, MAX + 1)).statusCode).toBe(429)
    // The counters live in Redis, one per limit and address.
    expect((await probe.keys('clinic-rate-limit:*publicReads|*')).length).toBeGreaterThan(0)
  } finally {
    for (const app of replicas) await app.close()
    probe.disconnect()
  }
})
