import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { declaredPng, file, pngImage } from './fixtures.ts'
import { multipartBody } from './multipart.ts'

/**
 * The real server (src/server.ts) in a child process on a fresh DATA_DIR, hit by hostile uploads at once: its
 * peak resident memory (VmHWM) must stay under 600 MB and the valid uploads must still succeed.
 */
const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url))
const packageFile = fileURLToPath(new URL('../package.json', import.meta.url))
const ADMIN = { email: 'bellek@test.local', password: 'Bellek-Sinavi-2026' }
const MB = 1024 * 1024
const LIMIT = 600 * MB

let child: ChildProcess
let dataDir: string
let baseUrl: string
let databaseUrl = ''
const output: string[] = []

/** A fresh database beside the configured PostgreSQL one (the postgres project), or '' for PGlite in DATA_DIR. */
async function freshDatabase(): Promise<string> {
  const configured = inject('databaseUrl')
  if (configured.startsWith('memory://')) return ''
  const url = new URL(configured)
  const name = `${url.pathname.slice(1) || 'test'}_memory_w${process.env.VITEST_POOL_ID ?? '1'}`
  const admin = new pg.Client({ connectionString: configured })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}

const status = async (field: 'VmHWM' | 'VmRSS') => {
  const text = await readFile(`/proc/${child.pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)![1]) * 1024
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-memory-test-'))
  databaseUrl = await freshDatabase()
  // The environment `pnpm start` gives the server (glibc's malloc arenas: see docs/ARCHITECTURE.md, Uploads).
  const start = JSON.parse(await readFile(packageFile, 'utf8')).scripts.start as string
  const arenas = /MALLOC_ARENA_MAX=(\d+)/.exec(start)?.[1]
  expect(arenas).toBe('2')
  child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: arenas,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // The admin uploads without a second factor (two-factor.test.ts covers it).
      STAFF_2FA_REQUIRED: 'false',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO_CONTENT: 'false',
      SITE_BUILD: 'false',
      SERVE_ADMIN: 'false',
      // The per-address upload limits would answer 429 before the images are read: this test is about decoding.
      RATE_LIMITS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 90_000)
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''))
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)))
  })
}, 120_000)

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function login(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function upload(token: string, url: string, data: Buffer) {
  const { payload, headers } = multipartBody({}, { file: file(data, 'gorsel.png', 'image/png') })
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(payload),
  })
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as object,
  }
}

test('twelve hostile uploads at once beside valid ones: the server stays under 600 MB and the valid ones succeed', async () => {
  const token = await login()
  const [hostile, heavy, valid] = await Promise.all([
    // 390 KB declaring 1,250,000 × 40 px at 16 bits per channel: one decode of it took 3 GB.
    declaredPng(1_250_000, 40, 16),
    // Just within every limit: 8000 × 6000 RGBA, 183 MB of pixels, decoded through the queue.
    declaredPng(8000, 6000),
    pngImage(),
  ])
  // PGlite's own start peaks far above what uploads take (its WebAssembly heap, over 1 GB at first start), so on
  // PGlite the peak is measured from here; on PostgreSQL the whole life of the process counts.
  const rssBefore = await status('VmRSS')
  if (!databaseUrl) await writeFile(`/proc/${child.pid}/clear_refs`, '5')

  const routes = ['/api/uploads/image', '/api/Account/profile/upload-image']
  const storm = await Promise.all([
    ...Array.from({ length: 12 }, (_, i) => upload(token, routes[i % 2]!, hostile)),
    ...Array.from({ length: 12 }, (_, i) => upload(token, routes[i % 2]!, heavy)),
    ...Array.from({ length: 4 }, (_, i) => upload(token, routes[i % 2]!, valid)),
  ])
  const hostileAnswers = storm.slice(0, 12)
  const heavyAnswers = storm.slice(12, 24)
  const validAnswers = storm.slice(24)
  for (const res of hostileAnswers) {
    expect(res.status).toBe(413)
    expect(res.body).toEqual({
      message: 'Görselin kenarları en fazla 16.000 piksel olabilir; bu görsel 1.250.000 × 40 piksel.',
    })
  }
  // The heavy ones are decoded a few at a time; those beyond the wait list are told to come back.
  for (const res of heavyAnswers) {
    expect([200, 201, 503]).toContain(res.status)
    if (res.status === 503) expect(res.retryAfter).toBe('5')
  }
  expect(heavyAnswers.filter((res) => res.status !== 503).length).toBeGreaterThanOrEqual(2)
  // Valid uploads sent with the storm may find the queue full too; sent again after it, every one succeeds.
  for (const res of validAnswers) expect([200, 201, 503]).toContain(res.status)
  const after = await Promise.all(routes.map((route) => upload(token, route, valid)))
  expect(after.map((res) => res.status)).toEqual([201, 200])

  const peak = await status('VmHWM')
  console.info(
    `image storm on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: resident ${Math.round(rssBefore / MB)} MB before, ` +
      `peak ${Math.round(peak / MB)} MB`,
  )
  if (databaseUrl) expect(peak).toBeLessThan(LIMIT)
  // The uploads' own cost: what the server may add on top of its resting size (about 300 MB on PostgreSQL).
  expect(peak - rssBefore).toBeLessThan(LIMIT - 300 * MB)
}, 120_000)
