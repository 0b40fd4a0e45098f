import './zod-setup.ts'
import '../styles/forms.css'
import '../styles/message-forms.css'
import { ContactMessageBody } from '@clinic/contract/message'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { siteApi } from '../client/session-api.ts'
import { track } from '../scripts/analytics.ts'
import { EMAIL_INPUT, PHONE_INPUT } from './form-fields.tsx'
import { blankAsMissing, MessageForm, requiredEmail } from './message-form.tsx'

const FIELDS = ['name', 'email', 'phoneNumber', 'subject', 'message', 'consent', 'captcha'] as const

/** The contract's rules, with the text boxes' blanks and spaces read the way a visitor means them. */
const ContactForm = ContactMessageBody.safeExtend({
  email: requiredEmail(ContactMessageBody.shape.email),
  phoneNumber: blankAsMissing.pipe(ContactMessageBody.shape.phoneNumber),
})
type ContactInput = z.input<typeof ContactForm>
type ContactValues = z.output<typeof ContactForm>

export const CONTACT_CONSENT =
  'Mesajımın yanıtlanabilmesi için adımın, iletişim bilgilerimin ve mesajımda paylaştığım bilgilerin (sağlık bilgileri dahil) işlenmesine açık rıza veriyorum.'

async function sendContactMessage(values: ContactValues) {
  const answer = await siteApi().contactMessages.send(values)
  // docs/spec §1: "contact form submit", reported (with consent) only for a message the clinic received.
  track('contact_form_submit', { form_name: 'iletisim' })
  return answer
}

/** /iletisim: name, e-mail, optional phone, subject, message, consent and captcha; mailed to the clinic. */
export function ContactFormIsland() {
  return (
    <MessageForm<ContactInput, ContactValues>
      resolver={zodResolver(ContactForm)}
      fields={FIELDS}
      firstField="name"
      send={sendContactMessage}
      messageLabel="Mesajınız"
      consent={CONTACT_CONSENT}
      afterSent={
        <p>
          Yanıtımız, formda yazdığınız e-posta adresine gelecektir. Acil bir durumda lütfen 112’yi arayın.
        </p>
      }
    >
      {(field) => (
        <>
          <div className="form-row">
            <TextField label="Ad Soyad" autoComplete="name" required {...field('name')} />
            <TextField label="E-posta" {...EMAIL_INPUT} required {...field('email')} />
          </div>
          <div className="form-row">
            <TextField label="Telefon (isteğe bağlı)" {...PHONE_INPUT} {...field('phoneNumber')} />
            <TextField label="Konu" required {...field('subject')} />
          </div>
        </>
      )}
    </MessageForm>
  )
}
