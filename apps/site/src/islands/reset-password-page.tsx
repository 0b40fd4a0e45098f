import './zod-setup.ts'
import '../styles/forms.css'
import { ResetPasswordBody } from '@clinic/contract/account'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { siteApi } from '../client/session-api.ts'
import { FormAlert } from './form-alert.tsx'
import { NewPasswordFields } from './form-fields.tsx'
import { SiteForm } from './site-form.tsx'
import { SubmitButton } from './submit-button.tsx'

type ResetValues = z.infer<typeof ResetPasswordBody>

export const INVALID_LINK =
  'Bu bağlantı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın ya da yeni bir bağlantı isteyin.'

/** A bad or used link is about the link, not a field the visitor can fix: it is what the alert says. */
const linkOrServerMessage = (error: unknown) =>
  fieldErrorMessages(error, ['token']).token ?? errorMessage(error)

/** /reset-password?email=…&token=…: the link of the reset mail; a new password twice. */
export function ResetPasswordPage() {
  const [link, setLink] = useState<{ email: string; token: string } | null | undefined>(undefined)
  const [done, setDone] = useState<string | null>(null)
  const form = useServerForm<ResetValues>({
    resolver: zodResolver(ResetPasswordBody),
    fields: ['newPassword', 'confirmPassword'],
    summary: linkOrServerMessage,
    send: async (values) => setDone((await siteApi().account.resetPassword(values)).message),
  })
  const { reset } = form

  useEffect(() => {
    const params = new URLSearchParams(location.search)
    const email = params.get('email') ?? ''
    const token = params.get('token') ?? ''
    const found = email && token ? { email, token } : null
    setLink(found)
    if (found) reset({ ...found, newPassword: '', confirmPassword: '' })
  }, [reset])

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
    <SiteForm
      form={form}
      refusalAction={
        <>
          {' '}
          <a href="/forgot-password">Yeni bağlantı iste</a>
        </>
      }
    >
      <p className="form-note">
        Hesap: <strong>{link.email}</strong>
      </p>
      {/* Password managers pair the new password with the account. */}
      <input type="hidden" autoComplete="username" value={link.email} readOnly />
      <NewPasswordFields
        label="Yeni şifre"
        hint="En az 8 karakter."
        names={['newPassword', 'confirmPassword']}
        field={form.field}
      />
      <SubmitButton busy={form.formState.isSubmitting}>Şifremi yenile</SubmitButton>
    </SiteForm>
  )
}
