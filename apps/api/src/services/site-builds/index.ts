import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPublishHistory, type PublishHistory } from './publish-history.ts'

declare module 'fastify' {
  interface FastifyInstance {
    siteBuilds: PublishHistory
  }
}

/** The site's builds and webhook calls as publishing records them (the admin's publish state reads them). */
export default fp(
  async function siteBuildsService(app: FastifyInstance) {
    app.decorate('siteBuilds', createPublishHistory(app.db))
  },
  { name: 'site-builds', dependencies: ['db'] },
)
