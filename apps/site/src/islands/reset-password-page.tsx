import './zod-setup.ts'
import '../styles/forms.css'
import { ResetPasswordBody } from '@clinic/contract/account'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormAlert } from './form-alert.tsx'
import { siteApi } from './site-api.ts'
import { SubmitButton } from './submit-button.tsx'

type ResetValues = z.infer<typeof ResetPasswordBody>
const FIELDS = ['newPassword', 'confirmPassword', 'token', 'email'] as const

export const INVALID_LINK =
  'Bu bağlantı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın ya da yeni bir bağlantı isteyin.'

/** /reset-password?email=…&token=…: the link of the reset mail; a new password twice. */
export function ResetPasswordPage() {
  const [link, setLink] = useState<{ email: string; token: string } | null | undefined>(undefined)
  const [serverError, setServerError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: zodResolver(ResetPasswordBody) })

  useEffect(() => {
    const params = new URLSearchParams(location.search)
    const email = params.get('email') ?? ''
    const token = params.get('token') ?? ''
    const found = email && token ? { email, token } : null
    setLink(found)
    if (found) reset({ ...found, newPassword: '', confirmPassword: '' })
  }, [reset])

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      setDone((await siteApi().account.resetPassword(values)).message)
    } catch (error) {
      const fields = fieldErrorMessages(error, FIELDS)
      // A bad or used link is about the link, not a field the visitor can fix.
      setServerError(fields.token ?? errorMessage(error))
      if (fields.newPassword) setError('newPassword', { type: 'server', message: fields.newPassword })
      if (fields.confirmPassword)
        setError('confirmPassword', { type: 'server', message: fields.confirmPassword })
    }
  })

  if (link === undefined) return <p className="form-note">Bağlantı kontrol ediliyor…</p>
  if (link === null) {
    return (
      <div className="form">
        <FormAlert kind="error">{INVALID_LINK}</FormAlert>
        <p>
          <a className="button" href="/forgot-password">
            Yeni bağlantı iste
          </a>
        </p>
      </div>
    )
  }
  if (done) {
    return (
      <div className="form">
        <FormAlert kind="success">{done}</FormAlert>
        <p>
          <a className="button" href="/login">
            Giriş Yap
          </a>
        </p>
      </div>
    )
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {serverError ? (
        <FormAlert kind="error">
          {serverError} <a href="/forgot-password">Yeni bağlantı iste</a>
        </FormAlert>
      ) : null}
      <p className="form-note">
        Hesap: <strong>{link.email}</strong>
      </p>
      {/* Password managers pair the new password with the account. */}
      <input type="hidden" autoComplete="username" value={link.email} readOnly />
      <TextField
        label="Yeni şifre"
        type="password"
        autoComplete="new-password"
        hint="En az 8 karakter."
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Yeni şifre (tekrar)"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>Şifremi yenile</SubmitButton>
    </form>
  )
}
