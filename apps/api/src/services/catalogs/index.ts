import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { catalogs, operations } from '../../db/schema.ts'
import { createGroupService, type GroupService } from '../groups/group-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    catalogs: GroupService
  }
}

/** The operations' catalogs: a catalog still holding operations cannot be deleted (409). */
export default fp(
  async function catalogsService(app: FastifyInstance) {
    app.decorate(
      'catalogs',
      createGroupService(app.db, app.events, {
        kind: 'catalogs',
        table: catalogs,
        items: { table: operations, column: operations.catalogId },
        notFound: 'Katalog bulunamadı.',
        nameTaken: 'Bu isimde bir katalog zaten var.',
        inUse: (n) =>
          `Bu katalogda hâlâ ${n} operasyon var. Önce operasyonları başka bir kataloğa taşıyın ya da silin.`,
      }),
    )
  },
  { name: 'catalogs', dependencies: ['db', 'events'] },
)
