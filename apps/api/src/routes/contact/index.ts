import { ApiPaths } from '@clinic/contract/api-paths'
import { Message } from '@clinic/contract/common'
import { ContactMessage, ContactMessageBody } from '@clinic/contract/message'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { toContactMessage } from '../../services/messages/items.ts'
import { registerInboxAdminRoutes } from '../inbox.ts'

const tags = ['İletişim mesajları']

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const inbox = app.messages.contact

  app.post(
    ApiPaths.contactMessages,
    {
      onRequest: app.limits.messages,
      preHandler: app.requireCaptcha,
      schema: {
        tags,
        summary: 'İletişim formu',
        description:
          'Robot doğrulaması ve KVKK onayı (consent: true) zorunludur. Kliniğe bildirim e-postası gider. ' +
          'appointmentClinic, appointmentDate ve appointmentTime birlikte verilirse mesaj bir randevu talebidir: ' +
          'telefon zorunlu; gün bugünden bir yıl sonrasına kadar bir iş günü, saat çalışma saatleri içinde yarım saatlik bir dilim.',
        body: ContactMessageBody,
        response: { 201: Message },
      },
    },
    async (req, reply) => {
      await inbox.submit(req.body)
      return reply.code(201).send({ message: 'Mesajınız iletildi. En kısa sürede size dönüş yapacağız.' })
    },
  )

  registerInboxAdminRoutes(app, {
    paths: {
      list: ApiPaths.contactMessages,
      one: ApiPaths.contactMessage,
      read: ApiPaths.contactMessageRead,
    },
    resource: 'contact-message',
    tags,
    item: ContactMessage,
    inbox,
    toItem: toContactMessage,
  })
}
