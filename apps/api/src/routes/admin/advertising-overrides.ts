import { AdvertisingOverrideList } from '@clinic/contract/advertising'
import { ApiPaths } from '@clinic/contract/api-paths'
import { Id } from '@clinic/contract/common'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const tags = ['Reklam uyarıları']
const admin = [{ bearerAuth: [] }]

/**
 * The advertising gate's overrides (decision 0200): every one for the Admin's list, one item's for the edit form
 * (staff: an Editor sees which flags an Admin let through).
 */
export default async function advertisingOverrideRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    ApiPaths.advertisingOverrides,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Yok sayılan reklam uyarıları (yönetici)',
        description: 'Her karar: içerik, ifade, gerekçe, kim, ne zaman; en yeni önce.',
        response: { 200: AdvertisingOverrideList },
      },
    },
    () => app.advertising.list(),
  )

  app.get(
    ApiPaths.contentAdvertisingOverrides,
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: admin,
        summary: 'Bir içeriğin yok sayılan reklam uyarıları',
        params: z.object({
          kind: z.enum(['blogs', 'operations'], { error: 'İçerik türü blogs ya da operations olmalıdır.' }),
          id: Id,
        }),
        response: { 200: AdvertisingOverrideList },
      },
    },
    (req) => app.advertising.list({ kind: req.params.kind, id: req.params.id }),
  )
}
