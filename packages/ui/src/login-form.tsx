import { isApiError } from '@clinic/api-client/api-error'
import { LoginBody, LoginWithCaptchaBody } from '@clinic/contract/account'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react'
import type { Control, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { CheckboxField } from './checkbox-field.tsx'
import { cx } from './lib/class-names.ts'
import type { RefusalTexts } from './lib/localized-refusal.ts'
import { localizedResolver, type ValidationTexts } from './lib/localized-resolver.ts'
import { errorMessage } from './lib/server-errors.ts'
import { TextField } from './text-field.tsx'
import { type CaptchaHandle, useServerForm } from './use-server-form.tsx'

export const LOGIN_FORM_TEXTS = {
  email: 'E-posta',
  password: 'Şifre',
  rememberMe: 'Beni hatırla',
  submit: 'Giriş Yap',
  failed: 'Giriş yapılamadı. Lütfen tekrar deneyin.',
} as const

/** The form's texts; the site passes its catalogue's `loginForm` in the page's language. */
export type LoginFormTexts = { readonly [K in keyof typeof LOGIN_FORM_TEXTS]: string }

export type LoginValues = z.output<typeof LoginBody>
type LoginInput = z.input<typeof LoginBody>

/** What the form needs of a captcha widget. */
export type LoginCaptchaHandle = CaptchaHandle

/** The widget's place in the form: its solution is the form's `captcha` value. */
export interface LoginCaptchaSlot {
  control: Control<LoginInput, unknown, LoginValues>
  ref: Ref<LoginCaptchaHandle>
}

// Until the API asks for a captcha none is sent; from then on the form requires a solved one.
const plainResolver = zodResolver(LoginBody)
const captchaResolver = zodResolver(LoginWithCaptchaBody) as unknown as typeof plainResolver

export interface LoginFormProps {
  /** Usually `(values) => api.account.login(values)`; its rejection is shown as the form's error. */
  onLogin: (values: LoginValues) => Promise<unknown>
  /** After a successful login, e.g. navigate to safeRedirectTarget(searchParams.get('redirect')). */
  onSuccess?: (result: unknown) => void
  defaultEmail?: string
  /** Links under the button ("Şifremi unuttum", "Kayıt Ol"). */
  footer?: ReactNode
  className?: string
  /**
   * The captcha widget, shown above the button once the API answers `captchaRequired` (a few failed logins for the
   * e-mail); the visitor solves it and sends the same form again.
   */
  renderCaptcha?: (slot: LoginCaptchaSlot) => ReactNode
  /** The labels, button and failure text; Turkish by default. */
  texts?: LoginFormTexts
  /** The client-side checks' sentences in another language than Turkish (see localizedResolver). */
  validation?: ValidationTexts | undefined
  /** The API's refusals in another language than Turkish (see localizedRefusal); its Turkish message without. */
  refusal?: RefusalTexts | undefined
}

/**
 * E-posta, Şifre and "Beni hatırla", validated with the contract's LoginBody (Turkish messages); a failed login
 * shows the server's Turkish message in an alert and its field errors under the fields. When the API asks for a
 * captcha, the widget of `renderCaptcha` joins the form and what was typed stays.
 */
export function LoginForm({
  onLogin,
  onSuccess,
  defaultEmail = '',
  footer,
  className,
  renderCaptcha,
  texts = LOGIN_FORM_TEXTS,
  validation,
  refusal,
}: LoginFormProps) {
  const [captchaShown, setCaptchaShown] = useState(false)
  const captchaShownRef = useRef(false)
  const resolver: Resolver<LoginInput, unknown, LoginValues> = localizedResolver(
    (values, context, options) =>
      (captchaShownRef.current ? captchaResolver : plainResolver)(values, context, options),
    validation,
  )
  // Until React runs the form, its button stays disabled: a native submit would put the password into the URL.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const {
    control,
    submit,
    outcome,
    captchaRef,
    field,
    formState: { isSubmitting },
  } = useServerForm<LoginInput, LoginValues>({
    resolver,
    defaultValues: { email: defaultEmail, password: '', rememberMe: false },
    fields: ['email', 'password', 'captcha'],
    send: async (values) => {
      const result = await onLogin(values)
      onSuccess?.(result)
    },
    summary: (error) => errorMessage(error, texts.failed),
    // At the login a 401 is a wrong e-mail or password, a 403 without a field a disabled account.
    refusal: refusal && {
      ...refusal,
      unauthorized: refusal.wrongCredentials,
      forbidden: refusal.accountDisabled,
    },
    // The same sentence twice (an unconfirmed address) is said once, in the alert.
    sayOnce: true,
    onRefused: (error) => {
      if (!renderCaptcha || !isApiError(error) || !error.captchaRequired) return
      captchaShownRef.current = true
      setCaptchaShown(true)
    },
  })

  return (
    <form
      className={cx('login-form', className)}
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
    >
      {outcome ? (
        <div className="login-form__error" role="alert">
          {outcome.text}
        </div>
      ) : null}
      <TextField
        label={texts.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        {...field('email')}
      />
      <TextField
        label={texts.password}
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <CheckboxField label={texts.rememberMe} {...field('rememberMe')} />
      {captchaShown && renderCaptcha ? renderCaptcha({ control, ref: captchaRef }) : null}
      <button type="submit" className="login-form__submit" disabled={isSubmitting || !ready}>
        {texts.submit}
      </button>
      {footer ? <div className="login-form__footer">{footer}</div> : null}
    </form>
  )
}
