import type {
  BackupCodesResult,
  ChangePasswordBody,
  LoginAnswer,
  LoginBody,
  LoginResult,
  LoginTwoFactorBody,
  PasskeyInfo,
  Profile,
  ProfileUpdateBody,
  RegisterBody,
  ResetPasswordBody,
  SessionInfo,
  TotpSetupResult,
  TwoFactorStatus,
} from '@clinic/contract/account'
import type { Message } from '@clinic/contract/common'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@clinic/contract/locale'
import { isStaffRoles, USER_ROLE } from '@clinic/contract/roles'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { accountTokens, users } from '../../db/schema.ts'
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors.ts'
import { confirmEmailMail, resetPasswordMail } from '../../lib/mail-templates.ts'
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../lib/passwords.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import type { AuthUser, SessionOrigin, TokenService } from '../../plugins/auth.ts'
import type { Mailer } from '../../plugins/mail.ts'
import { isUploadedFile } from '../../plugins/multipart.ts'
import type { LoginThrottle } from '../../plugins/rate-limit.ts'
import {
  listLive,
  revokeAll,
  revokeOne,
  type SecondFactor,
  setSecondFactor,
} from '../sessions/session-rows.ts'
import type { UserService } from '../users/user-service.ts'
import {
  ACCOUNT_MAILS_PER_HOUR,
  CONFIRM_EMAIL_HOURS,
  consumeToken,
  issueNoToken,
  issueToken,
  RESET_PASSWORD_MINUTES,
  type TokenPurpose,
  wasIssuedTo,
} from './account-tokens.ts'
import { passkeyRows, type RelyingParty } from './passkeys.ts'
import { twoFactorRows } from './two-factor.ts'

type UserRow = typeof users.$inferSelect

/**
 * The account's rows: finding it by e-mail, registering, the mailed one-time links, passwords and the profile.
 * Every change that must end the sessions bumps `tokenVersion` here.
 */
function accountRows(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
      return user
    },

    /** The signed-in user's row; 401 when the account is gone. */
    async load(id: number): Promise<UserRow> {
      const [user] = await db.select().from(users).where(eq(users.id, id))
      if (!user) throw unauthorized()
      return user
    },

    /** A new member's row, or undefined when the e-mail was taken meanwhile. */
    async register(values: { email: string; firstName: string; lastName: string; passwordHash: string }) {
      const [user] = await db
        .insert(users)
        .values({ ...values, roles: [USER_ROLE] })
        .onConflictDoNothing()
        .returning()
      return user
    },

    markLoggedIn: async (id: number) => {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id))
    },

    issueToken: (userId: number, purpose: TokenPurpose) => issueToken(db, userId, purpose),
    /** Costs what issuing costs, so the answer's timing does not tell whether the account exists. */
    issueNoToken: (purpose: TokenPurpose) => issueNoToken(db, purpose),

    /** `confirmed` by this link, `already` confirmed by it before, or `invalid`. */
    async confirmEmail(userId: number, token: string): Promise<'confirmed' | 'already' | 'invalid'> {
      if (await consumeToken(db, 'confirm-email', token, { userId })) {
        await db
          .update(users)
          .set({ emailConfirmed: true, updatedAt: new Date() })
          .where(eq(users.id, userId))
        return 'confirmed'
      }
      const [user] = await db
        .select({ emailConfirmed: users.emailConfirmed })
        .from(users)
        .where(eq(users.id, userId))
      return user?.emailConfirmed && (await wasIssuedTo(db, 'confirm-email', token, userId))
        ? 'already'
        : 'invalid'
    },

    /** Every mailed link of the user not used yet stops working (a password change: links sent before it die). */
    async endLinks(userId: number) {
      await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)))
    },

    /** Uses up a reset link and sets the password; false when the link does not work. */
    async resetPassword(email: string, token: string, passwordHash: string): Promise<number | undefined> {
      const userId = await consumeToken(db, 'reset-password', token, { email })
      if (!userId) return undefined
      await db
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          // The link reached the mailbox, so the address is confirmed too.
          emailConfirmed: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
      return userId
    },

    /** A new password ends every session, this one included. */
    async changePassword(id: number, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
    },

    async updateProfile(
      id: number,
      fields: { firstName: string; lastName: string; phoneNumber: string | null },
    ) {
      const [user] = await db
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      if (!user) throw notFound('Kullanıcı bulunamadı.')
      return user
    },
  }
}

const WRONG_CREDENTIALS = 'E-posta adresi veya şifre hatalı.'
const DISABLED = 'Hesabınız devre dışı bırakılmış. Lütfen klinikle iletişime geçin.'
const UNCONFIRMED =
  'E-posta adresinizi henüz doğrulamadınız. Size gönderdiğimiz e-postadaki bağlantıya tıklayın ya da yeni bir doğrulama e-postası isteyin.'
const EMAIL_TAKEN = 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.'
const INVALID_CONFIRM_LINK =
  'Doğrulama bağlantısı geçersiz ya da süresi dolmuş. Giriş sayfasından yeni bir doğrulama e-postası isteyebilirsiniz.'
const INVALID_RESET_LINK =
  'Şifre sıfırlama bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.'
const WRONG_CURRENT_PASSWORD = 'Mevcut şifreniz hatalı.'
const WRONG_PASSWORD = 'Şifreniz hatalı.'
const LAST_ADMIN_SELF =
  'Sitenin tek etkin yöneticisi olduğunuz için hesabınızı silemezsiniz. Önce başka bir kullanıcıyı yönetici yapın.'
const CHOOSE_IMAGE = 'Lütfen bir görsel dosyası seçin.'
const WRONG_CODE = 'Doğrulama kodu hatalı ya da süresi geçmiş. Lütfen uygulamadaki güncel kodu girin.'
const CHALLENGE_GONE = 'Giriş adımının süresi doldu. Lütfen e-posta ve şifrenizle yeniden giriş yapın.'
const TOTP_ALREADY = 'İki adımlı doğrulama zaten etkin. Yeniden kurmak için önce kapatın.'
const SESSION_NOT_FOUND = 'Oturum bulunamadı.'
const PASSKEY_FAILED = 'Geçiş anahtarı doğrulanamadı. Lütfen tekrar deneyin.'

/** The login back-off bound to one request (its client address): what a password check reports. */
export interface LoginAttempt {
  fail(email: string, userId?: number): Promise<void>
  succeeded(email: string): Promise<void>
  /** 429 with Retry-After while the address, the address with this e-mail, or the account waits. */
  assertOpen(email: string, userId: number): Promise<void>
}

/** Refuses a password on the common-password list (400 on `field`). */
async function assertUncommon(password: string, field: string) {
  if (await isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: [COMMON_PASSWORD_MESSAGE] })
}

const toProfile = (user: UserRow): Profile => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  profileImagePath: user.profileImagePath,
  roles: user.roles,
  emailConfirmed: user.emailConfirmed,
})

/**
 * A visitor's own account, every flow of it: login, register and confirm, the reset and confirmation links,
 * password change, profile and picture, the personal-data export and the deletion (the users service's, with its
 * "an active admin must remain" lock).
 */
export function createAccountService(deps: {
  db: Database
  tokens: TokenService
  mailer: Mailer
  users: UserService
  throttle: Pick<LoginThrottle, 'forget'>
  siteUrl: string
  log: Pick<FastifyBaseLogger, 'warn'>
  totpBox: SecretBox
  staff2faRequired: boolean
  relyingParty: RelyingParty
  /** SITE_LOCALES: a mail asked for in another published language links to that language's pages (decision 0282). */
  siteLocales?: readonly Locale[]
}) {
  const { tokens, mailer, users: userService, throttle, siteUrl, db, log } = deps
  const rows = accountRows(db)
  const factors = twoFactorRows(db, deps.totpBox)
  const keys = passkeyRows(db, deps.relyingParty)

  /** Whether the user has any second factor: an enabled authenticator app or a passkey. */
  const hasSecondFactor = async (userId: number) =>
    (await factors.status(userId)).totpEnabled || (await keys.count(userId)) > 0

  /** This session has shown a factor (enrolled in it): it may use the whole API; the user's other sessions end. */
  async function enrolledHere(viewer: AuthUser, factor: SecondFactor) {
    await setSecondFactor(db, viewer.sessionId, factor)
    await revokeAll(db, viewer.id, viewer.sessionId)
  }

  /** Opens the session of a finished login and answers what the client keeps. */
  async function signIn(
    user: UserRow,
    rememberMe: boolean,
    origin: SessionOrigin,
    secondFactor: SecondFactor | null,
  ): Promise<LoginResult> {
    const { token, expiresAt } = await tokens.sign(user, rememberMe, { ...origin, secondFactor })
    await rows.markLoggedIn(user.id)
    return {
      token,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      roles: user.roles,
      profileImagePath: user.profileImagePath,
      expiresAt: expiresAt.toISOString(),
      ...(isStaffRoles(user.roles)
        ? {
            staffTwoFactorRequired: deps.staff2faRequired,
            twoFactorEnrolmentRequired: deps.staff2faRequired && secondFactor === null,
          }
        : {}),
    }
  }

  /** A TOTP code of the user, or one of their backup codes; the factor it was, or null when neither. */
  async function checkCode(userId: number, code: string): Promise<SecondFactor | null> {
    const compact = code.replace(/\s/g, '')
    if (await factors.useTotp(userId, compact)) return 'totp'
    if (await factors.useBackupCode(userId, compact)) return 'backup'
    return null
  }

  /**
   * A new link for the account, or undefined when its address had its account mails for this hour (logged; the
   * caller answers as if it were sent, so the limit tells nobody whether the account exists).
   */
  async function linkToken(userId: number, purpose: TokenPurpose) {
    const token = await rows.issueToken(userId, purpose)
    if (token === undefined)
      log.warn(
        { userId, purpose, perHour: ACCOUNT_MAILS_PER_HOUR },
        'account mail not sent: the address had its mails for this hour',
      )
    return token
  }

  /**
   * The language of an account mail: the one the page asked for when the site publishes it, else Turkish; and the
   * prefix of that language's pages ("" for Turkish, "/en"; the account pages keep their path, decision 0276).
   */
  const published = new Set<Locale>(deps.siteLocales ?? LOCALES)
  function mailLanguage(asked: Locale | undefined): { locale: Locale; prefix: string } {
    const locale = asked && published.has(asked) ? asked : DEFAULT_LOCALE
    return { locale, prefix: locale === DEFAULT_LOCALE ? '' : `/${locale}` }
  }

  /** Issues a confirmation link and mails it in the background (no name: the address is not confirmed yet). */
  async function sendConfirmation(user: { id: number; email: string }, asked?: Locale) {
    const token = await linkToken(user.id, 'confirm-email')
    if (token === undefined) return
    const { locale, prefix } = mailLanguage(asked)
    const link = `${siteUrl}${prefix}/confirm-email?userId=${user.id}&token=${encodeURIComponent(token)}`
    mailer.sendLater({
      to: user.email,
      ...confirmEmailMail({ link, validHours: CONFIRM_EMAIL_HOURS, locale }),
    })
  }

  /** Issues a reset link and mails it in the background; the name only to the account holder's confirmed address. */
  async function sendReset(user: UserRow, asked?: Locale) {
    const token = await linkToken(user.id, 'reset-password')
    if (token === undefined) return
    const { locale, prefix } = mailLanguage(asked)
    const link = `${siteUrl}${prefix}/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`
    mailer.sendLater({
      to: user.email,
      ...resetPasswordMail({
        firstName: user.emailConfirmed ? user.firstName : undefined,
        link,
        validMinutes: RESET_PASSWORD_MINUTES,
        locale,
      }),
    })
  }

  /** The signed-in user's row after their password is checked; a wrong one counts like a failed login. */
  async function withPassword(id: number, password: string, attempt: LoginAttempt, wrong: [string, string]) {
    const user = await rows.load(id)
    if (!(await verifyPassword(user.passwordHash, password))) {
      await attempt.fail(user.email, user.id)
      const [field, message] = wrong
      throw badRequest(message, { [field]: [message] })
    }
    return user
  }

  return {
    async login(body: LoginBody, attempt: LoginAttempt, origin: SessionOrigin = {}): Promise<LoginAnswer> {
      const email = body.email.toLowerCase()
      const user = await rows.findByEmail(email)
      // The password is checked even when no user matches, so timing does not reveal which e-mails exist.
      const valid = await verifyPassword(user?.passwordHash, body.password)
      if (!user || !valid) {
        await attempt.fail(email)
        throw unauthorized(WRONG_CREDENTIALS)
      }
      await attempt.succeeded(email)
      if (!user.isActive) throw forbidden(DISABLED)
      if (!user.emailConfirmed) throw new HttpError(403, UNCONFIRMED, { email: [UNCONFIRMED] })
      const rememberMe = body.rememberMe ?? false
      // A right password of an account with a second factor opens nothing yet: the code comes next.
      if (await hasSecondFactor(user.id)) {
        return {
          twoFactorRequired: true,
          challenge: await factors.issueChallenge(user.id, rememberMe),
          passkey: (await keys.count(user.id)) > 0,
        }
      }
      return signIn(user, rememberMe, origin, null)
    },

    /**
     * The second step of a login: the challenge and a TOTP or backup code. A wrong code counts toward the login
     * back-off of the account (`attempt.blocked` answers 429 once it waits), as a wrong password does.
     */
    async loginTwoFactor(
      body: LoginTwoFactorBody,
      attempt: LoginAttempt,
      origin: SessionOrigin = {},
    ): Promise<LoginResult> {
      const pending = await factors.readChallenge(body.challenge)
      if (!pending) throw unauthorized(CHALLENGE_GONE)
      const { user } = pending
      await attempt.assertOpen(user.email, user.id)
      const factor: SecondFactor | null = body.passkey
        ? (await keys.authenticate(user.id, pending.webauthnChallenge, body.passkey as never))
          ? 'passkey'
          : null
        : await checkCode(user.id, body.code ?? '')
      if (!factor) {
        await attempt.fail(user.email, user.id)
        throw badRequest(WRONG_CODE, { code: [WRONG_CODE] })
      }
      if (!(await factors.consumeChallenge(body.challenge))) throw unauthorized(CHALLENGE_GONE)
      if (!user.isActive) throw forbidden(DISABLED)
      await attempt.succeeded(user.email)
      return signIn(user, pending.rememberMe, origin, factor)
    },

    /** The e-mail of the account a login challenge belongs to (for the audit log); undefined when it is gone. */
    async challengeEmail(challenge: string): Promise<string | undefined> {
      return (await factors.readChallenge(challenge))?.user.email
    },

    /** Ends the session the request came from. */
    async logout(viewer: AuthUser): Promise<void> {
      await revokeOne(db, viewer.id, viewer.sessionId)
    },

    /** The user's live sessions, the current one marked. */
    async sessions(userId: number, currentSessionId?: string): Promise<SessionInfo[]> {
      const list = await listLive(db, userId)
      return list.map((s) => ({
        id: s.id,
        device: s.device,
        address: s.address,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === currentSessionId,
        secondFactor: s.secondFactor,
      }))
    },

    /** Ends one of the user's sessions; 404 when the user has no such session (someone else's is not theirs). */
    async endSession(userId: number, sessionId: string): Promise<void> {
      if (!(await revokeOne(db, userId, sessionId))) throw notFound(SESSION_NOT_FOUND)
    },

    /** Ends every session of the user but `keep` (all of them when undefined: an admin's "end every session"). */
    async endOtherSessions(userId: number, keep?: string): Promise<Message> {
      const ended = await revokeAll(db, userId, keep)
      return {
        message: ended === 0 ? 'Kapatılacak başka oturum yok.' : `${ended} oturum kapatıldı.`,
      }
    },

    /** An admin's view of a user's live sessions (404 for an unknown user). */
    async sessionsOfUser(userId: number): Promise<SessionInfo[]> {
      await userService.find(userId)
      return this.sessions(userId)
    },

    /** An admin ends every session of a user (404 for an unknown user). */
    async endSessionsOfUser(userId: number): Promise<Message> {
      await userService.find(userId)
      return this.endOtherSessions(userId)
    },

    /** WebAuthn options for answering the login's second step with a passkey (404 when the user has none). */
    async loginPasskeyOptions(challenge: string) {
      const pending = await factors.readChallenge(challenge)
      if (!pending) throw unauthorized(CHALLENGE_GONE)
      const options = await keys.authenticationOptions(pending.userId, pending.idHash)
      if (!options) throw notFound('Bu hesaba kayıtlı geçiş anahtarı yok.')
      return options
    },

    passkeys: (viewer: AuthUser): Promise<PasskeyInfo[]> => keys.list(viewer.id),

    /**
     * Registration options for a new passkey: the password is asked again, unless this session is enrolling its
     * first factor (a staff member sent to enrolment). A wrong password counts like a failed login.
     */
    async passkeyOptions(viewer: AuthUser, password: string | undefined, attempt: LoginAttempt) {
      const user = viewer.mustEnrol
        ? await rows.load(viewer.id)
        : await withPassword(viewer.id, password ?? '', attempt, ['password', WRONG_PASSWORD])
      return keys.registrationOptions(
        { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` },
        viewer.sessionId,
      )
    },

    /** Stores a passkey from the browser's answer to this session's registration options. */
    async addPasskey(
      viewer: AuthUser,
      response: unknown,
      name: string | undefined,
      device: string,
    ): Promise<PasskeyInfo[]> {
      const first = !(await hasSecondFactor(viewer.id))
      const ok = await keys.register(viewer.id, viewer.sessionId, response as never, name || device)
      if (!ok) throw badRequest(PASSKEY_FAILED)
      if (first) await enrolledHere(viewer, 'passkey')
      else if (viewer.mustEnrol) await setSecondFactor(db, viewer.sessionId, 'passkey')
      return keys.list(viewer.id)
    },

    async removePasskey(viewer: AuthUser, id: string): Promise<void> {
      if (!(await keys.remove(viewer.id, id))) throw notFound('Geçiş anahtarı bulunamadı.')
    },

    async twoFactorStatus(viewer: AuthUser): Promise<TwoFactorStatus> {
      return {
        ...(await factors.status(viewer.id)),
        passkeys: await keys.count(viewer.id),
        staffRequired: deps.staff2faRequired && isStaffRoles(viewer.roles),
        enrolmentRequired: viewer.mustEnrol,
      }
    },

    /** A new authenticator secret for the app; enabled only once a code from it is sent (`totpEnable`). */
    async totpSetup(viewer: AuthUser): Promise<TotpSetupResult> {
      const started = await factors.begin(viewer.id, viewer.email)
      if (!started) throw conflict(TOTP_ALREADY)
      return started
    },

    /**
     * Enables the pending secret with a code from the app and answers ten backup codes (shown once). This session
     * counts as having shown the factor; every other session of the user ends.
     */
    async totpEnable(viewer: AuthUser, code: string): Promise<BackupCodesResult> {
      const status = await factors.status(viewer.id)
      if (status.totpEnabled) throw conflict(TOTP_ALREADY)
      // A wrong code keeps the pending secret: the user may try again.
      if (!(await factors.useTotp(viewer.id, code.replace(/\s/g, ''), true)))
        throw badRequest(WRONG_CODE, { code: [WRONG_CODE] })
      const backupCodes = await factors.replaceBackupCodes(viewer.id)
      await enrolledHere(viewer, 'totp')
      return { backupCodes }
    },

    /** Turns the second factor off after the password is checked (a wrong one counts like a failed login). */
    async twoFactorDisable(viewer: AuthUser, password: string, attempt: LoginAttempt): Promise<Message> {
      const user = await withPassword(viewer.id, password, attempt, ['password', WRONG_PASSWORD])
      await factors.disable(user.id)
      await keys.removeAll(user.id)
      await setSecondFactor(db, viewer.sessionId, null)
      await revokeAll(db, user.id, viewer.sessionId)
      return { message: 'İki adımlı doğrulama kapatıldı.' }
    },

    async register(body: RegisterBody): Promise<Message> {
      const { firstName, lastName, password } = body
      const email = body.email.toLowerCase()
      await assertUncommon(password, 'password')
      if (await rows.findByEmail(email)) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
      const user = await rows.register({
        email,
        firstName,
        lastName,
        passwordHash: await hashPassword(password),
      })
      if (!user) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
      await sendConfirmation(user, body.locale)
      return {
        message: `Kaydınız alındı. ${email} adresine gönderdiğimiz bağlantıyla e-posta adresinizi doğruladıktan sonra giriş yapabilirsiniz.`,
      }
    },

    async confirmEmail(userId: number, token: string): Promise<Message> {
      const outcome = await rows.confirmEmail(userId, token)
      if (outcome === 'confirmed')
        return { message: 'E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.' }
      // A second click on the same link is not an error once the address is confirmed.
      if (outcome === 'already')
        return { message: 'E-posta adresiniz zaten doğrulanmış. Giriş yapabilirsiniz.' }
      throw badRequest(INVALID_CONFIRM_LINK, { token: [INVALID_CONFIRM_LINK] })
    },

    async resendConfirmation(email: string, locale?: Locale): Promise<Message> {
      const user = await rows.findByEmail(email)
      if (user?.isActive && !user.emailConfirmed) await sendConfirmation(user, locale)
      else await rows.issueNoToken('confirm-email')
      return {
        message:
          'Bu e-posta adresine ait doğrulanmamış bir hesap varsa yeni bir doğrulama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.',
      }
    },

    async forgotPassword(email: string, locale?: Locale): Promise<Message> {
      const user = await rows.findByEmail(email)
      if (user?.isActive) {
        await sendReset(user, locale)
      } else {
        await rows.issueNoToken('reset-password')
      }
      return {
        message:
          'Bu e-posta adresine kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.',
      }
    },

    async resetPassword(body: ResetPasswordBody): Promise<Message> {
      const email = body.email.toLowerCase()
      await assertUncommon(body.newPassword, 'newPassword')
      const userId = await rows.resetPassword(email, body.token, await hashPassword(body.newPassword))
      if (!userId) throw badRequest(INVALID_RESET_LINK, { token: [INVALID_RESET_LINK] })
      // Links sent before the new password stop working, and every session ends.
      await rows.endLinks(userId)
      await revokeAll(db, userId)
      // The mailbox's owner: the e-mail's failures (its captcha) and every address's pair with it are forgotten.
      await throttle.forget(email)
      return { message: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.' }
    },

    async changePassword(id: number, body: ChangePasswordBody, attempt: LoginAttempt): Promise<Message> {
      const user = await withPassword(id, body.currentPassword, attempt, [
        'currentPassword',
        WRONG_CURRENT_PASSWORD,
      ])
      if (body.newPassword === body.currentPassword) {
        const same = 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.'
        throw badRequest(same, { newPassword: [same] })
      }
      await assertUncommon(body.newPassword, 'newPassword')
      await rows.changePassword(user.id, await hashPassword(body.newPassword))
      // Links sent before the new password stop working, and every session ends (this one too: the clients send the
      // user to the login, docs/decisions/0176).
      await rows.endLinks(user.id)
      await revokeAll(db, user.id)
      return {
        message:
          'Şifreniz değiştirildi. Güvenliğiniz için tüm oturumlarınız kapatıldı; lütfen yeni şifrenizle giriş yapın.',
      }
    },

    profile: async (id: number) => toProfile(await rows.load(id)),

    async updateProfile(id: number, body: ProfileUpdateBody): Promise<Profile> {
      const user = await rows.updateProfile(id, {
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber ? body.phoneNumber : null,
      })
      return toProfile(user)
    },

    async setProfileImage(id: number, file: unknown): Promise<{ imagePath: string }> {
      if (!isUploadedFile(file)) throw badRequest(CHOOSE_IMAGE, { file: [CHOOSE_IMAGE] })
      return { imagePath: await userService.setProfileImage(id, file) }
    },

    exportData: (id: number) => userService.exportData(id),

    /** Deletes the account after its password is checked (a wrong one counts toward the account's back-off). */
    async remove(id: number, password: string, attempt: LoginAttempt): Promise<void> {
      const user = await withPassword(id, password, attempt, ['password', WRONG_PASSWORD])
      await userService.remove(user.id, LAST_ADMIN_SELF)
      // The e-mail's failures go with the account (a new account with the address starts afresh).
      await throttle.forget(user.email)
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
