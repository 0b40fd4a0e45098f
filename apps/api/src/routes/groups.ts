import { ApiPaths } from '@clinic/contract/api-paths'
import { AdminCatalog, Catalog, CatalogBody } from '@clinic/contract/catalog'
import { AdminCategory, Category, CategoryBody } from '@clinic/contract/category'
import { IdParams } from '@clinic/contract/common'
import { LocaleQuery } from '@clinic/contract/locale'
import { GroupTranslation, GroupTranslationBody, GroupTranslationList } from '@clinic/contract/translation'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { GroupService } from '../services/groups/group-service.ts'
import { registerAuditedDelete } from './http.ts'
import { saverOf } from './revisions.ts'
import { translationRoutes } from './translations.ts'

const admin = [{ bearerAuth: [] }]

/**
 * The calls of a group resource (catalogs, categories): the public list, the admin's list with item counts, create,
 * rename and delete (staff only: Admins and Editors), and, where the contract has it, one group by id.
 */
interface GroupRoutes {
  tags: string[]
  paths: { list: string; admin: string; one: string; translations: string; translation: string }
  schemas: { item: z.ZodType; adminItem: z.ZodType; body: z.ZodType<{ name: string }> }
  /** GET of one group by id (catalogs have it; categories do not). */
  withFind?: boolean
}

const GROUP_ROUTES: Record<'catalogs' | 'categories', GroupRoutes> = {
  catalogs: {
    tags: ['Katalog'],
    paths: {
      list: ApiPaths.catalogs,
      admin: ApiPaths.catalogsAdmin,
      one: ApiPaths.catalog,
      translations: ApiPaths.catalogTranslations,
      translation: ApiPaths.catalogTranslation,
    },
    schemas: { item: Catalog, adminItem: AdminCatalog, body: CatalogBody },
    withFind: true,
  },
  categories: {
    tags: ['Kategori'],
    paths: {
      list: ApiPaths.categories,
      admin: ApiPaths.categoriesAdmin,
      one: ApiPaths.category,
      translations: ApiPaths.categoryTranslations,
      translation: ApiPaths.categoryTranslation,
    },
    schemas: { item: Category, adminItem: AdminCategory, body: CategoryBody },
  },
}

export function registerGroupRoutes(fastify: FastifyInstance, kind: keyof typeof GROUP_ROUTES) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const opts = GROUP_ROUTES[kind]
  const { tags, paths, schemas } = opts
  const service: GroupService = app[kind]
  const resource = kind === 'catalogs' ? 'catalog' : 'category'
  const current = (id: number) => () => service.find(id)

  // In another language (`locale`): only the groups named there, by that name.
  app.get(
    paths.list,
    { schema: { tags, querystring: LocaleQuery, response: { 200: z.array(schemas.item) } } },
    (req) => service.list(req.query.locale),
  )

  app.get(
    paths.admin,
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: admin,
        summary: 'Öğe sayılarıyla bütün liste (yönetici)',
        description:
          'Herkese açık listeyle aynı sıra; `itemCount` yayında olsun olmasın bütün öğeleri sayar; `translationStates` her çeviri dilinin durumunu verir.',
        response: { 200: z.array(schemas.adminItem) },
      },
    },
    () => service.listWithCounts(),
  )

  if (opts.withFind)
    app.get(
      paths.one,
      { schema: { tags, params: IdParams, querystring: LocaleQuery, response: { 200: schemas.item } } },
      (req) => service.find(req.params.id, req.query.locale),
    )

  app.post(
    paths.list,
    {
      onRequest: app.requireStaff,
      schema: { tags, security: admin, body: schemas.body, response: { 201: schemas.item } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await app.audit.audited(req, { action: 'create', resource }, () =>
            service.create(req.body.name, saverOf(req)),
          ),
        ),
  )

  app.put(
    paths.one,
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: admin,
        params: IdParams,
        body: schemas.body,
        response: { 200: schemas.item },
      },
    },
    (req) =>
      app.audit.audited(
        req,
        { action: 'update', resource, resourceId: req.params.id },
        () => service.rename(req.params.id, req.body.name, saverOf(req)),
        { before: current(req.params.id) },
      ),
  )

  registerAuditedDelete(app, {
    path: paths.one,
    tags,
    resource,
    find: (id) => service.find(id),
    remove: (id) => service.remove(id),
  })

  // Translations of the name (issue 23, decision 0270): staff only, audited as a rename is.
  translationRoutes(app, {
    tags,
    resource,
    paths: { list: paths.translations, one: paths.translation },
    schemas: { list: GroupTranslationList, item: GroupTranslation, body: GroupTranslationBody },
    docs: {
      save: {
        summary: 'Bir dilde adı kaydet (yönetici)',
        description: 'Ad o dilde büyük/küçük harf farkı gözetmeden tektir (aynısı varsa 409).',
      },
      remove: { summary: 'Bir dildeki adı sil (yönetici)' },
    },
    service: service.translations,
  })
}
