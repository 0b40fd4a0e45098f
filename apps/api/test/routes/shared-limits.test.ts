import { ApiPaths } from '@clinic/contract/api-paths'
import type { FastifyInstance } from 'fastify'
import { afterEach, expect, test } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { type AppConfig, DEFAULT_RATE_LIMITS } from '../../src/env.ts'
import { useTestApp } from '../helper.ts'
import { ownRedis, redisProbe, testRedisUrl } from '../redis.ts'

// Issue 22, item 3 (decision 0260): with REDIS_URL every request limit counts in Redis, so replicas allow together
// what one allows; a Redis that goes away leaves each replica counting in its own memory, never a 5xx.

const MAX = 5
const t = useTestApp({
  rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: true, messages: { max: MAX, windowSeconds: 600 } },
})

const opened: FastifyInstance[] = []
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close()
})

type Line = Record<string, unknown>

/** Another replica on this test's database, with its own counters in memory and its log lines kept in `lines`. */
async function replica(redisUrl: string | undefined, lines: Line[] = []) {
  const config: AppConfig = {
    ...t.config,
    logLevel: 'info',
    rateLimits: { ...t.config.rateLimits, redisUrl },
  }
  const app = await buildApp(config, {
    database: { db: t.app.db, kind: t.kind, url: t.app.dbUrl, close: async () => {} },
    logger: true,
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  })
  await app.ready()
  opened.push(app)
  return app
}

/**
 * An address of this run alone (earlier runs' counters may still live in the Redis database); an IPv6 client counts
 * by its /56, so `2001:db8:abcd::1` is kept as `2001:db8:abcd::`.
 */
const freshAddress = () => `2001:db8:${(0x1000 + Math.floor(Math.random() * 0xefff)).toString(16)}::1`

/** A contact message (no captcha: refused 400 after the limit counted it, or 429 once the limit is reached). */
const contact = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'POST', url: ApiPaths.contactMessages, payload: {}, remoteAddress: address })

test('with REDIS_URL two replicas hold one contact-form limit per address between them', async (ctx) => {
  const url = testRedisUrl(t.kind)
  const probe = await redisProbe(url)
  if (!probe) return ctx.skip('no Redis at 127.0.0.1:6379')
  try {
    const [one, two] = [await replica(url), await replica(url)]
    const address = freshAddress()
    for (let n = 0; n < 3; n++) expect((await contact(one, address)).statusCode).toBe(400)
    for (let n = 3; n < MAX; n++) expect((await contact(two, address)).statusCode).toBe(400)
    const refused = await contact(one, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/^Çok fazla istek gönderdiniz\./)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await contact(two, address)).statusCode).toBe(429)
    // Another address has its own count, on either replica.
    expect((await contact(two, freshAddress())).statusCode).toBe(400)
    // The counter is in Redis under the limit's name.
    const keys = await probe.keys(`clinic-rate-limit:messages|${address.slice(0, -2)}*`)
    expect(keys).toHaveLength(1)
    expect(Number(await probe.get(keys[0]!))).toBe(MAX + 2)
  } finally {
    probe.disconnect()
  }
})

test('without REDIS_URL each replica counts in its own memory, as before', async () => {
  const [one, two] = [await replica(undefined), await replica(undefined)]
  const address = freshAddress()
  for (let n = 0; n < MAX; n++) expect((await contact(one, address)).statusCode).toBe(400)
  expect((await contact(one, address)).statusCode).toBe(429)
  for (let n = 0; n < MAX; n++) expect((await contact(two, address)).statusCode).toBe(400)
  expect((await contact(two, address)).statusCode).toBe(429)
})

test('a Redis that goes away mid-run: one warning, limits per replica, no 5xx; shared again once it is back', async () => {
  const redis = await ownRedis()
  try {
    const lines: Line[] = []
    const app = await replica(redis.url, lines)
    const otherLines: Line[] = []
    const other = await replica(redis.url, otherLines)
    const warnings = () => lines.filter((l) => String(l.msg).includes('Redis does not answer'))
    const recoveries = () => lines.filter((l) => String(l.msg).includes('Redis answers again'))
    const address = freshAddress()
    // Shared while Redis answers: two here, one on the other replica.
    expect((await contact(app, address)).statusCode).toBe(400)
    expect((await contact(app, address)).statusCode).toBe(400)
    expect((await contact(other, address)).statusCode).toBe(400)
    expect(warnings()).toEqual([])

    await redis.stop()
    // Every call is answered (never a 5xx), counted in this process's memory: the limit still holds per replica.
    const statuses: number[] = []
    for (let n = 0; n < MAX + 3; n++) statuses.push((await contact(app, address)).statusCode)
    expect(statuses).toEqual([...Array(MAX).fill(400), 429, 429, 429])
    const health = await app.inject({ method: 'GET', url: ApiPaths.health })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({ status: 'degraded', redis: { ok: false } })
    // However many calls and reconnection attempts failed: one warning for the outage.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect((await contact(app, address)).statusCode).toBe(429)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatchObject({ level: 40 })
    expect(recoveries()).toEqual([])

    await redis.start()
    // The connections come back by themselves; from then on the count is Redis's again (a fresh one: the server
    // lost it), shared by both replicas.
    const back = async (log: Line[]) => {
      const started = Date.now()
      while (
        !log.some((l) => String(l.msg).includes('Redis answers again')) &&
        Date.now() - started < 10_000
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    await Promise.all([back(lines), back(otherLines)])
    expect(recoveries()).toHaveLength(1)
    const fresh = freshAddress()
    for (let n = 0; n < 3; n++) expect((await contact(app, fresh)).statusCode).toBe(400)
    for (let n = 3; n < MAX; n++) expect((await contact(other, fresh)).statusCode).toBe(400)
    expect((await contact(app, fresh)).statusCode).toBe(429)
    expect(warnings()).toHaveLength(1)
    expect((await app.inject({ method: 'GET', url: ApiPaths.health })).json()).toMatchObject({
      status: 'ok',
      redis: { ok: true },
    })
  } finally {
    await redis.stop()
  }
})
