// Build time of the site from the API, beside the same content built by Astro from local Markdown files, in one run.
//   pnpm --filter @clinic/bench build-time [--sizes 100,1000] [--repeat 2] [--quick] [--minutes 15]
// Sizes from 1 to 5,000 posts (a tenth as many operations, so at most 500); the whole run at most --minutes (≤ 90).
// For each size: the real server on a fresh data folder with generated posts and operations; a cold full build of
// apps/site from the API (the publisher's Astro worker, empty output and cache); the incremental rebuild after one
// post is saved; then the same content written as Markdown files into a throwaway copy of apps/site whose content
// collections use Astro's glob and file loaders, built cold and after the same edit. Prints Markdown tables.
import { type ChildProcess, fork } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { htmlToMarkdown } from './html-to-markdown.ts'
import {
  type ApiPost,
  adminAuth,
  bound,
  GOAL_HEAD,
  getJson,
  log,
  machine,
  median,
  met,
  NODE_FLAGS,
  onStop,
  print,
  repoRoot,
  retitlePost,
  seconds,
  siteDir,
  startApi,
  stopAll,
  table,
  withTimeout,
} from './shared.ts'

const { values } = parseArgs({
  options: {
    sizes: { type: 'string' },
    quick: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '15' },
    repeat: { type: 'string' },
  },
})
const sizes = (values.sizes ?? (values.quick ? '20' : '100,1000')).split(',').map(Number)
if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 5000)) {
  throw new Error('--sizes must list whole numbers from 1 to 5000, e.g. 100,1000')
}
/** Cold builds of each side per size; the best is compared (the machine is shared, noise only adds time). */
const repeat = Number(values.repeat ?? (values.quick ? 1 : 2))
if (!Number.isInteger(repeat) || repeat < 1 || repeat > 5) throw new Error('--repeat must be 1 to 5')
const limitMs = Number(values.minutes) * 60_000
if (!(limitMs > 0) || limitMs > 90 * 60_000) throw new Error('--minutes must be above 0 and at most 90')
/** A tenth as many operations as posts: a clinic writes more posts than it offers operations. */
const opsFor = (posts: number) => Math.max(2, Math.round(posts / 10))
const GOAL_RATIO = 1.2
/** One build's limit: 10 minutes, 25 with more than 1,000 posts (a cold build of 5,000 takes minutes). */
const BUILD_TIMEOUT_MS = (Math.max(...sizes) > 1000 ? 25 : 10) * 60_000
const WORKER = path.join(repoRoot, 'apps/api/src/runtime/publishing/astro-worker.ts')
/** Links and canonicals are the same on both sides; nothing is fetched from it. */
const PUBLIC_SITE_URL = 'https://www.klinik.example'

bound(limitMs, 'build-time')

// ---- the publisher's Astro worker, on either project ----

interface Build {
  ms: number
  waitedForLock: boolean
}

interface Worker {
  /** From fork to Astro loaded. */
  startMs: number
  build(options: { force: boolean; clean: boolean }): Promise<Build>
  stop(): void
}

/**
 * Forks apps/api's astro-worker.ts (the process publishing keeps Astro loaded in) on a project, with the
 * environment publishing gives it. Its output goes to stderr; a build that waited for another server's build of
 * apps/site (the worker's lock) says so.
 */
async function startWorker(project: string, env: Record<string, string>): Promise<Worker> {
  const started = performance.now()
  const child: ChildProcess = fork(WORKER, [], {
    cwd: project,
    env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'json',
    execArgv: NODE_FLAGS,
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    process.stderr.write(chunk)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  const forget = onStop(stop)
  type Reply = { type: 'ready' } | { type: 'done'; id: number; ok: boolean; error?: string }
  const replies: Array<(reply: Reply) => void> = []
  child.on('message', (reply: Reply) => replies.shift()?.(reply))
  const next = (what: string) =>
    withTimeout(
      new Promise<Reply>((resolve, reject) => {
        replies.push(resolve)
        child.once('exit', (code) => reject(new Error(`the Astro worker exited (${code}) during ${what}`)))
      }),
      BUILD_TIMEOUT_MS,
      what,
    )
  await next('start')
  const startMs = performance.now() - started
  let id = 0
  return {
    startMs,
    async build({ force, clean }) {
      output = ''
      const began = performance.now()
      const reply = next('build')
      child.send({ type: 'build', id: ++id, force, clean })
      const done = await reply
      if (done.type !== 'done' || !done.ok)
        throw new Error(`build failed: ${'error' in done ? done.error : ''}`)
      return { ms: performance.now() - began, waitedForLock: output.includes('Waiting for another build') }
    },
    stop() {
      forget()
      stop()
    },
  }
}

async function pages(out: string): Promise<{ html: number; bytes: number }> {
  const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'))
  let bytes = 0
  for (const file of files) bytes += (await stat(path.join(out, file))).size
  return { html: files.length, bytes }
}

async function assertServed(out: string, slug: string, title: string): Promise<void> {
  const html = await readFile(path.join(out, 'blog', slug, 'index.html'), 'utf8')
  if (!html.includes(title)) throw new Error(`the rebuilt /blog/${slug} does not show "${title}"`)
}

// ---- the Markdown reference ----

/** YAML front matter whose values are JSON (a subset of YAML): dates stay strings, nothing needs quoting rules. */
function markdownFile(data: Record<string, unknown>, body: string): string {
  const lines = Object.entries(data).map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
  return `---\n${lines.join('\n')}\n---\n\n${body}`
}

const CONTENT_CONFIG = `import { defineCollection } from 'astro:content'
import { file, glob } from 'astro/loaders'
import { Blog } from '@clinic/contract/blog'
import { Catalog } from '@clinic/contract/catalog'
import { Category } from '@clinic/contract/category'
import { Operation } from '@clinic/contract/operation'

// The benchmark's reference: the same collections from local files (Markdown with front matter, JSON).
export const collections = {
  blog: defineCollection({
    loader: glob({ pattern: '*.md', base: './content/blog' }),
    schema: Blog.omit({ fullContent: true }),
  }),
  operations: defineCollection({
    loader: glob({ pattern: '*.md', base: './content/operations' }),
    schema: Operation.omit({ fullContent: true }),
  }),
  catalogs: defineCollection({ loader: file('./content/catalogs.json'), schema: Catalog }),
  categories: defineCollection({ loader: file('./content/categories.json'), schema: Category }),
}
`

interface Changes<T> {
  changed: T[]
}

/**
 * A throwaway copy of apps/site (config, pages, layouts, components, islands, styles; node_modules linked) whose
 * content collections read Markdown and JSON files instead of the API. The only other change: the pages' data
 * takes an article's HTML from the rendered Markdown instead of the API's field.
 */
/** The change feeds' build token the bench's API is started with (SITE_SYNC_TOKEN). */
const SYNC_TOKEN = 'bench-site-sync-token-0123456789abcdef'
const syncHeaders = { 'x-site-sync-token': SYNC_TOKEN }

async function markdownProject(work: string, baseUrl: string): Promise<string> {
  const project = path.join(work, 'markdown-site')
  await mkdir(project, { recursive: true })
  for (const entry of ['src', 'public', 'astro.config.ts', 'site-env.ts', 'package.json']) {
    await cp(path.join(siteDir, entry), path.join(project, entry), { recursive: true })
  }
  await symlink(path.join(siteDir, 'node_modules'), path.join(project, 'node_modules'), 'dir')
  const tsconfig = JSON.parse(await readFile(path.join(siteDir, 'tsconfig.json'), 'utf8'))
  tsconfig.extends = path.join(repoRoot, 'tsconfig.base.json')
  await writeFile(path.join(project, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
  await writeFile(path.join(project, 'src/content.config.ts'), CONTENT_CONFIG)

  const contentTs = path.join(project, 'src/lib/content.ts')
  const source = await readFile(contentTs, 'utf8')
  const patched = source.replaceAll(
    '({ value: e.data,',
    '({ value: { ...e.data, fullContent: e.rendered?.html ?? null },',
  )
  if (patched.split('e.rendered').length !== 3) {
    throw new Error('apps/site/src/lib/content.ts changed: the Markdown reference cannot take its articles')
  }
  await writeFile(contentTs, patched)

  const content = path.join(project, 'content')
  for (const [kind, folder] of [
    ['blogs', 'blog'],
    ['operations', 'operations'],
  ] as const) {
    const { changed } = await getJson<Changes<ApiPost>>(`${baseUrl}/api/site/changes/${kind}`, syncHeaders)
    await mkdir(path.join(content, folder), { recursive: true })
    for (const item of changed) {
      const { fullContent, ...data } = item
      await writeFile(
        path.join(content, folder, `${item.slug}.md`),
        markdownFile(data, htmlToMarkdown(fullContent ?? '')),
      )
    }
  }
  for (const kind of ['catalogs', 'categories']) {
    const { changed } = await getJson<Changes<unknown>>(`${baseUrl}/api/site/changes/${kind}`, syncHeaders)
    await writeFile(path.join(content, `${kind}.json`), JSON.stringify(changed, null, 2))
  }
  return project
}

/** The clinic's settings, which the site's config reads from its API at every build (a site-wide input, not content). */
const SETTINGS_PATH = '/api/site/settings/public'

/**
 * The uploads the API served, from a plain static server: the Markdown site's pictures come from the same files.
 * It also answers the clinic's settings with the API's own answer, read once (`settings`).
 */
async function serveUploads(
  root: string,
  settings: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' }
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    if (pathname === SETTINGS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(settings)
      return
    }
    const file = path.join(root, path.normalize(pathname))
    if (!pathname.startsWith('/uploads/') || !file.startsWith(root)) {
      response.writeHead(404).end()
      return
    }
    stat(file).then(
      (info) => {
        // The headers the API's /uploads/ sends (a static host's usual ones): Astro keeps a fresh picture.
        response.writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': 'public, max-age=31536000, immutable',
          'last-modified': info.mtime.toUTCString(),
        })
        createReadStream(file).pipe(response)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  onStop(close)
  return { url: `http://127.0.0.1:${port}`, close }
}

// ---- one size ----

type Side = 'api' | 'markdown'

interface SideResult {
  /** Every cold build, in the order run. */
  cold: Build[]
  incremental: Build
  /** From fork to Astro loaded, the median. */
  start: number
  pages: { html: number; bytes: number }
}

interface SizeResult {
  posts: number
  ops: number
  api: SideResult
  markdown: SideResult
}

const best = (builds: Build[]) => Math.min(...builds.map((build) => build.ms))

async function measure(posts: number): Promise<SizeResult> {
  const ops = opsFor(posts)
  const work = await mkdtemp(path.join(os.tmpdir(), 'clinic-bench-build-'))
  onStop(() => rm(work, { recursive: true, force: true, maxRetries: 3 }))
  const api = await startApi({
    posts,
    ops,
    // The API alone: no built-in publishing, no admin, no limits on the loaders' calls.
    env: {
      SITE_BUILD: 'false',
      SERVE_ADMIN: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      SITE_SYNC_TOKEN: SYNC_TOKEN,
    },
  })
  const project = await markdownProject(work, api.baseUrl)
  await cp(path.join(api.dataDir, 'uploads'), path.join(work, 'uploads'), { recursive: true })
  const settings = JSON.stringify(await getJson<unknown>(`${api.baseUrl}${SETTINGS_PATH}`))
  const uploads = await serveUploads(work, settings)
  const [newest] = await getJson<ApiPost[]>(`${api.baseUrl}/api/blog?page=1&pageSize=1`)
  if (!newest) throw new Error('no post')
  const title = `${newest.title} (düzenlendi)`

  const sides = {
    api: { project: siteDir, contentUrl: api.baseUrl },
    markdown: { project, contentUrl: uploads.url },
  }
  const cold: Record<Side, Build[]> = { api: [], markdown: [] }
  const starts: Record<Side, number[]> = { api: [], markdown: [] }
  const incremental: Partial<Record<Side, Build>> = {}
  const built: Partial<Record<Side, { html: number; bytes: number }>> = {}
  // API, Markdown, Markdown, API, …: neither side always runs first (disk cache, the other engineers' load).
  const order: Side[] = Array.from({ length: repeat * 2 }, (_, i) =>
    i % 4 === 0 || i % 4 === 3 ? 'api' : 'markdown',
  )
  for (const [run, side] of order.entries()) {
    const out = path.join(work, `${side}-out-${run}`)
    const cache = path.join(work, `${side}-cache-${run}`)
    log(
      `\n${posts} posts: full build from ${side === 'api' ? 'the API' : 'Markdown files'} (${run + 1}/${order.length})`,
    )
    const worker = await startWorker(sides[side].project, {
      SITE_BUILD_API_URL: sides[side].contentUrl,
      SITE_SYNC_TOKEN: SYNC_TOKEN,
      PUBLIC_SITE_URL,
      SITE_OUT_DIR: out,
      SITE_CACHE_DIR: cache,
    })
    starts[side].push(worker.startMs)
    cold[side].push(await worker.build({ force: true, clean: true }))
    if (run === order.lastIndexOf(side)) {
      built[side] = await pages(out)
      // One post's new title: an admin's save, or the same edit of its file; then the build publishing runs.
      if (side === 'api') {
        await retitlePost(api.baseUrl, await adminAuth(api.baseUrl), newest, title)
      } else {
        const file = path.join(project, 'content/blog', `${newest.slug}.md`)
        const text = await readFile(file, 'utf8')
        await writeFile(
          file,
          text.replace(`title: ${JSON.stringify(newest.title)}`, `title: ${JSON.stringify(title)}`),
        )
      }
      log(`${posts} posts: incremental build after one post changed (${side})`)
      incremental[side] = await worker.build({ force: false, clean: false })
      await assertServed(out, newest.slug, title)
    }
    worker.stop()
    await rm(out, { recursive: true, force: true })
    await rm(cache, { recursive: true, force: true })
  }
  await uploads.close()
  await api.stop()
  await rm(work, { recursive: true, force: true, maxRetries: 3 })

  const result = (side: Side): SideResult => ({
    cold: cold[side],
    incremental: incremental[side]!,
    start: median(starts[side]),
    pages: built[side]!,
  })
  return { posts, ops, api: result('api'), markdown: result('markdown') }
}

// ---- main ----

const results: SizeResult[] = []
const began = performance.now()
let failed = false
try {
  for (const posts of sizes) results.push(await measure(posts))
} catch (error) {
  log((error as Error).stack ?? String(error))
  failed = true
} finally {
  await stopAll()
}

const waited = (builds: Build[]) =>
  builds.some((build) => build.waitedForLock) ? ' (waited for another build)' : ''
const coldCell = (builds: Build[]) =>
  `${seconds(best(builds))}${builds.length > 1 ? ` (${builds.map((b) => (b.ms / 1000).toFixed(2)).join(', ')})` : ''}${waited(builds)}`

print(
  `## Site build: from the API beside Astro from local Markdown files (${new Date().toISOString().slice(0, 10)})`,
)
print()
print(`${machine()}.`)
print()
print(
  table(
    ['build', 'pages', 'from the API', 'from Markdown', 'API / Markdown'],
    results.flatMap((r) => [
      [
        `${r.posts} posts, ${r.ops} operations: full, cold${repeat > 1 ? ` (best of ${repeat}; every run)` : ''}`,
        r.api.pages.html === r.markdown.pages.html
          ? String(r.api.pages.html)
          : `${r.api.pages.html} / ${r.markdown.pages.html}`,
        coldCell(r.api.cold),
        coldCell(r.markdown.cold),
        `${(best(r.api.cold) / best(r.markdown.cold)).toFixed(2)}×`,
      ],
      [
        `${r.posts} posts: incremental after one post changed`,
        '',
        `${seconds(r.api.incremental.ms)}${waited([r.api.incremental])}`,
        `${seconds(r.markdown.incremental.ms)}${waited([r.markdown.incremental])}`,
        `${(r.api.incremental.ms / r.markdown.incremental.ms).toFixed(2)}×`,
      ],
      [
        `${r.posts} posts: Astro start-up of the worker (not in the builds)`,
        '',
        seconds(r.api.start),
        seconds(r.markdown.start),
        '',
      ],
    ]),
  ),
)
print()
print(
  'Both sides build in the Astro worker publishing uses (`apps/api/src/runtime/publishing/astro-worker.ts`), each cold ' +
    'build in a fresh process with an empty output folder and cache, the runs alternating (API, Markdown, ' +
    'Markdown, API). The Markdown reference is a copy of `apps/site` (the same pages, layouts and components) ' +
    'whose collections use the glob loader over one Markdown file per post and operation (front matter, and the ' +
    'article converted to Markdown) and the file loader over JSON for catalogs and categories; pictures come ' +
    'from the same files on loopback in both (the API, or a static server with the same cache headers). The ' +
    'incremental build follows an admin save of the newest post (a new title) on the API side and the same edit ' +
    `of its file on the other. This script took ${seconds(performance.now() - began)}.`,
)
print()
print(table(GOAL_HEAD, goals(results)))
print()

function goals(list: SizeResult[]): string[][] {
  return list.flatMap((r) => {
    const ratio = best(r.api.cold) / best(r.markdown.cold)
    return [
      [
        `full build, ${r.posts} posts and ${r.ops} operations, from the API`,
        seconds(best(r.api.cold)),
        `${seconds(best(r.markdown.cold))} from Markdown`,
        `≤ ${GOAL_RATIO}× Markdown`,
        `${met(ratio <= GOAL_RATIO)} (${ratio.toFixed(2)}×)`,
      ],
      [
        `incremental build after one post changed, ${r.posts} posts`,
        seconds(r.api.incremental.ms),
        `${seconds(r.markdown.incremental.ms)} from Markdown`,
        '—',
        '—',
      ],
    ]
  })
}
process.exit(failed ? 1 : 0)
