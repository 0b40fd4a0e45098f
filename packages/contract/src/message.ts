import { z } from 'zod'
import { CaptchaField, Email } from './account.ts'
import { APPOINTMENT_CLINIC_KEY, appointmentDateProblem, appointmentTimeProblem } from './appointment.ts'
import { DateTime, Paging, requiredText } from './common.ts'

/** KVKK: a message is stored only with the sender's explicit consent. */
const Consent = z.literal(true, { error: 'Kişisel verilerin işlenmesine onay vermeniz gerekir.' })

const SenderName = requiredText('Ad soyad', 2, 120)

const Phone = z
  .string()
  .trim()
  .max(20, 'Telefon numarası en fazla 20 karakter olabilir.')
  .regex(/^$|^\+?[0-9 ()-]{7,20}$/, 'Geçerli bir telefon numarası girin.')
  .optional()

/** What every message form ends with: the text, the explicit consent (KVKK) and the captcha. */
const messageEnd = {
  message: requiredText('Mesaj', 10, 3000),
  consent: Consent,
  captcha: CaptchaField,
}

/** POST /api/WellnessMessage: a get-well ("Geçmiş Olsun") message. */
export const WellnessMessageBody = z.object({
  senderName: SenderName,
  email: Email.optional(),
  phoneNumber: Phone,
  patientName: z.string().trim().max(120, 'Hasta adı en fazla 120 karakter olabilir.').optional(),
  ...messageEnd,
})
export type WellnessMessageBody = z.infer<typeof WellnessMessageBody>

export const WellnessMessage = z.object({
  id: z.number().int(),
  senderName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  patientName: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  createdDate: DateTime,
})
export type WellnessMessage = z.infer<typeof WellnessMessage>

/**
 * The appointment request's boxes: the preferred clinic (a key of the settings' addresses), day ("YYYY-MM-DD") and time
 * ("HH:MM"). All three or none; the day and time are checked against the calendar below, on the whole body.
 */
/** A clinic key that is not one of the clinics. */
export const UNKNOWN_CLINIC = 'Randevu için listeden bir klinik seçin.'

const appointmentFields = {
  // Which clinics exist is the saved settings' to say: the API checks the key against them.
  appointmentClinic: z
    .string({ error: 'Randevu için bir klinik seçin.' })
    .regex(APPOINTMENT_CLINIC_KEY, UNKNOWN_CLINIC)
    .optional(),
  appointmentDate: z
    .string({ error: 'Randevu için bir gün seçin.' })
    .max(10, 'Geçerli bir tarih seçin.')
    .optional(),
  appointmentTime: z
    .string({ error: 'Randevu için bir saat seçin.' })
    .max(5, 'Geçerli bir saat seçin.')
    .optional(),
}

/**
 * The appointment request's rules over a whole contact body: all three boxes or none, a bookable day and slot, and a
 * phone number. Exported so the site's form (its own blank handling) checks exactly what the API checks.
 */
export function checkAppointment(
  body: {
    phoneNumber?: string | undefined
    appointmentClinic?: string | undefined
    appointmentDate?: string | undefined
    appointmentTime?: string | undefined
  },
  ctx: z.RefinementCtx,
): void {
  const { appointmentClinic: clinic, appointmentDate: date, appointmentTime: time } = body
  if (clinic === undefined && date === undefined && time === undefined) return
  if (clinic === undefined) {
    ctx.addIssue({ code: 'custom', path: ['appointmentClinic'], message: 'Randevu için bir klinik seçin.' })
  }
  if (date === undefined || date === '') {
    ctx.addIssue({ code: 'custom', path: ['appointmentDate'], message: 'Randevu için bir gün seçin.' })
  } else {
    const problem = appointmentDateProblem(date)
    if (problem) ctx.addIssue({ code: 'custom', path: ['appointmentDate'], message: problem })
  }
  if (time === undefined || time === '') {
    ctx.addIssue({ code: 'custom', path: ['appointmentTime'], message: 'Randevu için bir saat seçin.' })
  } else if (date) {
    const problem = appointmentTimeProblem(date, time)
    if (problem) ctx.addIssue({ code: 'custom', path: ['appointmentTime'], message: problem })
  }
  if (!body.phoneNumber) {
    ctx.addIssue({
      code: 'custom',
      path: ['phoneNumber'],
      message: 'Randevu talebi için telefon numaranızı yazın; randevunuzu teyit etmek için sizi arayacağız.',
    })
  }
}

/**
 * POST /api/Contact: a message, or an appointment request when the clinic, day and time are given. A request needs a
 * phone number (the clinic calls back to confirm), a weekday from today to a year ahead, and a half-hour slot inside
 * the opening hours that has not passed yet.
 */
export const ContactMessageBody = z
  .object({
    name: SenderName,
    email: Email,
    phoneNumber: Phone,
    subject: requiredText('Konu', 2, 150),
    ...appointmentFields,
    ...messageEnd,
  })
  .superRefine(checkAppointment)
export type ContactMessageBody = z.infer<typeof ContactMessageBody>

/** The clinic, day and time a contact message asks for; null for a plain message. */
export const AppointmentRequest = z.object({
  clinic: z.string(),
  date: z.string(),
  time: z.string(),
})
export type AppointmentRequest = z.infer<typeof AppointmentRequest>

export const ContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  appointment: AppointmentRequest.nullable(),
  isRead: z.boolean(),
  createdDate: DateTime,
})
export type ContactMessage = z.infer<typeof ContactMessage>

export const MessageListQuery = Paging.extend({ unread: z.stringbool().optional() })
export type MessageListQuery = z.infer<typeof MessageListQuery>

export const ReadBody = z.object({ isRead: z.boolean({ error: 'isRead true ya da false olmalıdır.' }) })
