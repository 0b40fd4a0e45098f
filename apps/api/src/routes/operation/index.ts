import { ApiPaths } from '@clinic/contract/api-paths'
import {
  AdminOperationListQuery,
  AdminOperationSummary,
  Operation,
  OperationForm,
  OperationListQuery,
  OperationSummary,
  OperationViews,
} from '@clinic/contract/operation'
import {
  OperationTranslationForm,
  OperationTranslationList,
  OperationTranslationSaved,
} from '@clinic/contract/translation'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { registerContentRoutes } from '../content.ts'

const FILTERS =
  '`catalogId`; `search`: başlıkta, kısa açıklamada ve içerikte her kelime (Türkçe harfler katlanır); `sort`: ' +
  'newest (varsayılan), oldest, title (Türk alfabesine göre) ya da views. `page`/`pageSize` ile sayfalanır; ' +
  'X-Total-Count toplamı verir.'
const CatalogParams = z.object({ catalogId: z.coerce.number().int().positive('Geçersiz kimlik.') })

/** The operations: the calls every content resource has (routes/content.ts), written with an author's picture. */
export default async function operationRoutes(app: FastifyInstance) {
  registerContentRoutes(app, {
    resource: 'operation',
    tags: ['Operasyon'],
    paths: {
      list: ApiPaths.operations,
      admin: ApiPaths.operationsAdmin,
      byGroup: ApiPaths.operationsByCatalog,
      one: ApiPaths.operation,
      status: ApiPaths.operationStatus,
      view: ApiPaths.operationView,
      translations: ApiPaths.operationTranslations,
      translation: ApiPaths.operationTranslation,
    },
    summaries: { list: 'Yayındaki operasyonlar', admin: 'Bütün operasyonlar (yönetici)' },
    descriptions: {
      list: `Yalnızca yayındaki operasyonlar. ${FILTERS}`,
      admin: `Yayında olmayanlar dahil bütün operasyonlar; \`active=true|false\` yalnızca yayındakileri ya da yayında olmayanları verir; \`needsTranslation=en|ka|ru\` o dilde çevirisi eksik ya da güncel olmayanları (Çevirisi eksik). ${FILTERS}`,
    },
    schemas: {
      item: Operation,
      summary: OperationSummary,
      adminSummary: AdminOperationSummary,
      translationList: OperationTranslationList,
      translation: OperationTranslationSaved,
      translationForm: OperationTranslationForm,
      listQuery: OperationListQuery,
      adminQuery: AdminOperationListQuery,
      form: OperationForm,
      counters: OperationViews,
      groupParams: CatalogParams,
    },
    service: app.operations,
    authorOf: (viewer) => app.users.authorOf(viewer),
    viewLimit: app.limits.operationViews,
  })
}
