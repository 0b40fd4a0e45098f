import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type AccountRepository, createAccountRepository } from '../../routes/account/account-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountRepository
  }
}

/** A visitor's own account (register, links, passwords, profile); deletion and export are the users service's. */
export default fp(
  async function accountsService(app: FastifyInstance) {
    app.decorate('accounts', createAccountRepository(app.db))
  },
  { name: 'accounts', dependencies: ['db'] },
)
