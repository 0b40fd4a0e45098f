// Load test of the API's public read calls, on loopback, bounded in time, each beside its ceiling.
//   pnpm --filter @clinic/bench api [--posts 1000] [--ops 100] [--seconds 5] [--connections 10] [--database-url URL]
// Starts the real server process on a fresh data folder (PGlite, or PostgreSQL with --database-url), fills it with
// generated content, then measures each call with autocannon right after a bare Fastify process answering the same
// bytes from memory (ceiling-server.ts), and prints a Markdown table: req/s, p99 and the API's share of the
// ceiling. A guest's repeated call is answered by the API's public cache after the first; the rows marked "miss"
// vary every request, so they measure the uncached path. A second table times the search one request at a time
// (varied two-word queries, every one a miss) against the goal of a p99 under 50 ms.
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { bound, GOAL_HEAD, log, met, NODE_FLAGS, onStop, print, startApi, stopAll, table } from './shared.ts'

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    ops: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
})
const seconds = Math.min(Number(values.seconds), 60)
const connections = Math.min(Number(values.connections), 100)
const posts = Number(values.posts)
const ops = Number(values.ops)
const benchDir = path.dirname(fileURLToPath(import.meta.url))
const SEARCH_P99_GOAL_MS = 50
bound(30 * 60_000, 'bench-api')

/** Words of the demo texts (folded, as the search folds them), paired for the varied searches. */
const WORDS = [
  'diz',
  'agri',
  'omuz',
  'kalca',
  'protez',
  'spor',
  'kirik',
  'tedavi',
  'menisku',
  'bel',
  'egzersiz',
  'ameliyat',
  'kemik',
  'fizik',
  'ayak',
  'uyusma',
  'bag',
  'tendon',
  'kikirdak',
  'cocuk',
  'yas',
  'iyilesme',
  'rehabilitasyon',
  'artroskopi',
]
let counter = 0
/** Two words; the caller adds a number no other request carries, so no answer is reused. */
function variedQuery(): string {
  counter++
  const first = WORDS[counter % WORDS.length]!
  const second = WORDS[(counter * 7 + 3) % WORDS.length]!
  return `${first} ${second === first ? 'tedavi' : second}`
}

interface Call {
  name: string
  path: string
  /** A form POSTed instead of a GET (the site's search box). */
  form?: string
  /** A new request each time (the uncached path); its ceiling answers the first request's bytes. */
  vary?: () => autocannon.Request
}

interface Figures {
  reqs: number
  p50: number
  p99: number
  failed: number
}

async function load(url: string, vary?: () => autocannon.Request, clients = connections): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: clients,
    duration: seconds,
    ...(vary ? { requests: [{ setupRequest: (request) => ({ ...request, ...vary() }) }] } : {}),
  })
  return {
    reqs: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  }
}

const form = (body: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body,
})

const server = await startApi({
  posts,
  ops,
  databaseUrl: values['database-url'],
  env: {
    // The API alone: a site build at start would share the two cores with the load.
    SITE_BUILD: 'false',
    SERVE_ADMIN: 'false',
    // The search box allows 60 searches a minute per address; the load comes from one.
    RATE_LIMITS: 'false',
    // The ceiling logs nothing; the API's request log (two lines per request at info) is left out too.
    LOG_LEVEL: 'warn',
  },
})
const { baseUrl } = server
try {
  const firstOf = async (url: string) =>
    ((await (await fetch(`${baseUrl}${url}`)).json()) as { id: number; slug: string }[])[0]
  const post = await firstOf('/api/blog?page=1&pageSize=1')
  const operation = await firstOf('/api/Operation?page=1&pageSize=1')
  const catalog = await firstOf('/api/Catalog')

  const calls: Call[] = [
    { name: 'blog list, one page of 20', path: '/api/blog?page=1&pageSize=20' },
    { name: `blog list, all ${posts}`, path: '/api/blog' },
    { name: 'blog post by slug', path: `/api/blog/${post?.slug}` },
    { name: 'comments of a post', path: `/api/blog/${post?.id}/comments` },
    {
      name: 'blog search (2 words), page of 20',
      path: '/api/blog/search?query=diz%20agri&page=1&pageSize=20',
    },
    { name: 'blog by tag, one page', path: '/api/blog?tag=Spor&page=1&pageSize=20' },
    { name: `operations, all ${ops}`, path: '/api/Operation' },
    { name: 'operation by slug', path: `/api/Operation/${operation?.slug}` },
    { name: 'operations of a catalog', path: `/api/Operation/catalog/${catalog?.id}` },
    { name: 'catalogs', path: '/api/Catalog' },
    { name: 'categories', path: '/api/Category' },
    {
      name: 'blog search, varied 2 words, page of 20 (miss)',
      path: '/api/blog/search?query=diz%20tedavi&page=1&pageSize=20',
      vary: () => ({
        path: `/api/blog/search?query=${encodeURIComponent(variedQuery())}&page=1&pageSize=20&n=${counter}`,
      }),
    },
    {
      name: 'blog search, varied 2 words, all matches (miss)',
      path: '/api/blog/search?query=diz%20tedavi',
      vary: () => ({ path: `/api/blog/search?query=${encodeURIComponent(variedQuery())}&n=${counter}` }),
    },
    {
      name: 'site search box, varied 2 words (POST, miss)',
      path: '/inc/ajax-search.html',
      form: 'searchTerm=diz%20tedavi',
      vary: () => form(`searchTerm=${encodeURIComponent(variedQuery())}`),
    },
  ]

  // The ceiling answers exactly what a guest got for each call.
  const answers = await Promise.all(
    calls.map(async (call) => {
      const res = await fetch(`${baseUrl}${call.path}`, call.form ? form(call.form) : {})
      if (res.status !== 200) throw new Error(`${call.path} answered ${res.status}`)
      return {
        contentType: res.headers.get('content-type') ?? 'application/json',
        body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      }
    }),
  )
  const answersFile = path.join(server.dataDir, 'ceiling-answers.json')
  await writeFile(answersFile, JSON.stringify(answers))
  const ceiling = spawn(
    process.execPath,
    [...NODE_FLAGS, path.join(benchDir, 'ceiling-server.ts'), answersFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  onStop(() => void ceiling.kill('SIGTERM'))
  const ceilingUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    ceiling.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    ceiling.once('exit', (code) => reject(new Error(`the ceiling server exited with ${code}`)))
  })

  const database = values['database-url'] ? 'PostgreSQL' : 'PGlite'
  print(
    `API load on ${database}: ${posts} posts, ${ops} operations; ${connections} connections, ${seconds} s per ` +
      'call; ceiling: a bare Fastify process answering the same bytes from memory, measured just before.',
  )
  print()
  const rows: string[][] = []
  for (const [n, call] of calls.entries()) {
    log(`measuring ${call.name}…`)
    const bare = await load(`${ceilingUrl}/ceiling/${n}`)
    const api = await load(`${baseUrl}${call.path}`, call.vary)
    const failed = bare.failed + api.failed
    rows.push([
      `${call.name}${failed ? ` (${failed} failed)` : ''}`,
      bare.reqs.toFixed(0),
      api.reqs.toFixed(0),
      `${Math.round((api.reqs / bare.reqs) * 100)} %`,
      String(bare.p99),
      String(api.p99),
      String(Buffer.from(answers[n]!.body, 'base64').length),
    ])
  }
  print(
    table(
      ['call', 'ceiling req/s', 'API req/s', 'API / ceiling', 'ceiling p99 ms', 'API p99 ms', 'bytes'],
      rows,
    ),
  )

  // One request at a time: the search's own time, without waiting behind other requests.
  const searches = calls.filter((call) => call.vary)
  const timed: string[][] = []
  for (const call of searches) {
    log(`timing ${call.name} one at a time…`)
    const alone = await load(`${baseUrl}${call.path}`, call.vary, 1)
    timed.push([
      `${call.name.replace(/ \(.*\)$/, '')}, one at a time, uncached: p99`,
      `${alone.p99} ms (p50 ${alone.p50} ms, ${alone.reqs.toFixed(0)} req/s${alone.failed ? `, ${alone.failed} failed` : ''})`,
      `${posts} posts, ${ops} operations`,
      `< ${SEARCH_P99_GOAL_MS} ms`,
      met(alone.p99 < SEARCH_P99_GOAL_MS && alone.failed === 0),
    ])
  }
  print()
  print(table(GOAL_HEAD, timed))
} finally {
  // The server (registered by startApi) and the ceiling.
  await stopAll()
}
process.exit(0)
