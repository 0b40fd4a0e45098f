import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { contactMessages, wellnessMessages } from '../../db/schema.ts'
import { createInbox } from './inbox.ts'

const createInboxes = (db: FastifyInstance['db']) => ({
  contact: createInbox(db, contactMessages, 'Mesaj bulunamadı.'),
  wellness: createInbox(db, wellnessMessages, 'Mesaj bulunamadı.'),
})

declare module 'fastify' {
  interface FastifyInstance {
    messages: ReturnType<typeof createInboxes>
  }
}

/** The messages' service: the contact and get-well inboxes, for the site's forms and the admin alike. */
export default fp(
  async function messagesService(app: FastifyInstance) {
    app.decorate('messages', createInboxes(app.db))
  },
  { name: 'messages', dependencies: ['db'] },
)
