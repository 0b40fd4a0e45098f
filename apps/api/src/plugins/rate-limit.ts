import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { loginFailures } from '../db/schema.ts'
import { normalizePath } from '../domain/normalize-path.ts'
import type { RateLimitConfig, WindowLimit } from '../env.ts'
import { tooManyRequests } from '../lib/http-errors.ts'

type LimitName = Exclude<keyof RateLimitConfig, 'enabled' | 'login' | 'storeSize'>

interface Rule {
  limit: LimitName
  method: string
  /** The route's path as registered (matched without regard to case). */
  url: string
  /** `address`: one counter per client address; `path`: one per address and normalised path (post, comment). */
  per: 'address' | 'path'
}

/** Which calls count against which limit. A rule whose route does not exist is reported by `rateLimitRules`. */
export const RATE_LIMIT_RULES: Rule[] = [
  { limit: 'register', method: 'POST', url: '/api/Account/register', per: 'address' },
  { limit: 'forgotPassword', method: 'POST', url: '/api/Account/forgot-password', per: 'address' },
  { limit: 'forgotPassword', method: 'POST', url: '/api/Account/resend-confirmation', per: 'address' },
  { limit: 'messages', method: 'POST', url: '/api/WellnessMessage', per: 'address' },
  { limit: 'messages', method: 'POST', url: '/api/Contact', per: 'address' },
  { limit: 'comments', method: 'POST', url: '/api/blog/:id/comments', per: 'address' },
  { limit: 'comments', method: 'PUT', url: '/api/blog/:id/comments/:commentId', per: 'address' },
  { limit: 'comments', method: 'POST', url: '/api/blog/:id/comments/:commentId/report', per: 'address' },
  { limit: 'likes', method: 'PUT', url: '/api/blog/:id/like', per: 'path' },
  { limit: 'likes', method: 'PUT', url: '/api/blog/:id/unlike', per: 'path' },
  { limit: 'likes', method: 'PUT', url: '/api/blog/:id/comments/:commentId/like', per: 'path' },
  { limit: 'likes', method: 'PUT', url: '/api/blog/:id/comments/:commentId/like-status', per: 'path' },
  { limit: 'likes', method: 'PUT', url: '/api/blog/:id/comments/:commentId/like-status/reset', per: 'path' },
  { limit: 'likes', method: 'PUT', url: '/api/blog/:id/comments/like-statuses', per: 'path' },
  { limit: 'likes', method: 'PUT', url: '/api/blog/:id/comments/like-statuses/reset', per: 'path' },
  { limit: 'views', method: 'PUT', url: '/api/blog/:id/view', per: 'path' },
  { limit: 'views', method: 'PUT', url: '/api/Operation/:id/view', per: 'path' },
  { limit: 'captcha', method: 'GET', url: '/api/captcha', per: 'address' },
  // The theme posts a page-relative path: one counter for all three.
  { limit: 'search', method: 'POST', url: '/inc/ajax-search.html', per: 'address' },
  { limit: 'search', method: 'POST', url: '/:folder/inc/ajax-search.html', per: 'address' },
  { limit: 'search', method: 'POST', url: '/:folder/:page/inc/ajax-search.html', per: 'address' },
]

export interface LoginThrottle {
  /** The keys a login attempt counts against: its e-mail and its address. */
  keys(req: FastifyRequest, email: string): string[]
  /** Seconds until any of the keys may try again (0: not blocked). */
  blockedFor(keys: string[]): Promise<number>
  /** Throws a Turkish 429 with Retry-After while any of the keys is blocked. */
  assertOpen(keys: string[], reply: FastifyReply): Promise<void>
  /** Counts a failure against each key; the one reaching the limit is blocked for the back-off time. */
  fail(keys: string[]): Promise<void>
  /** Forgets the failures of one key (a successful login or password reset clears its e-mail). */
  reset(key: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle
    /** The rules and whether each found its route (checked by the tests). */
    rateLimitRules: Array<Rule & { matched: boolean }>
  }
}

/** One address per client; an IPv6 client counts by its /56 network, as it can change the rest freely. */
export const clientAddress = (req: FastifyRequest) => normalizeIP(req.ip, 56)

const waitText = (seconds: number) =>
  seconds >= 60 ? `${Math.ceil(seconds / 60)} dakika` : `${Math.max(1, Math.ceil(seconds))} saniye`

export const tooManyAttempts = (seconds: number) =>
  tooManyRequests(`Çok fazla deneme yaptınız. Lütfen ${waitText(seconds)} sonra tekrar deneyin.`)

/**
 * Abuse limits. Request limits (@fastify/rate-limit) are kept in each replica's memory, in a bounded LRU store per
 * limit; the login back-off is kept in the database (login_failures), so every replica sees the same failures.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitConfig) {
  await app.register(rateLimit, { global: false })

  const handlers = new Map<string, onRequestAsyncHookHandler>()
  function handlerFor(rule: Rule): onRequestAsyncHookHandler {
    // Calls sharing a limit share one counter (contact and get-well messages, for example).
    const id = `${rule.limit}:${rule.per}`
    let handler = handlers.get(id)
    if (!handler) {
      const limit: WindowLimit = opts[rule.limit]
      handler = app.rateLimit({
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        cache: opts.storeSize,
        keyGenerator: (req) =>
          rule.per === 'path' ? `${clientAddress(req)} ${normalizePath(req.url)}` : clientAddress(req),
        errorResponseBuilder: (_req, context) =>
          tooManyRequests(
            `Çok fazla istek gönderdiniz. Lütfen ${waitText(context.ttl / 1000)} sonra tekrar deneyin.`,
          ),
      }) as onRequestAsyncHookHandler
      handlers.set(id, handler)
    }
    return handler
  }

  const rules = RATE_LIMIT_RULES.map((rule) => ({ ...rule, matched: false }))
  app.decorate('rateLimitRules', rules)

  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase())
    const rule = rules.find(
      (r) =>
        r.url.toLowerCase() === route.url.toLowerCase() &&
        (methods.includes(r.method) || (r.method === 'GET' && methods.includes('HEAD'))),
    )
    if (!rule) return
    rule.matched = true
    if (!opts.enabled) return
    // Counted first, before authentication, so refused callers are limited too.
    const existing = route.onRequest ? [route.onRequest].flat() : []
    route.onRequest = [handlerFor(rule), ...existing]
  })

  const { maxFailures, blockSeconds } = opts.login
  let lastPrune = 0

  app.decorate<LoginThrottle>('loginThrottle', {
    keys: (req, email) => [`email:${email.toLowerCase()}`, `ip:${clientAddress(req)}`],

    async assertOpen(keys, reply) {
      const wait = await app.loginThrottle.blockedFor(keys)
      if (wait > 0) {
        reply.header('retry-after', String(wait))
        throw tooManyAttempts(wait)
      }
    },

    async blockedFor(keys) {
      const now = new Date()
      const rows = await app.db
        .select({ blockedUntil: loginFailures.blockedUntil })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gt(loginFailures.blockedUntil, now)))
      const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0))
      return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0
    },

    async fail(keys) {
      const now = new Date()
      const windowStart = new Date(now.getTime() - blockSeconds * 1000)
      const blockedUntil = new Date(now.getTime() + blockSeconds * 1000)
      // A failure window lasts as long as a block; a key that reaches the limit is blocked and starts afresh, so
      // failures sent during a block (which are refused unchecked) never lengthen it.
      const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
      const stale = sql`${loginFailures.windowStartedAt} <= ${at(windowStart)}`
      const counted = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`
      for (const key of keys) {
        await app.db
          .insert(loginFailures)
          .values({
            key,
            failures: 1,
            windowStartedAt: now,
            blockedUntil: maxFailures <= 1 ? blockedUntil : null,
          })
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: {
              failures: sql`case when ${counted} >= ${maxFailures} then 0 else ${counted} end`,
              windowStartedAt: sql`case when ${stale} or ${counted} >= ${maxFailures} then ${at(now)} else ${loginFailures.windowStartedAt} end`,
              blockedUntil: sql`case when ${counted} >= ${maxFailures} then ${at(blockedUntil)} else ${loginFailures.blockedUntil} end`,
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
    },

    async reset(key) {
      await app.db.delete(loginFailures).where(inArray(loginFailures.key, [key]))
    },
  })
})
