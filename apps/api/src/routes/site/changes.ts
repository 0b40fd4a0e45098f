import { ApiPaths } from '@clinic/contract/api-paths'
import {
  BlogChanges,
  CatalogChanges,
  CategoryChanges,
  OperationChanges,
  SyncQuery,
} from '@clinic/contract/site-sync'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createSiteRepository } from '../../services/site-feeds/site-feed-service.ts'

const tags = ['Site']
const description =
  'Sitenin içerik yükleyicileri için: `since` olmadan herkese açık bütün kayıtlar; `since` ile (bir önceki yanıtın `cursor` değeri) o andan sonra değişenler ve kaldırılanların (silinen ya da pasif yapılan) kimlikleri. Sayaçlar (görüntülenme, beğeni) değişiklik sayılmaz.'

/** The content-layer loaders' incremental sync: one call per kind, public, never cached. */
export default async function siteChangesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const site = createSiteRepository(app)
  app.get(
    ApiPaths.siteChangesBlogs,
    { schema: { tags, description, querystring: SyncQuery, response: { 200: BlogChanges } } },
    (req) => site.changes('blogs', req.query.since || undefined),
  )

  app.get(
    ApiPaths.siteChangesOperations,
    { schema: { tags, description, querystring: SyncQuery, response: { 200: OperationChanges } } },
    (req) => site.changes('operations', req.query.since || undefined),
  )

  app.get(
    ApiPaths.siteChangesCatalogs,
    { schema: { tags, description, querystring: SyncQuery, response: { 200: CatalogChanges } } },
    (req) => site.changes('catalogs', req.query.since || undefined),
  )

  app.get(
    ApiPaths.siteChangesCategories,
    { schema: { tags, description, querystring: SyncQuery, response: { 200: CategoryChanges } } },
    (req) => site.changes('categories', req.query.since || undefined),
  )
}
