import { servicePlugin } from '../shared/service-plugin.ts'
import { createSiteFeedService, type SiteFeedService } from './site-feed-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    siteFeeds: SiteFeedService
  }
}

/** What the public site reads beyond the resources' own calls: the change feeds and the search box. */
export default servicePlugin('siteFeeds', ['db', 'blogs', 'operations', 'catalogs', 'categories'], (app) =>
  createSiteFeedService(app),
)
