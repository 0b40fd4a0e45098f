// From an admin's save to the changed page being served, on the real server, loopback only, bounded in time.
//   pnpm --filter @clinic/bench publish-latency [--posts 500] [--ops 100] [--edits 20] [--burst 20] [--database-url URL]
//     [--translations] [--locale en|ka|ru]
// --translations generates every item in the four languages too (four times the pages); --locale edits the newest
// post's translation in that language and polls its page there (it implies --translations).
// Starts the real server (PGlite, or PostgreSQL with --database-url: an empty database) on a fresh data folder
// filled with generated content, waits for the first build, then saves one post at a time and polls its page until
// the new title is served; then a burst of saves without waiting. Prints Markdown tables. At most 5,000 posts and 500
// operations; at most 20 minutes (40 above 1,000 posts: generating and first building 5,000 posts takes minutes).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { NODE_FLAGS, SERVER_FLAGS, treeResident } from './shared.ts'

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '500' },
    ops: { type: 'string', default: '100' },
    edits: { type: 'string', default: '20' },
    burst: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    translations: { type: 'boolean', default: false },
    locale: { type: 'string' },
  },
})
const locale = values.locale
if (locale !== undefined && !['en', 'ka', 'ru'].includes(locale))
  throw new Error('--locale must be en, ka or ru')
const translations = values.translations || locale !== undefined
const edits = Math.min(Number(values.edits), 100)
const burst = Math.min(Number(values.burst), 100)
const posts = Number(values.posts)
const ops = Number(values.ops)
if (!Number.isInteger(posts) || posts < 1 || posts > 5000) throw new Error('--posts must be 1 to 5000')
if (!Number.isInteger(ops) || ops < 0 || ops > 500) throw new Error('--ops must be 0 to 500')
const LIMIT_MINUTES = posts > 1000 ? 40 : 20
const GOAL_P50_MS = 3_000
const POLL_MS = 50
const PAGE_TIMEOUT_MS = 120_000
const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url))
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-bench-publish-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: values['database-url'] ?? '',
  SEED_DEMO_CONTENT: 'false',
  RATE_LIMITS: 'false',
  // The bench writes as the admin through the API, without a second factor.
  STAFF_2FA_REQUIRED: 'false',
  // The server's memory settings as `pnpm start` and the Dockerfile give them (decision 0240); without them (and
  // without SERVER_FLAGS below) the memory peaks measured a server the product never runs: about 610 MB instead of
  // about 300 MB during a first build at 500 posts in four languages (decision 0284).
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
}
// The whole script is bounded: a watchdog ends it whatever happens.
const watchdog = setTimeout(() => {
  console.error(`publish benchmark: took over ${LIMIT_MINUTES} minutes, stopping`)
  process.exit(2)
}, LIMIT_MINUTES * 60_000)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

let server: ChildProcess | undefined
let log = ''
try {
  execFileSync(
    process.execPath,
    [
      path.join(apiDir, 'src/cli/generate-content.ts'),
      '--posts',
      String(posts),
      '--ops',
      String(ops),
      ...(translations ? ['--translations'] : []),
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  server = spawn(process.execPath, [...SERVER_FLAGS, ...NODE_FLAGS, path.join(apiDir, 'src/server.ts')], {
    env: { ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const baseUrl = await new Promise<string>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-2_000_000)
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)
      if (match) resolve(match[1]!)
    })
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  // Resident memory of the server's process tree (the server and its Astro worker), every 200 ms: the first build's
  // peak apart from the peak of the edits and the burst.
  const peaks = { first: 0, edits: 0 }
  let phase: keyof typeof peaks = 'first'
  const sampler = setInterval(() => {
    const total = treeResident(server!.pid!).reduce((sum, p) => sum + p.rss, 0)
    peaks[phase] = Math.max(peaks[phase], total)
  }, 200)
  sampler.unref()
  const login = await fetch(`${baseUrl}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@klinik.local', password: 'Klinik-Admin-2026', rememberMe: false }),
  })
  const { token } = (await login.json()) as { token: string }
  const auth = { authorization: `Bearer ${token}` }

  interface State {
    building: boolean
    pending: boolean
    builds: Array<{ id: number; status: string; durationMs: number | null }>
  }
  const state = async () =>
    (await (await fetch(`${baseUrl}/api/site/publish`, { headers: auth })).json()) as State
  async function settled(): Promise<State> {
    // The first build of 5,000 posts (every page and picture, then every file compressed) takes over 10 minutes here.
    const deadline = Date.now() + (posts > 1000 ? 30 : 10) * 60_000
    while (Date.now() < deadline) {
      const s = await state()
      if (!s.building && !s.pending && s.builds.length > 0) return s
      await sleep(200)
    }
    throw new Error('publishing did not settle')
  }
  const firstStarted = performance.now()
  const first = await settled()
  const firstMs = first.builds[0]?.durationMs ?? Math.round(performance.now() - firstStarted)
  phase = 'edits'

  const localeQuery = locale ? `&locale=${locale}` : ''
  const [post] = (await (await fetch(`${baseUrl}/api/blog?pageSize=1${localeQuery}`)).json()) as Array<{
    id: number
    slug: string
  }>
  if (!post) throw new Error('no post')
  const pageUrl = `${baseUrl}${locale ? `/${locale}` : ''}/blog/${post.slug}`
  // A translation is saved at its own address; both take the post's form fields.
  const saveUrl = `${baseUrl}/api/blog/${post.id}${locale ? `/translations/${locale}` : ''}`

  async function save(title: string) {
    const form = new FormData()
    form.set('Title', title)
    form.set('Slug', post!.slug)
    form.set('IsActive', 'true')
    const res = await fetch(saveUrl, { method: 'PUT', headers: auth, body: form })
    if (!res.ok) throw new Error(`save: ${res.status} ${await res.text()}`)
  }
  async function served(title: string) {
    const deadline = Date.now() + PAGE_TIMEOUT_MS
    while (Date.now() < deadline) {
      try {
        if ((await (await fetch(pageUrl)).text()).includes(title)) return
      } catch (error) {
        // A keep-alive connection the server closed as it was reused; the next poll opens a new one.
        console.error(
          `polling the page: ${(error as Error).message} (${String((error as Error).cause ?? '')}); polling on`,
        )
      }
      await sleep(POLL_MS)
    }
    throw new Error(`"${title}" was not served within ${PAGE_TIMEOUT_MS} ms`)
  }

  const latencies: number[] = []
  for (let i = 1; i <= edits; i++) {
    const title = `Ölçüm düzenlemesi ${i} ${Date.now()}`
    const started = performance.now()
    await save(title)
    await served(title)
    latencies.push(performance.now() - started)
    await settled()
  }
  const sorted = [...latencies].sort((a, b) => a - b)
  const singleBuilds = (await state()).builds.filter((b) => b.status === 'ok').slice(0, edits)

  const before = (await settled()).builds[0]?.id ?? 0
  let last = ''
  const burstStarted = performance.now()
  for (let i = 1; i <= burst; i++) {
    last = `Toplu düzenleme ${i}/${burst} ${Date.now()}`
    await save(last)
  }
  const savedMs = performance.now() - burstStarted
  await served(last)
  const burstMs = performance.now() - burstStarted
  const burstBuilds = (await settled()).builds.filter((b) => b.id > before).length
  clearInterval(sampler)
  const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`

  const astroTimes = [...log.matchAll(/"astroMs":(\d+),"releaseMs":(\d+)/g)].slice(-edits)
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`

  console.log(
    `\n## Publishing latency (${values['database-url'] ? 'PostgreSQL' : 'PGlite'}, ${posts} posts, ${ops} operations${translations ? ', each in four languages' : ''}${locale ? `, editing the ${locale} translation` : ''}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)})\n`,
  )
  console.log('| figure | value | goal | met |')
  console.log('| --- | ---: | ---: | :---: |')
  console.log(`| first build (empty cache, every page and image) | ${fmt(firstMs)} | | |`)
  console.log(
    `| save → page served, p50 of ${edits} single edits | ${fmt(quantile(sorted, 0.5))} | ≤ 3.00 s | ${quantile(sorted, 0.5) <= GOAL_P50_MS ? 'yes' : 'no'} |`,
  )
  console.log(`| save → page served, p95 | ${fmt(quantile(sorted, 0.95))} | | |`)
  console.log(`| save → page served, min / max | ${fmt(sorted[0]!)} / ${fmt(sorted.at(-1)!)} | | |`)
  console.log(
    `| one build, median (Astro / release) | ${fmt(median(singleBuilds.map((b) => b.durationMs ?? 0)))} (${fmt(median(astroTimes.map((m) => Number(m[1]))))} / ${fmt(median(astroTimes.map((m) => Number(m[2]))))}) | | |`,
  )
  console.log(`| burst: ${burst} saves (in ${fmt(savedMs)}) → last one served | ${fmt(burstMs)} | | |`)
  console.log(`| burst: builds | ${burstBuilds} | ≤ 2 | ${burstBuilds <= 2 ? 'yes' : 'no'} |`)
  console.log(`| memory peak, first build (server + Astro worker, RSS) | ${mb(peaks.first)} | | |`)
  console.log(`| memory peak, edits and burst (server + Astro worker, RSS) | ${mb(peaks.edits)} | | |`)
} catch (error) {
  // What the server said last (its build's log included) tells why.
  console.error(log.slice(-20_000))
  throw error
} finally {
  clearTimeout(watchdog)
  server?.kill('SIGTERM')
  await new Promise((resolve) => server?.once('exit', resolve) ?? resolve(undefined))
  await rm(dataDir, { recursive: true, force: true })
}
