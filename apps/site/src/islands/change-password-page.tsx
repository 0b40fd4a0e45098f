import './zod-setup.ts'
import '../styles/forms.css'
import { ChangePasswordBody } from '@clinic/contract/account'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormAlert } from './form-alert.tsx'
import { showRefusal } from './server-refusal.ts'
import { siteApi } from './site-api.ts'
import { SubmitButton } from './submit-button.tsx'

type ChangeValues = z.infer<typeof ChangePasswordBody>
const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const

/** Where the visitor lands after a change: every session ended, so they log in again with the new password. */
export const AFTER_CHANGE_PATH = '/login?sifre=degisti'

/**
 * /change-password: the current password and the new one twice. The server ends every session of the user, so the
 * client logs out and goes to /login, which says why.
 */
export function ChangePasswordPage() {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<ChangeValues>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  })

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await siteApi().account.changePassword(values)
      location.assign(AFTER_CHANGE_PATH)
    } catch (error) {
      setServerError(showRefusal(error, FIELDS, setError))
      throw error
    }
  })

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      aria-busy={isSubmitting || undefined}
    >
      {serverError ? <FormAlert kind="error">{serverError}</FormAlert> : null}
      {isSubmitSuccessful ? (
        <FormAlert kind="success">Şifreniz değiştirildi. Giriş sayfasına yönlendiriliyorsunuz…</FormAlert>
      ) : null}
      <TextField
        label="Mevcut şifre"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="Yeni şifre"
        type="password"
        autoComplete="new-password"
        hint="En az 8 karakter; mevcut şifrenizden farklı olmalı."
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Yeni şifre (tekrar)"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword')}
      />
      <p className="form-note">
        Şifreniz değişince tüm cihazlardaki oturumlarınız kapanır; yeni şifrenizle tekrar giriş yaparsınız.
      </p>
      <div className="form-actions">
        <SubmitButton busy={isSubmitting}>Şifremi değiştir</SubmitButton>
        <a href="/profile">Profilime dön</a>
      </div>
    </form>
  )
}
