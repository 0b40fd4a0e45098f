import { createHash, timingSafeEqual } from 'node:crypto'
import { ApiPaths } from '@clinic/contract/api-paths'
import { SiteBuild } from '@clinic/contract/site-publish'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { forbidden } from '../../lib/http-errors.ts'

/** The header a monitor sends HEALTH_TOKEN in. */
export const HEALTH_TOKEN_HEADER = 'x-health-token'
/** How long the health check waits for the database, and for Redis. */
export const DATABASE_TIMEOUT_MS = 2_000
export const REDIS_TIMEOUT_MS = 500

const LastBuild = SiteBuild.pick({
  id: true,
  status: true,
  startedAt: true,
  finishedAt: true,
  durationMs: true,
})

/** What a monitor (HEALTH_TOKEN) or staff see beside the public answer (decision 0261). */
const HealthDetails = z.object({
  uptimeSeconds: z.number(),
  /** This process (the API server); the build worker's own memory is under `buildWorker`. */
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
  database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable(), timeoutMs: z.number() }),
  /** Null without REDIS_URL. `since`: when it last became reachable or unreachable. */
  redis: z
    .object({
      ok: z.boolean(),
      latencyMs: z.number().nullable(),
      since: z.iso.datetime(),
      timeoutMs: z.number(),
    })
    .nullable(),
  /** This process's Astro worker; null when this server does not build the site (SITE_BUILD=false). */
  buildWorker: z
    .object({
      state: z.enum(['running', 'idle', 'stopped']),
      since: z.iso.datetime(),
      rssBytes: z.number().nullable(),
    })
    .nullable(),
  /** This replica publishes (holds the builder lock); the others leave it to it. */
  builder: z.boolean(),
  /** The newest finished publish of the deployment (ok or failed), whichever replica ran it; null before one. */
  lastBuild: LastBuild.extend({ target: SiteBuild.shape.target }).nullable(),
})

const Health = z.object({
  /** `degraded`: serving, but Redis does not answer (the request limits count per replica meanwhile). */
  status: z.enum(['ok', 'degraded', 'error']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  /** Present with REDIS_URL. */
  redis: z.object({ ok: z.boolean() }).optional(),
  /** The site's publishing: where changes go, and the newest publish (null before the first). */
  site: z.object({
    targets: z.array(z.enum(['builder', 'webhook'])),
    building: z.boolean(),
    lastBuild: LastBuild.nullable(),
  }),
  /**
   * Present only when something should be fixed (the answer stays ok): `trust-proxy-unset` when requests arrive
   * with X-Forwarded-For while TRUST_PROXY is unset.
   */
  warnings: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
  /** Only for a monitor's HEALTH_TOKEN (X-Health-Token) or a signed-in staff member. */
  details: HealthDetails.optional(),
})

const digest = (text: string) => createHash('sha256').update(text).digest()
const WRONG_TOKEN = 'İzleme anahtarı (HEALTH_TOKEN) geçersiz.'

/**
 * For load balancers, the container's health check and monitors: 200 while the database answers (`degraded` when
 * Redis does not), 503 when it does not. Guests get the short answer; the details need HEALTH_TOKEN or staff.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const expected = app.config.healthToken ? digest(app.config.healthToken) : undefined

  /** The monitor's token (a wrong one is refused, not ignored: a misconfigured monitor should hear it) or staff. */
  function mayReadDetails(req: FastifyRequest): boolean {
    const sent = req.headers[HEALTH_TOKEN_HEADER]
    if (sent !== undefined) {
      if (typeof sent !== 'string' || !expected || !timingSafeEqual(digest(sent.trim()), expected))
        throw forbidden(WRONG_TOKEN)
      return true
    }
    return req.user?.isStaff === true
  }

  async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
    const started = performance.now()
    const result = await work()
    return [result, Math.round((performance.now() - started) * 10) / 10]
  }

  app.get(
    ApiPaths.health,
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['Sistem'],
        description:
          'Herkese kısa durum; bellek, derleme süreci, veritabanı ve Redis gecikmesi, son derleme ayrıntıları ' +
          'X-Health-Token (HEALTH_TOKEN) ya da yönetici/editör oturumu ile.',
        response: { 200: Health, 503: Health },
      },
    },
    async (req, reply) => {
      const details = mayReadDetails(req)
      const shared = app.sharedLimits
      const [[dbOk, dbMs], redisMs] = await Promise.all([
        timed(() => app.dbAnswers(DATABASE_TIMEOUT_MS)),
        shared ? shared.ping(REDIS_TIMEOUT_MS) : Promise.resolve(undefined),
      ])
      const redisOk = redisMs !== undefined
      const [newest, finished] = dbOk
        ? await Promise.all([app.publishing.newest(), details ? app.publishing.lastFinished() : null])
        : [null, null]
      const warnings = app.proxyCheck.warnings()
      const status = !dbOk ? 'error' : shared && !redisOk ? 'degraded' : 'ok'
      const pick = (b: NonNullable<typeof newest>) => ({
        id: b.id,
        status: b.status,
        startedAt: b.startedAt,
        finishedAt: b.finishedAt,
        durationMs: b.durationMs,
      })
      const worker = app.publishing.worker()
      const memory = process.memoryUsage()
      const answer = {
        status,
        database: { kind: app.dbKind, ok: dbOk },
        ...(shared ? { redis: { ok: redisOk } } : {}),
        site: {
          targets: app.publishing.targets,
          building: newest?.status === 'running',
          lastBuild: newest ? pick(newest) : null,
        },
        ...(warnings.length > 0 ? { warnings } : {}),
        ...(details
          ? {
              details: {
                uptimeSeconds: Math.round(process.uptime()),
                memory: {
                  rssBytes: memory.rss,
                  heapUsedBytes: memory.heapUsed,
                  heapTotalBytes: memory.heapTotal,
                },
                database: { ok: dbOk, latencyMs: dbOk ? dbMs : null, timeoutMs: DATABASE_TIMEOUT_MS },
                redis: shared
                  ? {
                      ok: redisOk,
                      latencyMs: redisMs ?? null,
                      since: shared.state().since.toISOString(),
                      timeoutMs: REDIS_TIMEOUT_MS,
                    }
                  : null,
                buildWorker: worker
                  ? {
                      state: worker.state,
                      since: worker.since.toISOString(),
                      rssBytes: worker.rssBytes ?? null,
                    }
                  : null,
                builder: app.publishing.isBuilder,
                lastBuild: finished ? { ...pick(finished), target: finished.target } : null,
              },
            }
          : {}),
      } as const
      return reply.code(dbOk ? 200 : 503).send(answer)
    },
  )
}
