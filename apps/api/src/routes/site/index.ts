import type { FastifyInstance } from 'fastify'
import siteSearchRoutes from './ajax-search.ts'
import siteChangesRoutes from './changes.ts'
import sitePublishRoutes from './publish.ts'
import siteSettingsRoutes from './settings.ts'

/** What the public site needs beyond the resources' own calls. */
export default async function siteRoutes(app: FastifyInstance) {
  await app.register(siteChangesRoutes)
  await app.register(siteSearchRoutes)
  await app.register(sitePublishRoutes)
  await app.register(siteSettingsRoutes)
}
