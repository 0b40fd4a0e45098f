import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/** One counter's state after a hit: the calls counted in its window and the milliseconds the window has left. */
export interface Count {
  current: number
  ttl: number
}

/**
 * Counters in this process's memory, one window each, the least recently used dropped past `size` (the
 * `storeSize` of the limits): the store without REDIS_URL, and the fallback while Redis does not answer.
 */
export class MemoryCounts {
  readonly #entries = new Map<string, { current: number; startedAt: number }>()
  readonly size: number
  constructor(size: number) {
    this.size = size
  }

  hit(key: string, windowMs: number, now = Date.now()): Count {
    let entry = this.#entries.get(key)
    if (entry) this.#entries.delete(key)
    if (!entry || entry.startedAt + windowMs <= now) entry = { current: 0, startedAt: now }
    entry.current++
    this.#entries.set(key, entry)
    if (this.#entries.size > this.size) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
    return { current: entry.current, ttl: entry.startedAt + windowMs - now }
  }

  read(key: string, windowMs: number, now = Date.now()): Count {
    const entry = this.#entries.get(key)
    if (!entry || entry.startedAt + windowMs <= now) return { current: 0, ttl: 0 }
    return { current: entry.current, ttl: entry.startedAt + windowMs - now }
  }
}

// One round trip: count the call, start the window on the first, answer the count and the window's time left.
const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`

type LimitRedis = Redis & {
  clinicLimitHit(key: string, windowMs: number): Promise<[number, number]>
  clinicLimitRead(key: string): Promise<[number, number]>
}

/** Where the shared counters stand, for the health check. */
export interface SharedCountsState {
  /** Redis answered the last call (or the connection is ready and nothing failed since). */
  ok: boolean
  /** When `ok` last changed (or the connection was opened). */
  since: Date
}

/** The request limits' counters in Redis, shared by the replicas (decision 0260). */
export interface SharedCounts {
  /** Counts a call; undefined when Redis does not answer now: the caller counts in its own memory. */
  hit(key: string, windowMs: number): Promise<Count | undefined>
  read(key: string): Promise<Count | undefined>
  state(): SharedCountsState
  /** A PING within `timeoutMs` (the health check): how long it took, or undefined when Redis did not answer. */
  ping(timeoutMs: number): Promise<number | undefined>
  /** Resolves once connected, or once the first try failed (or after `timeoutMs`): start-up does not wait on Redis. */
  connected(timeoutMs: number): Promise<void>
  close(): Promise<void>
}

/** After a failed call, calls skip Redis this long (a hung Redis would otherwise cost every request a timeout). */
const PAUSE_AFTER_FAILURE_MS = 1_000

/**
 * Opens the connection to Redis. A Redis that goes away is logged once (one warning per outage): the counters fall
 * back to each process's memory meanwhile, the connection keeps retrying, and the first call that Redis answers
 * again is logged (info) and counts in Redis from then on.
 */
export function connectSharedCounts(
  url: string,
  log: FastifyBaseLogger,
  options: { nameSpace?: string; commandTimeoutMs?: number } = {},
): SharedCounts {
  const nameSpace = options.nameSpace ?? 'clinic-rate-limit:'
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: options.commandTimeoutMs ?? 500,
    // A call never waits for a reconnection: it counts in memory instead.
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  }) as LimitRedis
  redis.defineCommand('clinicLimitHit', { numberOfKeys: 1, lua: HIT })
  redis.defineCommand('clinicLimitRead', { numberOfKeys: 1, lua: READ })

  let ok = false
  let warned = false
  let since = new Date()
  let pausedUntil = 0
  let closing = false

  const failed = (error: unknown) => {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS
    if (ok || !warned) since = new Date()
    ok = false
    if (warned || closing) return
    warned = true
    log.warn(
      { err: error },
      'rate limits: Redis does not answer; each replica counts in its own memory until it does (N replicas allow N times each limit meanwhile)',
    )
  }
  const answered = () => {
    if (ok) return
    ok = true
    since = new Date()
    if (warned) log.info('rate limits: Redis answers again; the replicas share the counters again')
    warned = false
  }

  redis.on('ready', () => {
    // A new connection: whatever failed on the old one, calls go to Redis again at once.
    pausedUntil = 0
    answered()
  })
  redis.on('error', failed)
  redis.on('close', () => {
    if (ok) failed(new Error('connection to Redis closed'))
  })

  async function call<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (redis.status !== 'ready' || Date.now() < pausedUntil) return undefined
    try {
      const result = await work()
      answered()
      return result
    } catch (error) {
      failed(error)
      return undefined
    }
  }

  return {
    async hit(key, windowMs) {
      const result = await call(() =>
        redis.clinicLimitHit(nameSpace + key, Math.max(1, Math.round(windowMs))),
      )
      return result ? { current: Number(result[0]), ttl: Number(result[1]) } : undefined
    },
    async read(key) {
      const result = await call(() => redis.clinicLimitRead(nameSpace + key))
      return result ? { current: Number(result[0]), ttl: Number(result[1]) } : undefined
    },
    state: () => ({ ok, since }),
    async ping(timeoutMs) {
      if (redis.status !== 'ready') return undefined
      const started = performance.now()
      let timer: NodeJS.Timeout | undefined
      try {
        await Promise.race([
          redis.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('Redis PING timed out')), timeoutMs)
          }),
        ])
        answered()
        return Math.round((performance.now() - started) * 10) / 10
      } catch (error) {
        failed(error)
        return undefined
      } finally {
        clearTimeout(timer)
      }
    },
    connected(timeoutMs) {
      if (redis.status === 'ready') return Promise.resolve()
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          redis.off('ready', done)
          redis.off('error', done)
          resolve()
        }
        const timer = setTimeout(done, timeoutMs)
        redis.once('ready', done)
        redis.once('error', done)
      })
    },
    async close() {
      closing = true
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

/** The store callback's shape in @fastify/rate-limit. */
type StoreCallback = (error: Error | null, result?: Count) => void

/**
 * A store for @fastify/rate-limit (its `store` option): counts in Redis through `shared` when given and answering,
 * otherwise in this process's memory. Never fails a call, so a limit never turns into a 5xx.
 */
export function limitStore(shared: SharedCounts | undefined) {
  return class LimitStore {
    readonly memory: MemoryCounts
    /** `params`: the limiter's options, whose `cache` is its number of keys kept in memory. */
    constructor(params: object) {
      const size = (params as { cache?: unknown }).cache
      this.memory = new MemoryCounts(typeof size === 'number' ? size : 10_000)
    }

    incr(key: string, cb: StoreCallback, windowMs: number) {
      const counted = shared ? shared.hit(key, windowMs) : Promise.resolve(undefined)
      counted.then(
        (count) => cb(null, count ?? this.memory.hit(key, windowMs)),
        () => cb(null, this.memory.hit(key, windowMs)),
      )
    }

    read(key: string, cb: StoreCallback, windowMs: number) {
      const counted = shared ? shared.read(key) : Promise.resolve(undefined)
      counted.then(
        (count) => cb(null, count ?? this.memory.read(key, windowMs)),
        () => cb(null, this.memory.read(key, windowMs)),
      )
    }

    child(params: object) {
      return new LimitStore(params)
    }
  }
}
