import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { blogs, loginFailures, operations } from '../db/schema.ts'
import type { RateLimitConfig, WindowLimit } from '../env.ts'
import { HttpError, tooManyRequests } from '../lib/http-errors.ts'
import { parseIdOrSlug } from '../lib/listing.ts'
import { connectSharedCounts, limitStore, type SharedCounts } from './limit-counts.ts'

/** A guard a route names in its `onRequest` or `preHandler`, as it names `app.authenticate`. */
export type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>

/** The request limits, each a guard for the routes that name it. */
export interface Limits {
  /** onRequest, per address. */
  register: Guard
  /** onRequest, per address: forgot password and resend confirmation together. */
  forgotPassword: Guard
  /** onRequest, per address: get-well and contact messages together. */
  messages: Guard
  /** onRequest, per address: new, edited and reported comments together. */
  comments: Guard
  /** onRequest, per address. */
  captcha: Guard
  /** onRequest, per address: the site's search box at every depth. */
  search: Guard
  /**
   * onRequest, per address: the public lists and searches a guest's request reaches when the public cache did not
   * answer it (a hit is answered before any route hook), so only the reads that cost a query count.
   */
  publicReads: Guard
  /**
   * onRequest after the route's auth guard, before the body is read: one counter per signed-in user and one per
   * address, both must allow the call.
   */
  uploads: Guard
  /** preHandler: per address and post, whichever spelling of `:id` names it (`1`, `01`, the slug). */
  postViews: Guard
  postLikes: Guard
  /** preHandler: per address and operation (`:id` as above). */
  operationViews: Guard
  /** preHandler: per address and comment (`:commentId`). */
  commentLikes: Guard
  /** onRequest, per address: the site's statistics beacon. */
  analytics: Guard
}

export interface LoginThrottle {
  /** Counts a wrong password (a login, or a signed-in caller confirming their password). */
  fail(req: FastifyRequest, email: string, userId?: number): Promise<void>
  /** A successful login clears the e-mail's failures and its pair with this address (not the address's own). */
  succeeded(req: FastifyRequest, email: string): Promise<void>
  /** Forgets every failure counted for an e-mail (password reset, account deleted). */
  forget(email: string): Promise<void>
  /** Seconds until none of the keys waits any longer (0: none waits). */
  blockedFor(keys: string[]): Promise<number>
  /**
   * 429 with Retry-After while the address, the address with this e-mail, or the account waits: the second step
   * of a login, whose body names no e-mail for `loginBackoff` to read.
   */
  assertOpen(req: FastifyRequest, email: string, userId: number): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits
    loginThrottle: LoginThrottle
    /** preHandler of the login: 429 with Retry-After while the address, or the address with this e-mail, waits. */
    loginBackoff: Guard
    /**
     * preHandler of the login: once an e-mail has had a few failures (from any address), its logins need a solved
     * captcha (400 with `captchaRequired: true` until one is sent). Never blocks the owner.
     */
    loginCaptcha: Guard
    /**
     * preHandler of a signed-in call that checks the password (change password, delete account): 429 while the
     * address, the address with the account's e-mail, or the account itself waits.
     */
    passwordBackoff: Guard
    /** Which limit guards each route names, `METHOD /path` → limits (read by the tests). */
    limitedRoutes: Map<string, string[]>
    /** REDIS_URL's connection for the request limits' counters (the health check reports it); undefined without. */
    sharedLimits: SharedCounts | undefined
  }
}

/** One address per client; an IPv6 client counts by its /56 network, as it can change the rest freely. */
export const clientAddress = (req: FastifyRequest) => normalizeIP(req.ip, 56)

const waitText = (seconds: number) =>
  seconds >= 60 ? `${Math.ceil(seconds / 60)} dakika` : `${Math.max(1, Math.ceil(seconds))} saniye`

export const tooManyAttempts = (seconds: number) =>
  tooManyRequests(`Çok fazla deneme yaptınız. Lütfen ${waitText(seconds)} sonra tekrar deneyin.`)

export const LOGIN_CAPTCHA_MESSAGE =
  'Bu hesap için kısa süre içinde birkaç hatalı giriş denemesi yapıldı. Devam etmek için lütfen robot doğrulamasını tamamlayın.'
const LOGIN_CAPTCHA_FIELD = 'Lütfen robot doğrulamasını tamamlayın.'

/** The login's e-mail, read after the body was validated. */
const bodyEmail = (req: FastifyRequest) => String((req.body as { email?: unknown }).email).toLowerCase()

const keysOf = {
  address: (req: FastifyRequest) => `ip:${clientAddress(req)}`,
  pair: (req: FastifyRequest, email: string) => `pair:${email}|${clientAddress(req)}`,
  email: (email: string) => `email:${email}`,
  user: (id: number) => `user:${id}`,
}

/**
 * Abuse limits, each a guard named at its route. Request limits (@fastify/rate-limit) count in Redis with REDIS_URL
 * (shared by the replicas) and otherwise, or while Redis does not answer, in each process's memory (a bounded LRU
 * per limit); the login back-off is kept in the database (login_failures), so every replica sees the same failures.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitConfig) {
  // With REDIS_URL the counters live in Redis, shared by the replicas; while Redis does not answer, each process
  // counts in its own memory (one warning per outage) and never refuses a call for it (decision 0260).
  const shared = opts.redisUrl ? connectSharedCounts(opts.redisUrl, app.log) : undefined
  if (shared) {
    await shared.connected(2_000)
    app.addHook('onClose', () => shared.close())
  }
  app.decorate('sharedLimits', shared)
  await app.register(rateLimit, { global: false, store: limitStore(shared) })

  const labels = new WeakMap<Guard, string>()
  const named = (label: string, guard: Guard) => {
    labels.set(guard, label)
    return guard
  }

  /**
   * One counter store per limit; `keyOf` says what one counter counts (an address, an address and a post…). The
   * limit's name starts every key, so limits never share a counter in Redis (where every limiter's keys live in one
   * name space).
   */
  function counter(
    name: string,
    limit: WindowLimit,
    keyOf: (req: FastifyRequest) => string | Promise<string>,
  ) {
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      // Read by the memory store of this limiter (its LRU's size), missing from the plugin's types.
      ...({ cache: opts.storeSize } as object),
      keyGenerator: async (req) => `${name}|${await keyOf(req)}`,
    })
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const state = await check(req)
      if (state.isAllowed) return
      const reset = String(state.ttlInSeconds)
      reply.header('x-ratelimit-limit', String(state.max))
      reply.header('x-ratelimit-remaining', String(state.remaining))
      reply.header('x-ratelimit-reset', reset)
      if (!state.isExceeded) return
      reply.header('retry-after', reset)
      throw tooManyRequests(
        `Çok fazla istek gönderdiniz. Lütfen ${waitText(state.ttl / 1000)} sonra tekrar deneyin.`,
      )
    }
  }

  /** A guard of one limit from one or more counters (every counter must allow the call); off with RATE_LIMITS=false. */
  function guard(label: string, ...counters: Guard[]): Guard {
    return named(label, async (req, reply) => {
      if (!opts.enabled) return
      for (const count of counters) await count(req, reply)
    })
  }

  const perAddress = (name: string, limit: WindowLimit) => counter(name, limit, clientAddress)

  /** The id a post or operation is known by, whichever way `:id` spells it; unknown ones share one counter. */
  async function resolvedId(table: typeof blogs | typeof operations, raw: string): Promise<string> {
    const key = parseIdOrSlug(raw)
    const match: SQL = 'id' in key ? eq(table.id, key.id) : eq(table.slug, key.slug)
    const [row] = await app.db.select({ id: table.id }).from(table).where(match).limit(1)
    return row ? String(row.id) : 'unknown'
  }
  const idParam = (req: FastifyRequest) => String((req.params as { id?: unknown }).id ?? '')
  const perPost = (name: string, limit: WindowLimit) =>
    counter(name, limit, async (req) => `${clientAddress(req)} post:${await resolvedId(blogs, idParam(req))}`)

  app.decorate<Limits>('limits', {
    register: guard('register', perAddress('register', opts.register)),
    forgotPassword: guard('forgotPassword', perAddress('forgotPassword', opts.forgotPassword)),
    messages: guard('messages', perAddress('messages', opts.messages)),
    comments: guard('comments', perAddress('comments', opts.comments)),
    captcha: guard('captcha', perAddress('captcha', opts.captcha)),
    search: guard('search', perAddress('search', opts.search)),
    publicReads: guard('publicReads', perAddress('publicReads', opts.publicReads)),
    uploads: guard(
      'uploads',
      counter('uploads', opts.uploads, (req) =>
        req.user ? `user:${req.user.id}` : `ip:${clientAddress(req)}`,
      ),
      perAddress('uploads-address', opts.uploads),
    ),
    postViews: guard('views', perPost('postViews', opts.views)),
    postLikes: guard('likes', perPost('postLikes', opts.likes)),
    operationViews: guard(
      'views',
      counter(
        'operationViews',
        opts.views,
        async (req) => `${clientAddress(req)} operation:${await resolvedId(operations, idParam(req))}`,
      ),
    ),
    commentLikes: guard(
      'likes',
      counter(
        'commentLikes',
        opts.likes,
        // Validated by the route's params schema: a number, so `5` and `05` are one comment.
        (req) => `${clientAddress(req)} comment:${Number((req.params as { commentId?: unknown }).commentId)}`,
      ),
    ),
    analytics: guard('analytics', perAddress('analytics', opts.analytics)),
  })

  // Every route's limit guards, so a test can check that no limited route lost its limit.
  const limitedRoutes = new Map<string, string[]>()
  app.decorate('limitedRoutes', limitedRoutes)
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest, route.preHandler].flat().filter((h) => typeof h === 'function')
    const found = hooks.map((h) => labels.get(h as Guard)).filter((l): l is string => l !== undefined)
    if (found.length === 0) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) limitedRoutes.set(`${method.toUpperCase()} ${route.url}`, found)
  })

  const { maxFailures, maxAddressFailures, captchaAfter, blockSeconds } = opts.login
  let lastPrune = 0

  /** How many failures each kind of key takes before it waits (ip, pair, user) or asks for a captcha (email). */
  const thresholdOf = (key: string) =>
    key.startsWith('ip:') ? maxAddressFailures : key.startsWith('email:') ? captchaAfter : maxFailures

  async function blockedFor(keys: string[]) {
    const now = new Date()
    const rows = await app.db
      .select({ blockedUntil: loginFailures.blockedUntil })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, keys), gt(loginFailures.blockedUntil, now)))
    const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0))
    return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0
  }

  async function assertOpen(keys: string[], reply?: FastifyReply) {
    const wait = await blockedFor(keys)
    if (wait > 0) {
      reply?.header('retry-after', String(wait))
      throw new HttpError(429, tooManyAttempts(wait).message, undefined, { 'retry-after': String(wait) })
    }
  }

  async function count(keys: string[]) {
    const now = new Date()
    const windowStart = new Date(now.getTime() - blockSeconds * 1000)
    const blockedUntil = new Date(now.getTime() + blockSeconds * 1000)
    // A failure window lasts as long as a block; a key that reaches its threshold waits (or, for an e-mail, asks for
    // a captcha) for the block time and starts counting afresh, so failures sent during a block (which are refused
    // unchecked) never lengthen it.
    const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
    const stale = sql`${loginFailures.windowStartedAt} <= ${at(windowStart)}`
    const counted = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`
    for (const key of keys) {
      const max = thresholdOf(key)
      await app.db
        .insert(loginFailures)
        .values({ key, failures: 1, windowStartedAt: now, blockedUntil: max <= 1 ? blockedUntil : null })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${counted} >= ${max} then 0 else ${counted} end`,
            windowStartedAt: sql`case when ${stale} or ${counted} >= ${max} then ${at(now)} else ${loginFailures.windowStartedAt} end`,
            blockedUntil: sql`case when ${counted} >= ${max} then ${at(blockedUntil)} else ${loginFailures.blockedUntil} end`,
          },
        })
    }
    if (now.getTime() - lastPrune > 60_000) {
      lastPrune = now.getTime()
      await app.db
        .delete(loginFailures)
        .where(
          and(
            lt(loginFailures.windowStartedAt, windowStart),
            or(isNull(loginFailures.blockedUntil), lt(loginFailures.blockedUntil, now)),
          ),
        )
    }
  }

  app.decorate<LoginThrottle>('loginThrottle', {
    blockedFor,
    assertOpen: (req, email, userId) => {
      const lower = email.toLowerCase()
      return assertOpen([keysOf.address(req), keysOf.pair(req, lower), keysOf.user(userId)])
    },
    fail: (req, email, userId) => {
      const lower = email.toLowerCase()
      const keys = [keysOf.address(req), keysOf.pair(req, lower), keysOf.email(lower)]
      return count(userId === undefined ? keys : [...keys, keysOf.user(userId)])
    },
    async succeeded(req, email) {
      const lower = email.toLowerCase()
      await app.db
        .delete(loginFailures)
        .where(inArray(loginFailures.key, [keysOf.email(lower), keysOf.pair(req, lower)]))
    },
    async forget(email) {
      const lower = email.toLowerCase()
      const pairs = `pair:${lower}|`
      await app.db
        .delete(loginFailures)
        .where(
          or(
            eq(loginFailures.key, keysOf.email(lower)),
            sql`left(${loginFailures.key}, ${pairs.length}) = ${pairs}`,
          ),
        )
    },
  })

  app.decorate<Guard>('loginBackoff', async (req, reply) => {
    await assertOpen([keysOf.address(req), keysOf.pair(req, bodyEmail(req))], reply)
  })

  app.decorate<Guard>('loginCaptcha', async (req, reply) => {
    if ((await blockedFor([keysOf.email(bodyEmail(req))])) === 0) return
    // The contract's ApiError with `captchaRequired`, so the login form knows to show the captcha.
    const refuse = (message: string, errors: Record<string, string[]> | undefined) =>
      reply.code(400).send({ message, errors, captchaRequired: true })
    const captcha = (req.body as { captcha?: unknown }).captcha
    if (typeof captcha !== 'string') return refuse(LOGIN_CAPTCHA_MESSAGE, { captcha: [LOGIN_CAPTCHA_FIELD] })
    try {
      await app.captcha.verify(captcha)
    } catch (error) {
      // The captcha's own refusal (expired, used, forged), still saying that one is required.
      if (error instanceof HttpError) return refuse(error.message, error.errors)
      throw error
    }
  })

  app.decorate<Guard>('passwordBackoff', async (req, reply) => {
    const user = req.user
    if (!user) return
    const email = user.email.toLowerCase()
    await assertOpen([keysOf.address(req), keysOf.pair(req, email), keysOf.user(user.id)], reply)
  })
})
