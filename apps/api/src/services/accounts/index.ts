import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type AccountService, createAccountService } from './account-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService
  }
}

/** A visitor's own account: login, register, the mailed links, passwords, profile, export and deletion. */
export default fp(
  async function accountsService(app: FastifyInstance) {
    app.decorate(
      'accounts',
      createAccountService({
        db: app.db,
        tokens: app.tokens,
        mailer: app.mailer,
        users: app.users,
        throttle: app.loginThrottle,
        siteUrl: app.config.publicSiteUrl,
      }),
    )
  },
  { name: 'accounts', dependencies: ['db', 'users'] },
)
