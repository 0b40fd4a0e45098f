import type { FastifyInstance } from 'fastify'
import siteChangesRoutes from './changes.ts'

/** What the public site needs beyond the resources' own calls. */
export default async function siteRoutes(app: FastifyInstance) {
  await app.register(siteChangesRoutes)
}
