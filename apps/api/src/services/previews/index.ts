import { servicePlugin } from '../shared/service-plugin.ts'
import { createPreviewLinkStore, type PreviewLinkStore } from './preview-links.ts'

declare module 'fastify' {
  interface FastifyInstance {
    previewLinks: PreviewLinkStore
  }
}

/** Preview links (decision 0285): the routes create, list and revoke them; the site plugin opens them. */
export default servicePlugin('previewLinks', ['db'], (app) =>
  createPreviewLinkStore(app.db, app.config.previewLinkDays),
)
