import { appointmentClinicsOf } from '@clinic/contract/appointment'
import { type ContactMessageBody, UNKNOWN_CLINIC, type WellnessMessageBody } from '@clinic/contract/message'
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

  return {
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
