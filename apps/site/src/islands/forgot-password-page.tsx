import './zod-setup.ts'
import '../styles/forms.css'
import { ForgotPasswordBody } from '@clinic/contract/account'
import { localizedResolver } from '@clinic/ui/lib/localized-resolver'
import { TextField } from '@clinic/ui/text-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import type { z } from 'zod'
import { inPageLanguage } from '../client/locale-href.ts'
import { pageLocale } from '../client/page-locale.ts'
import { siteApi } from '../client/session-api.ts'
import { type AccountPageProps, AccountTexts, useAccountTexts } from './account-texts.tsx'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import { EMAIL_INPUT } from './form-fields.tsx'
import { SiteForm } from './site-form.tsx'
import { SubmitButton } from './submit-button.tsx'

type ForgotValues = z.infer<typeof ForgotPasswordBody>

/** /forgot-password: e-mail and captcha; the answer is the same whether an account exists or not. */
function ForgotPasswordPageContent() {
  const { auth, form: formTexts, validation, refusal, answers } = useAccountTexts()
  const [sent, setSent] = useState<string | null>(null)
  const form = useServerForm<ForgotValues>({
    refusal,
    resolver: localizedResolver(zodResolver(ForgotPasswordBody), validation),
    defaultValues: { email: '', captcha: '' },
    fields: ['email', 'captcha'],
    send: async (values) => {
      const answer = await siteApi().account.forgotPassword({ ...values, locale: pageLocale() })
      setSent(answers?.forgotSent ?? answer.message)
    },
  })

  if (sent) {
    return (
      <div className="form">
        <FormAlert kind="success">{sent}</FormAlert>
        <p className="form-note">{auth.forgotSentNote}</p>
        <p>
          <a href={inPageLanguage('/login')}>{auth.backToLogin}</a>
        </p>
      </div>
    )
  }

  return (
    <SiteForm form={form}>
      <TextField label={auth.email} {...EMAIL_INPUT} required {...form.field('email')} />
      <FormCaptchaField ref={form.captchaRef} control={form.control} language={formTexts.captchaLanguage} />
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={formTexts.sending}>
          {auth.sendResetLink}
        </SubmitButton>
        <a href={inPageLanguage('/login')}>{auth.backToLogin}</a>
      </div>
    </SiteForm>
  )
}

/** The island: ForgotPasswordPage's content with the page's texts. */
export function ForgotPasswordPage({ messages }: AccountPageProps) {
  return (
    <AccountTexts messages={messages}>
      <ForgotPasswordPageContent />
    </AccountTexts>
  )
}
