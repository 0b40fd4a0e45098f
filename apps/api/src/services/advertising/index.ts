import { servicePlugin } from '../shared/service-plugin.ts'
import { type AdvertisingService, createAdvertisingService } from './advertising-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    advertising: AdvertisingService
  }
}

/** The advertising gate's overrides, as the admin lists them (the gate itself runs in the content write path). */
export default servicePlugin('advertising', ['db'], (app) => createAdvertisingService(app.db))
