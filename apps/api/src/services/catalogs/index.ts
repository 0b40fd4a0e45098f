import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type CatalogRepository, createCatalogRepository } from './catalog-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogs: CatalogRepository
  }
}

/** The catalogs' service: routes, the seeder and the site's feeds all go through it; its writes announce content changes. */
export default fp(
  async function catalogsService(app: FastifyInstance) {
    app.decorate('catalogs', createCatalogRepository(app.db, app.events))
  },
  { name: 'catalogs', dependencies: ['db', 'events'] },
)
