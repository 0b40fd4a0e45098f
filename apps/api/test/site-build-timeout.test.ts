import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { useTestApp } from './helper.ts'

// The real Astro project built by the real worker, allowed one second (BUILD_TIMEOUT_S=1): a build of the site
// takes several times that (the worker alone needs longer to load Astro), so every build here runs past its time.
// Nothing of ours is stubbed: the seam is the timeout, set below what any real build takes.
const siteRoot = mkdtempSync(path.join(os.tmpdir(), 'clinic-build-timeout-'))
const t = useTestApp({
  site: {
    build: true,
    source: fileURLToPath(new URL('../../site', import.meta.url)),
    sourceFolders: [],
    root: siteRoot,
    buildTimeoutMs: 1_000,
    analytics: { gaId: undefined, clarityId: undefined, metaPixelId: undefined },
  },
})

beforeAll(async () => {
  // The build reads this server's API over loopback.
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  await t.app.publishing.start()
})
afterAll(() => rm(siteRoot, { recursive: true, force: true }))

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** Processes this test process started that run the Astro worker (pgrep answers 1 when there are none). */
function astroWorkers(): string[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'astro-worker'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
  } catch {
    return []
  }
}

const STOPPED = 'Derleme 1 saniyede bitmediği için durduruldu (BUILD_TIMEOUT_S)'

test('a build running past BUILD_TIMEOUT_S is stopped with its processes and recorded as failed, in Turkish, for the admin', async () => {
  const failed = await until('the first build to stop', async () => {
    const state = (await t.asAdmin('GET', '/api/site/publish')).body
    return state.lastBuild?.status === 'failed' && !state.building ? state : undefined
  })
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
  const next = await until('the next build to stop', async () => {
    const state = (await t.asAdmin('GET', '/api/site/publish')).body
    return state.builds.length > before && state.lastBuild?.id !== build.id && !state.building
      ? state.lastBuild
      : undefined
  })
  expect(next.status).toBe('failed')
  expect(next.logTail).toContain(STOPPED)
  await until('the worker to be gone', async () => (astroWorkers().length === 0 ? true : undefined), 5_000)
}, 60_000)
