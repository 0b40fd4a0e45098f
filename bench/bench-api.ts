// Load test of the API's public read calls, on loopback, bounded in time.
//   pnpm --filter @clinic/bench api [--posts 500] [--ops 100] [--seconds 5] [--connections 10] [--database-url URL]
// Starts the real server process on a fresh data folder (PGlite, or PostgreSQL with --database-url), fills it with
// generated content, then measures each call with autocannon and prints one line per call.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '500' },
    ops: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
})
const seconds = Math.min(Number(values.seconds), 60)
const connections = Math.min(Number(values.connections), 100)
const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url))
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-bench-'))
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  DATABASE_URL: values['database-url'] ?? '',
  SEED_DEMO_CONTENT: 'false',
  // The API alone: a site build at start would share the two cores with the load.
  SITE_BUILD: 'false',
  SERVE_ADMIN: 'false',
}

let server: ChildProcess | undefined
try {
  const fillStarted = performance.now()
  execFileSync(
    process.execPath,
    [path.join(apiDir, 'src/cli/generate-content.ts'), '--posts', values.posts, '--ops', values.ops],
    { env, stdio: 'inherit' },
  )
  const fillMs = Math.round(performance.now() - fillStarted)

  const startStarted = performance.now()
  server = spawn(process.execPath, [path.join(apiDir, 'src/server.ts')], {
    env: { ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const startMs = Math.round(performance.now() - startStarted)
  const posts = (await (await fetch(`${baseUrl}/api/blog?page=1&pageSize=1`)).json()) as { slug: string }[]
  const slug = posts[0]?.slug ?? 'yok'

  const calls: [string, string][] = [
    ['blog list, one page of 20', '/api/blog?page=1&pageSize=20'],
    [`blog list, all ${values.posts}`, '/api/blog'],
    ['blog post by slug', `/api/blog/${slug}`],
    ['blog search (2 words)', '/api/blog/search?query=diz%20agri'],
    ['blog by tag', '/api/blog?tag=Spor&page=1&pageSize=20'],
    [`operations, all ${values.ops}`, '/api/Operation'],
    ['categories', '/api/Category'],
    ['health', '/api/health'],
  ]

  console.log(
    `\nAPI load on ${values['database-url'] ? 'PostgreSQL' : 'PGlite'}: ${values.posts} posts, ${values.ops} operations; ` +
      `fill ${fillMs} ms, server start ${startMs} ms; ${connections} connections, ${seconds} s per call\n`,
  )
  console.log(
    [
      'call'.padEnd(30),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'non-2xx'.padStart(8),
    ].join(' '),
  )
  for (const [name, url] of calls) {
    const result = await autocannon({ url: `${baseUrl}${url}`, connections, duration: seconds })
    console.log(
      [
        name.padEnd(30),
        result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(result.non2xx + result.errors).padStart(8),
      ].join(' '),
    )
  }
} finally {
  server?.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  await rm(dataDir, { recursive: true, force: true })
}
