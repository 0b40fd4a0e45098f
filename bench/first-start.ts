// From `pnpm start` on a fresh clone to the home page served, and the second start, bounded in time.
//   pnpm --filter @clinic/bench first-start [--ref HEAD] [--minutes 15]
// "A fresh clone" (decision 0250): `git clone` of this repository's commit `--ref` (the committed tree: uncommitted
// changes are not in it) into a temporary folder, then `pnpm install --frozen-lockfile --offline` from the machine's
// pnpm store. The install is timed but not counted: it depends on the network and the store, not on the product.
// Nothing else is there: no turbo cache, no admin build, no apps/site/.astro, no data folder. Then `pnpm start`
// (a free loopback port) is timed until `GET /` answers 200 with the home page's HTML, stopped with SIGTERM, and
// started again the same way. Prints a Markdown table. The clone is removed at the end, also on failure.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  bound,
  freePort,
  GOAL_HEAD,
  log,
  machine,
  met,
  onStop,
  print,
  repoRoot,
  seconds,
  sleep,
  stopAll,
  table,
} from './shared.ts'

const { values } = parseArgs({
  options: { ref: { type: 'string', default: 'HEAD' }, minutes: { type: 'string', default: '15' } },
})
const limitMs = Number(values.minutes) * 60_000
if (!(limitMs > 0) || limitMs > 30 * 60_000) throw new Error('--minutes must be above 0 and at most 30')
const GOAL_FIRST_MS = 30_000
const GOAL_SECOND_MS = 5_000
const START_TIMEOUT_MS = 5 * 60_000
const POLL_MS = 100
bound(limitMs, 'first-start')

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 ** 2 }, (error) =>
      error ? reject(error) : resolve(),
    )
    child.stdout?.pipe(process.stderr)
    child.stderr?.pipe(process.stderr)
  })
}

interface Start {
  /** From spawning `pnpm start` to the first 200 with the home page. */
  ms: number
  /** The first line of the server's log that says the site was seeded, built or served from a release. */
  output: string
}

/** `pnpm start` in its own process group (pnpm, turbo, the server, the Astro worker), until `/` answers the page. */
async function start(clone: string, port: number): Promise<Start> {
  const began = performance.now()
  const child: ChildProcess = spawn('pnpm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      TURBO_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    },
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000)
    process.stderr.write(chunk)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      return
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {}
    }, 150_000)
    await exited
    clearTimeout(killer)
    // The group's last processes (the server after pnpm) may outlive pnpm by a moment.
    for (let i = 0; i < 100; i++) {
      try {
        process.kill(-child.pid!, 0)
      } catch {
        break
      }
      await sleep(100)
    }
  }
  const forget = onStop(stop)
  let gone = false
  child.once('exit', () => {
    gone = true
  })
  const deadline = Date.now() + START_TIMEOUT_MS
  let ms = 0
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) })
      const body = await response.text()
      if (response.status === 200 && body.includes('<html')) {
        ms = performance.now() - began
        break
      }
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_MS)
  }
  await stop()
  forget()
  if (!ms)
    throw new Error(`pnpm start did not serve / within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`)
  return { ms, output }
}

const work = await mkdtemp(path.join(os.tmpdir(), 'clinic-bench-first-start-'))
onStop(() => rm(work, { recursive: true, force: true, maxRetries: 3 }))
const clone = path.join(work, 'clinic')
const began = performance.now()
let failed = false
const rows: string[][] = []
const goals: string[][] = []
try {
  const commit = execFileSync('git', ['rev-parse', values.ref], { cwd: repoRoot, encoding: 'utf8' }).trim()
  log(`first-start: cloning ${repoRoot} (${commit}) into ${clone}`)
  await run('git', ['clone', '--quiet', '--no-checkout', repoRoot, clone], work, 120_000)
  await run('git', ['checkout', '--quiet', '--detach', commit], clone, 120_000)
  const installStarted = performance.now()
  await run('pnpm', ['install', '--frozen-lockfile', '--offline'], clone, 5 * 60_000)
  const installMs = performance.now() - installStarted
  const port = await freePort()
  log('first-start: pnpm start on the fresh clone')
  const first = await start(clone, port)
  log('first-start: pnpm start again')
  const second = await start(clone, port)
  rows.push(
    ['pnpm install --frozen-lockfile --offline (not counted)', seconds(installMs)],
    ['first `pnpm start` → home page served', seconds(first.ms)],
    ['second `pnpm start` → home page served', seconds(second.ms)],
  )
  goals.push(
    [
      'first start on a fresh clone → home page',
      seconds(first.ms),
      '62.50 s (issue 22)',
      '≤ 30.00 s',
      met(first.ms <= GOAL_FIRST_MS),
    ],
    ['second start → home page', seconds(second.ms), '—', '≤ 5.00 s', met(second.ms <= GOAL_SECOND_MS)],
  )
} catch (error) {
  log((error as Error).stack ?? String(error))
  failed = true
} finally {
  await stopAll()
}

print(`## First start: \`pnpm start\` on a fresh clone (${new Date().toISOString().slice(0, 10)})`)
print()
print(`${machine()}.`)
print()
print(table(['step', 'time'], rows))
print()
print(
  'A fresh clone is `git clone` of the committed tree, then `pnpm install --frozen-lockfile --offline` from the ' +
    "machine's pnpm store (not counted): no turbo cache, no admin build, no Astro cache, no data folder. Each start " +
    'is timed from spawning `pnpm start` to the first `GET /` answering 200 with the home page (polled every ' +
    `${POLL_MS} ms), then stopped with SIGTERM. This script took ${seconds(performance.now() - began)}.`,
)
print()
print(table(GOAL_HEAD, goals))
print()
process.exit(failed ? 1 : 0)
