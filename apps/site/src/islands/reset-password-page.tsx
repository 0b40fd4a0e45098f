import './zod-setup.ts'
import '../styles/forms.css'
import { ResetPasswordBody } from '@clinic/contract/account'
import { localizedResolver } from '@clinic/ui/lib/localized-resolver'
import { errorMessage, fieldErrorMessages } from '@clinic/ui/lib/server-errors'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { inPageLanguage } from '../client/locale-href.ts'
import { siteApi } from '../client/session-api.ts'
import { type AccountPageProps, AccountTexts, useAccountTexts } from './account-texts.tsx'
import { FormAlert } from './form-alert.tsx'
import { NewPasswordFields } from './form-fields.tsx'
import { SiteForm } from './site-form.tsx'
import { SubmitButton } from './submit-button.tsx'

type ResetValues = z.infer<typeof ResetPasswordBody>

/** A bad or used link is about the link, not a field the visitor can fix: it is what the alert says. */
const linkOrServerMessage = (error: unknown) =>
  fieldErrorMessages(error, ['token']).token ?? errorMessage(error)

/** /reset-password?email=…&token=…: the link of the reset mail; a new password twice. */
function ResetPasswordPageContent() {
  const { auth, form: formTexts, validation, refusal, answers } = useAccountTexts()
  const [link, setLink] = useState<{ email: string; token: string } | null | undefined>(undefined)
  const [done, setDone] = useState<string | null>(null)
  const form = useServerForm<ResetValues>({
    refusal,
    resolver: localizedResolver(zodResolver(ResetPasswordBody), validation),
    fields: ['newPassword', 'confirmPassword'],
    summary: linkOrServerMessage,
    send: async (values) => {
      const answer = await siteApi().account.resetPassword(values)
      setDone(answers?.resetDone ?? answer.message)
    },
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

  if (link === undefined) return <p className="form-note">{auth.checkingLink}</p>
  if (link === null) {
    return (
      <div className="form">
        <FormAlert kind="error">{auth.invalidResetLink}</FormAlert>
        <p>
          <a className="button" href={inPageLanguage('/forgot-password')}>
            {auth.newLink}
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
          <a className="button" href={inPageLanguage('/login')}>
            {auth.loginLink}
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
          <a href={inPageLanguage('/forgot-password')}>{auth.newLink}</a>
        </>
      }
    >
      <p className="form-note">
        {auth.account} <strong>{link.email}</strong>
      </p>
      {/* Password managers pair the new password with the account. */}
      <input type="hidden" autoComplete="username" value={link.email} readOnly />
      <NewPasswordFields
        label={auth.newPassword}
        hint={auth.newPasswordHint}
        names={['newPassword', 'confirmPassword']}
        field={form.field}
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={formTexts.sending}>
        {auth.resetSubmit}
      </SubmitButton>
    </SiteForm>
  )
}

/** The island: ResetPasswordPage's content with the page's texts. */
export function ResetPasswordPage({ messages }: AccountPageProps) {
  return (
    <AccountTexts messages={messages}>
      <ResetPasswordPageContent />
    </AccountTexts>
  )
}
