import './zod-setup.ts'
import '../styles/forms.css'
import '../styles/message-forms.css'
import { WellnessMessageBody } from '@clinic/contract/message'
import type { Messages } from '@clinic/ui/lib/i18n/index'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { z } from 'zod'
import { siteApi } from '../client/session-api.ts'
import type { ServerMessages } from '../lib/i18n.ts'
import { EMAIL_INPUT, PHONE_INPUT } from './form-fields.tsx'
import { blankAsMissing, MessageForm } from './message-form.tsx'

const FIELDS = ['senderName', 'patientName', 'email', 'phoneNumber', 'message', 'consent', 'captcha'] as const

/**
 * The contract's rules; the patient's name is asked for here (the API keeps it optional), since a message without it
 * cannot be passed on. Blank optional boxes are sent as "not given".
 */
const wellnessFormSchema = (t: Messages['wellnessForm']) =>
  WellnessMessageBody.safeExtend({
    patientName: z
      .string({ error: t.patientRequired })
      .trim()
      .min(2, t.patientRequired)
      .max(120, t.patientTooLong),
    email: blankAsMissing.pipe(WellnessMessageBody.shape.email),
    phoneNumber: blankAsMissing.pipe(WellnessMessageBody.shape.phoneNumber),
  })
type WellnessForm = ReturnType<typeof wellnessFormSchema>
type WellnessInput = z.input<WellnessForm>
type WellnessValues = z.output<WellnessForm>

/** The texts of the get-well form, passed by the page in its language. */
export type WellnessFormMessages = Pick<Messages, 'form' | 'wellnessForm'> & ServerMessages

/** /gecmis-olsun: sender, patient, optional e-mail and phone, message, consent and captcha; mailed to the clinic. */
export function WellnessFormIsland({ messages }: { messages: WellnessFormMessages }) {
  const t = messages.wellnessForm
  const resolver = useMemo(() => zodResolver(wellnessFormSchema(t)), [t])
  return (
    <MessageForm<WellnessInput, WellnessValues>
      resolver={resolver}
      texts={messages.form}
      refusal={messages.refusal}
      sentText={messages.answers?.wellnessSent}
      fields={FIELDS}
      firstField="senderName"
      send={(values) => siteApi().wellnessMessages.send(values)}
      messageLabel={t.message}
      consent={t.consent}
      afterSent={<p>{t.sent}</p>}
    >
      {(field) => (
        <>
          <div className="form-row">
            <TextField label={t.sender} autoComplete="name" required {...field('senderName')} />
            <TextField
              label={t.patient}
              autoComplete="off"
              required
              hint={t.patientHint}
              {...field('patientName')}
            />
          </div>
          <div className="form-row">
            <TextField label={t.emailOptional} {...EMAIL_INPUT} {...field('email')} />
            <TextField label={t.phoneOptional} {...PHONE_INPUT} {...field('phoneNumber')} />
          </div>
        </>
      )}
    </MessageForm>
  )
}
