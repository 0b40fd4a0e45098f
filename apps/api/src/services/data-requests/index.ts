import type {
  DataRequestAccount,
  DataRequestErased,
  DataRequestExport,
  DataRequestSummary,
} from '@clinic/contract/data-request'
import { count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { comments, type contactMessages, users, type wellnessMessages } from '../../db/schema.ts'
import { toContactMessage, toWellnessMessage } from '../messages/items.ts'
import { servicePlugin } from '../shared/service-plugin.ts'

/** A message as the request lists it: the inbox's fields and when its sender gave consent. */
const contactItem = (row: typeof contactMessages.$inferSelect) => ({
  ...toContactMessage(row),
  consentDate: row.consentAt.toISOString(),
})
const wellnessItem = (row: typeof wellnessMessages.$inferSelect) => ({
  ...toWellnessMessage(row),
  consentDate: row.consentAt.toISOString(),
})

/**
 * KVKK md. 11 requests (issue 21, decision 0232): one person's data found by the e-mail address they wrote from, for
 * the admin to show, hand over as JSON and erase. Messages carry no account, so they are matched by address (case
 * and spaces ignored); the account with that address, if any, is shown and exported with the account's own export.
 * Erasing removes the messages only: the account is deleted on its own screen (the users' delete), decision 0233.
 */
function createDataRequests(app: FastifyInstance) {
  async function account(email: string): Promise<DataRequestAccount | null> {
    const [user] = await app.db.select().from(users).where(sql`lower(${users.email}) = ${email}`)
    if (!user) return null
    const [written] = await app.db.select({ n: count() }).from(comments).where(eq(comments.userId, user.id))
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      roles: user.roles,
      emailConfirmed: user.emailConfirmed,
      createdDate: user.createdAt.toISOString(),
      comments: written?.n ?? 0,
    }
  }

  async function messages(email: string) {
    const found = await app.messages.fromAddress(email)
    return {
      contactMessages: found.contact.map(contactItem),
      wellnessMessages: found.wellness.map(wellnessItem),
    }
  }

  return {
    /** What is kept about the address: its messages (newest first) and the account, if one has it. */
    async summary(email: string): Promise<DataRequestSummary> {
      const [found, user] = await Promise.all([messages(email), account(email)])
      return { email, ...found, account: user }
    },

    /** The file handed to the person: the messages and the account's own export. */
    async export(email: string): Promise<DataRequestExport> {
      const [found, user] = await Promise.all([messages(email), account(email)])
      return {
        exportedAt: new Date().toISOString(),
        email,
        ...found,
        account: user ? await app.users.exportData(user.id) : null,
      }
    },

    /** Erases every message sent with the address; answers the ids that went (for the audit log, never the texts). */
    async erase(email: string): Promise<{ contact: number[]; wellness: number[] }> {
      return app.messages.eraseFromAddress(email)
    },
  }
}

/** The admin's answer to an erasure: a Turkish sentence and the counts. */
export const erasedAnswer = (erased: { contact: number[]; wellness: number[] }): DataRequestErased => {
  const total = erased.contact.length + erased.wellness.length
  return {
    message: total === 0 ? 'Bu adresle gönderilmiş mesaj yok.' : `${total} mesaj silindi.`,
    contactMessages: erased.contact.length,
    wellnessMessages: erased.wellness.length,
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    dataRequests: ReturnType<typeof createDataRequests>
  }
}

export default servicePlugin('dataRequests', ['db', 'users', 'messages'], createDataRequests)
