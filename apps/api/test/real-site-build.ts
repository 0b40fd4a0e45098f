import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { SiteConfig } from '../src/env.ts'
import { type TestApp, until, useTestApp } from './helper.ts'

/**
 * A test app that builds the real Astro project with the real worker from its own API over loopback, in a site folder
 * of its own. Nothing of ours is stubbed: a test sets the one limit it is about (a build timeout, an idle time).
 */
export function useRealSiteBuild(label: string, site: Partial<SiteConfig>): TestApp {
  const siteRoot = mkdtempSync(path.join(os.tmpdir(), `clinic-${label}-`))
  const t = useTestApp({
    site: {
      build: true,
      source: fileURLToPath(new URL('../../site', import.meta.url)),
      sourceFolders: [],
      root: siteRoot,
      buildTimeoutMs: 240_000,
      analytics: { gaId: undefined, clarityId: undefined, metaPixelId: undefined },
      ...site,
    },
  })
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  // Publishing starts only after the first test's tables were emptied (useTestApp's beforeEach runs first): a build
  // started sooner reads the tables while they are truncated, and PostgreSQL ends one of the two as a deadlock.
  beforeEach(async () => {
    await t.app.publishing.start()
  })
  afterAll(() => rm(siteRoot, { recursive: true, force: true }))
  return t
}

/** Processes this test process started that run the Astro worker (pgrep answers 1 when there are none). */
export function astroWorkers(): string[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'astro-worker'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
  } catch {
    return []
  }
}

/** The admin's view of publishing (GET /api/site/publish). */
export const publishState = async (t: TestApp) => (await t.asAdmin('GET', '/api/site/publish')).body

/** The first build's record once it has ended (it renders every page and picture: up to minutes). */
export const firstBuildEnded = (t: TestApp) =>
  until(
    'the first build to end',
    async () => {
      const state = await publishState(t)
      return state.lastBuild && !state.building ? state.lastBuild : undefined
    },
    200_000,
  )

/** The record of the build after `previousId` once publishing has settled. */
export const nextBuildEnded = (t: TestApp, previousId: number) =>
  until(
    'the next build to end',
    async () => {
      const state = await publishState(t)
      return !state.building && !state.pending && state.lastBuild?.id !== previousId
        ? state.lastBuild
        : undefined
    },
    200_000,
  )
