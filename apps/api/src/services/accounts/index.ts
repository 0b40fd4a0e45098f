import { servicePlugin } from '../shared/service-plugin.ts'
import { type AccountService, createAccountService } from './account-service.ts'
import { relyingParty } from './passkeys.ts'

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService
  }
}

/** A visitor's own account: login, register, the mailed links, passwords, profile, export and deletion. */
export default servicePlugin('accounts', ['db', 'users'], (app) =>
  createAccountService({
    db: app.db,
    tokens: app.tokens,
    mailer: app.mailer,
    users: app.users,
    throttle: app.loginThrottle,
    siteUrl: app.config.publicSiteUrl,
    log: app.log,
    totpBox: app.totpBox,
    staff2faRequired: app.config.staff2faRequired,
    relyingParty: relyingParty(app.config.publicSiteUrl, app.config.adminOrigin),
    siteLocales: app.config.siteLocales,
  }),
)
