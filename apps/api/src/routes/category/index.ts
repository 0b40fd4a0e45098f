import type { FastifyInstance } from 'fastify'
import { registerGroupRoutes } from '../groups.ts'

/** The posts' categories (routes/groups.ts). */
export default async function categoryRoutes(app: FastifyInstance) {
  registerGroupRoutes(app, 'categories')
}
