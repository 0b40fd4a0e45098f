import { ApiPaths } from '@clinic/contract/api-paths'
import {
  DataRequestErased,
  DataRequestExport,
  DataRequestQuery,
  DataRequestSummary,
} from '@clinic/contract/data-request'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { erasedAnswer } from '../../services/data-requests/index.ts'

const tags = ['Kişisel veri talepleri']
const admin = [{ bearerAuth: [] }]
const EMAIL =
  '`email`: kişinin yazdığı e-posta adresi (büyük/küçük harf ve baştaki/sondaki boşluklar önemsizdir).'

/** What the audit log keeps of a request: the address as its subject and the records' ids, never a message text. */
const found = (result: { contactMessages: { id: number }[]; wellnessMessages: { id: number }[] }) => ({
  contactMessageIds: result.contactMessages.map((m) => m.id),
  wellnessMessageIds: result.wellnessMessages.map((m) => m.id),
})

/** KVKK md. 11 requests (issue 21): Admins find, export and erase one person's messages by e-mail address. */
export default async function dataRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    ApiPaths.dataRequests,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Bir kişinin verileri (yönetici)',
        description: `${EMAIL} O adresle gönderilmiş iletişim mesajları, randevu talepleri ve geçmiş olsun mesajları; o adresle bir hesap varsa hesabın özeti.`,
        querystring: DataRequestQuery,
        response: { 200: DataRequestSummary },
      },
    },
    (req) => app.dataRequests.summary(req.query.email),
  )

  app.get(
    ApiPaths.dataRequestsExport,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Bir kişinin verilerini JSON olarak indir (yönetici)',
        description: `${EMAIL} Mesajlar ve varsa hesabın kendi dışa aktarımı (GET /api/Account/export ile aynı biçim). İşlem kayıtlara yazılır (mesaj metinleri yazılmaz).`,
        querystring: DataRequestQuery,
        response: { 200: DataRequestExport },
      },
    },
    async (req, reply) => {
      const { email } = req.query
      const data = await app.audit.audited(
        req,
        { action: 'data-export', resource: 'data-request', resourceId: email },
        () => app.dataRequests.export(email),
        { after: (result) => ({ ...found(result), accountId: result.account?.profile.id ?? null }) },
      )
      return reply
        .header('content-disposition', 'attachment; filename="kisisel-veriler.json"')
        .type('application/json; charset=utf-8')
        .send(data)
    },
  )

  app.delete(
    ApiPaths.dataRequests,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Bir kişinin mesajlarını sil (yönetici)',
        description: `${EMAIL} O adresle gönderilmiş bütün mesajlar silinir; hesap silinmez (Kullanıcılar ekranından silinir). İşlem kayıtlara yazılır (mesaj metinleri yazılmaz).`,
        querystring: DataRequestQuery,
        response: { 200: DataRequestErased },
      },
    },
    async (req) => {
      const { email } = req.query
      const erased = await app.audit.audited(
        req,
        { action: 'data-erase', resource: 'data-request', resourceId: email },
        () => app.dataRequests.erase(email),
        { after: (ids) => ({ contactMessageIds: ids.contact, wellnessMessageIds: ids.wellness }) },
      )
      return erasedAnswer(erased)
    },
  )
}
