import type { FastifyInstance } from 'fastify'
import { registerGroupRoutes } from '../groups.ts'

/** The operations' catalogs (routes/groups.ts). */
export default async function catalogRoutes(app: FastifyInstance) {
  registerGroupRoutes(app, 'catalogs')
}
