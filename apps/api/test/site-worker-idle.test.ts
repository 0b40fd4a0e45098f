import { expect, test } from 'vitest'
import { loadConfig } from '../src/env.ts'
import { until } from './helper.ts'
import { astroWorkers, firstBuildEnded, nextBuildEnded, useRealSiteBuild } from './real-site-build.ts'

// The real Astro project built by the real worker from this server's API, with BUILD_WORKER_IDLE_S at 2 s: the
// worker (several hundred MB) must be gone soon after its last build, and the next publish must fork a new one.
const IDLE_MS = 2_000
const t = useRealSiteBuild('worker-idle', { workerIdleMs: IDLE_MS })

test('the Astro worker exits BUILD_WORKER_IDLE_S after its last build, and the next publish forks a new one', async () => {
  const first = await firstBuildEnded(t)
  expect(first.status).toBe('ok')
  // The first build renders every page and picture: a worker that big is replaced at once, a smaller one after its
  // idle time; either way none is left.
  await until(
    'the first worker to go',
    async () => (astroWorkers().length === 0 ? true : undefined),
    IDLE_MS + 10_000,
  )

  // The next publish forks a new worker, which builds what changed…
  expect((await t.asAdmin('POST', '/api/site/publish')).statusCode).toBe(202)
  const next = await nextBuildEnded(t, first.id)
  expect(next.status).toBe('ok')
  expect(next.reason).toBe('yönetici')
  const ended = Date.now()
  // …stays for a save a moment later (no new process to pay for)…
  expect(astroWorkers()).toHaveLength(1)
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS / 2))
  expect(astroWorkers()).toHaveLength(1)
  // …and is gone soon after its idle time.
  await until(
    'the worker to go',
    async () => (astroWorkers().length === 0 ? true : undefined),
    IDLE_MS + 10_000,
  )
  expect(Date.now() - ended).toBeGreaterThanOrEqual(IDLE_MS - 200)
}, 480_000)

test('BUILD_WORKER_IDLE_S: 45 s unless set, whole seconds from 0 to a day, anything else refused at start', () => {
  expect(loadConfig({}).site.workerIdleMs).toBe(45_000)
  expect(loadConfig({ BUILD_WORKER_IDLE_S: '0' }).site.workerIdleMs).toBe(0)
  expect(loadConfig({ BUILD_WORKER_IDLE_S: '600' }).site.workerIdleMs).toBe(600_000)
  for (const bad of ['-1', '1.5', 'kırk', '86401'])
    expect(() => loadConfig({ BUILD_WORKER_IDLE_S: bad })).toThrow(/BUILD_WORKER_IDLE_S/)
})
