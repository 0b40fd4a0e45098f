import { Readable } from 'node:stream'
import { ApiPaths } from '@clinic/contract/api-paths'
import { AuditEntry, AuditFilter, AuditListQuery } from '@clinic/contract/audit'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { withTotal } from '../http.ts'

const tags = ['Kayıtlar']
const admin = [{ bearerAuth: [] }]
const FILTERS =
  '`actor`: kişinin kimlik numarası ya da e-postasının bir parçası; `resource`: kayıt türü; `from`/`to`: YYYY-AA-GG ' +
  '(Türkiye saatine göre gün başı ve gün sonu, ikisi de dahil).'

/** The clinic's calendar day (Türkiye) as YYYY-MM-DD, for the export's file name. */
const clinicDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date)

/** The audit log of staff actions: Admins read and export it; no call edits or deletes an entry. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    ApiPaths.auditLog,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Personel işlem kayıtları (yönetici)',
        description: `En yeni önce. ${FILTERS} \`page\`/\`pageSize\` ile sayfalanır (varsayılan 50); X-Total-Count toplamı verir.`,
        querystring: AuditListQuery,
        response: { 200: z.array(AuditEntry) },
      },
    },
    async (req, reply) => withTotal(reply, await app.audit.list(req.query)),
  )

  app.get(
    ApiPaths.auditLogCsv,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Kayıtları CSV olarak indir (yönetici)',
        description: `Süzgeçler listeyle aynı: ${FILTERS} UTF-8 (BOM ile, Excel için), Türkçe başlıklar; = + - @ ile başlayan hücrelerin başına ' konur.`,
        querystring: AuditFilter,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kayitlar-${clinicDay(new Date())}.csv"`)
        .send(Readable.from(app.audit.csv(req.query))),
  )
}
