import { servicePlugin } from '../shared/service-plugin.ts'
import { createGroupService, GROUPS, type GroupService } from './group-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogs: GroupService
    categories: GroupService
  }
}

/** A group resource's service (catalogs or categories) as a plugin decorating `app.<kind>`. */
export const groupPlugin = (kind: keyof typeof GROUPS) =>
  servicePlugin(kind, ['db', 'events', 'revisions'], (app) =>
    createGroupService(app.db, app.events, GROUPS[kind], app.config.siteLocales, app.revisions),
  )
