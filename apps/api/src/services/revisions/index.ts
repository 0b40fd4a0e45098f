import { servicePlugin } from '../shared/service-plugin.ts'
import { createRevisionStore, type RevisionStore } from './revision-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    revisions: RevisionStore
  }
}

/** The revisions of every save (decision 0281): the content services write them, the revision routes read them. */
export default servicePlugin('revisions', ['db'], (app) =>
  createRevisionStore(app.db, app.config.revisionKeep),
)
