import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type CommentRepository, createCommentRepository } from './comment-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentRepository
  }
}

/** The comments' service: the comment routes go through it; it checks visibility and ownership. */
export default fp(
  async function commentsService(app: FastifyInstance) {
    app.decorate('comments', createCommentRepository(app.db, app.blogs))
  },
  { name: 'comments', dependencies: ['db', 'blogs'] },
)
