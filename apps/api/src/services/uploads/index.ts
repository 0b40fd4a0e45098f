import type { FastifyInstance } from 'fastify'
import { servicePlugin } from '../shared/service-plugin.ts'
import { referencedUploads, removeUnreferenced } from './upload-references.ts'

const createUploadService = (app: FastifyInstance) => ({
  /** Every upload a row points at (the sweeper keeps these). */
  referenced: () => referencedUploads(app.db),
  /** Deletes the files of these uploads that no row references any more; call it after the change committed. */
  removeUnreferenced: (urlPaths: Iterable<string | null | undefined>) =>
    removeUnreferenced(app.db, app.images, urlPaths),
})

declare module 'fastify' {
  interface FastifyInstance {
    uploads: ReturnType<typeof createUploadService>
  }
}

/** Which uploads the rows still show: the upload sweeper asks it before deleting a file. */
export default servicePlugin('uploads', ['db', 'images'], createUploadService)
