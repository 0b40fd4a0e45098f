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
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { LoginAttempt } from '../../services/accounts/account-service.ts'

const tags = ['Hesap']
const auth = [{ bearerAuth: [] }]

/** The clinic's calendar day (Türkiye) as YYYY-MM-DD, for the export's file name. */
const clinicDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date)

const ProfileImageForm = z.object({ file: FormFile.optional() })

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { accounts } = app
  /** The login back-off of this request's client address, as the account's password checks report to it. */
  const attemptOf = (req: FastifyRequest): LoginAttempt => ({
    fail: (email, userId) => app.loginThrottle.fail(req, email, userId),
    succeeded: (email) => app.loginThrottle.succeeded(req, email),
  })

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
    // A staff account's login and failed login are on the audit log.
    (req) => app.audit.login(req, req.body.email, () => accounts.login(req.body, attemptOf(req))),
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
    async (req, reply) => reply.code(201).send(await accounts.register(req.body)),
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
    (req) => accounts.confirmEmail(req.query.userId, req.query.token),
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
    (req) => accounts.resendConfirmation(req.body.email),
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
    (req) => accounts.forgotPassword(req.body.email),
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
    (req) => accounts.resetPassword(req.body),
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
    (req) => accounts.changePassword(req.viewer.id, req.body, attemptOf(req)),
  )

  app.get(
    ApiPaths.accountProfile,
    {
      onRequest: app.authenticate,
      schema: { tags, security: auth, summary: 'Profilim', response: { 200: Profile } },
    },
    (req) => accounts.profile(req.viewer.id),
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
    (req) => accounts.updateProfile(req.viewer.id, req.body),
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
    (req) => accounts.setProfileImage(req.viewer.id, req.body.file),
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
      const data = AccountExport.parse(await accounts.exportData(req.viewer.id))
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
      await accounts.remove(req.viewer.id, req.body.password, attemptOf(req))
      return reply.code(204).send()
    },
  )
}
