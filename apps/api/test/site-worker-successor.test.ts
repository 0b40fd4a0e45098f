import { expect, test } from 'vitest'
import { loadConfig } from '../src/env.ts'
import { until } from './helper.ts'
import {
  astroWorkers,
  firstBuildEnded,
  nextBuildEnded,
  publishState as publishStateOf,
  useRealSiteBuild,
} from './real-site-build.ts'

// The real Astro project built by the real worker, with BUILD_WORKER_PEAK_MB at its lowest (100 MB, below any build's
// peak): every worker is replaced after its build, and its successor must be forked at once, before any save asks
// for a build, so the next save does not wait for Astro to load (decision 0287). It still leaves after its idle time.
const IDLE_MS = 8_000
const t = useRealSiteBuild('worker-successor', { workerIdleMs: IDLE_MS, workerPeakBytes: 100 * 1024 ** 2 })

const publishState = () => publishStateOf(t)
/** The one worker running once `worker` has gone: its successor, forked with no build asked for. */
const successorOf = (worker: string | undefined) =>
  until(
    `a successor of worker ${worker}`,
    async () => {
      const workers = astroWorkers()
      return workers.length === 1 && workers[0] !== worker ? workers[0] : undefined
    },
    10_000,
  )

test('a worker replaced for its peak after a good build is followed at once by a new one, which leaves when idle', async () => {
  const building = await until(
    'the first build to run in a worker',
    async () => {
      const workers = astroWorkers()
      return (await publishState()).building && workers.length === 1 ? workers[0] : undefined
    },
    60_000,
  )
  const first = await firstBuildEnded(t)
  expect(first.status).toBe('ok')
  // No save since: a new process all the same, ready for the next one.
  const successor = await successorOf(building)
  expect(successor).not.toBe(building)
  const state = await publishState()
  expect(state.building).toBe(false)
  expect(state.lastBuild.id).toBe(first.id)

  // The next save's build runs in it: no process to start.
  expect((await t.asAdmin('POST', '/api/site/publish')).statusCode).toBe(202)
  const builtBy = await until(
    'the next build to run',
    async () => ((await publishState()).building ? astroWorkers() : undefined),
    10_000,
  )
  expect(builtBy).toEqual([successor])
  const next = await nextBuildEnded(t, first.id)
  expect(next.status).toBe('ok')
  const third = await successorOf(successor)
  expect(third).not.toBe(building)
  // Nobody builds with that one: it goes after its idle time, and none follows it.
  await until(
    'the successor to go',
    async () => (astroWorkers().length === 0 ? true : undefined),
    IDLE_MS + 10_000,
  )
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(astroWorkers()).toEqual([])
}, 300_000)

test('BUILD_WORKER_PEAK_MB: 500 unless set, whole megabytes from 100, anything else refused at start', () => {
  const MB = 1024 ** 2
  expect(loadConfig({}).site.workerPeakBytes).toBe(500 * MB)
  expect(loadConfig({ BUILD_WORKER_PEAK_MB: '100' }).site.workerPeakBytes).toBe(100 * MB)
  expect(loadConfig({ BUILD_WORKER_PEAK_MB: '2048' }).site.workerPeakBytes).toBe(2048 * MB)
  for (const bad of ['99', '-1', '1.5', 'çok', '65537'])
    expect(() => loadConfig({ BUILD_WORKER_PEAK_MB: bad })).toThrow(/BUILD_WORKER_PEAK_MB/)
})
