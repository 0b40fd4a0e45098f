import { Readable } from 'node:stream'
import { ApiPaths } from '@clinic/contract/api-paths'
import { StatisticsQuery, StatisticsSummary } from '@clinic/contract/statistics'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { clinicDay } from '../../services/analytics/analytics-service.ts'

const tags = ['İstatistikler']
const staff = [{ bearerAuth: [] }]

/** The site's first-party statistics: staff (Admin and Editor) read and export them (decision 0222). */
export default async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    ApiPaths.statistics,
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: staff,
        summary: 'Site istatistikleri (personel)',
        description:
          'Son 30 ya da 90 günün (`days`) günlük sayılardan özeti: ziyaretler, en çok okunanlar, olaylar, yönlendirenler, cihazlar, sonuçsuz aramalar.',
        querystring: StatisticsQuery,
        response: { 200: StatisticsSummary },
      },
    },
    (req) => app.analytics.summary(req.query.days),
  )

  app.get(
    ApiPaths.statisticsCsv,
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: staff,
        summary: 'İstatistikleri CSV olarak indir (personel)',
        description:
          'Dönemin günlük sayıları, bir satırı bir sayı: UTF-8 (BOM ile, Excel için), Türkçe başlıklar.',
        querystring: StatisticsQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="istatistikler-${req.query.days}-gun-${clinicDay(new Date())}.csv"`,
        )
        .send(Readable.from(app.analytics.csv(req.query.days))),
  )
}
