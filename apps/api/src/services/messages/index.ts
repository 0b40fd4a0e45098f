import { appointmentClinicsOf } from '@clinic/contract/appointment'
import { type ContactMessageBody, UNKNOWN_CLINIC, type WellnessMessageBody } from '@clinic/contract/message'
import { desc, lt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { contactMessages, wellnessMessages } from '../../db/schema.ts'
import { badRequest } from '../../lib/http-errors.ts'
import { contactNoticeMail, wellnessNoticeMail } from '../../lib/mail-templates.ts'
import { servicePlugin } from '../shared/service-plugin.ts'
import { createInbox } from './inbox.ts'

const NOT_FOUND = 'Mesaj bulunamadı.'

/** Where the admin reads messages: ADMIN_ORIGIN when the admin has its own, otherwise the site's /admin. */
export function adminUrl(
  config: { adminOrigin: string | undefined; publicSiteUrl: string },
  path: string,
): string {
  return `${(config.adminOrigin ?? config.publicSiteUrl).replace(/\/$/, '')}/admin${path}`
}

/** The two inboxes; a form's message is stored, then the clinic is told by e-mail in the background. */
function createMessages(app: FastifyInstance) {
  const contact = createInbox(app.db, contactMessages, NOT_FOUND)
  const wellness = createInbox(app.db, wellnessMessages, NOT_FOUND)
  const { clinicInbox } = app.config
  const sentFrom = (column: typeof contactMessages.email | typeof wellnessMessages.email, email: string) =>
    sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`

  return {
    /** Every message sent with this e-mail address (case and spaces ignored), newest first: a KVKK request's find. */
    async fromAddress(email: string) {
      const [contactRows, wellnessRows] = await Promise.all([
        app.db
          .select()
          .from(contactMessages)
          .where(sentFrom(contactMessages.email, email))
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
        app.db
          .select()
          .from(wellnessMessages)
          .where(sentFrom(wellnessMessages.email, email))
          .orderBy(desc(wellnessMessages.createdAt), desc(wellnessMessages.id)),
      ])
      return { contact: contactRows, wellness: wellnessRows }
    },

    /** Deletes every message sent with this e-mail address, in one transaction; answers the ids that went. */
    async eraseFromAddress(email: string): Promise<{ contact: number[]; wellness: number[] }> {
      return app.db.transaction(async (tx) => {
        const contactIds = await tx
          .delete(contactMessages)
          .where(sentFrom(contactMessages.email, email))
          .returning({ id: contactMessages.id })
        const wellnessIds = await tx
          .delete(wellnessMessages)
          .where(sentFrom(wellnessMessages.email, email))
          .returning({ id: wellnessMessages.id })
        return { contact: contactIds.map((r) => r.id), wellness: wellnessIds.map((r) => r.id) }
      })
    },

    /**
     * The retention sweep: deletes the messages of both inboxes that arrived more than `months` calendar months
     * before `now`; answers how many went from each.
     */
    async sweep(months: number, now = new Date()): Promise<{ contact: number; wellness: number }> {
      const cutoff = new Date(now)
      cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
      const [contactRows, wellnessRows] = await Promise.all([
        app.db
          .delete(contactMessages)
          .where(lt(contactMessages.createdAt, cutoff))
          .returning({ id: contactMessages.id }),
        app.db
          .delete(wellnessMessages)
          .where(lt(wellnessMessages.createdAt, cutoff))
          .returning({ id: wellnessMessages.id }),
      ])
      return { contact: contactRows.length, wellness: wellnessRows.length }
    },

    contact: {
      ...contact,
      async submit(body: ContactMessageBody): Promise<void> {
        // The clinics a request may name are the saved settings' (renamed or added in "Site ayarları").
        const clinics = appointmentClinicsOf((await app.siteSettings.readPublic()).addresses)
        if (body.appointmentClinic !== undefined && !clinics.some((c) => c.key === body.appointmentClinic)) {
          throw badRequest(UNKNOWN_CLINIC, { appointmentClinic: [UNKNOWN_CLINIC] })
        }
        const message = {
          name: body.name,
          email: body.email.toLowerCase(),
          phoneNumber: body.phoneNumber ? body.phoneNumber : null,
          subject: body.subject,
          message: body.message,
          appointmentClinic: body.appointmentClinic ?? null,
          appointmentDate: body.appointmentDate ?? null,
          appointmentTime: body.appointmentTime ?? null,
        }
        await contact.receive(message)
        app.mailer.sendLater({
          to: clinicInbox,
          // Answering the notice answers the sender.
          replyTo: message.email,
          ...contactNoticeMail({ ...message, clinics, adminLink: adminUrl(app.config, '/contact-messages') }),
        })
      },
    },
    wellness: {
      ...wellness,
      async submit(body: WellnessMessageBody): Promise<void> {
        const message = {
          senderName: body.senderName,
          email: body.email ? body.email.toLowerCase() : null,
          phoneNumber: body.phoneNumber ? body.phoneNumber : null,
          patientName: body.patientName ? body.patientName : null,
          message: body.message,
        }
        await wellness.receive(message)
        app.mailer.sendLater({
          to: clinicInbox,
          replyTo: message.email ?? undefined,
          ...wellnessNoticeMail({ ...message, adminLink: adminUrl(app.config, '/wellness-messages') }),
        })
      },
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    messages: ReturnType<typeof createMessages>
  }
}

/** The messages: the contact and get-well inboxes, for the site's forms and the admin alike. */
export default servicePlugin('messages', ['db', 'siteSettings'], createMessages)
