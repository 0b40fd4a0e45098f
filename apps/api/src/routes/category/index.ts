import { ApiPaths } from '@clinic/contract/api-paths'
import { AdminCategory, Category, CategoryBody } from '@clinic/contract/category'
import type { FastifyInstance } from 'fastify'
import { registerGroupRoutes } from '../groups.ts'

/** The posts' categories. */
export default async function categoryRoutes(app: FastifyInstance) {
  registerGroupRoutes(app, {
    tags: ['Kategori'],
    paths: { list: ApiPaths.categories, admin: ApiPaths.categoriesAdmin, one: ApiPaths.category },
    schemas: { item: Category, adminItem: AdminCategory, body: CategoryBody },
    service: app.categories,
  })
}
