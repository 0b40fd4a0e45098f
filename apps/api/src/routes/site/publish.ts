import { SitePublishState } from '@clinic/contract/site-publish'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

const tags = ['Site']
const admin = [{ bearerAuth: [] }]
const LOG_TAIL = 4000

/** The publishing state for the admin, and "rebuild now". */
export default async function sitePublishRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  const state = (): SitePublishState => {
    if (!app.hasDecorator('site')) return { enabled: false, building: false, lastBuild: null }
    const last = app.site.lastBuild
    return {
      enabled: true,
      building: app.site.building,
      lastBuild: last
        ? {
            ok: last.ok,
            reason: last.reason,
            finishedAt: last.finishedAt,
            durationMs: Math.round(last.durationMs),
            logTail: last.log.slice(-LOG_TAIL),
          }
        : null,
    }
  }

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/site/publish',
    { onRequest: app.requireAdmin, schema: { tags, security: admin, response: { 200: SitePublishState } } },
    state,
  )

  // Starts a build and answers at once (202); GET tells when it is live or why it failed.
  app.post(
    '/api/site/publish',
    { onRequest: app.requireAdmin, schema: { tags, security: admin, response: { 202: SitePublishState } } },
    async (_req, reply) => {
      if (app.hasDecorator('site')) void app.site.publish('admin')
      return reply.code(202).send(state())
    },
  )
}
