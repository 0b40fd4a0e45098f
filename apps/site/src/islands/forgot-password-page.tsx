import './zod-setup.ts'
import '../styles/forms.css'
import { ForgotPasswordBody } from '@clinic/contract/account'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { CaptchaFieldHandle } from './captcha-field.tsx'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import { siteApi } from './site-api.ts'
import { SubmitButton } from './submit-button.tsx'

type ForgotValues = z.infer<typeof ForgotPasswordBody>

/** /forgot-password: e-mail and captcha; the answer is the same whether an account exists or not. */
export function ForgotPasswordPage() {
  const captchaRef = useRef<CaptchaFieldHandle>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    resolver: zodResolver(ForgotPasswordBody),
    defaultValues: { email: '', captcha: '' },
  })

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      setSent((await siteApi().account.forgotPassword(values)).message)
    } catch (error) {
      setServerError(errorMessage(error))
      for (const [field, message] of Object.entries(
        fieldErrorMessages(error, ['email', 'captcha'] as const),
      )) {
        setError(field as 'email' | 'captcha', { type: 'server', message })
      }
    } finally {
      captchaRef.current?.reset()
    }
  })

  if (sent) {
    return (
      <div className="form">
        <FormAlert kind="success">{sent}</FormAlert>
        <p className="form-note">
          Bağlantı bir saat geçerlidir. E-posta gelmediyse istenmeyen (spam) klasörünü kontrol edin.
        </p>
        <p>
          <a href="/login">Giriş sayfasına dön</a>
        </p>
      </div>
    )
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {serverError ? <FormAlert kind="error">{serverError}</FormAlert> : null}
      <TextField
        label="E-posta"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <FormCaptchaField ref={captchaRef} control={control} />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting}>Sıfırlama bağlantısı gönder</SubmitButton>
        <a href="/login">Giriş sayfasına dön</a>
      </div>
    </form>
  )
}
