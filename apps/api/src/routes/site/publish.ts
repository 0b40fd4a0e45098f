import { ApiPaths } from '@clinic/contract/api-paths'
import { SitePublishState } from '@clinic/contract/site-publish'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

const tags = ['Site']
const admin = [{ bearerAuth: [] }]

/** The publishing state for the admin, and "rebuild now". */
export default async function sitePublishRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    ApiPaths.sitePublish,
    { onRequest: app.requireAdmin, schema: { tags, security: admin, response: { 200: SitePublishState } } },
    () => app.publishing.state(),
  )

  // Starts a publish and answers at once (202); GET tells when it is live or why it failed.
  app.post(
    ApiPaths.sitePublish,
    { onRequest: app.requireAdmin, schema: { tags, security: admin, response: { 202: SitePublishState } } },
    async (req, reply) => {
      if (app.publishing.targets.length > 0) app.publishing.request('yönetici')
      await app.audit.record(req, { action: 'publish', resource: 'site-publish' })
      return reply.code(202).send(await app.publishing.state())
    },
  )
}
