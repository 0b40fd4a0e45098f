import { z } from 'zod'
import { CaptchaField, Email } from './account.ts'
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

/** POST /api/Contact. */
export const ContactMessageBody = z.object({
  name: SenderName,
  email: Email,
  phoneNumber: Phone,
  subject: requiredText('Konu', 2, 150),
  ...messageEnd,
})
export type ContactMessageBody = z.infer<typeof ContactMessageBody>

export const ContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdDate: DateTime,
})
export type ContactMessage = z.infer<typeof ContactMessage>

export const MessageListQuery = Paging.extend({ unread: z.stringbool().optional() })
export type MessageListQuery = z.infer<typeof MessageListQuery>

export const ReadBody = z.object({ isRead: z.boolean({ error: 'isRead true ya da false olmalıdır.' }) })
