import { expect, test } from 'vitest'
import { until } from './helper.ts'
import { astroWorkers, useRealSiteBuild } from './real-site-build.ts'

// The real Astro project built by the real worker, allowed one second (BUILD_TIMEOUT_S=1): a build of the site
// takes several times that (the worker alone needs longer to load Astro), so every build here runs past its time.
// Nothing of ours is stubbed: the seam is the timeout, set below what any real build takes.
const t = useRealSiteBuild('build-timeout', { buildTimeoutMs: 1_000 })
const WAIT_MS = 20_000

const STOPPED = 'Derleme 1 saniyede bitmediği için durduruldu (BUILD_TIMEOUT_S)'

test('a build running past BUILD_TIMEOUT_S is stopped with its processes and recorded as failed, in Turkish, for the admin', async () => {
  const failed = await until(
    'the first build to stop',
    async () => {
      const state = (await t.asAdmin('GET', '/api/site/publish')).body
      return state.lastBuild?.status === 'failed' && !state.building ? state : undefined
    },
    WAIT_MS,
  )
  const build = failed.lastBuild
  expect(build.target).toBe('builder')
  expect(build.reason).toBe('ilk yayın')
  expect(build.logTail).toContain(STOPPED)
  expect(build.logTail.trimEnd().endsWith('yeniden denenir.')).toBe(true)
  // Stopped at its time, not at whatever end the build would have reached.
  expect(build.durationMs).toBeLessThan(10_000)
  expect(failed.live).toBeNull()
  await until('the worker to be gone', async () => (astroWorkers().length === 0 ? true : undefined), 5_000)

  // Nothing stays locked: the next publish starts, runs and is stopped the same way.
  const before = failed.builds.length
  expect((await t.asAdmin('POST', '/api/site/publish')).statusCode).toBe(202)
  const next = await until(
    'the next build to stop',
    async () => {
      const state = (await t.asAdmin('GET', '/api/site/publish')).body
      return state.builds.length > before && state.lastBuild?.id !== build.id && !state.building
        ? state.lastBuild
        : undefined
    },
    WAIT_MS,
  )
  expect(next.status).toBe('failed')
  expect(next.logTail).toContain(STOPPED)
  await until('the worker to be gone', async () => (astroWorkers().length === 0 ? true : undefined), 5_000)
}, 60_000)
