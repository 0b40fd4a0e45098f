import { servicePlugin } from '../shared/service-plugin.ts'
import { createUserService, type UserService } from './user-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService
  }
}

/**
 * The users: the users admin and the account's own calls (delete my account, export my data) share its deletion
 * and its "an active admin must remain" lock.
 */
export default servicePlugin('users', ['db', 'images'], (app) =>
  createUserService(app.db, app.images, { publicApiUrl: app.config.publicApiUrl }),
)
