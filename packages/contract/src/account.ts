import { z } from 'zod'
import { CaptchaField } from './captcha.ts'
import { DateTime, requiredText } from './common.ts'
import { LocaleSchema } from './locale.ts'
import { ROLES } from './roles.ts'

export const Role = z.enum(ROLES)
export type Role = z.infer<typeof Role>

export const Email = z
  .email({ error: 'Geçerli bir e-posta adresi girin.' })
  .max(254, 'E-posta adresi en fazla 254 karakter olabilir.')

export const LoginBody = z.object({
  email: z.string({ error: 'E-posta zorunludur.' }).trim().min(1, 'E-posta zorunludur.').max(254),
  password: z.string({ error: 'Şifre zorunludur.' }).min(1, 'Şifre zorunludur.').max(1024),
  rememberMe: z.boolean().optional().default(false),
  /**
   * A solved ALTCHA challenge. Needed only after a few failed logins for the e-mail (from any address): the API
   * then answers 400 with `captchaRequired: true` (see ApiError) until a login carries one.
   */
  captcha: CaptchaField.optional(),
})
export type LoginBody = z.input<typeof LoginBody>

/** The login form once the API asked for a captcha: the same fields with the solution required. */
export const LoginWithCaptchaBody = LoginBody.extend({ captcha: CaptchaField })

export const LoginResult = z.object({
  token: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  profileImagePath: z.string().nullable(),
  expiresAt: DateTime,
  /**
   * Staff only: STAFF_2FA_REQUIRED is on and this session has shown no second factor, so it may only enrol (the
   * admin opens its security screen first; the API answers other calls 403).
   */
  twoFactorEnrolmentRequired: z.boolean().optional(),
  /** Staff only: whether the server requires a second factor of staff (false: the admin says 2FA is off). */
  staffTwoFactorRequired: z.boolean().optional(),
})
export type LoginResult = z.infer<typeof LoginResult>

export const Profile = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  profileImagePath: z.string().nullable(),
  roles: z.array(z.string()),
  emailConfirmed: z.boolean(),
})
export type Profile = z.infer<typeof Profile>

/** OWASP ASVS 5: at least 8 characters, up to 128 accepted, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const Password = z
  .string({ error: 'Şifre zorunludur.' })
  .min(PASSWORD_MIN_LENGTH, `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`)
  .max(PASSWORD_MAX_LENGTH, `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`)

const PersonName = (label: string) => requiredText(label, 1, 60)

/** The repeat of a new password: required, and equal to it (checked by `passwordsMatch`). */
const PasswordRepeat = z.string({ error: 'Şifre tekrarı zorunludur.' })

/** A `.refine` for a form with a new password and its repeat: the error sits on the repeat. */
const passwordsMatch = <P extends string, R extends string>(
  password: P,
  repeat: R,
): [(v: Record<P | R, string>) => boolean, { path: PropertyKey[]; message: string }] => [
  (v) => v[password] === v[repeat],
  { path: [repeat], message: 'Şifreler eşleşmiyor.' },
]

export { CaptchaField }

/**
 * The language of the page that sends a register, forgot-password or resend-confirmation request (decision 0282): the
 * mail goes out in it, its link to that language's page. Turkish when absent; an unknown code is a 400.
 */
export const MailLocale = LocaleSchema.optional()

export const RegisterBody = z
  .object({
    firstName: PersonName('Ad'),
    lastName: PersonName('Soyad'),
    email: Email,
    password: Password,
    confirmPassword: PasswordRepeat,
    captcha: CaptchaField,
    locale: MailLocale,
  })
  .refine(...passwordsMatch('password', 'confirmPassword'))
export type RegisterBody = z.infer<typeof RegisterBody>

export const ConfirmEmailQuery = z.object({
  userId: z.coerce.number({ error: 'Geçersiz bağlantı.' }).int().positive('Geçersiz bağlantı.'),
  token: z.string({ error: 'Geçersiz bağlantı.' }).min(1, 'Geçersiz bağlantı.').max(500),
})
export type ConfirmEmailQuery = z.infer<typeof ConfirmEmailQuery>

export const ForgotPasswordBody = z.object({ email: Email, captcha: CaptchaField, locale: MailLocale })
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>

/** POST /api/Account/resend-confirmation: a new confirmation e-mail; always answers 200 (no account enumeration). */
export const ResendConfirmationBody = z.object({ email: Email, captcha: CaptchaField, locale: MailLocale })
export type ResendConfirmationBody = z.infer<typeof ResendConfirmationBody>

export const ResetPasswordBody = z
  .object({
    email: Email,
    token: z.string({ error: 'Geçersiz bağlantı.' }).min(1, 'Geçersiz bağlantı.').max(500),
    newPassword: Password,
    confirmPassword: PasswordRepeat,
  })
  .refine(...passwordsMatch('newPassword', 'confirmPassword'))
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>

export const ChangePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'Mevcut şifre zorunludur.' })
      .min(1, 'Mevcut şifre zorunludur.')
      .max(1024),
    newPassword: Password,
    confirmNewPassword: PasswordRepeat,
  })
  .refine(...passwordsMatch('newPassword', 'confirmNewPassword'))
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>

export const ProfileUpdateBody = z.object({
  firstName: PersonName('Ad'),
  lastName: PersonName('Soyad'),
  phoneNumber: z
    .string()
    .trim()
    .max(20, 'Telefon numarası en fazla 20 karakter olabilir.')
    .regex(/^$|^\+?[0-9 ()-]{7,20}$/, 'Geçerli bir telefon numarası girin.')
    .nullable()
    .optional(),
})
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>

export const UploadImageResult = z.object({ imagePath: z.string() })
export type UploadImageResult = z.infer<typeof UploadImageResult>

/**
 * DELETE /api/Account: the account's password, so a session left open on a shared computer cannot erase the
 * account.
 */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: 'Hesabınızı silmek için şifrenizi girin.' })
    .min(1, 'Hesabınızı silmek için şifrenizi girin.')
    .max(1024, 'Şifre en fazla 1024 karakter olabilir.'),
})
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>

/** The post a comment, like or report belongs to, as the export names it (its id and title). */
const ExportPost = { blogId: z.number().int(), blogTitle: z.string() }

/**
 * GET /api/Account/export: everything the site stores about the signed-in user, as a JSON download. Never the
 * password hash, the token version or another user's data (not even the text or author of a comment the user
 * liked or reported). Lists are newest first. Blog-post likes are anonymous counters, so there is nothing per user
 * to export; get-well and contact messages carry no account, so those sent with the account's (confirmed) e-mail
 * address are included, each with the time consent was given.
 */
export const AccountExport = z.object({
  exportedAt: DateTime,
  profile: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    roles: z.array(z.string()),
    emailConfirmed: z.boolean(),
    createdDate: DateTime,
    updatedDate: DateTime,
    lastLoginDate: DateTime.nullable(),
    /** As stored (`/uploads/profiles/….webp`). */
    profileImagePath: z.string().nullable(),
    /** The same picture as a full address on the API's public origin. */
    profileImageUrl: z.string().nullable(),
  }),
  comments: z.array(
    z.object({
      id: z.number().int(),
      ...ExportPost,
      content: z.string(),
      createdDate: DateTime,
      updatedDate: DateTime,
      isApproved: z.boolean(),
    }),
  ),
  /** Posts the member liked while signed in (a guest's likes belong to a browser cookie, not to an account). */
  postLikes: z.array(z.object({ ...ExportPost, likedDate: DateTime })),
  commentLikes: z.array(z.object({ commentId: z.number().int(), ...ExportPost, likedDate: DateTime })),
  commentReports: z.array(
    z.object({ commentId: z.number().int(), ...ExportPost, reason: z.string(), reportedDate: DateTime }),
  ),
  wellnessMessages: z.array(
    z.object({
      id: z.number().int(),
      senderName: z.string(),
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      patientName: z.string().nullable(),
      message: z.string(),
      createdDate: DateTime,
      consentDate: DateTime,
    }),
  ),
  contactMessages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phoneNumber: z.string().nullable(),
      subject: z.string(),
      message: z.string(),
      createdDate: DateTime,
      consentDate: DateTime,
    }),
  ),
})
export type AccountExport = z.infer<typeof AccountExport>

// ── Sessions and a second factor (issue 20) ─────────────────────────────────────────────────────────────────────

/** A login whose password was right for an account with a second factor: send the code with this challenge. */
export const LoginChallenge = z.object({
  twoFactorRequired: z.literal(true),
  /** Single use, valid for five minutes. */
  challenge: z.string(),
  /** The account has a passkey: the step may be answered with it ("Geçiş anahtarı ile doğrula"). */
  passkey: z.boolean().optional(),
})
export type LoginChallenge = z.infer<typeof LoginChallenge>

/** What a login answers: the session's token, or the challenge of the second step. */
export const LoginAnswer = z.union([LoginResult, LoginChallenge])
export type LoginAnswer = z.infer<typeof LoginAnswer>

export const isLoginChallenge = (answer: LoginAnswer): answer is LoginChallenge =>
  'twoFactorRequired' in answer && answer.twoFactorRequired === true

const CODE_REQUIRED = 'Doğrulama kodu zorunludur.'
/** A six-digit code of the authenticator app, or one of the backup codes (spaces and dashes ignored). */
export const TwoFactorCode = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .max(32, 'Doğrulama kodu en fazla 32 karakter olabilir.')

/** A WebAuthn answer as @simplewebauthn/browser gives it (checked in full by the server's library). */
export const WebAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
})

const ChallengeField = z
  .string({ error: 'Giriş adımı bulunamadı. Lütfen yeniden giriş yapın.' })
  .min(1)
  .max(200)

/** The second step: a TOTP or backup `code`, or a passkey's answer (`passkey`) to the step's WebAuthn challenge. */
export const LoginTwoFactorBody = z
  .object({
    challenge: ChallengeField,
    code: TwoFactorCode.optional(),
    passkey: WebAuthnResponse.optional(),
  })
  .refine((b) => b.code !== undefined || b.passkey !== undefined, {
    message: CODE_REQUIRED,
    path: ['code'],
  })
export type LoginTwoFactorBody = z.infer<typeof LoginTwoFactorBody>

export const TotpSetupResult = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/…, for the QR code. */
  otpauthUri: z.string(),
})
export type TotpSetupResult = z.infer<typeof TotpSetupResult>

export const TotpEnableBody = z.object({ code: TwoFactorCode })
export type TotpEnableBody = z.infer<typeof TotpEnableBody>

/** Ten one-time codes, shown once. */
export const BackupCodesResult = z.object({ backupCodes: z.array(z.string()) })
export type BackupCodesResult = z.infer<typeof BackupCodesResult>

export const TwoFactorDisableBody = z.object({
  password: z
    .string({ error: 'İki adımlı doğrulamayı kapatmak için şifrenizi girin.' })
    .min(1, 'İki adımlı doğrulamayı kapatmak için şifrenizi girin.')
    .max(1024, 'Şifre en fazla 1024 karakter olabilir.'),
})
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBody>

export const TwoFactorStatus = z.object({
  totpEnabled: z.boolean(),
  /** Passkeys registered as a second factor. */
  passkeys: z.number().int(),
  backupCodesLeft: z.number().int(),
  /** STAFF_2FA_REQUIRED on the server. */
  staffRequired: z.boolean(),
  /** This session may only enrol (a staff member without a second factor while it is required). */
  enrolmentRequired: z.boolean(),
})
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>

export const SessionInfo = z.object({
  id: z.string(),
  /** "Chrome, Windows". */
  device: z.string(),
  address: z.string().nullable(),
  createdAt: DateTime,
  lastSeenAt: DateTime,
  /** The session this request came from (false on an admin's view of another user). */
  current: z.boolean(),
  /** How the second factor was shown at login: 'totp', 'backup', 'passkey', or null. */
  secondFactor: z.string().nullable(),
})
export type SessionInfo = z.infer<typeof SessionInfo>
export const SessionList = z.array(SessionInfo)

export const SessionIdParams = z.object({ id: z.string().min(1).max(64) })

export const LoginPasskeyOptionsBody = z.object({ challenge: ChallengeField })

/** WebAuthn options as @simplewebauthn/server makes them, for @simplewebauthn/browser. */
export const WebAuthnOptions = z.looseObject({ challenge: z.string() })
export type WebAuthnOptions = z.infer<typeof WebAuthnOptions>

export const PasskeyOptionsBody = z.object({
  /** Adding a passkey asks for the password again, unless the session is enrolling its first factor. */
  password: z.string().max(1024).optional(),
})

export const PasskeyRegisterBody = z.object({
  response: WebAuthnResponse,
  name: z.string().trim().max(60, 'Ad en fazla 60 karakter olabilir.').optional(),
})

export const PasskeyInfo = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: DateTime,
  lastUsedAt: DateTime.nullable(),
})
export type PasskeyInfo = z.infer<typeof PasskeyInfo>
export const PasskeyList = z.array(PasskeyInfo)
