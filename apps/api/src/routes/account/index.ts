import {
  AccountExport,
  BackupCodesResult,
  ChangePasswordBody,
  ConfirmEmailQuery,
  DeleteAccountBody,
  ForgotPasswordBody,
  LoginAnswer,
  LoginBody,
  LoginPasskeyOptionsBody,
  LoginResult,
  LoginTwoFactorBody,
  PasskeyList,
  PasskeyOptionsBody,
  PasskeyRegisterBody,
  Profile,
  ProfileUpdateBody,
  RegisterBody,
  ResendConfirmationBody,
  ResetPasswordBody,
  SessionIdParams,
  SessionList,
  TotpEnableBody,
  TotpSetupResult,
  TwoFactorDisableBody,
  TwoFactorStatus,
  UploadImageResult,
  WebAuthnOptions,
} from '@clinic/contract/account'
import { ApiPaths } from '@clinic/contract/api-paths'
import { FormFile, Message } from '@clinic/contract/common'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deviceLabel } from '../../lib/device-label.ts'
import type { SessionOrigin } from '../../plugins/auth.ts'
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
    assertOpen: (email, userId) => app.loginThrottle.assertOpen(req, email, userId),
  })
  /**
   * A change to a staff member's own sign-in (second factor, passkeys, sessions) is on the audit log; a patient's
   * account is not staff and is not recorded.
   */
  const securityChange = <T>(req: FastifyRequest, action: string, write: () => Promise<T>) =>
    req.viewer.isStaff
      ? app.audit.audited(req, { action, resource: 'account', resourceId: req.viewer.id }, write, {
          after: () => undefined,
        })
      : write()
  /** Where a new session comes from, for the sessions list. */
  const originOf = (req: FastifyRequest): SessionOrigin => ({
    userAgent: req.headers['user-agent'],
    address: req.ip,
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
        response: { 200: LoginAnswer },
      },
    },
    // A staff account's login (or its password step, when a second factor follows) and failed login are on the
    // audit log.
    (req) =>
      app.audit.login(req, req.body.email, () => accounts.login(req.body, attemptOf(req), originOf(req))),
  )

  app.post(
    ApiPaths.accountLoginTwoFactor,
    {
      schema: {
        tags,
        summary: 'Girişin ikinci adımı',
        description:
          'İkinci adımı etkin bir hesabın girişi belirteç yerine `{ twoFactorRequired: true, challenge }` döner. Bu çağrı, beş dakika geçerli ve tek kullanımlık `challenge` ile doğrulama uygulamasının 6 haneli kodunu ya da bir yedek kodu alır ve girişi tamamlar. Hatalı kod 400 döner ve hatalı şifre gibi giriş bekleme süresine sayılır (429).',
        body: LoginTwoFactorBody,
        response: { 200: LoginResult },
      },
    },
    // A staff account's completed login, and a wrong code, are on the audit log.
    (req) =>
      app.audit.secondStep(req, accounts.challengeEmail(req.body.challenge), () =>
        accounts.loginTwoFactor(req.body, attemptOf(req), originOf(req)),
      ),
  )

  app.post(
    ApiPaths.accountLoginPasskeyOptions,
    {
      schema: {
        tags,
        summary: 'Geçiş anahtarıyla ikinci adım seçenekleri',
        description:
          'Girişin ikinci adımını geçiş anahtarıyla yanıtlamak için WebAuthn seçenekleri (@simplewebauthn/browser `startAuthentication`). Yanıt `login/2fa` çağrısına `{ challenge, passkey }` olarak gönderilir. Kayıtlı geçiş anahtarı yoksa 404.',
        body: LoginPasskeyOptionsBody,
        response: { 200: WebAuthnOptions },
      },
    },
    (req) => accounts.loginPasskeyOptions(req.body.challenge),
  )

  app.get(
    ApiPaths.accountPasskeys,
    {
      onRequest: app.authenticateEnrolling,
      schema: { tags, security: auth, summary: 'Geçiş anahtarlarım', response: { 200: PasskeyList } },
    },
    (req) => accounts.passkeys(req.viewer),
  )

  app.post(
    ApiPaths.accountPasskeyOptions,
    {
      onRequest: app.authenticateEnrolling,
      preHandler: app.passwordBackoff,
      schema: {
        tags,
        security: auth,
        summary: 'Geçiş anahtarı ekleme seçenekleri',
        description:
          'WebAuthn kayıt seçenekleri (@simplewebauthn/browser `startRegistration`). Şifre yeniden istenir (hatalı şifre 400 ve giriş denemesi gibi sayılır); yalnızca ilk doğrulama yöntemini kuran bir yönetici oturumu şifresiz alır.',
        body: PasskeyOptionsBody,
        response: { 200: WebAuthnOptions },
      },
    },
    (req) => accounts.passkeyOptions(req.viewer, req.body.password, attemptOf(req)),
  )

  app.post(
    ApiPaths.accountPasskeys,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'Geçiş anahtarı ekle',
        description:
          'Tarayıcının kayıt yanıtını doğrular ve geçiş anahtarını saklar; güncel listeyi döner. İlk doğrulama yöntemiyse diğer oturumlar kapanır.',
        body: PasskeyRegisterBody,
        response: { 200: PasskeyList },
      },
    },
    (req) =>
      securityChange(req, 'passkey-add', () =>
        accounts.addPasskey(
          req.viewer,
          req.body.response,
          req.body.name,
          deviceLabel(req.headers['user-agent']),
        ),
      ),
  )

  app.delete(
    ApiPaths.accountPasskey,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'Geçiş anahtarını kaldır',
        description: 'Kullanıcının kendi geçiş anahtarlarından birini siler (204); başkasınınki 404.',
        params: SessionIdParams,
      },
    },
    async (req, reply) => {
      await securityChange(req, 'passkey-remove', () => accounts.removePasskey(req.viewer, req.params.id))
      return reply.code(204).send()
    },
  )

  app.post(
    ApiPaths.accountLogout,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'Çıkış',
        description: 'Bu oturumu sunucuda kapatır: belirteç bundan sonra hiçbir çağrıda geçmez (204).',
      },
    },
    async (req, reply) => {
      await securityChange(req, 'logout', () => accounts.logout(req.viewer))
      return reply.code(204).send()
    },
  )

  app.get(
    ApiPaths.accountSessions,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'Oturumlarım',
        description:
          'Açık oturumlar: cihaz, adres, açılış, son görülme (dakikada bir güncellenir) ve bu oturum mu.',
        response: { 200: SessionList },
      },
    },
    (req) => accounts.sessions(req.viewer.id, req.viewer.sessionId),
  )

  app.delete(
    ApiPaths.accountSession,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'Bir oturumu kapat',
        description: 'Kullanıcının kendi oturumlarından birini kapatır (204); başkasının oturumu 404.',
        params: SessionIdParams,
      },
    },
    async (req, reply) => {
      await securityChange(req, 'session-end', () => accounts.endSession(req.viewer.id, req.params.id))
      return reply.code(204).send()
    },
  )

  app.delete(
    ApiPaths.accountSessions,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'Diğer tüm oturumları kapat',
        description: 'Bu oturum dışındaki bütün oturumları kapatır.',
        response: { 200: Message },
      },
    },
    (req) =>
      securityChange(req, 'sessions-end-others', () =>
        accounts.endOtherSessions(req.viewer.id, req.viewer.sessionId),
      ),
  )

  app.get(
    ApiPaths.accountTwoFactor,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'İki adımlı doğrulama durumu',
        response: { 200: TwoFactorStatus },
      },
    },
    (req) => accounts.twoFactorStatus(req.viewer),
  )

  app.post(
    ApiPaths.accountTotpSetup,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'Doğrulama uygulaması kurulumu',
        description:
          'Yeni bir gizli anahtar üretir ve `{ secret, otpauthUri }` döner (QR kod için). Bir koduyla `totp/enable` çağrılana kadar etkin değildir; etkinken 409.',
        response: { 200: TotpSetupResult },
      },
    },
    (req) => accounts.totpSetup(req.viewer),
  )

  app.post(
    ApiPaths.accountTotpEnable,
    {
      onRequest: app.authenticateEnrolling,
      schema: {
        tags,
        security: auth,
        summary: 'Doğrulama uygulamasını etkinleştir',
        description:
          'Uygulamadaki 6 haneli kodla kurulumu tamamlar ve bir kez gösterilecek 10 yedek kod döner. Diğer oturumlar kapanır.',
        body: TotpEnableBody,
        response: { 200: BackupCodesResult },
      },
    },
    (req) => securityChange(req, '2fa-enable', () => accounts.totpEnable(req.viewer, req.body.code)),
  )

  app.post(
    ApiPaths.accountTwoFactorDisable,
    {
      onRequest: app.authenticateEnrolling,
      preHandler: app.passwordBackoff,
      schema: {
        tags,
        security: auth,
        summary: 'İki adımlı doğrulamayı kapat',
        description:
          'Şifre doğruysa doğrulama uygulamasını ve yedek kodları kaldırır; diğer oturumlar kapanır. Hatalı şifre 400 ve giriş denemesi gibi sayılır.',
        body: TwoFactorDisableBody,
        response: { 200: Message },
      },
    },
    (req) =>
      securityChange(req, '2fa-disable', () =>
        accounts.twoFactorDisable(req.viewer, req.body.password, attemptOf(req)),
      ),
  )

  app.post(
    ApiPaths.accountRegister,
    {
      onRequest: app.limits.register,
      preHandler: app.requireCaptcha,
      schema: {
        tags,
        summary: 'Kayıt',
        description:
          'Hesap açar ve doğrulama e-postası gönderir. Alınmış e-posta 409. `locale`: e-postanın dili ve bağlantının sayfası (sitenin yayımladığı bir dil; yoksa Türkçe).',
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
        description:
          'Her zaman 200 döner; hesabın olup olmadığını söylemez. `locale`: e-postanın dili ve bağlantının sayfası.',
        body: ResendConfirmationBody,
        response: { 200: Message },
      },
    },
    (req) => accounts.resendConfirmation(req.body.email, req.body.locale),
  )

  app.post(
    ApiPaths.accountForgotPassword,
    {
      onRequest: app.limits.forgotPassword,
      preHandler: app.requireCaptcha,
      schema: {
        tags,
        summary: 'Şifremi unuttum',
        description:
          'Her zaman 200 döner; hesabın olup olmadığını ne mesajla ne süreyle belli eder. `locale`: e-postanın dili ve bağlantının sayfası.',
        body: ForgotPasswordBody,
        response: { 200: Message },
      },
    },
    (req) => accounts.forgotPassword(req.body.email, req.body.locale),
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
      onRequest: app.authenticateEnrolling,
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
