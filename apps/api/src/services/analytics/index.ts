import { servicePlugin } from '../shared/service-plugin.ts'
import { type AnalyticsService, createAnalyticsService } from './analytics-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsService
  }
}

/** First-party statistics: the beacon's daily counts and the dashboard's figures (decision 0220). */
export default servicePlugin('analytics', ['db'], (app) => createAnalyticsService(app.db))
