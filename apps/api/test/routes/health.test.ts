import { ApiPaths } from '@clinic/contract/api-paths'
import { compileErrors, validate } from '@readme/openapi-parser'
import type { FastifyInstance } from 'fastify'
import { afterEach, expect, test } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { openDatabase } from '../../src/db/client.ts'
import { type AppConfig, loadConfig } from '../../src/env.ts'
import { useTestApp } from '../helper.ts'
import { freePort, redisProbe, testRedisUrl } from '../redis.ts'

const HEALTH_TOKEN = 'izleme-anahtari-izleme-anahtari-0123456789'
const t = useTestApp({ healthToken: HEALTH_TOKEN })

const opened: FastifyInstance[] = []
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close()
})

/** Another replica on this test's database with the given settings. */
async function replica(overrides: Partial<AppConfig>) {
  const app = await buildApp(
    { ...t.config, ...overrides },
    { database: { db: t.app.db, kind: t.kind, url: t.app.dbUrl, close: async () => {} }, logger: false },
  )
  await app.ready()
  opened.push(app)
  return app
}

const monitor = { 'x-health-token': HEALTH_TOKEN }
const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT/)

test('the health check answers ok with the database in use and no publish yet', async () => {
  const res = await t.request({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.body).toEqual({
    status: 'ok',
    database: { kind: t.kind, ok: true },
    site: { targets: [], building: false, lastBuild: null },
  })
})

test('guests and members get the short answer; a monitor token or staff get the details', async () => {
  const member = await t.createUser()
  for (const headers of [
    {},
    { authorization: `Bearer ${member.token}` },
    { authorization: 'Bearer bozuk' },
  ]) {
    const res = await t.request({ method: 'GET', url: ApiPaths.health, headers })
    expect(res.statusCode).toBe(200)
    expect(res.body.details).toBeUndefined()
    expect(Object.keys(res.body).sort()).toEqual(['database', 'site', 'status'])
  }
  const admin = await t.loginAsAdmin()
  for (const headers of [monitor, { authorization: `Bearer ${admin}` }]) {
    const res = await t.request({ method: 'GET', url: ApiPaths.health, headers })
    expect(res.statusCode).toBe(200)
    expect(res.body.details).toEqual({
      uptimeSeconds: expect.any(Number),
      memory: {
        rssBytes: expect.any(Number),
        heapUsedBytes: expect.any(Number),
        heapTotalBytes: expect.any(Number),
      },
      database: { ok: true, latencyMs: expect.any(Number), timeoutMs: 2000 },
      redis: null,
      // The tests' app does not build the site.
      buildWorker: null,
      builder: false,
      lastBuild: null,
    })
    const { memory } = res.body.details
    expect(memory.rssBytes).toBeGreaterThan(memory.heapUsedBytes)
    expect(memory.heapTotalBytes).toBeGreaterThanOrEqual(memory.heapUsedBytes)
    expect(res.body.details.database.latencyMs).toBeLessThan(2000)
    // Nothing secret: no addresses, keys or paths.
    expect(JSON.stringify(res.body)).not.toMatch(/redis:\/\/|postgres:\/\/|secret|token|\/tmp\//i)
  }
})

test('HEALTH_TOKEN is read from the environment: unset, or 32 printable characters at least', () => {
  expect(loadConfig({}).healthToken).toBeUndefined()
  expect(loadConfig({ HEALTH_TOKEN: HEALTH_TOKEN }).healthToken).toBe(HEALTH_TOKEN)
  expect(() => loadConfig({ HEALTH_TOKEN: 'kisa' })).toThrow(/HEALTH_TOKEN must be at least 32/)
  expect(() => loadConfig({ HEALTH_TOKEN: `${HEALTH_TOKEN} boşluk` })).toThrow(/HEALTH_TOKEN/)
})

test('a wrong monitor token is refused in Turkish rather than answered as a guest', async () => {
  const res = await t.request({
    method: 'GET',
    url: ApiPaths.health,
    headers: { 'x-health-token': 'yanlis' },
  })
  expect(res.statusCode).toBe(403)
  expect(res.body.message).toBe('İzleme anahtarı (HEALTH_TOKEN) geçersiz.')
  // Without HEALTH_TOKEN configured no token opens the details.
  const unset = await replica({ healthToken: undefined })
  const refused = await unset.inject({ method: 'GET', url: ApiPaths.health, headers: monitor })
  expect(refused.statusCode).toBe(403)
})

test('the details name the newest finished publish: when, outcome, duration and target', async () => {
  const first = await t.app.siteBuilds.start('builder', 'ilk yayın')
  await t.app.siteBuilds.finish(first.id, 'failed', 'derleme hatası')
  const running = await t.app.siteBuilds.start('builder', 'içerik değişti')
  const res = await t.request({ method: 'GET', url: ApiPaths.health, headers: monitor })
  // The public part shows the newest (running); the details the newest finished one.
  expect(res.body.site).toMatchObject({ building: true, lastBuild: { id: running.id, status: 'running' } })
  expect(res.body.details.lastBuild).toEqual({
    id: first.id,
    target: 'builder',
    status: 'failed',
    startedAt: iso,
    finishedAt: iso,
    durationMs: expect.any(Number),
  })
})

test("a server that builds the site reports its build worker's state and since when", async () => {
  const building = await replica({ site: { ...t.config.site, build: true } })
  const res = await building.inject({ method: 'GET', url: ApiPaths.health, headers: monitor })
  expect(res.statusCode).toBe(200)
  // Not started (publishing starts once the server listens): no worker process.
  expect(res.json().details.buildWorker).toEqual({ state: 'stopped', since: iso, rssBytes: null })
  expect(res.json().site.targets).toEqual(['builder'])
})

test('with REDIS_URL the answer says whether Redis answers: ok, or degraded (200) when it does not', async (ctx) => {
  const url = testRedisUrl(t.kind)
  const probe = await redisProbe(url)
  if (!probe) return ctx.skip('no Redis at 127.0.0.1:6379')
  probe.disconnect()
  const up = await replica({ rateLimits: { ...t.config.rateLimits, redisUrl: url } })
  const ok = await up.inject({ method: 'GET', url: ApiPaths.health, headers: monitor })
  expect(ok.statusCode).toBe(200)
  expect(ok.json()).toMatchObject({ status: 'ok', redis: { ok: true } })
  expect(ok.json().details.redis).toEqual({
    ok: true,
    latencyMs: expect.any(Number),
    since: iso,
    timeoutMs: 500,
  })

  const closed = `redis://127.0.0.1:${await freePort()}/5`
  const down = await replica({ rateLimits: { ...t.config.rateLimits, redisUrl: closed } })
  const degraded = await down.inject({ method: 'GET', url: ApiPaths.health, headers: monitor })
  // The replica serves (its limits count in its memory): a load balancer keeps it, a monitor sees why.
  expect(degraded.statusCode).toBe(200)
  expect(degraded.json()).toMatchObject({ status: 'degraded', database: { ok: true }, redis: { ok: false } })
  expect(degraded.json().details.redis).toEqual({ ok: false, latencyMs: null, since: iso, timeoutMs: 500 })
  // Guests see the same short status, nothing of the address.
  const guest = await down.inject({ method: 'GET', url: ApiPaths.health })
  expect(guest.json()).toEqual({
    status: 'degraded',
    database: { kind: t.kind, ok: true },
    redis: { ok: false },
    site: { targets: [], building: false, lastBuild: null },
  })
})

test('a database that does not answer: 503 with status error, still answered in time', async () => {
  // A database of its own, closed under the running app.
  const handle = await openDatabase({ url: t.kind === 'pglite' ? 'memory://' : t.app.dbUrl })
  const app = await buildApp(t.config, { database: handle, logger: false })
  await app.ready()
  opened.push(app)
  await handle.close()
  const started = Date.now()
  const res = await app.inject({ method: 'GET', url: ApiPaths.health, headers: monitor })
  expect(Date.now() - started).toBeLessThan(3_000)
  expect(res.statusCode).toBe(503)
  expect(res.json()).toMatchObject({
    status: 'error',
    database: { kind: t.kind, ok: false },
    details: {
      database: { ok: false, latencyMs: null },
      lastBuild: null,
      memory: { rssBytes: expect.any(Number) },
    },
  })
})

test("every answer carries a request id, and a caller's well-formed one is kept for the logs", async () => {
  const own = await t.request({ method: 'GET', url: '/api/health' })
  expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  const given = await t.request({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'lb-1234abcd' },
  })
  expect(given.headers['x-request-id']).toBe('lb-1234abcd')
  const hostile = await t.request({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'x\n{"level":60}' },
  })
  expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('an unknown API path answers a Turkish 404', async () => {
  const res = await t.request({ method: 'GET', url: '/api/yok-boyle-bir-yer' })
  expect(res.statusCode).toBe(404)
  expect(res.body.message).toBe('İstenen kaynak bulunamadı.')
})

test('the OpenAPI document lists the spec paths', async () => {
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' })
  expect(res.statusCode).toBe(200)
  expect(res.body.openapi).toMatch(/^3\./)
  expect(Object.keys(res.body.paths)).toEqual(
    expect.arrayContaining(['/api/blog', '/api/Operation/{id}', '/api/Catalog']),
  )
})

test('the OpenAPI document is valid OpenAPI 3.1 and documents the multipart forms with their file fields', async () => {
  const spec = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body
  const result = await validate(structuredClone(spec))
  expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true)
  const create = spec.paths['/api/blog'].post
  expect(Object.keys(create.requestBody.content)).toEqual(['multipart/form-data'])
  const fields = create.requestBody.content['multipart/form-data'].schema.properties
  expect(fields.blogImage).toMatchObject({ type: 'string', format: 'binary' })
  expect(create.security).toEqual([{ bearerAuth: [] }])
})

test('the browsable API docs page is served', async () => {
  const res = await t.request({ method: 'GET', url: '/api/docs/' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('text/html')
})
