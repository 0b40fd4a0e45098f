// A child process that keeps Astro loaded between builds (a cold `astro build` pays seconds of start-up each time).
// The parent (astro-builder.ts) forks it with the build's environment and sends { type: 'build', id, force }; it
// answers { type: 'done', id, ok, error?, rssBytes }. Its console output is the build's log.
import { rmSync } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** `clean`: start from an empty output folder (otherwise pages the incremental build keeps are not even copied). */
export type WorkerRequest = { type: 'build'; id: number; force: boolean; clean: boolean }
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; ok: boolean; error?: string; rssBytes: number }

type AstroBuild = (config: Record<string, unknown>) => Promise<void>

const root = process.cwd()
const astroEntry = createRequire(path.join(root, 'package.json')).resolve('astro')
const { build } = (await import(pathToFileURL(astroEntry).href)) as { build: AstroBuild }

const send = (reply: WorkerReply) => process.send?.(reply)

// One line per page and per picture would bury what matters (an error, the totals) and cost a pipe write each: the
// build's log keeps the rest. Astro 7 says "(cached)" for a page its incremental build keeps: 8,000 such lines at
// 5,000 posts, which filled the 64 KB log tail the admin sees.
const NOISE = /\((restored|cached)\)|▶|├─|└─/
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
    const kept = text
      .split('\n')
      .filter((line) => !NOISE.test(line))
      .join('\n')
    return kept.trim() === '' ? true : write(kept, ...rest)
  }) as typeof stream.write
}

/**
 * Astro keeps part of every build in `<project>/.astro` whatever the output folder: two servers building the same
 * checkout at once (two data folders, tests side by side) would delete each other's files. A lock folder beside it
 * makes them take turns; one left by a process that is gone is taken over.
 */
const LOCK = path.join(root, '.astro', 'clinic-build.lock')
const LOCK_WAIT_MS = 10 * 60_000

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

let owned = false

/**
 * Takes the lock in one step: the folder is made with its pid inside under a name of this process's own, then renamed
 * into place. A process killed half-way (a build stopped by BUILD_TIMEOUT_S) thus never leaves a lock without an
 * owner, which every later build would wait for.
 */
async function tryLock(): Promise<boolean> {
  const staging = `${LOCK}.${process.pid}`
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging)
  await writeFile(path.join(staging, 'pid'), String(process.pid))
  try {
    await rename(staging, LOCK)
    owned = true
    return true
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST' || code === 'ENOTEMPTY') return false
    throw error
  }
}

/** A lock without a readable owner for this long was left by an older version half-way; it is taken over. */
const OWNERLESS_LOCK_MS = 30_000

async function lockBuilds(): Promise<void> {
  await mkdir(path.dirname(LOCK), { recursive: true })
  const deadline = Date.now() + LOCK_WAIT_MS
  let told = false
  for (;;) {
    if (await tryLock()) return
    const owner = Number(await readFile(path.join(LOCK, 'pid'), 'utf8').catch(() => ''))
    const ownerless = !(owner > 0)
    const since = await stat(LOCK).then(
      (s) => s.mtimeMs,
      () => Date.now(),
    )
    if ((owner > 0 && !alive(owner)) || (ownerless && Date.now() - since > OWNERLESS_LOCK_MS)) {
      await rm(LOCK, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error('Bu sitenin başka bir derlemesi 10 dakikadır bitmedi.')
    if (!told) {
      console.log(`Waiting for another build of this site (process ${owner || '?'}) to finish…`)
      told = true
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const unlockBuilds = () => {
  if (owned) rmSync(LOCK, { recursive: true, force: true })
  owned = false
}
process.on('exit', unlockBuilds)

let queue = Promise.resolve()
process.on('message', (request: WorkerRequest) => {
  if (request?.type !== 'build') return
  queue = queue.then(async () => {
    let ok = true
    let error: string | undefined
    try {
      await lockBuilds()
      await build({
        root,
        mode: 'production',
        logLevel: 'info',
        force: request.force,
        vite: { build: { emptyOutDir: request.clean } },
      })
    } catch (cause) {
      ok = false
      error = cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)
      console.error(error)
    } finally {
      unlockBuilds()
    }
    send({ type: 'done', id: request.id, ok, error, rssBytes: process.memoryUsage().rss })
  })
})

// The parent going away ends the worker too.
process.on('disconnect', () => process.exit(0))
send({ type: 'ready' })
