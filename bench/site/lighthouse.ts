// 1. Lighthouse: mobile, simulated throttling, the median of several runs per page.
import { type LaunchedChrome, launch as launchChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_PATH, log, onStop, print, table, withTimeout } from '../shared.ts'
import { CATEGORIES, figuresOf, getJson, missed, SCORE_BUDGET, seconds } from './report.ts'

const LIGHTHOUSE_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']
export const LIGHTHOUSE_RUN_TIMEOUT_MS = 2 * 60_000

/** Asks Chromium to quit, then kills what is left: chrome-launcher's SIGKILL alone leaves a folder in /tmp. */
async function closeChrome(chrome: LaunchedChrome): Promise<void> {
  try {
    if (chrome.process.exitCode === null) {
      const exited = new Promise((resolve) => chrome.process.once('exit', resolve))
      const { webSocketDebuggerUrl } = await getJson<{ webSocketDebuggerUrl: string }>(
        `http://127.0.0.1:${chrome.port}/json/version`,
      )
      const socket = new WebSocket(webSocketDebuggerUrl)
      socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'Browser.close' }))
      await withTimeout(exited, 5_000, 'Chromium close')
    }
  } catch {
    // Killed below.
  }
  chrome.kill()
}

async function lighthouseRun(url: string): Promise<Result> {
  const chrome = await launchChrome({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  const stop = () => closeChrome(chrome)
  const forget = onStop(stop)
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }),
      LIGHTHOUSE_RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    )
    if (!result) throw new Error(`Lighthouse on ${url} returned nothing`)
    const { runtimeError } = result.lhr
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
    return result.lhr
  } finally {
    forget()
    await stop()
  }
}

/**
 * Lighthouse sometimes loses a trace on this machine (NO_NAVSTART and the like): such a run measured nothing, so it
 * is run again, twice at most, instead of ending the part. A page that fails three times still ends it.
 */
async function lighthouseRunWithRetry(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url)
    } catch (error) {
      if (attempt >= 3) throw error
      log(`  ${(error as Error).message.split('\n')[0]}; running it again`)
    }
  }
}

/** The median; the mean of the two middle values for an even count. */
function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const half = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score
  return typeof value === 'number' ? Math.round(value * 100) : undefined
}

/** The audits that cost points in a category, for the lines under the table. */
function losses(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      // Inspector issues say nothing without their types (a CSP violation, a deprecated API…).
      const items = (audit.details as { items?: { issueType?: string }[] } | undefined)?.items ?? []
      const issues = items.flatMap((item) => (item.issueType ? [item.issueType] : []))
      const detail = audit.displayValue || issues.join('; ')
      return `${audit.id} (${audit.score}${detail ? `, ${detail}` : ''})`
    })
}

export async function lighthousePart(
  baseUrl: string,
  pages: [string, string][],
  runs: number,
): Promise<void> {
  const rows: string[][] = []
  const notes: string[] = []
  let version = ''
  const benchmarks: number[] = []
  for (const [name, pagePath] of pages) {
    const lhrs: Result[] = []
    for (let run = 1; run <= runs; run++) {
      log(`lighthouse ${pagePath} run ${run}/${runs}`)
      lhrs.push(await lighthouseRunWithRetry(`${baseUrl}${pagePath}`))
    }
    const median = computeMedianRun(lhrs)
    version = median.lighthouseVersion
    benchmarks.push(...lhrs.map((lhr) => lhr.environment.benchmarkIndex))
    // Each metric is its own median over the runs; the scores and the lost points are the median run's.
    const metric = (id: string) => {
      const measured = lhrs.flatMap((lhr) => lhr.audits[id]?.numericValue ?? [])
      return measured.length === 0 ? undefined : middle(measured)
    }
    const scores = CATEGORIES.map((category) => score(median, category))
    Object.assign(figuresOf(name), {
      scores,
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    })
    rows.push([
      `${name} \`${pagePath}\``,
      ...scores.map((value) => (value === undefined ? '—' : String(value))),
      seconds(metric('largest-contentful-paint')),
      `${Math.round(metric('total-blocking-time') ?? Number.NaN)} ms`,
      (metric('cumulative-layout-shift') ?? Number.NaN).toFixed(3),
      seconds(metric('first-contentful-paint')),
      seconds(metric('speed-index')),
      lhrs.map((lhr) => score(lhr, 'performance') ?? '—').join(' '),
    ])
    CATEGORIES.forEach((category, i) => {
      if (scores[i] === SCORE_BUDGET) return
      missed.push(`Lighthouse ${category} ${scores[i] ?? 'none'} < ${SCORE_BUDGET} on ${pagePath}`)
      notes.push(
        `- ${pagePath} ${category}: ${losses(median, category).join(', ') || 'no scored audit lost points'}`,
      )
    })
  }
  print(
    `## Lighthouse ${version} (mobile, simulated throttling; ${runs === 1 ? 'one run' : `scores of the median run of ${runs}, each metric its median`})`,
  )
  print()
  print(
    table(
      ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'SI', 'perf, every run'],
      rows,
    ),
  )
  print()
  // Lighthouse's own CPU figure for this machine: simulated TBT scales with it.
  print(
    `Budget: ${SCORE_BUDGET} in each category. CPU benchmark index ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}.`,
  )
  if (notes.length > 0) print(['', 'Points lost in the median run (audit, score):', ...notes].join('\n'))
  print()
}
