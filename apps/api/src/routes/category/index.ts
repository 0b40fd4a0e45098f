import { Category, CategoryBody } from '@clinic/contract/category'
import { IdParams } from '@clinic/contract/common'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { categories } from '../../db/schema.ts'
import { notFound } from '../../lib/http-errors.ts'
import { assertNameFree, listByTurkishName } from '../../lib/named-rows.ts'

const tags = ['Kategori']
const admin = [{ bearerAuth: [] }]

export default async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = app.db

  const NAME_TAKEN = 'Bu isimde bir kategori zaten var.'

  app.get('/api/Category', { schema: { tags, response: { 200: z.array(Category) } } }, () =>
    listByTurkishName(db, categories),
  )

  app.post(
    '/api/Category',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, body: CategoryBody, response: { 201: Category } },
    },
    async (req, reply) => {
      await assertNameFree(db, categories, req.body.name, NAME_TAKEN)
      const [row] = await db.insert(categories).values({ name: req.body.name }).returning()
      return reply.code(201).send({ id: row!.id, name: row!.name })
    },
  )

  app.put(
    '/api/Category/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, params: IdParams, body: CategoryBody, response: { 200: Category } },
    },
    async (req) => {
      await assertNameFree(db, categories, req.body.name, NAME_TAKEN, req.params.id)
      const [row] = await db
        .update(categories)
        .set({ name: req.body.name })
        .where(eq(categories.id, req.params.id))
        .returning()
      if (!row) throw notFound('Kategori bulunamadı.')
      return { id: row.id, name: row.name }
    },
  )

  app.delete(
    '/api/Category/:id',
    { onRequest: app.requireAdmin, schema: { tags, security: admin, params: IdParams } },
    async (req, reply) => {
      // Posts of a deleted category stay, without a category (the foreign key sets it to null).
      const deleted = await db
        .delete(categories)
        .where(eq(categories.id, req.params.id))
        .returning({ id: categories.id })
      if (deleted.length === 0) throw notFound('Kategori bulunamadı.')
      return reply.code(204).send()
    },
  )
}
