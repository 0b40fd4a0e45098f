import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get('/api/health', { schema: { tags: ['Sistem'], response: { 200: Health } } }, async () => {
    await app.db.execute(sql`select 1`)
    return { status: 'ok' as const, database: app.dbKind }
  })
}
