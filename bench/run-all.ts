// Every benchmark in sequence, each beside its reference; prints their tables and writes BENCHMARKS.md.
//   pnpm bench [--quick] [--only pages,build,publishing,api,memory,start] [--out FILE] [--postgres URL]
// Steps: pages (site-budgets.ts), build (build-time.ts: 100 and 1,000 posts, then 5,000), publishing
// (publish-latency.ts on PGlite and PostgreSQL with 500 posts, then PGlite with 5,000), api (bench-api.ts on PGlite
// and PostgreSQL), memory (memory.ts), start (first-start.ts: a fresh clone's first and second `pnpm start`). Each runs as its own process, bounded in time,
// on loopback; its tables go to stdout and its progress to a log file. PostgreSQL runs use a fresh database created
// for the step on --postgres (default postgres://postgres@127.0.0.1:5432) and dropped afterwards. --quick is a short
// smoke run written to a file under /tmp unless --out says otherwise; a full run writes BENCHMARKS.md at the root.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { GOAL_HEAD, log, machine, repoRoot, seconds, table } from './shared.ts'

const STEPS = ['pages', 'build', 'publishing', 'api', 'memory', 'start'] as const
type Step = (typeof STEPS)[number]

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
  },
})
const quick = values.quick
const only = (values.only?.split(',') ?? [...STEPS]) as Step[]
if (only.some((step) => !STEPS.includes(step))) throw new Error(`--only takes ${STEPS.join(', ')}`)
const benchDir = fileURLToPath(new URL('./', import.meta.url))
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
const logDir = path.join(os.tmpdir(), `clinic-bench-${stamp}`)
const out = path.resolve(
  values.out ?? (quick ? path.join(logDir, 'BENCHMARKS.quick.md') : path.join(repoRoot, 'BENCHMARKS.md')),
)
const postgres = values.postgres.replace(/\/+$/, '')

interface Run {
  step: Step
  title: string
  command: string
  /** Minutes before the runner stops it (each script also bounds itself). */
  limitMinutes: number
  database?: boolean
  /** Exit 1 means "a budget was missed", not "the run failed". */
  exitOneIsVerdict?: boolean
  args: string[]
}

const runs: Run[] = [
  {
    step: 'pages',
    title: '1. Pages: Lighthouse, bytes and JavaScript before interaction',
    command: 'site-budgets.ts',
    limitMinutes: quick ? 15 : 60,
    exitOneIsVerdict: true,
    args: ['--runs', quick ? '1' : '5'],
  },
  {
    step: 'build',
    title: '2. Build: from the API beside Astro from Markdown files',
    command: 'build-time.ts',
    limitMinutes: 16,
    args: quick ? ['--quick'] : [],
  },
  // Issue 22: the same figures at 5,000 posts and 500 operations (one cold build a side: each takes minutes).
  ...(quick
    ? []
    : [
        {
          step: 'build',
          title: '2. Build at 5,000 posts',
          command: 'build-time.ts',
          limitMinutes: 50,
          args: ['--sizes', '5000', '--repeat', '1', '--minutes', '48'],
        } satisfies Run,
      ]),
  ...(['PGlite', 'PostgreSQL'] as const).map(
    (db): Run => ({
      step: 'publishing',
      title: `3. Publishing: admin save to page served (${db})`,
      command: 'publish-latency.ts',
      limitMinutes: 21,
      database: db === 'PostgreSQL',
      args: quick ? ['--posts', '50', '--ops', '10', '--edits', '3', '--burst', '5'] : [],
    }),
  ),
  // Issue 23: a translation's edit goes live as fast, with every item in four languages (four times the pages).
  ...(['en', 'ka', 'ru'] as const).map(
    (locale): Run => ({
      step: 'publishing',
      title: `3. Publishing: a ${locale} translation's save to its page served, four languages (PGlite)`,
      command: 'publish-latency.ts',
      limitMinutes: 21,
      args: [
        '--locale',
        locale,
        ...(quick ? ['--posts', '50', '--ops', '10', '--edits', '3', '--burst', '5'] : ['--edits', '10']),
      ],
    }),
  ),
  ...(quick
    ? []
    : [
        {
          step: 'publishing',
          title: '3. Publishing at 5,000 posts (PGlite)',
          command: 'publish-latency.ts',
          limitMinutes: 41,
          args: ['--posts', '5000', '--ops', '500', '--edits', '10', '--burst', '10'],
        } satisfies Run,
      ]),
  ...(['PGlite', 'PostgreSQL'] as const).map(
    (db): Run => ({
      step: 'api',
      title: `4. API: public reads beside a bare Fastify route (${db})`,
      command: 'bench-api.ts',
      limitMinutes: 15,
      database: db === 'PostgreSQL',
      args: quick ? ['--posts', '50', '--ops', '10', '--seconds', '1'] : [],
    }),
  ),
  {
    step: 'memory',
    title: '5. Memory of the running product',
    command: 'memory.ts',
    limitMinutes: 21,
    args: quick ? ['--quick'] : [],
  },
  {
    step: 'start',
    title: '6. First start: `pnpm start` on a fresh clone',
    command: 'first-start.ts',
    limitMinutes: 16,
    args: [],
  },
]

// ---- PostgreSQL: a fresh database per run ----

function psql(sql: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      'psql',
      [`${postgres}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qc', sql],
      { timeout: 60_000 },
      (error) => (error ? reject(error) : resolve()),
    ),
  )
}

// ---- one run ----

/** Exit 0, or exit 1 from a script whose 1 is a verdict (a budget missed). */
const succeeded = (r: { exitCode: number | null; run: Run }) =>
  r.exitCode === 0 || (r.exitCode === 1 && r.run.exitOneIsVerdict === true)

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // Gone already.
  }
}

/** The script running now: Ctrl-C reaches the runner alone (the script has its own process group). */
let current: ChildProcess | undefined
/** The fresh PostgreSQL database of the script running now, dropped however the run ends. */
let currentDatabase: string | undefined
let stopping = false

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping ${current ? 'the script running and ' : ''}the runner`)
    stopping = true
    const child = current
    const dropped = () =>
      (currentDatabase ? psql(`drop database if exists ${currentDatabase} with (force)`) : Promise.resolve())
        .catch(() => undefined)
        .finally(() => process.exit(130))
    if (!child) {
      void dropped()
      return
    }
    child.once('close', dropped)
    // The whole group: a script killed alone would leave its server running.
    stopGroup(child, 'SIGTERM')
    // What is left after a minute is killed; its close then drops the database and ends the runner.
    setTimeout(() => stopGroup(child, 'SIGKILL'), 60_000).unref()
    setTimeout(() => process.exit(130), 90_000).unref()
  })
}

interface Result {
  run: Run
  exitCode: number | null
  ms: number
  loadBefore: number
  stdout: string
  logFile: string
  /** The end of its log, shown when it failed. */
  logTail: string
  /** A first attempt that failed, when this is the second. */
  retried?: Result
}

async function runOne(run: Run, index: number, attempt: number): Promise<Result> {
  const name = `${index + 1}-${run.step}${run.database ? '-postgres' : ''}${attempt > 1 ? `-attempt-${attempt}` : ''}`
  const logFile = path.join(logDir, `${name}.log`)
  const args = [...run.args]
  let database: string | undefined
  if (run.database) {
    database = `bench_run_${stamp.replace('-', '_')}_${index + 1}_${attempt}`
    await psql(`create database ${database}`)
    currentDatabase = database
    args.push('--database-url', `${postgres}/${database}`)
  }
  const loadBefore = os.loadavg()[0]!
  log(`\n▶ ${run.title}: node ${run.command} ${args.join(' ')} (log: ${logFile})`)
  const logStream = createWriteStream(logFile)
  const started = performance.now()
  const child = spawn(process.execPath, [run.command, ...args], {
    cwd: benchDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a script that does not stop can be ended with all it started.
    detached: true,
  })
  current = child
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    process.stdout.write(chunk)
    logStream.write(chunk)
  })
  child.stderr.pipe(logStream)
  // SIGTERM to the script and what it started (servers stop gracefully); SIGKILL to what is left a minute later.
  const timer = setTimeout(() => {
    log(`  ${run.command}: over ${run.limitMinutes} minutes, stopping it`)
    stopGroup(child, 'SIGTERM')
    setTimeout(() => stopGroup(child, 'SIGKILL'), 60_000).unref()
  }, run.limitMinutes * 60_000)
  const exitCode = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  clearTimeout(timer)
  current = undefined
  logStream.end()
  const ms = performance.now() - started
  log(`  ${run.command}: exit ${exitCode} after ${seconds(ms)}`)
  if (database) {
    await psql(`drop database if exists ${database} with (force)`).catch((error) => log(String(error)))
    currentDatabase = undefined
  }
  const logTail = (await readFile(logFile, 'utf8').catch(() => ''))
    .split('\n')
    // The server's JSON lines say little here; the script's own lines and errors do.
    .filter((line) => line.trim() !== '' && !line.startsWith('{'))
    .slice(-15)
    .join('\n')
  return { run, exitCode, ms, loadBefore, stdout, logFile, logTail }
}

// ---- BENCHMARKS.md ----

interface Table {
  /** Lower-cased. */
  head: string[]
  rows: string[][]
}

/** The Markdown tables in a script's output. */
function tables(stdout: string): Table[] {
  const found: Table[] = []
  const lines = stdout.split('\n')
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim())
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trim().startsWith('|') || !/^\|\s*:?-/.test(lines[i + 1]?.trim() ?? '')) continue
    const table: Table = { head: cells(lines[i]!).map((cell) => cell.toLowerCase()), rows: [] }
    for (i += 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) table.rows.push(cells(lines[i]!))
    found.push(table)
  }
  return found
}

/** Every row of a table whose header has goal and met, in the summary's columns. */
function verdicts(stdout: string): string[][] {
  return tables(stdout).flatMap(({ head, rows }) => {
    if (!head.includes('goal') || !head.includes('met')) return []
    const at = (row: string[], name: string) => (head.includes(name) ? row[head.indexOf(name)] : '') || '—'
    return rows.map((row) => GOAL_HEAD.map((name) => at(row, name)))
  })
}

/** Issue 11's goal for the public reads: at least half of a bare Fastify route's rate, when the cache answers. */
const CEILING_SHARE_GOAL = 50

/**
 * bench-api.ts prints each call beside its ceiling (req/s, p99, the API's share) without a verdict: the rows become
 * verdicts against issue 11's goal. Calls marked "(miss)" measure the uncached path on purpose and have no goal.
 */
function ceilingVerdicts(stdout: string): string[][] {
  return tables(stdout).flatMap(({ head, rows }) => {
    const col = (pattern: RegExp) => head.findIndex((name) => pattern.test(name))
    const [share, apiRps, ceilingRps, apiP99, ceilingP99] = [
      col(/^api \/ ceiling/),
      col(/^api req\/s/),
      col(/^ceiling req\/s/),
      col(/^api p99/),
      col(/^ceiling p99/),
    ]
    if ([share, apiRps, ceilingRps, apiP99, ceilingP99].includes(-1)) return []
    return rows.map((row) => {
      const uncached = /\bmiss\)/.test(row[0]!)
      const percent = Number.parseFloat(row[share]!)
      return [
        row[0]!,
        `${row[apiRps]} req/s, p99 ${row[apiP99]} ms`,
        `${row[ceilingRps]} req/s, p99 ${row[ceilingP99]} ms bare Fastify`,
        uncached ? '— (uncached on purpose)' : `≥ ${CEILING_SHARE_GOAL} % of the ceiling`,
        uncached ? row[share]! : `${percent >= CEILING_SHARE_GOAL ? 'yes' : 'no'} (${row[share]})`,
      ]
    })
  })
}

/**
 * publish-latency.ts prints no reference column; the floor of "save → page served" is the build itself (Astro and
 * the release, its median), which it prints as a row of its own: that row becomes the others' reference.
 */
function withFloor(rows: string[][]): string[][] {
  const build = rows.find((row) => row[0]!.startsWith('one build, median'))
  if (!build) return rows
  return rows.map((row) =>
    row[0]!.startsWith('save → page served') && row[2] === '—'
      ? [row[0]!, row[1]!, `${build[1]} the build alone`, row[3]!, row[4]!]
      : row,
  )
}

/** A script's own headings go down so that its first level is the third, under the section of its run. */
function nested(stdout: string): string {
  const lines = stdout.trim().split('\n')
  const levels = lines.flatMap((line) => /^(#{1,6}) /.exec(line)?.[1]?.length ?? [])
  const shift = '#'.repeat(Math.max(0, 3 - Math.min(3, ...levels)))
  return lines.map((line) => (/^#{1,6} /.test(line) ? `${shift}${line}` : line)).join('\n')
}

const fenced = (text: string) => `\`\`\`text\n${text.trim()}\n\`\`\``

/** Plain-text output (no Markdown table) is kept as it printed; a failed run shows the end of its log. */
function section(r: Result): string {
  const output =
    r.stdout.trim() === '' ? '' : /^\|.*\|\s*$/m.test(r.stdout) ? nested(r.stdout) : fenced(r.stdout)
  if (succeeded(r)) return output || '(no output)'
  return [output, `It failed (exit ${r.exitCode}); the end of its log (\`${r.logFile}\`):`, fenced(r.logTail)]
    .filter(Boolean)
    .join('\n\n')
}

function document(results: Result[], began: Date, finished: Date): string {
  const status = (r: Result) =>
    `${
      r.exitCode === 0
        ? 'ok'
        : r.exitCode === 1 && r.run.exitOneIsVerdict
          ? 'ok, a budget missed'
          : `failed (exit ${r.exitCode}), see its log`
    }${r.retried ? `; the second attempt (the first failed with exit ${r.retried.exitCode}: \`${r.retried.logFile}\`)` : ''}`
  const summary = results.flatMap((r) =>
    [...withFloor(verdicts(r.stdout)), ...ceilingVerdicts(r.stdout)].map((row) => [
      r.run.title.replace(/:.*?(\(|$)/, ' $1').trim(),
      ...row,
    ]),
  )
  return [
    '# Benchmarks',
    '',
    `The latest ${quick ? 'quick (smoke) run' : 'run'} of \`pnpm bench${quick ? ' --quick' : ''}\`: ` +
      `${began.toISOString().slice(0, 16).replace('T', ' ')} to ${finished.toISOString().slice(11, 16)} UTC. ` +
      'The scripts, their options and what each measures are in `bench/README.md`.',
    '',
    `Machine: ${machine()}, at the end of the run (at the start of each script in the table below). The ` +
      'machine is shared with other engineers, whose tests and builds run at the same time: figures are noisy, ' +
      'and each reference is measured in the same run so that ratios stay meaningful. Everything runs on loopback, ' +
      'the load generator on the same two cores as the server.',
    '',
    table(
      ['script', 'took', 'load average at its start', 'result'],
      results.map((r) => [
        `${r.run.title.split(':')[0]} \`${r.run.command}${r.run.database ? ' --database-url' : ''}\``,
        seconds(r.ms),
        r.loadBefore.toFixed(2),
        status(r),
      ]),
    ),
    '',
    '## Summary: every figure with a goal',
    '',
    summary.length > 0
      ? table(['part', ...GOAL_HEAD], summary)
      : 'No script printed a table of goals (see the sections below).',
    '',
    "The sections below hold every script's own tables, the figures without a goal among them (bytes per page " +
      'by type, every Lighthouse metric, memory per process), each beside its reference.',
    '',
    ...results.flatMap((r) => [`## ${r.run.title}`, '', section(r), '']),
  ].join('\n')
}

// ---- main ----

await mkdir(logDir, { recursive: true })
const began = new Date()
log(`pnpm bench${quick ? ' --quick' : ''}: ${only.join(', ')}; logs in ${logDir}; writes ${out}`)
if (os.loadavg()[0]! >= 1.5) log(`load average ${os.loadavg()[0]!.toFixed(2)}: the figures will be noisy`)
const results: Result[] = []
for (const [index, run] of runs.entries()) {
  if (stopping) break
  if (!only.includes(run.step)) continue
  try {
    const first = await runOne(run, index, 1)
    // A shared machine sometimes fails a run for reasons of its own (a start-up past a timeout under load): one
    // more attempt, and the document says so.
    if (succeeded(first) || stopping) results.push(first)
    else {
      log(`  ${run.command} failed; running it once more`)
      results.push({ ...(await runOne(run, index, 2)), retried: first })
    }
  } catch (error) {
    log(`${run.command}: ${(error as Error).message}`)
  }
}
const finished = new Date()
const written = document(results, began, finished)
await writeFile(out, `${written}\n`)
// The summary once more at the end of the terminal's output.
const summaryAt = written.indexOf('## Summary')
process.stdout.write(`\n${written.slice(summaryAt, written.indexOf('\n## ', summaryAt))}\n`)
// Biome formats Markdown in this repository: the file is written as it would leave it.
await new Promise<void>((resolve) =>
  execFile('pnpm', ['exec', 'biome', 'format', '--write', out], { cwd: repoRoot }, () => resolve()),
)
log(`\nwrote ${out} (${seconds(finished.getTime() - began.getTime())})`)
process.exit(results.every(succeeded) ? 0 : 1)
