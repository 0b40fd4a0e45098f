// A child process that keeps Astro loaded between builds (a cold `astro build` pays seconds of start-up each time).
// The parent (astro-builder.ts) forks it with the build's environment and sends { type: 'build', id, force }; it
// answers { type: 'done', id, ok, error?, rssBytes }. Its console output is the build's log.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createBuildFolderLock } from './build-folder-lock.ts'

/** `clean`: start from an empty output folder (otherwise pages the incremental build keeps are not even copied). */
export type WorkerRequest = { type: 'build'; id: number; force: boolean; clean: boolean }
export type WorkerReply =
  | { type: 'ready' }
  | {
      type: 'done'
      id: number
      ok: boolean
      error?: string
      rssBytes: number
      /** The highest resident memory of this process so far (getrusage's maxrss): its last build's peak. */
      peakRssBytes: number
    }

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

const buildLock = createBuildFolderLock(path.join(root, '.astro', 'clinic-build.lock'), {
  onWait: (owner) =>
    console.log(`Waiting for another build of this site (process ${owner ?? '?'}) to finish…`),
})
process.on('exit', () => buildLock.release())

let queue = Promise.resolve()
process.on('message', (request: WorkerRequest) => {
  if (request?.type !== 'build') return
  queue = queue.then(async () => {
    let ok = true
    let error: string | undefined
    try {
      await buildLock.acquire()
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
      buildLock.release()
    }
    send({
      type: 'done',
      id: request.id,
      ok,
      error,
      rssBytes: process.memoryUsage().rss,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
    })
  })
})

// The parent going away ends the worker too.
process.on('disconnect', () => process.exit(0))
send({ type: 'ready' })
