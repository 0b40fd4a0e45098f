import './zod-setup.ts'
import '../styles/forms.css'
import '../styles/message-forms.css'
import { appointmentDateRange, appointmentTimes } from '@clinic/contract/appointment'
import { ContactMessageBody, checkAppointment } from '@clinic/contract/message'
import { siteConfig } from '@clinic/contract/site-config'
import { CheckboxField } from '@clinic/ui/checkbox-field'
import { SelectField } from '@clinic/ui/select-field'
import { TextField } from '@clinic/ui/text-field'
import type { FieldBinder } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { siteApi } from '../client/session-api.ts'
import { track } from '../scripts/analytics.ts'
import { EMAIL_INPUT, PHONE_INPUT } from './form-fields.tsx'
import { blankAsMissing, MessageForm, requiredEmail } from './message-form.tsx'
import { useHydrated } from './use-hydrated.ts'

/** A clinic of the request's "Klinik" box. */
export interface ClinicOption {
  key: string
  name: string
}

const FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'subject',
  'wantsAppointment',
  'appointmentClinic',
  'appointmentDate',
  'appointmentTime',
  'message',
  'consent',
  'captcha',
] as const

const shape = ContactMessageBody.shape
const ALWAYS = { when: () => true }

/** The subject an appointment request from /randevu carries (the visitor does not type one there). */
export const APPOINTMENT_SUBJECT = 'Randevu talebi'

/**
 * The contract's rules, with the text boxes' blanks and spaces read the way a visitor means them. "Randevu talep
 * ediyorum" ticked (always so on /randevu) makes the clinic, day, time and phone required.
 */
const ContactForm = z
  .object({
    ...shape,
    email: requiredEmail(shape.email),
    phoneNumber: blankAsMissing.pipe(shape.phoneNumber),
    wantsAppointment: z.boolean().optional(),
    appointmentClinic: blankAsMissing.pipe(shape.appointmentClinic),
    appointmentDate: blankAsMissing.pipe(shape.appointmentDate),
    appointmentTime: blankAsMissing.pipe(shape.appointmentTime),
  })
  // Both run even when another box is wrong (an unticked consent stops zod's refinements by default), so every
  // box says what is missing at the first submit.
  .superRefine(checkAppointment, ALWAYS)
  .superRefine((values, ctx) => {
    if (!values.wantsAppointment) return
    const missing = [
      ['appointmentClinic', 'Randevu için bir klinik seçin.'],
      ['appointmentDate', 'Randevu için bir gün seçin.'],
      ['appointmentTime', 'Randevu için bir saat seçin.'],
    ] as const
    // With all three blank the contract sees a plain message; one given, it names the others itself.
    if (missing.some(([name]) => values[name] !== undefined)) return
    for (const [name, message] of missing) ctx.addIssue({ code: 'custom', path: [name], message })
    if (!values.phoneNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message:
          'Randevu talebi için telefon numaranızı yazın; randevunuzu teyit etmek için sizi arayacağız.',
      })
    }
  }, ALWAYS)
type ContactInput = z.input<typeof ContactForm>
type ContactValues = z.output<typeof ContactForm>

export const CONTACT_CONSENT =
  'Mesajımın yanıtlanabilmesi için adımın, iletişim bilgilerimin ve mesajımda paylaştığım bilgilerin (sağlık bilgileri dahil) işlenmesine açık rıza veriyorum.'

const TIME_OPTIONS = appointmentTimes().map((t) => ({ value: t, label: t }))
const { days } = siteConfig.openingHours
const DAYS = days.length > 1 ? `${days[0]} - ${days[days.length - 1]}` : (days[0] ?? '')

async function sendContactMessage({ wantsAppointment: _, ...values }: ContactValues) {
  const answer = await siteApi().contactMessages.send(values)
  // docs/spec §1: "contact form submit", reported (with consent) only for a message the clinic received.
  track('contact_form_submit', { form_name: values.appointmentClinic ? 'randevu' : 'iletisim' })
  return answer
}

/** The preferred clinic, day and time; the day box offers today to a year ahead once the page runs in a browser. */
function AppointmentFields({
  field,
  clinics,
}: {
  field: FieldBinder<keyof ContactInput & string>
  clinics: readonly ClinicOption[]
}) {
  const hydrated = useHydrated()
  // The static page cannot know "today": the limits are set in the browser, and the server checks them anyway.
  const range = hydrated ? appointmentDateRange() : undefined
  return (
    <fieldset className="appointment-fields">
      <legend>Randevu tercihiniz</legend>
      <SelectField
        label="Klinik"
        placeholder="Klinik seçin"
        options={clinics.map((c) => ({ value: c.key, label: c.name }))}
        required
        {...field('appointmentClinic')}
      />
      <div className="form-row">
        <TextField
          label="Gün"
          type="date"
          min={range?.min}
          max={range?.max}
          hint={`${DAYS}, bugünden en fazla bir yıl sonrasına kadar.`}
          required
          {...field('appointmentDate')}
        />
        <SelectField
          label="Saat"
          placeholder="Saat seçin"
          options={TIME_OPTIONS}
          hint={`Yarım saatlik dilimler, ${siteConfig.openingHours.opens} - ${siteConfig.openingHours.closes}.`}
          required
          {...field('appointmentTime')}
        />
      </div>
      <p className="appointment-fields__note">
        Bu bir randevu talebidir: kliniğimiz sizi arayarak gün ve saati teyit eder.
      </p>
    </fieldset>
  )
}

/** Unticking "Randevu talep ediyorum" forgets the clinic, day and time chosen, so a plain message is sent. */
function useForgetAppointment(form: UseFormReturn<ContactInput, unknown, ContactValues>, wants: boolean) {
  const { setValue, clearErrors } = form
  useEffect(() => {
    if (wants) return
    for (const name of ['appointmentClinic', 'appointmentDate', 'appointmentTime'] as const)
      setValue(name, '')
    clearErrors(['appointmentClinic', 'appointmentDate', 'appointmentTime'])
  }, [wants, setValue, clearErrors])
}

function ContactBoxes({
  field,
  form,
  appointmentOnly,
  clinics,
}: {
  field: FieldBinder<keyof ContactInput & string>
  form: UseFormReturn<ContactInput, unknown, ContactValues>
  appointmentOnly: boolean
  clinics: readonly ClinicOption[]
}) {
  const wants = Boolean(form.watch('wantsAppointment'))
  useForgetAppointment(form, wants || appointmentOnly)
  return (
    <>
      <div className="form-row">
        <TextField label="Ad Soyad" autoComplete="name" required {...field('name')} />
        <TextField label="E-posta" {...EMAIL_INPUT} required {...field('email')} />
      </div>
      {appointmentOnly ? (
        <TextField
          label="Telefon"
          {...PHONE_INPUT}
          hint="Randevunuzu teyit etmek için bu numaradan sizi arayacağız."
          required
          {...field('phoneNumber')}
        />
      ) : (
        <>
          <div className="form-row">
            <TextField
              label={wants ? 'Telefon' : 'Telefon (isteğe bağlı)'}
              {...PHONE_INPUT}
              required={wants}
              {...field('phoneNumber')}
            />
            <TextField label="Konu" required {...field('subject')} />
          </div>
          <CheckboxField
            label="Randevu talep ediyorum (klinik, gün ve saat seçerek)"
            {...field('wantsAppointment')}
          />
        </>
      )}
      {wants || appointmentOnly ? <AppointmentFields field={field} clinics={clinics} /> : null}
    </>
  )
}

/**
 * /iletisim: name, e-mail, optional phone, subject, an optional appointment request, message, consent and captcha.
 * /randevu (`appointment`): the appointment request itself: name, e-mail, phone, clinic, day and time, a note.
 * Either way the message reaches the admin's inbox, a request marked "Randevu talebi", and the clinic is mailed.
 */
export function ContactFormIsland({
  appointment = false,
  clinics,
}: {
  appointment?: boolean
  /** The clinics a request may name: the saved settings' addresses, as the page was built. */
  clinics: readonly ClinicOption[]
}) {
  return (
    <MessageForm<ContactInput, ContactValues>
      resolver={zodResolver(ContactForm)}
      fields={FIELDS}
      firstField="name"
      send={sendContactMessage}
      messageLabel={appointment ? 'Şikâyetiniz ya da notunuz' : 'Mesajınız'}
      consent={CONTACT_CONSENT}
      submitLabel={appointment ? 'Randevu Talebini Gönder' : undefined}
      defaultValues={appointment ? { subject: APPOINTMENT_SUBJECT, wantsAppointment: true } : undefined}
      afterSent={
        appointment ? (
          <p>
            Kliniğimiz sizi yazdığınız telefon numarasından arayarak randevunuzu teyit edecektir. Acil bir
            durumda lütfen 112’yi arayın.
          </p>
        ) : (
          <p>
            Yanıtımız, formda yazdığınız e-posta adresine gelecektir. Acil bir durumda lütfen 112’yi arayın.
          </p>
        )
      }
    >
      {(field, form) => (
        <ContactBoxes field={field} form={form} appointmentOnly={appointment} clinics={clinics} />
      )}
    </MessageForm>
  )
}
