import { ApiPaths } from '@clinic/contract/api-paths'
import { Message } from '@clinic/contract/common'
import { WellnessMessage, WellnessMessageBody } from '@clinic/contract/message'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { toWellnessMessage } from '../../services/messages/items.ts'
import { registerInboxAdminRoutes } from '../inbox.ts'

const tags = ['Geçmiş olsun mesajları']

export default async function wellnessMessageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const inbox = app.messages.wellness

  app.post(
    ApiPaths.wellnessMessages,
    {
      onRequest: app.limits.messages,
      preHandler: app.requireCaptcha,
      schema: {
        tags,
        summary: 'Geçmiş olsun mesajı gönder',
        description:
          'Robot doğrulaması ve KVKK onayı (consent: true) zorunludur. Kliniğe bildirim e-postası gider.',
        body: WellnessMessageBody,
        response: { 201: Message },
      },
    },
    async (req, reply) => {
      await inbox.submit(req.body)
      return reply.code(201).send({ message: 'Geçmiş olsun mesajınız iletildi. Teşekkür ederiz.' })
    },
  )

  registerInboxAdminRoutes(app, {
    paths: {
      list: ApiPaths.wellnessMessages,
      one: ApiPaths.wellnessMessage,
      read: ApiPaths.wellnessMessageRead,
    },
    resource: 'wellness-message',
    tags,
    item: WellnessMessage,
    inbox,
    toItem: toWellnessMessage,
  })
}
