import { createHash } from 'node:crypto'
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Where a site's builds live: Astro's output and cache (reused build to build), the releases and `current`. */
export const siteLayout = (root: string) => ({
  root,
  /** Astro's output: the same folder every build, so the incremental build reuses its work. */
  out: path.join(root, 'build'),
  cache: path.join(root, 'cache'),
  releases: path.join(root, 'releases'),
  /** A symlink to the release being served; swapped with rename, so a request sees the old or the new one. */
  current: path.join(root, 'current'),
})
export type SiteLayout = ReturnType<typeof siteLayout>

/** What a release was made from, kept beside it as `<release>.json`. */
export interface ReleaseManifest {
  buildId: number
  /** The database clock when its build started: content changed later is not in it. */
  contentAsOf: string
  /** The site's source (see sourceDigest): a new version of the code makes the release stale. */
  sourceDigest: string
  /**
   * Path → "<size>:<mtime>:<content hash>" of every file in Astro's output, so the next release links unchanged files
   * instead of copying them (a page the incremental build restored keeps its size and time: not even read again).
   */
  files: Record<string, string>
}

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/
const KEEP_RELEASES = 3
const PARTIAL = '.partial'
const EMPTY_RELEASE = '0000-empty'
const PARALLEL_FILES = 32

/** Files below `dir`, relative to it; hidden entries and folders named in `skip` are left out. */
async function* filesUnder(dir: string, skip = new Set<string>(), base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.name.startsWith('.') || skip.has(entry.name)) continue
    if (entry.isDirectory()) yield* filesUnder(full, skip, base)
    else if (entry.isFile()) yield path.relative(base, full)
  }
}

async function compressBeside(file: string, data: Buffer): Promise<void> {
  // Brotli quality 5: close to 11 for these sizes, several times faster over a whole site.
  await writeFile(`${file}.br`, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
  await writeFile(`${file}.gz`, await gzipAsync(data, { level: 9 }))
}

/** Writes .br and .gz beside every text file, so the server sends them without compressing per request. */
export async function precompress(dir: string): Promise<void> {
  for await (const name of filesUnder(dir)) {
    if (COMPRESSIBLE.test(name) && !/\.(br|gz)$/.test(name)) {
      const file = path.join(dir, name)
      await compressBeside(file, await readFile(file))
    }
  }
}

/** Points `current` at `release` atomically: a new symlink renamed over the old one. */
async function swapCurrent(layout: SiteLayout, release: string): Promise<void> {
  const next = `${layout.current}.next`
  await rm(next, { force: true })
  await symlink(path.relative(layout.root, release), next)
  await rename(next, layout.current)
}

const manifestPath = (release: string) => `${release}.json`

export async function readManifest(release: string): Promise<ReleaseManifest | undefined> {
  try {
    return JSON.parse(await readFile(manifestPath(release), 'utf8')) as ReleaseManifest
  } catch {
    return undefined
  }
}

/** Release folders, oldest first (their names are times), without half-made ones. */
export async function listReleases(layout: SiteLayout): Promise<string[]> {
  try {
    const entries = await readdir(layout.releases, { withFileTypes: true })
    return entries
      .filter((e) => e.isDirectory() && !e.name.endsWith(PARTIAL) && e.name !== EMPTY_RELEASE)
      .map((e) => path.join(layout.releases, e.name))
      .sort()
  } catch {
    return []
  }
}

/** After a swap (off the path to the live page): keeps the live release and the newest few (pages still open in a browser ask for their assets); drops half-made ones. */
export async function pruneReleases(layout: SiteLayout): Promise<void> {
  const live = await currentRelease(layout.root)
  const entries = await readdir(layout.releases).catch(() => [] as string[])
  for (const name of entries.filter((n) => n.endsWith(PARTIAL))) {
    await rm(path.join(layout.releases, name), { recursive: true, force: true })
  }
  const releases = await listReleases(layout)
  for (const dir of releases.slice(0, Math.max(0, releases.length - KEEP_RELEASES))) {
    if (dir === live) continue
    await rm(dir, { recursive: true, force: true })
    await rm(manifestPath(dir), { force: true })
  }
}

/** Before the first build `current` points at an empty release, so the server has a folder to serve from. */
export async function ensureCurrent(root: string): Promise<void> {
  const layout = siteLayout(root)
  try {
    await readlink(layout.current)
  } catch {
    const empty = path.join(layout.releases, EMPTY_RELEASE)
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

const hashOf = (data: Buffer) => createHash('sha256').update(data).digest('base64url')

/** Links `from` to `to` (same file system: no copy); falls back to a copy where links are refused. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to)
  } catch {
    await copyFile(from, to)
  }
}

/**
 * Turns Astro's output into a new release and makes it live: files unchanged since the live release are hard-linked
 * with their .br/.gz (a one-post edit compresses a handful of files, not the site), the rest copied and compressed,
 * all into `<time>.partial`, renamed when whole, then `current` is swapped to it. A crash at any point leaves
 * `current` on a whole release.
 */
export async function publishRelease(
  layout: SiteLayout,
  origin: Omit<ReleaseManifest, 'files'>,
  /** When the build started (wall clock): what it neither wrote nor claims is left over from earlier builds. */
  buildStartedMs: number,
): Promise<{ release: string; copied: number; linked: number; dropped: number }> {
  await mkdir(layout.releases, { recursive: true })
  const live = await currentRelease(layout.root)
  const previous = live ? await readManifest(live) : undefined
  const name = new Date().toISOString().replace(/[:.]/g, '-')
  const staging = path.join(layout.releases, `${name}${PARTIAL}`)
  const release = path.join(layout.releases, name)
  const files: Record<string, string> = {}
  let copied = 0
  let linked = 0
  const claimed = await routeOutputs(layout)
  const names: string[] = []
  let dropped = 0
  for await (const file of filesUnder(layout.out)) {
    // Astro keeps its output folder between builds: a page no route produces any more (a deleted post) and an asset
    // no build wrote again (an old script, the picture of a deleted post) go, here and from the folder.
    if (claimed && !claimed.has(file) && (await stat(path.join(layout.out, file))).mtimeMs < buildStartedMs) {
      await rm(path.join(layout.out, file), { force: true })
      dropped++
      continue
    }
    names.push(file)
  }
  await mkdir(staging, { recursive: true })
  await Promise.all(
    [...new Set(names.map((file) => path.dirname(path.join(staging, file))))].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  )

  async function place(file: string) {
    const from = path.join(layout.out, file)
    const to = path.join(staging, file)
    const info = await stat(from)
    const stamp = `${info.size}:${info.mtimeMs}`
    const before = previous?.files[file]
    let data: Buffer | undefined
    let hash = before?.startsWith(`${stamp}:`) ? before.slice(stamp.length + 1) : undefined
    if (!hash) {
      data = await readFile(from)
      hash = hashOf(data)
    }
    files[file] = `${stamp}:${hash}`
    const compressible = COMPRESSIBLE.test(file)
    if (live && before?.endsWith(`:${hash}`)) {
      const old = path.join(live, file)
      await linkOrCopy(old, to)
      if (compressible) {
        await linkOrCopy(`${old}.br`, `${to}.br`)
        await linkOrCopy(`${old}.gz`, `${to}.gz`)
      }
      linked++
    } else {
      data ??= await readFile(from)
      await writeFile(to, data)
      if (compressible) await compressBeside(to, data)
      copied++
    }
  }
  // Many small file operations at once keep the file system's thread pool busy instead of waiting on each in turn.
  let next = 0
  const worker = async () => {
    while (next < names.length) await place(names[next++]!)
  }
  await Promise.all(Array.from({ length: PARALLEL_FILES }, worker))
  await writeFile(manifestPath(release), JSON.stringify({ ...origin, files } satisfies ReleaseManifest))
  await rename(staging, release)
  await swapCurrent(layout, release)
  return { release, copied, linked, dropped }
}

/** The files the build's routes produced, rendered or kept (written by the site's `clinic-route-outputs` hook). */
async function routeOutputs(layout: SiteLayout): Promise<Set<string> | undefined> {
  try {
    return new Set(
      JSON.parse(await readFile(path.join(layout.out, '.route-outputs.json'), 'utf8')) as string[],
    )
  } catch {
    return undefined
  }
}

const SOURCE_SKIP = new Set(['node_modules', 'dist'])

/**
 * The folders whose files make the site, and the deployment's `facts` the pages state: a change to any of them
 * makes a release stale.
 */
export async function sourceDigest(folders: string[], facts?: string): Promise<string> {
  const hash = createHash('sha256')
  if (facts) hash.update(`facts\0${facts}\0`)
  for (const folder of folders) {
    const names: string[] = []
    try {
      for await (const name of filesUnder(folder, SOURCE_SKIP)) names.push(name)
    } catch {
      continue
    }
    for (const name of names.sort()) {
      hash.update(`${folder}\0${name}\0`)
      hash.update(await readFile(path.join(folder, name)))
    }
  }
  return hash.digest('base64url')
}
