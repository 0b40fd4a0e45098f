import type { FastifyInstance } from 'fastify'
import { contactMessages, wellnessMessages } from '../../db/schema.ts'
import { servicePlugin } from '../shared/service-plugin.ts'
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

/** The messages: the contact and get-well inboxes, for the site's forms and the admin alike. */
export default servicePlugin('messages', ['db'], (app) => createInboxes(app.db))
