import { Catalog, CatalogBody } from '@clinic/contract/catalog'
import { IdParams } from '@clinic/contract/common'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { catalogs, operations } from '../../db/schema.ts'
import { conflict, notFound } from '../../lib/http-errors.ts'
import { assertNameFree, listByTurkishName } from '../../lib/named-rows.ts'

const tags = ['Katalog']
const admin = [{ bearerAuth: [] }]

export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = app.db

  const NAME_TAKEN = 'Bu isimde bir katalog zaten var.'

  app.get('/api/Catalog', { schema: { tags, response: { 200: z.array(Catalog) } } }, () =>
    listByTurkishName(db, catalogs),
  )

  app.get(
    '/api/Catalog/:id',
    { schema: { tags, params: IdParams, response: { 200: Catalog } } },
    async (req) => {
      const [row] = await db.select().from(catalogs).where(eq(catalogs.id, req.params.id))
      if (!row) throw notFound('Katalog bulunamadı.')
      return { id: row.id, name: row.name }
    },
  )

  app.post(
    '/api/Catalog',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, body: CatalogBody, response: { 201: Catalog } },
    },
    async (req, reply) => {
      await assertNameFree(db, catalogs, req.body.name, NAME_TAKEN)
      const [row] = await db.insert(catalogs).values({ name: req.body.name }).returning()
      return reply.code(201).send({ id: row!.id, name: row!.name })
    },
  )

  app.put(
    '/api/Catalog/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, params: IdParams, body: CatalogBody, response: { 200: Catalog } },
    },
    async (req) => {
      await assertNameFree(db, catalogs, req.body.name, NAME_TAKEN, req.params.id)
      const [row] = await db
        .update(catalogs)
        .set({ name: req.body.name })
        .where(eq(catalogs.id, req.params.id))
        .returning()
      if (!row) throw notFound('Katalog bulunamadı.')
      return { id: row.id, name: row.name }
    },
  )

  app.delete(
    '/api/Catalog/:id',
    { onRequest: app.requireAdmin, schema: { tags, security: admin, params: IdParams } },
    async (req, reply) => {
      const [exists] = await db
        .select({ id: catalogs.id })
        .from(catalogs)
        .where(eq(catalogs.id, req.params.id))
      if (!exists) throw notFound('Katalog bulunamadı.')
      const [held] = await db
        .select({ n: count() })
        .from(operations)
        .where(eq(operations.catalogId, req.params.id))
      if ((held?.n ?? 0) > 0) {
        throw conflict(
          `Bu katalogda hâlâ ${held!.n} operasyon var. Önce operasyonları başka bir kataloğa taşıyın ya da silin.`,
        )
      }
      await db.delete(catalogs).where(eq(catalogs.id, req.params.id))
      return reply.code(204).send()
    },
  )
}
