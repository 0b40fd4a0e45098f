import { z } from 'zod'
import { CaptchaField, Email } from './account.ts'
import { DateTime, Paging } from './common.ts'

/** KVKK: a message is stored only with the sender's explicit consent. */
const Consent = z.literal(true, { error: 'Kişisel verilerin işlenmesine onay vermeniz gerekir.' })

const SenderName = z
  .string({ error: 'Ad soyad zorunludur.' })
  .trim()
  .min(2, 'Ad soyad en az 2 karakter olmalıdır.')
  .max(120, 'Ad soyad en fazla 120 karakter olabilir.')

const Phone = z
  .string()
  .trim()
  .max(20, 'Telefon numarası en fazla 20 karakter olabilir.')
  .regex(/^$|^\+?[0-9 ()-]{7,20}$/, 'Geçerli bir telefon numarası girin.')
  .optional()

const MessageText = z
  .string({ error: 'Mesaj zorunludur.' })
  .trim()
  .min(10, 'Mesaj en az 10 karakter olmalıdır.')
  .max(3000, 'Mesaj en fazla 3000 karakter olabilir.')

/** POST /api/WellnessMessage: a get-well ("Geçmiş Olsun") message. */
export const WellnessMessageBody = z.object({
  senderName: SenderName,
  email: Email.optional(),
  phoneNumber: Phone,
  patientName: z.string().trim().max(120, 'Hasta adı en fazla 120 karakter olabilir.').optional(),
  message: MessageText,
  consent: Consent,
  captcha: CaptchaField,
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
  subject: z
    .string({ error: 'Konu zorunludur.' })
    .trim()
    .min(2, 'Konu en az 2 karakter olmalıdır.')
    .max(150, 'Konu en fazla 150 karakter olabilir.'),
  message: MessageText,
  consent: Consent,
  captcha: CaptchaField,
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
