import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type BlogRepository, createBlogRepository } from './blog-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    blogs: BlogRepository
  }
}

/** The blog posts' service: routes, the seeder and the site's feeds all go through it; its writes announce content changes. */
export default fp(
  async function blogsService(app: FastifyInstance) {
    app.decorate('blogs', createBlogRepository(app.db, app.images, app.events))
  },
  { name: 'blogs', dependencies: ['db', 'images', 'events'] },
)
