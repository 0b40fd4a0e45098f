import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createOperationRepository, type OperationRepository } from './operation-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    operations: OperationRepository
  }
}

/** The operations' service: routes, the seeder and the site's feeds all go through it; its writes announce content changes. */
export default fp(
  async function operationsService(app: FastifyInstance) {
    app.decorate('operations', createOperationRepository(app.db, app.images, app.events))
  },
  { name: 'operations', dependencies: ['db', 'images', 'events'] },
)
