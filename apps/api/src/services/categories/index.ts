import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type CategoryRepository, createCategoryRepository } from './category-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    categories: CategoryRepository
  }
}

/** The categories' service: routes, the seeder and the site's feeds all go through it; its writes announce content changes. */
export default fp(
  async function categoriesService(app: FastifyInstance) {
    app.decorate('categories', createCategoryRepository(app.db, app.events))
  },
  { name: 'categories', dependencies: ['db', 'events'] },
)
