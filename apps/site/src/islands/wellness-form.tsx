import './zod-setup.ts'
import '../styles/forms.css'
import '../styles/message-forms.css'
import { WellnessMessageBody } from '@clinic/contract/message'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { siteApi } from '../client/session-api.ts'
import { EMAIL_INPUT, PHONE_INPUT } from './form-fields.tsx'
import { blankAsMissing, MessageForm } from './message-form.tsx'

const FIELDS = ['senderName', 'patientName', 'email', 'phoneNumber', 'message', 'consent', 'captcha'] as const

/**
 * The contract's rules; the patient's name is asked for here (the API keeps it optional), since a message without it
 * cannot be passed on. Blank optional boxes are sent as "not given".
 */
const WellnessForm = WellnessMessageBody.safeExtend({
  patientName: z
    .string({ error: 'Hastanın adını ve soyadını yazın.' })
    .trim()
    .min(2, 'Hastanın adını ve soyadını yazın.')
    .max(120, 'Hasta adı en fazla 120 karakter olabilir.'),
  email: blankAsMissing.pipe(WellnessMessageBody.shape.email),
  phoneNumber: blankAsMissing.pipe(WellnessMessageBody.shape.phoneNumber),
})
type WellnessInput = z.input<typeof WellnessForm>
type WellnessValues = z.output<typeof WellnessForm>

export const WELLNESS_CONSENT =
  'Mesajımın hastaya ulaştırılabilmesi için adımın, iletişim bilgilerimin ve mesajımın (hastanın adı dahil) işlenmesine açık rıza veriyorum.'

/** /gecmis-olsun: sender, patient, optional e-mail and phone, message, consent and captcha; mailed to the clinic. */
export function WellnessFormIsland() {
  return (
    <MessageForm<WellnessInput, WellnessValues>
      resolver={zodResolver(WellnessForm)}
      fields={FIELDS}
      firstField="senderName"
      send={(values) => siteApi().wellnessMessages.send(values)}
      messageLabel="Geçmiş olsun mesajınız"
      consent={WELLNESS_CONSENT}
      afterSent={<p>Ekibimiz mesajınızı en kısa sürede hastamıza ulaştıracaktır.</p>}
    >
      {(field) => (
        <>
          <div className="form-row">
            <TextField label="Adınız Soyadınız" autoComplete="name" required {...field('senderName')} />
            <TextField
              label="Hastanın Adı Soyadı"
              autoComplete="off"
              required
              hint="Mesajınızı doğru kişiye ulaştırabilmemiz için."
              {...field('patientName')}
            />
          </div>
          <div className="form-row">
            <TextField label="E-posta (isteğe bağlı)" {...EMAIL_INPUT} {...field('email')} />
            <TextField label="Telefon (isteğe bağlı)" {...PHONE_INPUT} {...field('phoneNumber')} />
          </div>
        </>
      )}
    </MessageForm>
  )
}
