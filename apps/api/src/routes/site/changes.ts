import { ApiPaths } from '@clinic/contract/api-paths'
import {
  BlogChanges,
  CatalogChanges,
  CategoryChanges,
  OperationChanges,
  type SyncKind,
  SyncQuery,
} from '@clinic/contract/site-sync'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'

const tags = ['Site']
const description =
  'Yalnızca sitenin derlemesi için: `X-Site-Sync-Token` başlığında derleme anahtarı (SITE_SYNC_TOKEN) ister (yoksa 401, yanlışsa 403). Sitenin içerik yükleyicileri için: `since` olmadan herkese açık bütün kayıtlar; `since` ile (bir önceki yanıtın `cursor` değeri) o andan sonra değişenler ve kaldırılanların (silinen ya da pasif yapılan) kimlikleri. Sayaçlar (görüntülenme, beğeni) değişiklik sayılmaz. `locale` (varsayılan tr): o dilde herkese açık kayıtlar, o dilin metinleriyle; o dilde artık yayında olmayanlar (çevirisi silinen ya da pasif yapılan) kaldırılanlar arasındadır. Bir imleç bütün dillerde geçerlidir.'

const FEEDS: [SyncKind, string, z.ZodType][] = [
  ['blogs', ApiPaths.siteChangesBlogs, BlogChanges],
  ['operations', ApiPaths.siteChangesOperations, OperationChanges],
  ['catalogs', ApiPaths.siteChangesCatalogs, CatalogChanges],
  ['categories', ApiPaths.siteChangesCategories, CategoryChanges],
]

/**
 * The content-layer loaders' incremental sync: one call per kind, never cached, for the site's build only (the
 * build token in X-Site-Sync-Token; decision 0173).
 */
export default async function siteChangesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  for (const [kind, path, changes] of FEEDS) {
    app.get(
      path,
      {
        onRequest: app.requireSiteSyncToken,
        schema: {
          tags,
          description,
          security: [{ siteSyncToken: [] }],
          querystring: SyncQuery,
          response: { 200: changes },
        },
      },
      (req) => app.siteFeeds.changes(kind, req.query.since || undefined, req.query.locale),
    )
  }
}
