import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { WorkerReply, WorkerRequest } from './astro-worker.ts'

const WORKER = fileURLToPath(new URL('./astro-worker.ts', import.meta.url))
const LOG_LIMIT = 64 * 1024
/** A worker is replaced after this many builds or this much memory, so whatever Astro keeps between builds cannot pile up. */
const MAX_BUILDS_PER_WORKER = 100
/**
 * A worker left above this after a build is replaced; the next change forks a new one. Every build leaves its own
 * modules loaded (the prerender bundle with all the content, which Node cannot unload): at 500 posts a worker ends its
 * first build near 410 MB and grows 50 to 100 MB a build after that, past 1.4 GB in 18 builds in a row. 512 MB lets a
 * worker serve two or three saves in a row (a new worker's first build is the slowest) and bounds its peak near 650 MB
 * (decision 0241).
 */
export const MAX_WORKER_RSS_BYTES = 512 * 1024 ** 2
/**
 * A worker whose resident memory peaked above this during a build is replaced too, however much it holds after it:
 * its next build would peak higher still. At 500 posts in four languages a new worker's incremental build peaks at
 * 521–582 MB and ends at 457–477 MB (under the bound above), and the next build in that worker peaked at 632–734 MB,
 * past what a 1 GB server leaves beside the server (about 300 MB). At 500 posts in Turkish alone a build peaks at
 * 424–440 MB: that worker is kept, as before (decision 0284).
 */
export const MAX_WORKER_PEAK_BYTES = 500 * 1024 ** 2
/**
 * An idle worker holds several hundred MB (Astro, Vite, Rollup and the site's modules loaded): after this long
 * without a build it exits, and the next build forks a new one (about a second). BUILD_WORKER_IDLE_S sets it.
 */
export const DEFAULT_WORKER_IDLE_MS = 45_000
/**
 * V8's young generation: Node 24 sizes it from the machine's memory (up to 3 × 64 MB here), and a build fills it
 * again and again. 8 MB semi-spaces build as fast as 16 MB did and keep the worker's resident memory lower (decisions
 * 0240, 0241).
 */
const WORKER_NODE_FLAGS = ['--max-semi-space-size=8']

/**
 * Vite 8 bundles with Rolldown, whose Rust side allocates through mimalloc. mimalloc asks the kernel for transparent
 * huge pages on its 1 GB arena, so every 2 MB it touches stays resident whole (320 MB of the worker's 820 MB after an
 * incremental build of 500 posts), and it keeps freed pages a while before handing them back. Without huge pages and
 * with freed pages returned at once the same build peaks 230 MB lower and takes as long (decision 0241).
 */
const WORKER_MIMALLOC_ENV = { MIMALLOC_ALLOW_THP: '0', MIMALLOC_PURGE_DELAY: '0' }

/**
 * Whether a worker serves the next build too. A failed build may leave Astro's state half-made, and a worker that has
 * grown would carry its growth into every later build: both are replaced by a fresh process.
 */
export function keepsWorker(
  after: {
    ok: boolean
    builds: number
    rssBytes: number
    /** The highest resident memory the worker reached (so far in its life: its last build's peak). */
    peakRssBytes: number
  },
  /** BUILD_WORKER_PEAK_MB in bytes. */
  peakBytes = MAX_WORKER_PEAK_BYTES,
): boolean {
  return (
    after.ok &&
    after.builds < MAX_BUILDS_PER_WORKER &&
    after.rssBytes <= MAX_WORKER_RSS_BYTES &&
    after.peakRssBytes <= peakBytes
  )
}

export interface AstroRun {
  ok: boolean
  log: string
  /** It ran past the time allowed and was stopped (its output and cache may be half-written). */
  timedOut?: boolean
}

/** The worker process as the health check reports it: building, waiting for the next build, or not running. */
export interface BuildWorkerStatus {
  state: 'running' | 'idle' | 'stopped'
  /** When it entered this state (the server's start for a worker never started). */
  since: Date
  /** Its resident memory after its last build, in bytes (undefined before one finished). */
  rssBytes: number | undefined
}

export interface AstroBuilderOptions {
  /** The Astro project (apps/site). */
  source: string
  /** The build's whole environment (apps/site/site-env.ts reads it); fixed for the worker's life. */
  env: () => Record<string, string>
  /** BUILD_TIMEOUT_S: a build (the worker's start included) running longer is stopped with its whole process tree. */
  timeoutMs: number
  /**
   * BUILD_COLD_TIMEOUT_S: the limit of a cold build instead (clean or forced, or this builder's first, whose output
   * folder may be empty): it renders every page and picture, minutes with 5,000 posts (decision 0251). Default:
   * timeoutMs.
   */
  coldTimeoutMs?: number
  /** BUILD_WORKER_IDLE_S in ms: the worker exits this long after its last build (0: at once). */
  idleMs?: number
  /** BUILD_WORKER_PEAK_MB in bytes: a worker whose build peaked above it is replaced (MAX_WORKER_PEAK_BYTES). */
  peakBytes?: number
}

/** Why a build stopped: the end of its log, which the admin's publishing screen shows. */
export const timeoutReason = (timeoutMs: number, setting = 'BUILD_TIMEOUT_S') =>
  `Derleme ${Math.round(timeoutMs / 1000)} saniyede bitmediği için durduruldu (${setting}). Yayındaki site değişmedi; bir sonraki değişiklikte ya da "Şimdi yayınla" ile yeniden denenir.`

/**
 * Runs `astro build` in a long-lived child process: forked ahead of the first build, reused build after build, and
 * replaced after a crash, a failed build, or when it has grown. One build at a time.
 */
export function createAstroBuilder(options: AstroBuilderOptions) {
  let worker: ChildProcess | undefined
  let ready: Promise<void> | undefined
  let builds = 0
  /** A build has succeeded in this builder: the output folder and Astro's cache hold a whole site. */
  let built = false
  let nextId = 1
  let log = ''
  let current: { id: number; resolve: (reply: Extract<WorkerReply, { type: 'done' }>) => void } | undefined
  let idle: NodeJS.Timeout | undefined
  /** The server is closing: no worker is forked any more. */
  let closed = false
  const status: BuildWorkerStatus = { state: 'stopped', since: new Date(), rssBytes: undefined }
  const enter = (state: BuildWorkerStatus['state']) => {
    if (status.state === state) return
    status.state = state
    status.since = new Date()
    if (state === 'stopped') status.rssBytes = undefined
  }

  const idleMs = options.idleMs ?? DEFAULT_WORKER_IDLE_MS

  function idleLater() {
    clearTimeout(idle)
    // A build queued meanwhile keeps the worker: the timer is armed again after it.
    idle = setTimeout(() => {
      if (!current) stopWorker()
    }, idleMs)
    idle.unref()
  }

  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_LIMIT)
  }

  function spawnWorker(): Promise<void> {
    const child = fork(WORKER, [], {
      cwd: options.source,
      // malloc as the server has it: two arenas (sharp's threads would otherwise each keep their peak of decoded
      // images), and blocks of 64 KB and more mapped on their own, so that freeing them gives them back.
      env: {
        ...options.env(),
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '65536',
        ...WORKER_MIMALLOC_ENV,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
      execArgv: [...WORKER_NODE_FLAGS, '--experimental-strip-types', '--disable-warning=ExperimentalWarning'],
      // A process group of its own: a build stopped for its time goes with everything it started.
      detached: true,
    })
    worker = child
    builds = 0
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    const started = new Promise<void>((resolve, reject) => {
      child.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') resolve()
        else if (reply.type === 'done' && current?.id === reply.id) current.resolve(reply)
      })
      child.once('exit', (code, signal) => {
        if (worker === child) {
          worker = undefined
          ready = undefined
          if (!current) enter('stopped')
        }
        const reason = `Astro süreci durdu (${signal ?? `kod ${code}`}).`
        reject(new Error(reason))
        if (current) {
          keep(Buffer.from(`\n${reason}\n`))
          current.resolve({
            type: 'done',
            id: current.id,
            ok: false,
            error: reason,
            rssBytes: 0,
            peakRssBytes: 0,
          })
        }
      })
    })
    // An unhandled rejection here would end the server; the build that awaits it reports it.
    started.catch(() => {})
    return started
  }

  function stopWorker() {
    clearTimeout(idle)
    const child = worker
    worker = undefined
    ready = undefined
    if (status.state !== 'running') enter('stopped')
    if (child && child.exitCode === null) child.kill('SIGTERM')
  }

  /**
   * A worker replaced for its size after a good build is followed at once by a new one, forked once the old one has
   * gone (never two at their size together): loading Astro (about 1.5 s at 500 posts in four languages) then happens
   * while the staff read the result, not after their next save. It leaves after the idle time like any worker
   * (decision 0287). Not after a failure (the next build starts clean anyway), at shutdown, or with no idle time.
   */
  function forkSuccessor(old: ChildProcess) {
    if (closed || idleMs === 0) return
    const startSuccessor = () => {
      if (closed || worker) return
      ready = spawnWorker()
      idleLater()
    }
    if (old.exitCode !== null || old.signalCode !== null) startSuccessor()
    else old.once('exit', startSuccessor)
  }

  /** Ends the worker and every process it started (its process group), at once. */
  function killWorkerTree() {
    const child = worker
    if (!child?.pid || child.exitCode !== null) return
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      child.kill('SIGKILL')
    }
  }

  async function runBuild({ force, clean }: { force: boolean; clean: boolean }): Promise<AstroRun> {
    clearTimeout(idle)
    log = ''
    enter('running')
    let timedOut = false
    const cold = clean || force || !built
    const limitMs = cold ? Math.max(options.coldTimeoutMs ?? 0, options.timeoutMs) : options.timeoutMs
    const setting = limitMs === options.timeoutMs ? 'BUILD_TIMEOUT_S' : 'BUILD_COLD_TIMEOUT_S'
    // The worker's 'exit' then ends the build (or its start) as failed; its lock folder is taken over by the next
    // build (its owner is gone).
    const timer = setTimeout(() => {
      timedOut = true
      killWorkerTree()
    }, limitMs)
    try {
      const reply = await runInWorker(force, clean)
      if (timedOut) return { ok: false, timedOut, log: `${log}\n${timeoutReason(limitMs, setting)}\n` }
      // After a failure the next build starts from an empty folder (publishing asks it clean): cold again.
      built = reply.ok
      return reply
    } finally {
      clearTimeout(timer)
      enter(worker ? 'idle' : 'stopped')
    }
  }

  async function runInWorker(force: boolean, clean: boolean): Promise<AstroRun> {
    try {
      ready ??= spawnWorker()
      await ready
    } catch (error) {
      return { ok: false, log: `${log}\n${(error as Error).message}` }
    }
    const child = worker!
    const id = nextId++
    const reply = await new Promise<Extract<WorkerReply, { type: 'done' }>>((resolve) => {
      current = { id, resolve }
      child.send({ type: 'build', id, force, clean: clean || force } satisfies WorkerRequest)
    })
    current = undefined
    if (reply.rssBytes > 0) status.rssBytes = reply.rssBytes
    builds++
    const after = { ok: reply.ok, builds, rssBytes: reply.rssBytes, peakRssBytes: reply.peakRssBytes }
    if (keepsWorker(after, options.peakBytes)) idleLater()
    else {
      stopWorker()
      if (reply.ok) forkSuccessor(child)
    }
    return { ok: reply.ok, log }
  }

  // One build at a time, in the order asked (a warm-up and a publish may overlap).
  let queue: Promise<unknown> = Promise.resolve()
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work)
    queue = next.catch(() => {})
    return next
  }

  return {
    /**
     * Forks the worker ahead of need and runs one build whose output is not published: a new process's first build
     * is the slowest (nothing compiled or cached in memory yet), and the staff's first save should not pay for it.
     */
    warm() {
      return enqueue(() => runBuild({ force: false, clean: false })).then(() => {})
    },

    /**
     * One build into the configured output folder. `clean` starts from an empty output folder (otherwise it is kept:
     * unchanged pages are neither rendered nor copied); `force` also ignores the incremental cache.
     */
    build: (options: { force: boolean; clean: boolean }) => enqueue(() => runBuild(options)),

    /**
     * Forks the worker now when none runs (after its idle exit): a change came in and its build follows within
     * seconds, so loading Astro overlaps the batch's quiet moment. A worker nobody builds with leaves after its idle
     * time as after a build.
     */
    prepare() {
      if (worker) return
      ready = spawnWorker()
      idleLater()
    },

    /** The server is closing: the worker goes and none follows it. */
    stop() {
      closed = true
      stopWorker()
    },

    /** Where the worker stands (the health check). */
    status: (): BuildWorkerStatus => ({ ...status }),

    /** The running worker's process id (tests), or undefined. */
    get workerPid() {
      return worker?.pid
    },
  }
}

export type AstroBuilder = ReturnType<typeof createAstroBuilder>
