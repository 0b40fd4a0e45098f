import { ApiPaths } from '@clinic/contract/api-paths'
import { SiteBuild } from '@clinic/contract/site-publish'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const Health = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  /** The site's publishing: where changes go, and the newest publish (null before the first). */
  site: z.object({
    targets: z.array(z.enum(['builder', 'webhook'])),
    building: z.boolean(),
    lastBuild: SiteBuild.pick({
      id: true,
      status: true,
      startedAt: true,
      finishedAt: true,
      durationMs: true,
    }).nullable(),
  }),
  /**
   * Present only when something should be fixed (the answer stays ok): `trust-proxy-unset` when requests arrive
   * with X-Forwarded-For while TRUST_PROXY is unset.
   */
  warnings: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
})

/** For load balancers and the container's health check: 200 while the database answers, 503 when it does not. */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    ApiPaths.health,
    { schema: { tags: ['Sistem'], response: { 200: Health, 503: Health } } },
    async (_req, reply) => {
      if (!(await app.dbAnswers())) {
        return reply.code(503).send({
          status: 'error' as const,
          database: { kind: app.dbKind, ok: false },
          site: { targets: app.publishing.targets, building: false, lastBuild: null },
        })
      }
      const last = await app.publishing.newest()
      const warnings = app.proxyCheck.warnings()
      return {
        status: 'ok' as const,
        database: { kind: app.dbKind, ok: true },
        site: {
          targets: app.publishing.targets,
          building: last?.status === 'running',
          lastBuild: last
            ? {
                id: last.id,
                status: last.status,
                startedAt: last.startedAt,
                finishedAt: last.finishedAt,
                durationMs: last.durationMs,
              }
            : null,
        },
        ...(warnings.length > 0 ? { warnings } : {}),
      }
    },
  )
}
