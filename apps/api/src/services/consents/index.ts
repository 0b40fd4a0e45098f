import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type ConsentService, createConsentService } from './consent-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    consents: ConsentService
  }
}

/** Patients' consent records (issue 21); their signed forms live in `privateDir`, outside the public uploads. */
export default fp(
  async (app: FastifyInstance, opts: { privateDir: string }) => {
    app.decorate('consents', createConsentService(app.db, opts.privateDir, app.blogs))
  },
  { name: 'consents', dependencies: ['db', 'blogs'] },
)
