import { servicePlugin } from '../shared/service-plugin.ts'
import { createPublishHistory, type PublishHistory } from './publish-history.ts'

declare module 'fastify' {
  interface FastifyInstance {
    siteBuilds: PublishHistory
  }
}

/** The site's builds and webhook calls as publishing records them (the admin's publish state reads them). */
export default servicePlugin('siteBuilds', ['db'], (app) => createPublishHistory(app.db))
