import type {
  ChangePasswordBody,
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
import type { Message } from '@clinic/contract/common'
import type { CallOptions, Http } from '../http.ts'
import { profileImageFormData } from '../multipart.ts'
import { type LoginAnswer, readLoginToken, type Session } from '../session.ts'

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
        path: '/api/Account/login',
        body,
        ...options,
      })
      const token = readLoginToken(answer)
      const user = session ? session.saveLogin(answer, body.rememberMe === true) : answer
      const { Token: _Token, ...rest } = user as LoginAnswer
      return { ...rest, token }
    },
    register: (body: RegisterBody, options?: CallOptions) =>
      http.send<Message>({ method: 'POST', path: '/api/Account/register', body, ...options }),
    confirmEmail: (params: ConfirmEmailParams, options?: CallOptions) =>
      http.send<Message>({
        method: 'GET',
        path: '/api/Account/confirm-email',
        query: { userId: params.userId, token: params.token },
        ...options,
      }),
    /** A new confirmation e-mail; always answers 200 (no account enumeration). */
    resendConfirmation: (body: ResendConfirmationBody, options?: CallOptions) =>
      http.send<Message>({
        method: 'POST',
        path: '/api/Account/resend-confirmation',
        body,
        ...options,
      }),
    forgotPassword: (body: ForgotPasswordBody, options?: CallOptions) =>
      http.send<Message>({ method: 'POST', path: '/api/Account/forgot-password', body, ...options }),
    resetPassword: (body: ResetPasswordBody, options?: CallOptions) =>
      http.send<Message>({ method: 'POST', path: '/api/Account/reset-password', body, ...options }),
    getProfile: (options?: CallOptions) =>
      http.send<Profile>({ method: 'GET', path: '/api/Account/profile', ...options }),
    updateProfile: (body: ProfileUpdateBody, options?: CallOptions) =>
      http.send<Profile>({ method: 'PUT', path: '/api/Account/profile', body, ...options }),
    /** The server ends every token of the user on a password change, so the stored session is cleared too. */
    async changePassword(body: ChangePasswordBody, options?: CallOptions): Promise<Message> {
      const answer = await http.send<Message>({
        method: 'POST',
        path: '/api/Account/change-password',
        body,
        ...options,
      })
      session?.logout()
      return answer
    },
    /** Multipart field `file`; the answer's imagePath is written into the stored user (spec 4). */
    async uploadProfileImage(file: Blob, options?: CallOptions): Promise<UploadImageResult> {
      const result = await http.send<UploadImageResult>({
        method: 'POST',
        path: '/api/Account/profile/upload-image',
        body: profileImageFormData(file),
        ...options,
      })
      session?.updateProfileImagePath(result.imagePath)
      return result
    },
  }
}
