import { DEFAULT_ADMIN_PASSWORD } from '../../seed/seed.ts'
import { servicePlugin } from '../shared/service-plugin.ts'
import { createSiteSettingsService, type SiteSettingsService } from './site-settings-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    siteSettings: SiteSettingsService
  }
}

/** The clinic's settings ("Site ayarları") and the first-run checklist. */
export default servicePlugin('siteSettings', ['db', 'events', 'users', 'uploads'], (app) =>
  createSiteSettingsService({
    db: app.db,
    events: app.events,
    deployment: () => ({
      bookingUrl: app.config.bookingUrl,
      analytics: app.config.site.analytics,
      smtpUrl: app.config.smtpUrl,
      messageRetentionMonths: app.config.messageRetention.months,
    }),
    defaultPasswordInUse: async () =>
      (await app.users.activeAdminsWithPassword(DEFAULT_ADMIN_PASSWORD)).length > 0,
    removeUnreferenced: (paths) => app.uploads.removeUnreferenced(paths),
  }),
)
