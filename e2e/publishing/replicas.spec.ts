import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type Product, startProduct, waitFor } from '../support/product.ts'
import { adminToken, firstPost, pageShows, retitlePost, settled } from '../support/publishing.ts'
import { expect, test } from '../support/test.ts'

// Two API replicas on one PostgreSQL database, sharing one data folder (uploads and the site), as behind a load
// balancer. The PostgreSQL server every machine of the project has (CI's too).
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const DATABASE = 'clinic_e2e_replicas'
// The request limits' counters, shared by the replicas: the Redis every machine of the project runs, a database
// number of this spec's own (emptied before it runs: the counters of an earlier run live ten minutes).
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/6'
const HEALTH_TOKEN = 'e2e-izleme-anahtari-e2e-izleme-anahtari-01'

test.describe.configure({ mode: 'serial' })
test.setTimeout(300_000)

let databaseUrl: string
let dataDir: string
const replicas: Product[] = []

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const builderLines = (replica: Product) =>
  replica
    .log()
    .split('\n')
    .filter((l) => l.includes('this replica builds the site'))
const buildLines = (replica: Product) =>
  replica
    .log()
    .split('\n')
    .filter((l) => l.includes('site build started'))

test.beforeAll(async () => {
  test.setTimeout(300_000)
  await admin(async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`)
    await client.query(`create database ${DATABASE}`)
  })
  const url = new URL(SERVER_URL)
  url.pathname = `/${DATABASE}`
  databaseUrl = url.toString()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-e2e-replicas-'))
  execFileSync('redis-cli', ['-u', REDIS_URL, 'flushdb'])
  const env = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    REDIS_URL,
    RATE_LIMITS: 'true',
    HEALTH_TOKEN,
  }
  // The first migrates and seeds; the second starts on what it finds.
  replicas.push(await startProduct(env, { dataDir }))
  replicas.push(await startProduct(env, { dataDir }))
  const token = await adminToken(replicas[0]!.baseUrl)
  await settled(replicas[0]!.baseUrl, token)
})

test.afterAll(async () => {
  for (const replica of replicas) await replica.stop()
  await rm(dataDir, { recursive: true, force: true })
  await admin((client) => client.query(`drop database if exists ${DATABASE} with (force)`))
})

test('both replicas answer the same content, the same publishing history and the same site', async () => {
  const [a, b] = replicas as [Product, Product]
  for (const url of ['/api/blog', '/api/Operation', '/api/Catalog', '/api/Category']) {
    const [left, right] = await Promise.all(
      [a, b].map(async (r) => (await fetch(`${r.baseUrl}${url}`)).json()),
    )
    expect(right, url).toEqual(left)
  }
  const token = await adminToken(b.baseUrl)
  expect(await settled(b.baseUrl, token)).toEqual(await settled(a.baseUrl, token))
  const [homeA, homeB] = await Promise.all([a, b].map(async (r) => (await fetch(r.baseUrl)).text()))
  expect(homeB).toBe(homeA)
})

test('the replicas hold one request limit between them through Redis', async () => {
  const [a, b] = replicas as [Product, Product]
  // The contact form allows five messages per address in ten minutes; these carry no captcha, so each is refused
  // (400) after the limit counted it, and the sixth is refused for the limit, on either replica.
  const contact = (replica: Product) =>
    fetch(`${replica.baseUrl}/api/Contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  for (const replica of [a, a, a, b, b]) expect((await contact(replica)).status).toBe(400)
  for (const replica of [a, b]) {
    const refused = await contact(replica)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  }
})

test("each replica's health tells a monitor its memory, its build worker, the database, Redis and the last build", async () => {
  const answers = await Promise.all(
    replicas.map(async (r) => {
      const res = await fetch(`${r.baseUrl}/api/health`, { headers: { 'x-health-token': HEALTH_TOKEN } })
      expect(res.status).toBe(200)
      return (await res.json()) as {
        status: string
        redis: { ok: boolean }
        details: {
          memory: { rssBytes: number; heapUsedBytes: number }
          database: { ok: boolean }
          redis: { ok: boolean }
          buildWorker: { state: string; since: string } | null
          builder: boolean
          lastBuild: { status: string; durationMs: number } | null
        }
      }
    }),
  )
  for (const answer of answers) {
    expect(answer).toMatchObject({ status: 'ok', redis: { ok: true } })
    expect(answer.details.memory.rssBytes).toBeGreaterThan(answer.details.memory.heapUsedBytes)
    expect(answer.details).toMatchObject({ database: { ok: true }, redis: { ok: true } })
    expect(answer.details.lastBuild).toMatchObject({ status: 'ok' })
    expect(answer.details.lastBuild?.durationMs).toBeGreaterThan(0)
  }
  // One builder; its worker has built (idle, or already gone after its last build); the other never started one.
  expect(answers.filter((a) => a.details.builder)).toHaveLength(1)
  const builder = answers.find((a) => a.details.builder)!
  const other = answers.find((a) => !a.details.builder)!
  expect(['idle', 'stopped']).toContain(builder.details.buildWorker?.state)
  expect(other.details.buildWorker?.state).toBe('stopped')
  // Guests get the short answer only.
  const guest = (await (await fetch(`${replicas[0]!.baseUrl}/api/health`)).json()) as Record<string, unknown>
  expect(guest.details).toBeUndefined()
})

test('only one replica builds, and an edit saved on either is published once and served by both', async () => {
  const [a, b] = replicas as [Product, Product]
  const builders = replicas.filter((r) => builderLines(r).length > 0)
  expect(builders).toHaveLength(1)
  const builder = builders[0]!
  const other = builder === a ? b : a

  const token = await adminToken(other.baseUrl)
  const before = (await settled(other.baseUrl, token)).builds[0]?.id ?? 0
  const post = await firstPost(other.baseUrl)
  const title = `Omuz artroskopisi sonrası ${Date.now()}`
  await retitlePost(other.baseUrl, token, post, title)
  await pageShows(`${other.baseUrl}/blog/${post.slug}`, title)
  await pageShows(`${builder.baseUrl}/blog/${post.slug}`, title)

  const after = await settled(builder.baseUrl, token)
  expect(after.builds.filter((build) => build.id > before)).toHaveLength(1)
  expect(buildLines(other)).toEqual([])
})

test('when the building replica stops, the other takes over and publishes the next edit', async () => {
  const builder = replicas.find((r) => builderLines(r).length > 0)!
  const other = replicas.find((r) => r !== builder)!
  await builder.stop()
  await waitFor(
    'the other replica to take over',
    async () => (builderLines(other).length > 0 ? true : undefined),
    30_000,
  )

  const token = await adminToken(other.baseUrl)
  const post = await firstPost(other.baseUrl)
  const title = `Devralınan yayın ${Date.now()}`
  await retitlePost(other.baseUrl, token, post, title)
  await pageShows(`${other.baseUrl}/blog/${post.slug}`, title, 120_000)
  expect(buildLines(other).length).toBeGreaterThan(0)
})
