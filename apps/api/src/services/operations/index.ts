import { servicePlugin } from '../shared/service-plugin.ts'
import { createOperationService, type OperationService } from './operation-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    operations: OperationService
  }
}

/** The operations: routes, the seeder and the site's feeds all go through it; its writes announce content changes. */
export default servicePlugin('operations', ['db', 'images', 'events', 'revisions'], (app) =>
  createOperationService(app.db, app.images, app.events, app.config.siteLocales, app.revisions),
)
