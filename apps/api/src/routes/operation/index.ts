import { ApiPaths } from '@clinic/contract/api-paths'
import { IdOrSlugParams, IdParams, Paging, StatusBody } from '@clinic/contract/common'
import {
  AdminOperationListQuery,
  Operation,
  OperationForm,
  OperationListQuery,
  OperationViews,
} from '@clinic/contract/operation'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-errors.ts'
import { withTotal } from '../http.ts'

const tags = ['Operasyon']
const admin = [{ bearerAuth: [] }]
const multipart = ['multipart/form-data']
const FILTERS =
  '`catalogId`; `search`: başlıkta, kısa açıklamada ve içerikte her kelime (Türkçe harfler katlanır); `sort`: ' +
  'newest (varsayılan), oldest, title (Türk alfabesine göre) ya da views. `page`/`pageSize` ile sayfalanır; ' +
  'X-Total-Count toplamı verir.'
const PUBLIC_LIST = `Yalnızca yayındaki operasyonlar. ${FILTERS}`
const ADMIN_LIST = `Yayında olmayanlar dahil bütün operasyonlar; \`active=true|false\` yalnızca yayındakileri ya da yayında olmayanları verir. ${FILTERS}`
const CatalogParams = z.object({ catalogId: z.coerce.number().int().positive('Geçersiz kimlik.') })

export default async function operationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { operations } = app

  app.get(
    ApiPaths.operations,
    {
      schema: {
        tags,
        summary: 'Yayındaki operasyonlar',
        description: PUBLIC_LIST,
        querystring: OperationListQuery,
        response: { 200: z.array(Operation) },
      },
    },
    async (req, reply) => withTotal(reply, await operations.list({ ...req.query, activeOnly: true })),
  )

  app.get(
    ApiPaths.operationsAdmin,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Bütün operasyonlar (yönetici)',
        description: ADMIN_LIST,
        querystring: AdminOperationListQuery,
        response: { 200: z.array(Operation) },
      },
    },
    async (req, reply) => withTotal(reply, await operations.list({ ...req.query, activeOnly: false })),
  )

  app.get(
    ApiPaths.operationsByCatalog,
    { schema: { tags, params: CatalogParams, querystring: Paging, response: { 200: z.array(Operation) } } },
    async (req, reply) => {
      if (!(await operations.catalogExists(req.params.catalogId))) throw notFound('Katalog bulunamadı.')
      return withTotal(
        reply,
        await operations.list({ ...req.query, catalogId: req.params.catalogId, activeOnly: true }),
      )
    },
  )

  app.get(
    ApiPaths.operation,
    { preHandler: app.optionalUser, schema: { tags, params: IdOrSlugParams, response: { 200: Operation } } },
    (req) => operations.find(req.params.id, !req.user?.isAdmin),
  )

  app.post(
    ApiPaths.operations,
    {
      onRequest: [app.requireAdmin, app.limits.uploads],
      schema: {
        tags,
        security: admin,
        consumes: multipart,
        body: OperationForm,
        response: { 201: Operation },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await operations.save(req.body, await app.users.authorOf(req.user))),
  )

  app.put(
    ApiPaths.operation,
    {
      onRequest: [app.requireAdmin, app.limits.uploads],
      schema: {
        tags,
        security: admin,
        consumes: multipart,
        params: IdParams,
        body: OperationForm,
        response: { 200: Operation },
      },
    },
    async (req) => operations.save(req.body, await app.users.authorOf(req.user), req.params.id),
  )

  app.delete(
    ApiPaths.operation,
    { onRequest: app.requireAdmin, schema: { tags, security: admin, params: IdParams } },
    async (req, reply) => {
      await operations.remove(req.params.id)
      return reply.code(204).send()
    },
  )

  app.put(
    ApiPaths.operationStatus,
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, params: IdParams, body: StatusBody, response: { 200: Operation } },
    },
    (req) => operations.setActive(req.params.id, req.body.isActive),
  )

  app.put(
    ApiPaths.operationView,
    {
      preHandler: app.limits.operationViews,
      schema: { tags, params: IdOrSlugParams, response: { 200: OperationViews } },
    },
    (req) => operations.view(req.params.id),
  )
}
