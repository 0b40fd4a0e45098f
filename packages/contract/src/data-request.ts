import { z } from 'zod'
import { AccountExport, Email } from './account.ts'
import { DateTime } from './common.ts'
import { ContactMessage, WellnessMessage } from './message.ts'

const EMAIL_REQUIRED = 'E-posta adresi zorunludur.'

/**
 * A data subject's request (KVKK md. 11), found by the e-mail address the person wrote from: spaces around it are
 * forgiven and the match ignores case. Used by every call under /api/admin/data-requests.
 */
export const DataRequestQuery = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .transform((value) => value.toLowerCase())
    .pipe(Email),
})
export type DataRequestQuery = z.infer<typeof DataRequestQuery>

/** A message as the request shows it: the inbox's fields and when the sender gave consent. */
export const DataRequestContactMessage = ContactMessage.extend({ consentDate: DateTime })
export type DataRequestContactMessage = z.infer<typeof DataRequestContactMessage>
export const DataRequestWellnessMessage = WellnessMessage.extend({ consentDate: DateTime })
export type DataRequestWellnessMessage = z.infer<typeof DataRequestWellnessMessage>

/** The registered account with that address, if any: who it is and how many comments it wrote. */
export const DataRequestAccount = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  emailConfirmed: z.boolean(),
  createdDate: DateTime,
  comments: z.number().int(),
})
export type DataRequestAccount = z.infer<typeof DataRequestAccount>

/** GET /api/admin/data-requests?email=: everything found for the address, newest first. */
export const DataRequestSummary = z.object({
  email: z.string(),
  contactMessages: z.array(DataRequestContactMessage),
  wellnessMessages: z.array(DataRequestWellnessMessage),
  account: DataRequestAccount.nullable(),
})
export type DataRequestSummary = z.infer<typeof DataRequestSummary>

/**
 * GET /api/admin/data-requests/export?email=: the JSON file handed to the person: the messages sent with the address
 * and, when an account has it, the account's own export (GET /api/Account/export's shape).
 */
export const DataRequestExport = z.object({
  exportedAt: DateTime,
  email: z.string(),
  contactMessages: z.array(DataRequestContactMessage),
  wellnessMessages: z.array(DataRequestWellnessMessage),
  account: AccountExport.nullable(),
})
export type DataRequestExport = z.infer<typeof DataRequestExport>

/** DELETE /api/admin/data-requests?email=: how many messages were erased (the account stays: see decision 0233). */
export const DataRequestErased = z.object({
  message: z.string(),
  contactMessages: z.number().int(),
  wellnessMessages: z.number().int(),
})
export type DataRequestErased = z.infer<typeof DataRequestErased>
