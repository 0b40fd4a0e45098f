import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createUserRepository, type UserRepository } from './user-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository
  }
}

/**
 * The users' service: the users admin and the account's own calls (delete my account, export my data) share its
 * deletion and its "an active admin must remain" lock.
 */
export default fp(
  async function usersService(app: FastifyInstance) {
    app.decorate('users', createUserRepository(app.db, app.images, { publicApiUrl: app.config.publicApiUrl }))
  },
  { name: 'users', dependencies: ['db', 'images'] },
)
