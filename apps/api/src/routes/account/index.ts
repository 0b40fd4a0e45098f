import {
  AccountExport,
  ChangePasswordBody,
  ConfirmEmailQuery,
  DeleteAccountBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResult,
  Profile,
  ProfileUpdateBody,
  RegisterBody,
  ResendConfirmationBody,
  ResetPasswordBody,
  UploadImageResult,
} from '@clinic/contract/account'
import { ApiPaths } from '@clinic/contract/api-paths'
import { FormFile, Message } from '@clinic/contract/common'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { users } from '../../db/schema.ts'
import { confirmEmailMail, resetPasswordMail } from '../../domain/mail-templates.ts'
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../lib/http-errors.ts'
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../lib/passwords.ts'
import { isUploadedFile } from '../../plugins/multipart.ts'
import { CONFIRM_EMAIL_HOURS, RESET_PASSWORD_MINUTES } from './account-tokens.ts'

const tags = ['Hesap']
const auth = [{ bearerAuth: [] }]

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

/** The clinic's calendar day (Türkiye) as YYYY-MM-DD, for the export's file name. */
const clinicDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date)

const ProfileImageForm = z.object({ file: FormFile.optional() })

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { accounts } = app
  const siteUrl = app.config.publicSiteUrl

  /** Refuses a password on the common-password list (400 on `field`). */
  async function assertUncommon(password: string, field: string) {
    if (await isCommonPassword(password))
      throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: [COMMON_PASSWORD_MESSAGE] })
  }

  const findByEmail = accounts.findByEmail
  const loadUser = accounts.load

  const toProfile = (user: typeof users.$inferSelect) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    profileImagePath: user.profileImagePath,
    roles: user.roles,
    emailConfirmed: user.emailConfirmed,
  })

  /** Issues a confirmation link and mails it in the background. */
  async function sendConfirmation(user: { id: number; email: string; firstName: string }) {
    const token = await accounts.issueToken(user.id, 'confirm-email')
    const link = `${siteUrl}/confirm-email?userId=${user.id}&token=${encodeURIComponent(token)}`
    app.mailer.sendLater({
      to: user.email,
      ...confirmEmailMail({ firstName: user.firstName, link, validHours: CONFIRM_EMAIL_HOURS }),
    })
  }

  app.post(
    ApiPaths.accountLogin,
    {
      // Checked in this order: the address's and the pair's back-off (429), then the e-mail's captcha (400).
      preHandler: [app.loginBackoff, app.loginCaptcha],
      schema: {
        tags,
        summary: 'Giriş',
        description:
          'Bir istemci adresinden aynı e-postaya 5, herhangi e-postalara 20 hatalı denemeden sonra o adres 15 dakika boyunca 429 alır (Retry-After). Bir e-posta için (hangi adresten olursa olsun) 3 hatalı denemeden sonra giriş robot doğrulaması ister: `captcha` olmadan 400 ve `captchaRequired: true` döner. E-postası doğrulanmamış hesap 403 alır (errors.email dolu).',
        body: LoginBody,
        response: { 200: LoginResult },
      },
    },
    async (req) => {
      const email = req.body.email.toLowerCase()
      const user = await findByEmail(email)
      // The password is checked even when no user matches, so timing does not reveal which e-mails exist.
      const valid = await verifyPassword(user?.passwordHash, req.body.password)
      if (!user || !valid) {
        await app.loginThrottle.fail(req, email)
        throw unauthorized(WRONG_CREDENTIALS)
      }
      await app.loginThrottle.succeeded(req, email)
      if (!user.isActive) throw forbidden(DISABLED)
      if (!user.emailConfirmed) throw new HttpError(403, UNCONFIRMED, { email: [UNCONFIRMED] })
      const { token, expiresAt } = await app.tokens.sign(user, req.body.rememberMe)
      await accounts.markLoggedIn(user.id)
      return {
        token,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        roles: user.roles,
        profileImagePath: user.profileImagePath,
        expiresAt: expiresAt.toISOString(),
      }
    },
  )

  app.post(
    ApiPaths.accountRegister,
    {
      onRequest: app.limits.register,
      preHandler: app.requireCaptcha,
      schema: {
        tags,
        summary: 'Kayıt',
        description: 'Hesap açar ve doğrulama e-postası gönderir. Alınmış e-posta 409.',
        body: RegisterBody,
        response: { 201: Message },
      },
    },
    async (req, reply) => {
      const { firstName, lastName, password } = req.body
      const email = req.body.email.toLowerCase()
      await assertUncommon(password, 'password')
      if (await findByEmail(email)) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
      const user = await accounts.register({
        email,
        firstName,
        lastName,
        passwordHash: await hashPassword(password),
      })
      if (!user) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
      await sendConfirmation(user)
      return reply.code(201).send({
        message: `Kaydınız alındı. ${email} adresine gönderdiğimiz bağlantıyla e-posta adresinizi doğruladıktan sonra giriş yapabilirsiniz.`,
      })
    },
  )

  app.get(
    ApiPaths.accountConfirmEmail,
    {
      schema: {
        tags,
        summary: 'E-posta doğrulama',
        description:
          'Sitenin /confirm-email sayfası, e-postadaki bağlantının userId ve token değerleriyle çağırır.',
        querystring: ConfirmEmailQuery,
        response: { 200: Message },
      },
    },
    async (req) => {
      const { userId, token } = req.query
      const outcome = await accounts.confirmEmail(userId, token)
      if (outcome === 'confirmed')
        return { message: 'E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.' }
      // A second click on the same link is not an error once the address is confirmed.
      if (outcome === 'already')
        return { message: 'E-posta adresiniz zaten doğrulanmış. Giriş yapabilirsiniz.' }
      throw badRequest(INVALID_CONFIRM_LINK, { token: [INVALID_CONFIRM_LINK] })
    },
  )

  app.post(
    ApiPaths.accountResendConfirmation,
    {
      onRequest: app.limits.forgotPassword,
      preHandler: app.requireCaptcha,
      schema: {
        tags,
        summary: 'Doğrulama e-postasını yeniden gönder',
        description: 'Her zaman 200 döner; hesabın olup olmadığını söylemez.',
        body: ResendConfirmationBody,
        response: { 200: Message },
      },
    },
    async (req) => {
      const user = await findByEmail(req.body.email)
      if (user?.isActive && !user.emailConfirmed) await sendConfirmation(user)
      else await accounts.issueNoToken('confirm-email')
      return {
        message:
          'Bu e-posta adresine ait doğrulanmamış bir hesap varsa yeni bir doğrulama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.',
      }
    },
  )

  app.post(
    ApiPaths.accountForgotPassword,
    {
      onRequest: app.limits.forgotPassword,
      preHandler: app.requireCaptcha,
      schema: {
        tags,
        summary: 'Şifremi unuttum',
        description: 'Her zaman 200 döner; hesabın olup olmadığını ne mesajla ne süreyle belli eder.',
        body: ForgotPasswordBody,
        response: { 200: Message },
      },
    },
    async (req) => {
      const user = await findByEmail(req.body.email)
      if (user?.isActive) {
        const token = await accounts.issueToken(user.id, 'reset-password')
        const link = `${siteUrl}/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`
        app.mailer.sendLater({
          to: user.email,
          ...resetPasswordMail({ firstName: user.firstName, link, validMinutes: RESET_PASSWORD_MINUTES }),
        })
      } else {
        await accounts.issueNoToken('reset-password')
      }
      return {
        message:
          'Bu e-posta adresine kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.',
      }
    },
  )

  app.post(
    ApiPaths.accountResetPassword,
    {
      schema: {
        tags,
        summary: 'Şifre sıfırlama',
        description:
          'Bağlantı bir saat geçerlidir ve bir kez kullanılır. Kullanıcının tüm oturumları kapanır.',
        body: ResetPasswordBody,
        response: { 200: Message },
      },
    },
    async (req) => {
      const email = req.body.email.toLowerCase()
      await assertUncommon(req.body.newPassword, 'newPassword')
      const reset = await accounts.resetPassword(
        email,
        req.body.token,
        await hashPassword(req.body.newPassword),
      )
      if (!reset) throw badRequest(INVALID_RESET_LINK, { token: [INVALID_RESET_LINK] })
      // The mailbox's owner: the e-mail's failures (its captcha) and every address's pair with it are forgotten.
      await app.loginThrottle.forget(email)
      return { message: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.' }
    },
  )

  app.post(
    ApiPaths.accountChangePassword,
    {
      onRequest: app.authenticate,
      preHandler: app.passwordBackoff,
      schema: {
        tags,
        security: auth,
        summary: 'Şifre değiştirme',
        description:
          'Mevcut şifre doğruysa şifreyi değiştirir ve bu oturum dahil kullanıcının tüm oturumlarını kapatır; istemci kullanıcıyı girişe yönlendirir.',
        body: ChangePasswordBody,
        response: { 200: Message },
      },
    },
    async (req) => {
      const user = await loadUser(req.user!.id)
      if (!(await verifyPassword(user.passwordHash, req.body.currentPassword))) {
        await app.loginThrottle.fail(req, user.email, user.id)
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] })
      }
      if (req.body.newPassword === req.body.currentPassword) {
        const same = 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.'
        throw badRequest(same, { newPassword: [same] })
      }
      await assertUncommon(req.body.newPassword, 'newPassword')
      await accounts.changePassword(user.id, await hashPassword(req.body.newPassword))
      return {
        message:
          'Şifreniz değiştirildi. Güvenliğiniz için tüm oturumlarınız kapatıldı; lütfen yeni şifrenizle giriş yapın.',
      }
    },
  )

  app.get(
    ApiPaths.accountProfile,
    {
      onRequest: app.authenticate,
      schema: { tags, security: auth, summary: 'Profilim', response: { 200: Profile } },
    },
    async (req) => toProfile(await loadUser(req.user!.id)),
  )

  app.put(
    ApiPaths.accountProfile,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: auth,
        summary: 'Profili güncelle',
        body: ProfileUpdateBody,
        response: { 200: Profile },
      },
    },
    async (req) => {
      const user = await accounts.updateProfile(req.user!.id, {
        firstName: req.body.firstName,
        lastName: req.body.lastName,
        phoneNumber: req.body.phoneNumber ? req.body.phoneNumber : null,
      })
      return toProfile(user)
    },
  )

  app.post(
    ApiPaths.accountProfileImage,
    {
      onRequest: [app.authenticate, app.limits.uploads],
      schema: {
        tags,
        security: auth,
        summary: 'Profil fotoğrafı yükle',
        description: 'multipart/form-data, alan adı `file`; içerik yüklemeleriyle aynı görsel kuralları.',
        consumes: ['multipart/form-data'],
        body: ProfileImageForm,
        response: { 200: UploadImageResult },
      },
    },
    async (req) => {
      const file = req.body.file
      if (!isUploadedFile(file)) {
        const choose = 'Lütfen bir görsel dosyası seçin.'
        throw badRequest(choose, { file: [choose] })
      }
      return { imagePath: await app.users.setProfileImage(req.user!.id, file) }
    },
  )

  app.get(
    ApiPaths.accountExport,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: auth,
        summary: 'Kişisel verilerimi indir',
        description:
          'Oturumdaki kullanıcının sitede tutulan verileri, indirilecek bir JSON dosyası olarak (Content-Disposition: attachment; filename="kisisel-verilerim-YYYY-MM-DD.json"): profil, yorumlar, yorum beğenileri, şikâyetler ve doğrulanmış e-posta adresiyle gönderilmiş geçmiş olsun ve iletişim mesajları (onay zamanlarıyla). Şifre özeti ve başka kullanıcıların verileri yer almaz.',
        response: { 200: AccountExport },
      },
    },
    async (req, reply) => {
      // Checked against the contract here: the file is indented for people to read, so this answer has its own
      // serializer in place of the route's.
      const data = AccountExport.parse(await app.users.exportData(req.user!.id))
      return reply
        .header(
          'content-disposition',
          `attachment; filename="kisisel-verilerim-${clinicDay(new Date(data.exportedAt))}.json"`,
        )
        .type('application/json; charset=utf-8')
        .serializer((payload) => JSON.stringify(payload, null, 2))
        .send(data)
    },
  )

  app.delete(
    ApiPaths.account,
    {
      onRequest: app.authenticate,
      preHandler: app.passwordBackoff,
      schema: {
        tags,
        security: auth,
        summary: 'Hesabımı sil',
        description:
          'Şifre doğruysa hesabı yorumları, beğenileri, şikâyetleri ve profil fotoğrafıyla birlikte kalıcı olarak siler (204); kullanıcının tüm oturumları geçersiz olur. Hatalı şifre 400 (errors.password) ve giriş denemesi gibi sayılır. Son etkin yönetici hesabını silemez (409).',
        body: DeleteAccountBody,
      },
    },
    async (req, reply) => {
      const user = await loadUser(req.user!.id)
      // A wrong password counts like a failed login (and toward the account's own back-off).
      if (!(await verifyPassword(user.passwordHash, req.body.password))) {
        await app.loginThrottle.fail(req, user.email, user.id)
        throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] })
      }
      await app.users.remove(user.id, LAST_ADMIN_SELF)
      // The e-mail's failures go with the account (a new account with the address starts afresh).
      await app.loginThrottle.forget(user.email)
      return reply.code(204).send()
    },
  )
}
