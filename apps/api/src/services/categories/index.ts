import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { blogs, categories } from '../../db/schema.ts'
import { createGroupService, type GroupService } from '../groups/group-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    categories: GroupService
  }
}

/** The posts' categories: deleting one keeps its posts, without a category. */
export default fp(
  async function categoriesService(app: FastifyInstance) {
    app.decorate(
      'categories',
      createGroupService(app.db, app.events, {
        kind: 'categories',
        table: categories,
        items: { table: blogs, column: blogs.categoryId },
        notFound: 'Kategori bulunamadı.',
        nameTaken: 'Bu isimde bir kategori zaten var.',
      }),
    )
  },
  { name: 'categories', dependencies: ['db', 'events'] },
)
