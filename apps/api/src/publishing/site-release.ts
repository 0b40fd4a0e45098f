import { spawn } from 'node:child_process'
import { createReadStream, createWriteStream } from 'node:fs'
import { cp, mkdir, readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** Where a site's builds live: Astro's output and cache (reused build to build), the releases and `current`. */
export interface SiteDirs {
  /** The Astro project (apps/site). */
  source: string
  /** DATA_DIR/site: everything below belongs to this database's content. */
  root: string
}

export const siteLayout = (root: string) => ({
  root,
  out: path.join(root, 'build'),
  cache: path.join(root, 'cache'),
  releases: path.join(root, 'releases'),
  /** A symlink to the release being served; swapped with rename, so a request sees the old or the new one. */
  current: path.join(root, 'current'),
})

export interface BuildResult {
  ok: boolean
  release?: string
  durationMs: number
  /** The build's output, last lines first kept (for the publishing view and for a failed build's reason). */
  log: string
}

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/
const KEEP_RELEASES = 3
const LOG_LIMIT = 64 * 1024

/** Runs `astro build` in a child process with exactly the environment the site reads (see apps/site/site-env.ts). */
function runAstroBuild(dirs: SiteDirs, env: Record<string, string>): Promise<{ code: number; log: string }> {
  const astroPackage = createRequire(path.join(dirs.source, 'package.json')).resolve('astro/package.json')
  const astroBin = path.join(path.dirname(astroPackage), 'bin', 'astro.mjs')
  const layout = siteLayout(dirs.root)
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      cwd: dirs.source,
      env: {
        ...env,
        SITE_OUT_DIR: layout.out,
        SITE_CACHE_DIR: layout.cache,
        NODE_ENV: 'production',
        // A server build reports nothing to Astro's telemetry service.
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-LOG_LIMIT)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error) => resolve({ code: 1, log: `${log}\n${error.message}` }))
    child.on('close', (code) => resolve({ code: code ?? 1, log }))
  })
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else if (entry.isFile()) yield full
  }
}

/** Writes .br and .gz beside every text file, so the server sends them without compressing per request. */
export async function precompress(dir: string): Promise<void> {
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    await pipeline(
      createReadStream(file),
      // Quality 5: close to 11 for these sizes, several times faster over a whole site.
      createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      createWriteStream(`${file}.br`),
    )
    await pipeline(createReadStream(file), createGzip({ level: 9 }), createWriteStream(`${file}.gz`))
  }
}

/** Points `current` at `release` atomically: a new symlink renamed over the old one. */
async function swapCurrent(layout: ReturnType<typeof siteLayout>, release: string): Promise<void> {
  const next = `${layout.current}.next`
  await rm(next, { force: true })
  await symlink(path.relative(layout.root, release), next)
  await rename(next, layout.current)
}

async function pruneReleases(layout: ReturnType<typeof siteLayout>): Promise<void> {
  const live = await currentRelease(layout.root)
  const names = (await readdir(layout.releases)).sort()
  const old = names.slice(0, Math.max(0, names.length - KEEP_RELEASES))
  for (const name of old) {
    const dir = path.join(layout.releases, name)
    if (dir !== live) await rm(dir, { recursive: true, force: true })
  }
}

/** Before the first build `current` points at an empty release, so the server has a folder to serve from. */
export async function ensureCurrent(root: string): Promise<void> {
  const layout = siteLayout(root)
  try {
    await readlink(layout.current)
  } catch {
    const empty = path.join(layout.releases, '0000-empty')
    await mkdir(empty, { recursive: true })
    await swapCurrent(layout, empty)
  }
}

/** The release `current` points to, or undefined before the first successful build. */
export async function currentRelease(root: string): Promise<string | undefined> {
  const layout = siteLayout(root)
  try {
    const target = await readlink(layout.current)
    const dir = path.resolve(root, target)
    return (await stat(path.join(dir, 'index.html'))).isFile() ? dir : undefined
  } catch {
    return undefined
  }
}

/**
 * Builds the site from the running API into Astro's output folder (the same one every time, so the incremental
 * build reuses its work), copies it into a new release, precompresses it and swaps `current` to it. A failed build
 * leaves `current` as it was.
 */
export async function buildRelease(dirs: SiteDirs, env: Record<string, string>): Promise<BuildResult> {
  const started = performance.now()
  const layout = siteLayout(dirs.root)
  await mkdir(layout.releases, { recursive: true })
  const { code, log } = await runAstroBuild(dirs, env)
  if (code !== 0) return { ok: false, durationMs: performance.now() - started, log }
  const release = path.join(layout.releases, new Date().toISOString().replace(/[:.]/g, '-'))
  await cp(layout.out, release, {
    recursive: true,
    filter: (src) => !path.basename(src).startsWith('.'),
  })
  await precompress(release)
  await swapCurrent(layout, release)
  await pruneReleases(layout)
  return { ok: true, release, durationMs: performance.now() - started, log }
}
