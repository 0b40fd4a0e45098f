import type {
  BackupCodesResult,
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  LoginBody,
  LoginChallenge,
  LoginResult,
  LoginTwoFactorBody,
  PasskeyInfo,
  Profile,
  ProfileUpdateBody,
  RegisterBody,
  ResendConfirmationBody,
  ResetPasswordBody,
  SessionInfo,
  TotpSetupResult,
  TwoFactorStatus,
  UploadImageResult,
  WebAuthnOptions,
} from '@clinic/contract/account'
import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { Message } from '@clinic/contract/common'
import type { CallOptions, Http } from '../http.ts'
import { imageFormData } from '../multipart.ts'
import { type LoginAnswer, readLoginToken, type Session } from '../session.ts'

/** Used when the export's answer names no file (a cross-origin answer that hides Content-Disposition). */
export const ACCOUNT_EXPORT_FALLBACK_FILE_NAME = 'kisisel-verilerim.json'

/**
 * "Verilerimi indir": the JSON file as the server sent it (an `AccountExport` from @clinic/contract/account,
 * indented) and the name to save it under, `kisisel-verilerim-YYYY-MM-DD.json`. A browser saves it with
 * `URL.createObjectURL(blob)` on an `<a download={fileName}>`; `JSON.parse(await blob.text())` reads it.
 */
export interface AccountExportFile {
  blob: Blob
  fileName: string
}

/** The link of the confirmation e-mail: /confirm-email?userId=…&token=… */
export interface ConfirmEmailParams {
  userId: number | string
  token: string
}

export function accountEndpoints(http: Http, session: Session | undefined) {
  return {
    /**
     * POST /api/Account/login. An account with a second factor answers a `LoginChallenge` (nothing is stored: send
     * the code with `loginTwoFactor`). Otherwise throws `Error('Token alınamadı')` when the answer has no token
     * (`token` or `Token`), else stores the session (when the client has one) by the rememberMe rule and returns it.
     */
    async login(body: LoginBody, options?: CallOptions): Promise<LoginResult | LoginChallenge> {
      const answer = await http.send<LoginAnswer | LoginChallenge>({
        method: 'POST',
        path: ApiPaths.accountLogin,
        body,
        ...options,
      })
      // The contract's isLoginChallenge, written out: the client takes only types from the contract (no zod).
      if ((answer as Partial<LoginChallenge>).twoFactorRequired === true) return answer as LoginChallenge
      const token = readLoginToken(answer)
      const user = session ? session.saveLogin(answer, body.rememberMe === true) : answer
      const { Token: _Token, ...rest } = user as LoginAnswer
      return { ...rest, token }
    },
    /** POST /api/Account/login/2fa: the second step; the session is stored by the first step's rememberMe. */
    async loginTwoFactor(
      /** `passkey`: @simplewebauthn/browser's `startAuthentication` answer, as it is. */
      body: Omit<LoginTwoFactorBody, 'passkey'> & { passkey?: object },
      rememberMe: boolean,
      options?: CallOptions,
    ): Promise<LoginResult> {
      const answer = await http.send<LoginResult>({
        method: 'POST',
        path: ApiPaths.accountLoginTwoFactor,
        body,
        ...options,
      })
      if (session) session.saveLogin(answer, rememberMe)
      return answer
    },
    /**
     * "Çıkış Yap": ends the session on the server, then clears the stored one. The stored session is cleared even
     * when the server cannot be reached (the token is then left to expire). `beforeClear` runs between the two (the
     * admin leaves for the site there, before its guard sees the session go).
     */
    async logout(options?: CallOptions & { beforeClear?: () => void }): Promise<void> {
      const { beforeClear, ...call } = options ?? {}
      try {
        if (session?.getValidToken()) {
          await http.send<undefined>({ method: 'POST', path: ApiPaths.accountLogout, ...call })
        }
      } catch {
        // Already ended (401) or offline: the local session goes anyway.
      } finally {
        beforeClear?.()
        session?.logout()
      }
    },
    /** WebAuthn options for answering the login's second step with a passkey. */
    loginPasskeyOptions: (challenge: string, options?: CallOptions) =>
      http.send<WebAuthnOptions>({
        method: 'POST',
        path: ApiPaths.accountLoginPasskeyOptions,
        body: { challenge },
        ...options,
      }),
    passkeys: (options?: CallOptions) =>
      http.send<PasskeyInfo[]>({ method: 'GET', path: ApiPaths.accountPasskeys, ...options }),
    /** Registration options for a new passkey; the password is asked again (not while enrolling). */
    passkeyOptions: (password: string | undefined, options?: CallOptions) =>
      http.send<WebAuthnOptions>({
        method: 'POST',
        path: ApiPaths.accountPasskeyOptions,
        body: password === undefined ? {} : { password },
        ...options,
      }),
    addPasskey: (response: unknown, name?: string, options?: CallOptions) =>
      http.send<PasskeyInfo[]>({
        method: 'POST',
        path: ApiPaths.accountPasskeys,
        body: { response, ...(name ? { name } : {}) },
        ...options,
      }),
    removePasskey: (id: string, options?: CallOptions) =>
      http.send<undefined>({ method: 'DELETE', path: apiPath(ApiPaths.accountPasskey, { id }), ...options }),
    sessions: (options?: CallOptions) =>
      http.send<SessionInfo[]>({ method: 'GET', path: ApiPaths.accountSessions, ...options }),
    endSession: (id: string, options?: CallOptions) =>
      http.send<undefined>({
        method: 'DELETE',
        path: apiPath(ApiPaths.accountSession, { id }),
        ...options,
      }),
    endOtherSessions: (options?: CallOptions) =>
      http.send<Message>({ method: 'DELETE', path: ApiPaths.accountSessions, ...options }),
    twoFactorStatus: (options?: CallOptions) =>
      http.send<TwoFactorStatus>({ method: 'GET', path: ApiPaths.accountTwoFactor, ...options }),
    totpSetup: (options?: CallOptions) =>
      http.send<TotpSetupResult>({ method: 'POST', path: ApiPaths.accountTotpSetup, ...options }),
    totpEnable: (code: string, options?: CallOptions) =>
      http.send<BackupCodesResult>({
        method: 'POST',
        path: ApiPaths.accountTotpEnable,
        body: { code },
        ...options,
      }),
    twoFactorDisable: (password: string, options?: CallOptions) =>
      http.send<Message>({
        method: 'POST',
        path: ApiPaths.accountTwoFactorDisable,
        body: { password },
        ...options,
      }),
    register: (body: RegisterBody, options?: CallOptions) =>
      http.send<Message>({ method: 'POST', path: ApiPaths.accountRegister, body, ...options }),
    confirmEmail: (params: ConfirmEmailParams, options?: CallOptions) =>
      http.send<Message>({
        method: 'GET',
        path: ApiPaths.accountConfirmEmail,
        query: { userId: params.userId, token: params.token },
        ...options,
      }),
    /** A new confirmation e-mail; always answers 200 (no account enumeration). */
    resendConfirmation: (body: ResendConfirmationBody, options?: CallOptions) =>
      http.send<Message>({
        method: 'POST',
        path: ApiPaths.accountResendConfirmation,
        body,
        ...options,
      }),
    forgotPassword: (body: ForgotPasswordBody, options?: CallOptions) =>
      http.send<Message>({ method: 'POST', path: ApiPaths.accountForgotPassword, body, ...options }),
    resetPassword: (body: ResetPasswordBody, options?: CallOptions) =>
      http.send<Message>({ method: 'POST', path: ApiPaths.accountResetPassword, body, ...options }),
    getProfile: (options?: CallOptions) =>
      http.send<Profile>({ method: 'GET', path: ApiPaths.accountProfile, ...options }),
    /** The saved names go into the stored user too, so the menu's greeting follows. */
    async updateProfile(body: ProfileUpdateBody, options?: CallOptions): Promise<Profile> {
      const profile = await http.send<Profile>({
        method: 'PUT',
        path: ApiPaths.accountProfile,
        body,
        ...options,
      })
      session?.updateUser({ firstName: profile.firstName, lastName: profile.lastName })
      return profile
    },
    /** The server ends every token of the user on a password change, so the stored session is cleared too. */
    async changePassword(body: ChangePasswordBody, options?: CallOptions): Promise<Message> {
      const answer = await http.send<Message>({
        method: 'POST',
        path: ApiPaths.accountChangePassword,
        body,
        ...options,
      })
      session?.logout()
      return answer
    },
    /** Multipart field `file`; the answer's imagePath is written into the stored user (docs/spec §4). */
    async uploadProfileImage(
      file: Blob,
      options?: CallOptions & { onUploadProgress?: ((fraction: number) => void) | undefined },
    ): Promise<UploadImageResult> {
      const result = await http.send<UploadImageResult>({
        method: 'POST',
        path: ApiPaths.accountProfileImage,
        body: imageFormData(file),
        ...options,
      })
      session?.updateProfileImagePath(result.imagePath)
      return result
    },
    /** GET /api/Account/export: the signed-in user's data as a file to save (see AccountExportFile). */
    async exportData(options?: CallOptions): Promise<AccountExportFile> {
      const file = await http.sendForFile({ method: 'GET', path: ApiPaths.accountExport, ...options })
      return { blob: file.blob, fileName: file.fileName ?? ACCOUNT_EXPORT_FALLBACK_FILE_NAME }
    },
    /**
     * DELETE /api/Account {password}: erases the account for good. Every token of it stops working, so the stored
     * session is cleared too; a refusal (wrong password, last admin) keeps it.
     */
    async deleteAccount(body: DeleteAccountBody, options?: CallOptions): Promise<void> {
      await http.send<undefined>({ method: 'DELETE', path: ApiPaths.account, body, ...options })
      session?.logout()
    },
  }
}
