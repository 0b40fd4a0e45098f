import type {
  ChangePasswordBody,
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
     * POST /api/Account/login. Throws `Error('Token alınamadı')` when the answer has no token (`token` or `Token`);
     * otherwise stores the session (when the client has one) by the rememberMe rule and returns the answer.
     */
    async login(body: LoginBody, options?: CallOptions): Promise<LoginResult> {
      const answer = await http.send<LoginAnswer>({
        method: 'POST',
        path: ApiPaths.accountLogin,
        body,
        ...options,
      })
      const token = readLoginToken(answer)
      const user = session ? session.saveLogin(answer, body.rememberMe === true) : answer
      const { Token: _Token, ...rest } = user as LoginAnswer
      return { ...rest, token }
    },
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
