import './zod-setup.ts'
import '../styles/forms.css'
import { RegisterBody } from '@clinic/contract/account'
import { CheckboxField } from '@clinic/ui/checkbox-field'
import { localizedResolver } from '@clinic/ui/lib/localized-resolver'
import { TextField } from '@clinic/ui/text-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { z } from 'zod'
import { inPageLanguage } from '../client/locale-href.ts'
import { pageLocale } from '../client/page-locale.ts'
import { siteApi } from '../client/session-api.ts'
import { type AccountPageProps, AccountTexts, useAccountTexts } from './account-texts.tsx'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import { EMAIL_INPUT, NameFields, NewPasswordFields } from './form-fields.tsx'
import { PRIVACY_NOTICE_PATH } from './privacy-links.ts'
import { SiteForm } from './site-form.tsx'
import { SubmitButton } from './submit-button.tsx'

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'captcha'] as const

/** The register form: the contract's rules (captcha included), plus the KVKK notice read (never pre-ticked). */
const registerFormSchema = (noticeRequired: string) =>
  RegisterBody.safeExtend({ noticeRead: z.literal(true, { error: noticeRequired }) })
type RegisterForm = ReturnType<typeof registerFormSchema>
type RegisterInput = z.input<RegisterForm>
type RegisterValues = z.output<RegisterForm>

/** /register: names, e-mail, password twice, captcha; then "check your mailbox" with the address it went to. */
function RegisterPageContent() {
  const { auth, form: formTexts, validation, refusal, answers } = useAccountTexts()
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null)
  const resolver = useMemo(
    () => localizedResolver(zodResolver(registerFormSchema(auth.noticeRequired)), validation, ['noticeRead']),
    [auth.noticeRequired, validation],
  )
  const form = useServerForm<RegisterInput, RegisterValues>({
    refusal,
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      captcha: '',
    },
    fields: FIELDS,
    send: async ({ noticeRead: _read, ...values }) => {
      const answer = await siteApi().account.register({ ...values, locale: pageLocale() })
      setSentTo({ email: values.email, message: answers?.registered ?? answer.message })
    },
  })
  const { field } = form

  if (sentTo) {
    return (
      <div className="form">
        <FormAlert kind="success">{sentTo.message}</FormAlert>
        <p>
          {auth.registeredBefore}
          <strong>{sentTo.email}</strong>
          {auth.registeredAfter}
        </p>
        <p>
          <a className="button" href={inPageLanguage('/login')}>
            {auth.toLogin}
          </a>
        </p>
      </div>
    )
  }

  return (
    <SiteForm form={form}>
      <NameFields field={field} />
      <TextField label={auth.email} {...EMAIL_INPUT} required {...field('email')} />
      <NewPasswordFields
        label={auth.password}
        hint={auth.passwordHint}
        names={['password', 'confirmPassword']}
        field={field}
      />
      <CheckboxField
        label={auth.noticeRead}
        hint={
          <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
            {auth.noticeLink}
            <span className="visually-hidden">{formTexts.newTab}</span>
          </a>
        }
        required
        {...field('noticeRead')}
      />
      <FormCaptchaField ref={form.captchaRef} control={form.control} language={formTexts.captchaLanguage} />
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={auth.registering}>
          {auth.register}
        </SubmitButton>
        <span>
          {auth.alreadyMember} <a href={inPageLanguage('/login')}>{auth.loginLink}</a>
        </span>
      </div>
    </SiteForm>
  )
}

/** The island: RegisterPage's content with the page's texts. */
export function RegisterPage({ messages }: AccountPageProps) {
  return (
    <AccountTexts messages={messages}>
      <RegisterPageContent />
    </AccountTexts>
  )
}
