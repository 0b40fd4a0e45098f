import { ApiPaths } from '@clinic/contract/api-paths'
import { Catalog, CatalogBody } from '@clinic/contract/catalog'
import { IdParams } from '@clinic/contract/common'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const tags = ['Katalog']
const admin = [{ bearerAuth: [] }]

export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { catalogs } = app

  app.get(ApiPaths.catalogs, { schema: { tags, response: { 200: z.array(Catalog) } } }, () => catalogs.list())

  app.get(ApiPaths.catalog, { schema: { tags, params: IdParams, response: { 200: Catalog } } }, (req) =>
    catalogs.find(req.params.id),
  )

  app.post(
    ApiPaths.catalogs,
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, body: CatalogBody, response: { 201: Catalog } },
    },
    async (req, reply) => reply.code(201).send(await catalogs.create(req.body.name)),
  )

  app.put(
    ApiPaths.catalog,
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, params: IdParams, body: CatalogBody, response: { 200: Catalog } },
    },
    (req) => catalogs.rename(req.params.id, req.body.name),
  )

  app.delete(
    ApiPaths.catalog,
    { onRequest: app.requireAdmin, schema: { tags, security: admin, params: IdParams } },
    async (req, reply) => {
      await catalogs.remove(req.params.id)
      return reply.code(204).send()
    },
  )
}
