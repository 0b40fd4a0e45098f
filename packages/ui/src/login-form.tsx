import { LoginBody } from '@clinic/contract/account'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { CheckboxField } from './checkbox-field.tsx'
import { cx } from './lib/class-names.ts'
import { errorMessage, fieldErrorMessages } from './lib/server-errors.ts'
import { TextField } from './text-field.tsx'

export const LOGIN_FORM_TEXTS = {
  email: 'E-posta',
  password: 'Şifre',
  rememberMe: 'Beni hatırla',
  submit: 'Giriş Yap',
  failed: 'Giriş yapılamadı. Lütfen tekrar deneyin.',
} as const

export type LoginValues = z.output<typeof LoginBody>

export interface LoginFormProps {
  /** Usually `(values) => api.account.login(values)`; its rejection is shown as the form's error. */
  onLogin: (values: LoginValues) => Promise<unknown>
  /** After a successful login, e.g. navigate to safeRedirectTarget(searchParams.get('redirect')). */
  onSuccess?: (result: unknown) => void
  defaultEmail?: string
  /** Links under the button ("Şifremi unuttum", "Kayıt Ol"). */
  footer?: ReactNode
  className?: string
}

/**
 * E-posta, Şifre and "Beni hatırla", validated with the contract's LoginBody (Turkish messages); a failed login
 * shows the server's Turkish message in an alert and its field errors under the fields.
 */
export function LoginForm({ onLogin, onSuccess, defaultEmail = '', footer, className }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null)
  // Until React runs the form, its button stays disabled: a native submit would put the password into the URL.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LoginBody>, unknown, LoginValues>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: defaultEmail, password: '', rememberMe: false },
  })

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    let result: unknown
    try {
      result = await onLogin(values)
    } catch (error) {
      const summary = errorMessage(error, LOGIN_FORM_TEXTS.failed)
      setServerError(summary)
      const fields = fieldErrorMessages(error, ['email', 'password'] as const)
      for (const [field, message] of Object.entries(fields)) {
        // The same sentence twice (an unconfirmed address) is said once, in the alert.
        if (message !== summary) setError(field as 'email' | 'password', { type: 'server', message })
      }
      return
    }
    onSuccess?.(result)
  })

  return (
    <form
      className={cx('login-form', className)}
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
    >
      {serverError ? (
        <div className="login-form__error" role="alert">
          {serverError}
        </div>
      ) : null}
      <TextField
        label={LOGIN_FORM_TEXTS.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={LOGIN_FORM_TEXTS.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField label={LOGIN_FORM_TEXTS.rememberMe} {...register('rememberMe')} />
      <button type="submit" className="login-form__submit" disabled={isSubmitting || !ready}>
        {LOGIN_FORM_TEXTS.submit}
      </button>
      {footer ? <div className="login-form__footer">{footer}</div> : null}
    </form>
  )
}
