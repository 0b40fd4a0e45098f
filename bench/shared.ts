// Helpers the benchmark scripts share: Markdown tables, a server on a fresh data folder, /proc readings, cleanup.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'

export const repoRoot = fileURLToPath(new URL('../', import.meta.url))
export const apiDir = path.join(repoRoot, 'apps/api')
export const siteDir = path.join(repoRoot, 'apps/site')
/** How `pnpm --filter @clinic/api start` runs the server. */
export const NODE_FLAGS = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning']
/** The server's own flags, as `pnpm start` and the Dockerfile give them (decision 0240). */
export const SERVER_FLAGS = ['--max-semi-space-size=4']
export const ADMIN = { email: 'admin@klinik.local', password: 'Klinik-Admin-2026' }

export const log = (line: string) => process.stderr.write(`${line}\n`)
export const print = (line = '') => process.stdout.write(`${line}\n`)
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

// ---- cleanup: whatever runs registers its stop, so a watchdog or Ctrl-C ends it too ----

const stops = new Set<() => Promise<void> | void>()

export function onStop(stop: () => Promise<void> | void): () => void {
  stops.add(stop)
  return () => stops.delete(stop)
}

export async function stopAll(): Promise<void> {
  for (const stop of [...stops].reverse()) {
    try {
      await stop()
    } catch (error) {
      log(`cleanup: ${(error as Error).message}`)
    }
  }
  stops.clear()
}

/** Ctrl-C and a time limit both end the script after stopping what it started. */
export function bound(limitMs: number, name: string): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      log(`${signal}: stopping`)
      await stopAll()
      process.exit(130)
    })
  }
  setTimeout(async () => {
    log(`${name}: over ${Math.round(limitMs / 60_000)} minutes, stopping`)
    await stopAll()
    process.exit(2)
  }, limitMs).unref()
}

// ---- numbers and tables ----

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
export const median = (xs: number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  )
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`
export const met = (ok: boolean) => (ok ? 'yes' : 'no')

/** A Markdown table padded for the terminal; columns of figures (after the first) are aligned right. */
export function table(head: string[], rows: string[][]): string {
  const escaped = rows.map((row) => row.map((cell) => cell.replaceAll('|', '\\|')))
  const widths = head.map((h, i) => Math.max(3, h.length, ...escaped.map((row) => row[i]!.length)))
  const right = head.map((_, i) => {
    const cells = escaped.map((row) => row[i]!).filter((cell) => cell !== '')
    return i > 0 && cells.length > 0 && cells.every((cell) => /^([\d—≤≥<>]|NaN)/.test(cell))
  })
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`
  const rule = `| ${widths.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`
  return [line(head), rule, ...escaped.map(line)].join('\n')
}

/** Every script's verdicts in one shape, which the runner gathers into BENCHMARKS.md's summary. */
export const GOAL_HEAD = ['figure', 'value', 'reference', 'goal', 'met']

// ---- the machine ----

export function machine(): string {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8')
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU'
  const osRelease = readFileSync('/etc/os-release', 'utf8')
  const distro = /PRETTY_NAME="?([^"\n]+)"?/.exec(osRelease)?.[1] ?? os.type()
  const [one, five] = os.loadavg()
  return (
    `${os.cpus().length} × ${model}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, ${distro} ` +
    `(Linux ${os.release()}), Node ${process.version}; load average ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min)`
  )
}

// ---- processes and /proc ----

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Runs a Node script to its end; its output goes to stderr so stdout keeps only tables. */
export function runNode(
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; timeoutMs: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [...NODE_FLAGS, ...args],
      { env: options.env, cwd: options.cwd, timeout: options.timeoutMs, maxBuffer: 64 * 1024 ** 2 },
      (error) => (error ? reject(error) : resolve()),
    )
    child.stdout?.pipe(process.stderr)
    child.stderr?.pipe(process.stderr)
  })
}

/** The process and its descendants, from /proc (children of every thread). */
export function processTree(pid: number): number[] {
  const found = [pid]
  for (let i = 0; i < found.length; i++) {
    let tasks: string[] = []
    try {
      tasks = readdirSync(`/proc/${found[i]}/task`)
    } catch {
      continue
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${found[i]}/task/${task}/children`, 'utf8').trim()
        if (children) found.push(...children.split(/\s+/).map(Number))
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return found
}

export interface Resident {
  pid: number
  name: string
  /** VmRSS and VmHWM (the kernel's peak RSS of the process), in bytes. */
  rss: number
  peak: number
}

/** Resident memory of one process, or undefined when it is gone. */
export function resident(pid: number): Resident | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    const script = cmdline.find((arg) => /\.(ts|js|mjs)$/.test(arg) || /(^|\/)pnpm(\.cjs)?$/.test(arg))
    // A process that has exited but is not yet reaped has no command line and no memory left.
    if (cmdline.length === 0) return undefined
    return { pid, name: path.basename(script ?? cmdline[0]!), rss: kb('VmRSS'), peak: kb('VmHWM') }
  } catch {
    return undefined
  }
}

export const treeResident = (pid: number) => processTree(pid).flatMap((p) => resident(p) ?? [])

// ---- the real server on a fresh data folder ----

export interface ApiServer {
  baseUrl: string
  dataDir: string
  process: ChildProcess
  /** The server's stdout (pino JSON lines), the last 2 MB. */
  output: () => string
  stop: () => Promise<void>
}

export interface ApiOptions {
  posts: number
  ops: number
  /** A PostgreSQL database (empty); PGlite in the data folder otherwise. */
  databaseUrl?: string | undefined
  /** Added to the server's environment (SITE_BUILD, SERVE_ADMIN, …). */
  env?: Record<string, string>
  /** Wait for this path to answer 200 (default /api/health). */
  readyPath?: string
  startTimeoutMs?: number
  /**
   * Start it as the root `pnpm start` does (turbo's build of what the server needs, then the server in place of the
   * shell), so that the process tree is the whole of what `pnpm start` keeps running, pnpm included.
   */
  viaPnpmStart?: boolean
}

/**
 * Fills a fresh data folder with generated posts and operations (apps/api's content generator, through the
 * services), then starts `src/server.ts` as `pnpm --filter @clinic/api start` does, in production mode, on a free
 * loopback port. Stopping it (SIGTERM, which lets a running build finish) removes the folder.
 */
export async function startApi(options: ApiOptions): Promise<ApiServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-bench-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_SITE_URL: baseUrl,
    // A database URL from the caller's shell would skip the fresh database.
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO_CONTENT: 'false',
    // The benches write as the admin through the API, without a second factor.
    STAFF_2FA_REQUIRED: 'false',
    LOG_LEVEL: 'info',
    // As `pnpm start` and the Dockerfile set it.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '65536',
    ...options.env,
  }
  let removed = false
  const removeData = async () => {
    if (removed) return
    removed = true
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 })
  }
  const forget = onStop(removeData)
  if (options.posts + options.ops > 0) {
    const started = performance.now()
    await runNode(
      [
        path.join(apiDir, 'src/cli/generate-content.ts'),
        '--posts',
        String(options.posts),
        '--ops',
        String(options.ops),
      ],
      { env, cwd: apiDir, timeoutMs: 10 * 60_000 },
    )
    log(
      `${options.posts} posts and ${options.ops} operations generated in ${seconds(performance.now() - started)}`,
    )
  }

  const server = options.viaPnpmStart
    ? // A process group of its own: pnpm may run behind a shell shim, and stopping it must reach every process.
      spawn('pnpm', ['start'], {
        cwd: path.join(apiDir, '../..'),
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
        detached: true,
      })
    : spawn(process.execPath, [...SERVER_FLAGS, ...NODE_FLAGS, path.join(apiDir, 'src/server.ts')], {
        cwd: apiDir,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
  let output = ''
  server.stdout!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2_000_000)
  })
  let exited = false
  const exit = new Promise<void>((resolve) =>
    server.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  const stop = async () => {
    forget()
    if (!exited) {
      // The whole group when started through pnpm: the server's SIGTERM, as Ctrl-C in a terminal gives it.
      const signal = (name: NodeJS.Signals) => {
        try {
          if (options.viaPnpmStart && server.pid) process.kill(-server.pid, name)
          else server.kill(name)
        } catch {
          // Gone already.
        }
      }
      signal('SIGTERM')
      // A running build is let finish (at most 120 s), as in production.
      await withTimeout(exit, 150_000, 'server stop').catch(() => signal('SIGKILL'))
      // pnpm's shell shim may end before the server does: wait for the whole group.
      for (let i = 0; options.viaPnpmStart && server.pid && i < 1_500; i++) {
        try {
          process.kill(-server.pid, 0)
        } catch {
          break
        }
        await sleep(100)
      }
    }
    await removeData()
  }
  onStop(stop)

  const readyPath = options.readyPath ?? '/api/health'
  const limit = options.startTimeoutMs ?? 4 * 60_000
  const started = performance.now()
  while (performance.now() - started < limit) {
    if (exited)
      throw new Error(`the server exited with ${server.exitCode ?? server.signalCode} before serving`)
    try {
      const response = await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.status === 200) {
        log(`the server answers ${readyPath} after ${seconds(performance.now() - started)} (${baseUrl})`)
        return { baseUrl, dataDir, process: server, output: () => output, stop }
      }
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${readyPath} did not answer 200 within ${limit / 60_000} minutes`)
}

export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
  return (await response.json()) as T
}

/** The seeded administrator's bearer header. */
export async function adminAuth(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, rememberMe: false }),
    signal: AbortSignal.timeout(30_000),
  })
  if (!response.ok) throw new Error(`login: ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

/** A post as the public API answers it (the fields an admin's form sends back). */
export interface ApiPost {
  id: number
  slug: string
  title: string
  shortDescription: string | null
  fullContent: string | null
  imagePath: string | null
  authorName: string | null
  publishedDate: string | null
  categoryId: number | null
  tags: string[]
  seoKeywords: string | null
  seoDescription: string | null
}

/**
 * An admin's save of a post with a new title, as the admin's form sends it: the PUT replaces every text field, so
 * the others go back as they are.
 */
export async function retitlePost(
  baseUrl: string,
  auth: Record<string, string>,
  listed: Pick<ApiPost, 'id'>,
  title: string,
): Promise<void> {
  // Lists answer summaries (no fullContent): the form is sent back from the post's own call.
  const post = await getJson<ApiPost>(`${baseUrl}/api/blog/${listed.id}`, auth)
  const form = new FormData()
  const fields: Record<string, string | number | boolean | null> = {
    Title: title,
    ShortDescription: post.shortDescription,
    FullContent: post.fullContent,
    CategoryId: post.categoryId,
    Tags: post.tags.join(', '),
    SeoKeywords: post.seoKeywords,
    SeoDescription: post.seoDescription,
    IsActive: true,
    AuthorName: post.authorName,
    PublishedDate: post.publishedDate,
    ExistingImagePath: post.imagePath,
  }
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, String(value))
  const response = await fetch(`${baseUrl}/api/blog/${post.id}`, {
    method: 'PUT',
    headers: auth,
    body: form,
    signal: AbortSignal.timeout(30_000),
  })
  if (!response.ok) throw new Error(`save of post ${post.id}: ${response.status} ${await response.text()}`)
}
