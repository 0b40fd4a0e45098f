// A burst of hostile public reads against the real product (issue 20, item 1), on loopback, bounded in time.
//   pnpm --filter @clinic/bench public-reads [--posts 40] [--kb 250] [--concurrency 30] [--rounds 10]
//                                            [--database-url URL]
// Starts the server as `pnpm start` runs it (production mode, PGlite unless --database-url names an empty PostgreSQL
// database, the site built and served by it, request limits on), adds `--posts` posts of `--kb` KB of text each through the admin's form, waits for the site to be
// published, then fires `--rounds` bursts of `--concurrency` concurrent guest GETs with `?b=1`…`?b=N` at each of the
// public list and search calls while it times the static home page one request after another. Prints the home
// page's latency under the burst (p50, max), the answers' sizes and statuses, and the RSS growth of the API process.
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import {
  adminAuth,
  bound,
  GOAL_HEAD,
  getJson,
  log,
  machine,
  megabytes,
  met,
  print,
  quantile,
  resident,
  sleep,
  startApi,
  stopAll,
  table,
} from './shared.ts'

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '40' },
    kb: { type: 'string', default: '250' },
    concurrency: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
})
const posts = Math.min(Number(values.posts), 200)
const bodyBytes = Math.min(Number(values.kb), 1000) * 1024
const concurrency = Math.min(Number(values.concurrency), 100)
const rounds = Math.min(Number(values.rounds), 20)

/** The goals under the burst. */
const GOAL_HOME_MS = 50
const GOAL_RSS_GROWTH = 100 * 1024 ** 2

bound(15 * 60_000, 'public-reads')

const PARAGRAPH =
  '<p>Diz ağrısı, eklem kıkırdağının aşınması, menisküs yırtığı ya da bağ zedelenmesi gibi pek çok nedenle ortaya ' +
  'çıkabilir; doğru tanı için muayene ve gerektiğinde görüntüleme yapılır.</p>'

async function addPost(baseUrl: string, auth: Record<string, string>, n: number): Promise<void> {
  const form = new FormData()
  form.set('Title', `Diz ağrısında uzun rehber ${n}`)
  form.set('ShortDescription', `Diz ağrısının nedenleri ve tedavisi üzerine uzun bir yazı (${n}).`)
  form.set('FullContent', PARAGRAPH.repeat(Math.ceil(bodyBytes / PARAGRAPH.length)))
  form.set('IsActive', 'true')
  const response = await fetch(`${baseUrl}/api/blog`, {
    method: 'POST',
    headers: auth,
    body: form,
    signal: AbortSignal.timeout(60_000),
  })
  if (response.status !== 201) throw new Error(`post ${n}: ${response.status} ${await response.text()}`)
}

/** Waits until no build runs or waits and the last one succeeded. */
async function published(baseUrl: string, auth: Record<string, string>): Promise<void> {
  const started = performance.now()
  while (performance.now() - started < 6 * 60_000) {
    const state = await getJson<{ building: boolean; pending: boolean }>(`${baseUrl}/api/site/publish`, auth)
    if (!state.building && !state.pending) return
    await sleep(500)
  }
  throw new Error('the site was not published within 6 minutes')
}

interface Shot {
  status: number
  bytes: number
}

async function get(url: string): Promise<Shot> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) })
  const body = await response.arrayBuffer()
  return { status: response.status, bytes: body.byteLength }
}

/** The home page, one request after another until told to stop; answers the latencies (ms). */
const HOME_TIMER = `
const { parentPort, workerData } = require('node:worker_threads')
let stop = false
parentPort.on('message', () => { stop = true })
;(async () => {
  const times = []
  while (!stop || times.length < 3) {
    const started = performance.now()
    const response = await fetch(workerData.url)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error('the home page answered ' + response.status)
    times.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  parentPort.postMessage(times)
})()
`

async function main() {
  const api = await startApi({
    posts: 0,
    ops: 0,
    databaseUrl: values['database-url'],
    env: { SITE_BUILD: 'true', SERVE_ADMIN: 'false', LOG_LEVEL: 'warn' },
    readyPath: '/',
    startTimeoutMs: 6 * 60_000,
  })
  const { baseUrl } = api
  const auth = await adminAuth(baseUrl)
  log(`adding ${posts} posts of ${Math.round(bodyBytes / 1024)} KB`)
  for (let n = 1; n <= posts; n++) await addPost(baseUrl, auth, n)
  await published(baseUrl, auth)
  log('published; measuring')

  const pid = api.process.pid!
  // A few quiet home page loads and list reads first, so the figures below are the burst's own.
  for (let n = 0; n < 5; n++) await get(`${baseUrl}/`)
  const idle: number[] = []
  for (let n = 0; n < 20; n++) {
    const started = performance.now()
    await get(`${baseUrl}/`)
    idle.push(performance.now() - started)
  }
  const rssBefore = resident(pid)?.rss ?? 0
  let rssPeak = rssBefore

  const targets = [
    { name: 'GET /api/blog?b=N', url: (b: number) => `${baseUrl}/api/blog?b=${b}` },
    {
      name: 'GET /api/blog/search?query=diz&b=N',
      url: (b: number) => `${baseUrl}/api/blog/search?query=diz&b=${b}`,
    },
    { name: 'GET /api/Operation?b=N', url: (b: number) => `${baseUrl}/api/Operation?b=${b}` },
  ]
  const shots = new Map<string, Shot[]>(targets.map((target) => [target.name, []]))

  // The home page is timed from a thread of its own, so the burst's 90 answers arriving here do not delay its clock.
  const timer = new Worker(HOME_TIMER, { eval: true, workerData: { url: `${baseUrl}/` } })
  const timings = new Promise<number[]>((resolve, reject) => {
    timer.once('message', resolve)
    timer.once('error', reject)
  })
  await new Promise((resolve) => setTimeout(resolve, 100))
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, resident(pid)?.rss ?? 0)
  }, 50)
  const burstStarted = performance.now()
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      targets.flatMap((target) =>
        Array.from({ length: concurrency }, async (_, i) => {
          shots.get(target.name)!.push(await get(target.url(i + 1)))
        }),
      ),
    )
  }
  const burstMs = performance.now() - burstStarted
  timer.postMessage('stop')
  const home = await timings
  clearInterval(sampler)
  const rssGrowth = Math.max(0, rssPeak - rssBefore)

  const sortedHome = [...home].sort((a, b) => a - b)
  const sortedIdle = [...idle].sort((a, b) => a - b)
  const p50 = quantile(sortedHome, 0.5)
  const max = sortedHome.at(-1) ?? 0

  print(`\n## Hostile public reads: ${rounds} × ${concurrency} concurrent guest GETs per call\n`)
  print(`Machine: ${machine()}`)
  print(`Database: ${values['database-url'] ? 'PostgreSQL' : 'PGlite (embedded, in the server process)'}`)
  print(
    `Content: ${posts} posts of ${Math.round(bodyBytes / 1024)} KB of text each; burst time ${(burstMs / 1000).toFixed(2)} s; ` +
      `${home.length} home page loads timed during it.\n`,
  )
  print(
    table(
      ['call', 'answers', 'statuses', 'largest answer', 'all answers'],
      targets.map((target) => {
        const list = shots.get(target.name)!
        const statuses = new Map<number, number>()
        for (const shot of list) statuses.set(shot.status, (statuses.get(shot.status) ?? 0) + 1)
        return [
          target.name,
          String(list.length),
          [...statuses].map(([status, count]) => `${status}×${count}`).join(', '),
          `${(Math.max(...list.map((s) => s.bytes)) / 1024).toFixed(1)} KB`,
          `${(list.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1)} KB`,
        ]
      }),
    ),
  )
  print()
  print(
    table(GOAL_HEAD, [
      [
        'home page p50 under the burst',
        `${p50.toFixed(1)} ms`,
        `idle p50 ${quantile(sortedIdle, 0.5).toFixed(1)} ms; before: 5.2 s held`,
        `< ${GOAL_HOME_MS} ms`,
        met(p50 < GOAL_HOME_MS),
      ],
      [
        'home page max under the burst',
        `${max.toFixed(1)} ms`,
        `idle max ${(sortedIdle.at(-1) ?? 0).toFixed(1)} ms`,
        `< ${GOAL_HOME_MS} ms`,
        met(max < GOAL_HOME_MS),
      ],
      [
        'API process RSS growth',
        megabytes(rssGrowth),
        `before the burst ${megabytes(rssBefore)}; before: +700 MB`,
        `< ${megabytes(GOAL_RSS_GROWTH)}`,
        met(rssGrowth < GOAL_RSS_GROWTH),
      ],
    ]),
  )
  await stopAll()
  process.exit(max < GOAL_HOME_MS && rssGrowth < GOAL_RSS_GROWTH ? 0 : 1)
}

main().catch(async (error) => {
  log(String(error?.stack ?? error))
  await stopAll()
  process.exit(2)
})
