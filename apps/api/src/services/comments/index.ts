import { servicePlugin } from '../shared/service-plugin.ts'
import { type CommentService, createCommentService } from './comment-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentService
  }
}

/** The comments: the comment routes go through it; it checks visibility and ownership. */
export default servicePlugin('comments', ['db', 'blogs'], (app) => createCommentService(app.db, app.blogs))
