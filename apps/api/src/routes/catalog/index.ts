import { ApiPaths } from '@clinic/contract/api-paths'
import { AdminCatalog, Catalog, CatalogBody } from '@clinic/contract/catalog'
import type { FastifyInstance } from 'fastify'
import { registerGroupRoutes } from '../groups.ts'

/** The operations' catalogs. */
export default async function catalogRoutes(app: FastifyInstance) {
  registerGroupRoutes(app, {
    tags: ['Katalog'],
    paths: { list: ApiPaths.catalogs, admin: ApiPaths.catalogsAdmin, one: ApiPaths.catalog },
    schemas: { item: Catalog, adminItem: AdminCatalog, body: CatalogBody },
    service: app.catalogs,
    withFind: true,
  })
}
