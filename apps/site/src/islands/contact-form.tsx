import './zod-setup.ts'
import '../styles/forms.css'
import '../styles/message-forms.css'
import { appointmentDateRange, appointmentTimes } from '@clinic/contract/appointment'
import { ContactMessageBody, checkAppointment } from '@clinic/contract/message'
import { siteConfig } from '@clinic/contract/site-config'
import { CheckboxField } from '@clinic/ui/checkbox-field'
import { fill } from '@clinic/ui/lib/i18n/format'
import type { Messages } from '@clinic/ui/lib/i18n/index'
import { SelectField } from '@clinic/ui/select-field'
import { TextField } from '@clinic/ui/text-field'
import type { FieldBinder } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { siteApi } from '../client/session-api.ts'
import type { ServerMessages } from '../lib/i18n.ts'
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

/** The texts of the contact and appointment form, passed by the page in its language. */
export type ContactFormMessages = Pick<Messages, 'form' | 'contactForm'> & ServerMessages
type ContactTexts = Messages['contactForm']

/**
 * The contract's rules, with the text boxes' blanks and spaces read the way a visitor means them. "Randevu talep
 * ediyorum" ticked (always so on /randevu) makes the clinic, day, time and phone required.
 */
const contactFormSchema = ({ form, contactForm: t }: ContactFormMessages) =>
  z
    .object({
      ...shape,
      email: requiredEmail(shape.email, form.emailRequired),
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
        ['appointmentClinic', t.pickClinic],
        ['appointmentDate', t.pickDay],
        ['appointmentTime', t.pickTime],
      ] as const
      // With all three blank the contract sees a plain message; one given, it names the others itself.
      if (missing.some(([name]) => values[name] !== undefined)) return
      for (const [name, message] of missing) ctx.addIssue({ code: 'custom', path: [name], message })
      if (!values.phoneNumber) {
        ctx.addIssue({
          code: 'custom',
          path: ['phoneNumber'],
          message: t.phoneForAppointment,
        })
      }
    }, ALWAYS)
type ContactForm = ReturnType<typeof contactFormSchema>
type ContactInput = z.input<ContactForm>
type ContactValues = z.output<ContactForm>

const TIME_OPTIONS = appointmentTimes().map((t) => ({ value: t, label: t }))
/** The working days as a range ("Pazartesi - Cuma"), from the day names of the page's language. */
export function dayRange(days: readonly string[]): string {
  return days.length > 1 ? `${days[0]} - ${days[days.length - 1]}` : (days[0] ?? '')
}

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
  workDays,
  t,
}: {
  field: FieldBinder<keyof ContactInput & string>
  clinics: readonly ClinicOption[]
  workDays: string
  t: ContactTexts
}) {
  const hydrated = useHydrated()
  // The static page cannot know "today": the limits are set in the browser, and the server checks them anyway.
  const range = hydrated ? appointmentDateRange() : undefined
  return (
    <fieldset className="appointment-fields">
      <legend>{t.appointmentLegend}</legend>
      <SelectField
        label={t.clinic}
        placeholder={t.clinicPlaceholder}
        options={clinics.map((c) => ({ value: c.key, label: c.name }))}
        required
        {...field('appointmentClinic')}
      />
      <div className="form-row">
        <TextField
          label={t.day}
          type="date"
          min={range?.min}
          max={range?.max}
          hint={fill(t.dayHint, { days: workDays })}
          required
          {...field('appointmentDate')}
        />
        <SelectField
          label={t.time}
          placeholder={t.timePlaceholder}
          options={TIME_OPTIONS}
          hint={fill(t.timeHint, {
            opens: siteConfig.openingHours.opens,
            closes: siteConfig.openingHours.closes,
          })}
          required
          {...field('appointmentTime')}
        />
      </div>
      <p className="appointment-fields__note">{t.requestNote}</p>
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
  workDays,
  t,
}: {
  field: FieldBinder<keyof ContactInput & string>
  form: UseFormReturn<ContactInput, unknown, ContactValues>
  appointmentOnly: boolean
  clinics: readonly ClinicOption[]
  workDays: string
  t: ContactTexts
}) {
  const wants = Boolean(form.watch('wantsAppointment'))
  useForgetAppointment(form, wants || appointmentOnly)
  return (
    <>
      <div className="form-row">
        <TextField label={t.name} autoComplete="name" required {...field('name')} />
        <TextField label={t.email} {...EMAIL_INPUT} required {...field('email')} />
      </div>
      {appointmentOnly ? (
        <TextField label={t.phone} {...PHONE_INPUT} hint={t.phoneHint} required {...field('phoneNumber')} />
      ) : (
        <>
          <div className="form-row">
            <TextField
              label={wants ? t.phone : t.phoneOptional}
              {...PHONE_INPUT}
              required={wants}
              {...field('phoneNumber')}
            />
            <TextField label={t.subject} required {...field('subject')} />
          </div>
          <CheckboxField label={t.wantsAppointment} {...field('wantsAppointment')} />
        </>
      )}
      {wants || appointmentOnly ? (
        <AppointmentFields field={field} clinics={clinics} workDays={workDays} t={t} />
      ) : null}
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
  workDays = dayRange(siteConfig.openingHours.days),
  messages,
}: {
  appointment?: boolean
  /** The clinics a request may name: the saved settings' addresses, as the page was built. */
  clinics: readonly ClinicOption[]
  /** The working days in the page's language ("Monday - Friday"); Turkish by default. */
  workDays?: string
  /** The form's texts in the page's language. */
  messages: ContactFormMessages
}) {
  const t = messages.contactForm
  const resolver = useMemo(() => zodResolver(contactFormSchema(messages)), [messages])
  return (
    <MessageForm<ContactInput, ContactValues>
      resolver={resolver}
      texts={messages.form}
      refusal={messages.refusal}
      sentText={messages.answers?.messageSent}
      fields={FIELDS}
      firstField="name"
      send={sendContactMessage}
      messageLabel={appointment ? t.note : t.message}
      consent={t.consent}
      submitLabel={appointment ? t.submitAppointment : undefined}
      defaultValues={appointment ? { subject: APPOINTMENT_SUBJECT, wantsAppointment: true } : undefined}
      afterSent={appointment ? <p>{t.sentAppointment}</p> : <p>{t.sentMessage}</p>}
    >
      {(field, form) => (
        <ContactBoxes
          field={field}
          form={form}
          appointmentOnly={appointment}
          clinics={clinics}
          workDays={workDays}
          t={t}
        />
      )}
    </MessageForm>
  )
}
