import { servicePlugin } from '../shared/service-plugin.ts'
import { type BlogService, createBlogService } from './blog-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    blogs: BlogService
  }
}

/** The blog posts: routes, the seeder and the site's feeds all go through it; its writes announce content changes. */
export default servicePlugin('blogs', ['db', 'images', 'events', 'revisions'], (app) =>
  createBlogService(app.db, app.images, app.events, app.config.siteLocales, app.revisions),
)
