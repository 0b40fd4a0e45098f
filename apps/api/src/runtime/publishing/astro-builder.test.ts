import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import {
  createAstroBuilder,
  keepsWorker,
  MAX_WORKER_PEAK_BYTES,
  MAX_WORKER_RSS_BYTES,
  timeoutReason,
} from './astro-builder.ts'

// The seam: SITE_BUILD_API_URL, the build's one input from outside, points at a server that accepts every request
// and never answers, so the real site build hangs in its content loaders as it would behind a stuck API.
const silent = createServer(() => {})
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
const out = mkdtempSync(path.join(os.tmpdir(), 'clinic-astro-hang-'))
afterAll(() => {
  silent.closeAllConnections()
  silent.close()
  rmSync(out, { recursive: true, force: true })
})

/** The processes of a process group (`ps` answers 1 when there are none). */
function groupMembers(pgid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
  } catch {
    return []
  }
}

test('a build hanging on its content is stopped at its time, with every process it started', async () => {
  const timeoutMs = 8_000
  const builder = createAstroBuilder({
    source: fileURLToPath(new URL('../../../../site', import.meta.url)),
    env: () => ({
      SITE_BUILD_API_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      PUBLIC_SITE_URL: 'http://localhost:4321',
      SITE_OUT_DIR: path.join(out, 'dist'),
      SITE_CACHE_DIR: path.join(out, 'cache'),
    }),
    timeoutMs,
  })
  expect(builder.status()).toMatchObject({ state: 'stopped', rssBytes: undefined })
  const started = Date.now()
  const run = builder.build({ force: true, clean: true })
  await new Promise((resolve) => setTimeout(resolve, timeoutMs / 2))
  const pid = builder.workerPid
  expect(pid).toBeGreaterThan(0)
  // The health check's view: building since the build was asked for.
  const running = builder.status()
  expect(running.state).toBe('running')
  expect(running.since.getTime()).toBeGreaterThanOrEqual(started)
  expect(groupMembers(pid!).length).toBeGreaterThan(0)
  // Rolldown's allocator without transparent huge pages, freed pages returned at once (decision 0241): with them, the
  // worker of a 500-post rebuild held 230 MB more.
  const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
  expect(environment).toEqual(expect.arrayContaining(['MIMALLOC_ALLOW_THP=0', 'MIMALLOC_PURGE_DELAY=0']))

  const result = await run
  expect(result).toMatchObject({ ok: false, timedOut: true })
  expect(result.log.trimEnd().endsWith(timeoutReason(timeoutMs))).toBe(true)
  expect(Date.now() - started).toBeLessThan(timeoutMs + 5_000)
  await expect.poll(() => groupMembers(pid!), { timeout: 5_000 }).toEqual([])
  expect(builder.workerPid).toBeUndefined()
  const stopped = builder.status()
  expect(stopped.state).toBe('stopped')
  expect(stopped.since.getTime()).toBeGreaterThan(running.since.getTime())
}, 30_000)

test('a cold build gets the cold limit (BUILD_COLD_TIMEOUT_S), not the shorter one of an incremental build', async () => {
  const timeoutMs = 2_000
  const coldTimeoutMs = 8_000
  const builder = createAstroBuilder({
    source: fileURLToPath(new URL('../../../../site', import.meta.url)),
    env: () => ({
      SITE_BUILD_API_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      PUBLIC_SITE_URL: 'http://localhost:4321',
      SITE_OUT_DIR: path.join(out, 'dist-cold'),
      SITE_CACHE_DIR: path.join(out, 'cache-cold'),
    }),
    timeoutMs,
    coldTimeoutMs,
  })
  const started = Date.now()
  // The builder's first build, neither clean nor forced: its output folder is empty, so it is cold all the same.
  const result = await builder.build({ force: false, clean: false })
  const took = Date.now() - started
  expect(result).toMatchObject({ ok: false, timedOut: true })
  expect(result.log.trimEnd().endsWith(timeoutReason(coldTimeoutMs, 'BUILD_COLD_TIMEOUT_S'))).toBe(true)
  expect(took).toBeGreaterThanOrEqual(coldTimeoutMs)
  expect(took).toBeLessThan(coldTimeoutMs + 5_000)
}, 30_000)

test('a worker serves the next build only after a success, while it holds at most 512 MB and peaked at most 500 MB', () => {
  const MB = 1024 ** 2
  expect(MAX_WORKER_RSS_BYTES).toBe(512 * MB)
  expect(MAX_WORKER_PEAK_BYTES).toBe(500 * MB)
  // A new worker's first incremental build at 500 posts in Turkish ends near 410 MB, its peak near 440 MB: it is
  // kept for the next save.
  expect(keepsWorker({ ok: true, builds: 1, rssBytes: 410 * MB, peakRssBytes: 440 * MB })).toBe(true)
  // Grown past the bound by the builds before (each leaves its modules loaded): replaced.
  expect(keepsWorker({ ok: true, builds: 3, rssBytes: 554 * MB, peakRssBytes: 600 * MB })).toBe(false)
  // At 500 posts in four languages it ends under 512 MB but peaked near 550 MB: its next build would peak near
  // 700 MB, so it is replaced (decision 0284).
  expect(keepsWorker({ ok: true, builds: 1, rssBytes: 467 * MB, peakRssBytes: 544 * MB })).toBe(false)
  // A failed build may leave Astro half-made, whatever its size.
  expect(keepsWorker({ ok: false, builds: 1, rssBytes: 300 * MB, peakRssBytes: 300 * MB })).toBe(false)
  expect(keepsWorker({ ok: true, builds: 100, rssBytes: 300 * MB, peakRssBytes: 300 * MB })).toBe(false)
  // BUILD_WORKER_PEAK_MB raised on a server with memory to spare: that worker is kept.
  expect(keepsWorker({ ok: true, builds: 1, rssBytes: 467 * MB, peakRssBytes: 544 * MB }, 1024 * MB)).toBe(
    true,
  )
})
