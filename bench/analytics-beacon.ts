// Throughput of the site's statistics beacon (POST /api/analytics): one upsert of a few daily counts per beacon.
//   pnpm --filter @clinic/bench analytics [--seconds 5] [--connections 10] [--database-url URL]
// Starts the real server (PGlite, or PostgreSQL with --database-url), sends page views as navigator.sendBeacon does
// (text/plain JSON, a browser's user agent) with autocannon for a bounded time, then checks that the daily counts
// add up to the beacons answered 204. Prints a Markdown table.
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { adminAuth, bound, GOAL_HEAD, getJson, log, met, print, startApi, stopAll, table } from './shared.ts'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
})
const seconds = Math.min(Number(values.seconds), 60)
const connections = Math.min(Number(values.connections), 100)
// A clinic's site sends a few beacons a second at its busiest; the goal leaves room for a loaded machine.
const GOAL_REQS = 100
bound(5 * 60_000, 'analytics-beacon')

const server = await startApi({
  posts: 0,
  ops: 0,
  databaseUrl: values['database-url'],
  // One address sends everything: the per-address limit is off for the measure.
  env: { SITE_BUILD: 'false', SERVE_ADMIN: 'false', RATE_LIMITS: 'false', LOG_LEVEL: 'warn' },
})
try {
  const paths = ['/', '/blog/diz-agrisi', '/operations/diz-protezi', '/iletisim', '/about']
  let n = 0
  log(`beacons for ${seconds} s, ${connections} connections`)
  const result = await autocannon({
    url: `${server.baseUrl}/api/analytics`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Safari/537.36',
    },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            type: 'view',
            path: paths[n++ % paths.length],
            referrer: n % 3 === 0 ? 'https://www.google.com/' : '',
            width: n % 2 === 0 ? 390 : 1280,
          }),
        }),
      },
    ],
  })
  const answered = result['2xx']
  const auth = await adminAuth(server.baseUrl)
  const summary = await getJson<{ totalViews: number }>(
    `${server.baseUrl}/api/admin/statistics?days=30`,
    auth,
  )
  print(
    table(GOAL_HEAD, [
      [
        'beacons/s',
        result.requests.average.toFixed(0),
        `${connections} connections`,
        `≥ ${GOAL_REQS}`,
        met(result.requests.average >= GOAL_REQS),
      ],
      ['p99 latency', `${result.latency.p99} ms`, '', '', ''],
      ['failed', String(result.non2xx + result.errors), '', '0', met(result.non2xx + result.errors === 0)],
      // Beacons still in flight when the time ran out are counted but not answered to autocannon.
      [
        'views counted / beacons answered',
        `${summary.totalViews} / ${answered}`,
        `≤ ${connections} in flight at the end`,
        'counted − answered ∈ [0, connections]',
        met(summary.totalViews - answered >= 0 && summary.totalViews - answered <= connections),
      ],
    ]),
  )
} finally {
  await stopAll()
}
