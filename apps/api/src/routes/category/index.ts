import { ApiPaths } from '@clinic/contract/api-paths'
import { Category, CategoryBody } from '@clinic/contract/category'
import { IdParams } from '@clinic/contract/common'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const tags = ['Kategori']
const admin = [{ bearerAuth: [] }]

export default async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { categories } = app

  app.get(ApiPaths.categories, { schema: { tags, response: { 200: z.array(Category) } } }, () =>
    categories.list(),
  )

  app.post(
    ApiPaths.categories,
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, body: CategoryBody, response: { 201: Category } },
    },
    async (req, reply) => reply.code(201).send(await categories.create(req.body.name)),
  )

  app.put(
    ApiPaths.category,
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, params: IdParams, body: CategoryBody, response: { 200: Category } },
    },
    (req) => categories.rename(req.params.id, req.body.name),
  )

  app.delete(
    ApiPaths.category,
    { onRequest: app.requireAdmin, schema: { tags, security: admin, params: IdParams } },
    async (req, reply) => {
      await categories.remove(req.params.id)
      return reply.code(204).send()
    },
  )
}
