import './zod-setup.ts'
import '../styles/forms.css'
import { RegisterBody } from '@clinic/contract/account'
import { CheckboxField } from '@clinic/ui/checkbox-field'
import { TextField } from '@clinic/ui/text-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { z } from 'zod'
import { siteApi } from '../client/session-api.ts'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import { EMAIL_INPUT, NameFields, NewPasswordFields } from './form-fields.tsx'
import { PRIVACY_NOTICE_PATH } from './privacy-links.ts'
import { SiteForm } from './site-form.tsx'
import { SubmitButton } from './submit-button.tsx'

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'captcha'] as const

/** The register form: the contract's rules (captcha included), plus the KVKK notice read (never pre-ticked). */
const RegisterForm = RegisterBody.safeExtend({
  noticeRead: z.literal(true, { error: 'Devam etmek için Aydınlatma Metni’ni okuduğunuzu onaylayın.' }),
})
type RegisterInput = z.input<typeof RegisterForm>
type RegisterValues = z.output<typeof RegisterForm>

/** /register: names, e-mail, password twice, captcha; then "check your mailbox" with the address it went to. */
export function RegisterPage() {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null)
  const form = useServerForm<RegisterInput, RegisterValues>({
    resolver: zodResolver(RegisterForm),
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
      const answer = await siteApi().account.register(values)
      setSentTo({ email: values.email, message: answer.message })
    },
  })
  const { field } = form

  if (sentTo) {
    return (
      <div className="form">
        <FormAlert kind="success">{sentTo.message}</FormAlert>
        <p>
          Doğrulama bağlantısını <strong>{sentTo.email}</strong> adresine gönderdik. Bağlantıya tıkladıktan
          sonra giriş yapabilirsiniz. E-posta gelmediyse istenmeyen (spam) klasörünü kontrol edin.
        </p>
        <p>
          <a className="button" href="/login">
            Giriş sayfasına git
          </a>
        </p>
      </div>
    )
  }

  return (
    <SiteForm form={form}>
      <NameFields field={field} />
      <TextField label="E-posta" {...EMAIL_INPUT} required {...field('email')} />
      <NewPasswordFields
        label="Şifre"
        hint="En az 8 karakter. Uzun ve tahmin edilmesi zor bir parola seçin."
        names={['password', 'confirmPassword']}
        field={field}
      />
      <CheckboxField
        label="Kişisel verilerimin işlenmesine ilişkin Aydınlatma Metni’ni okudum."
        hint={
          <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
            Aydınlatma Metni’ni oku<span className="visually-hidden"> (yeni sekmede açılır)</span>
          </a>
        }
        required
        {...field('noticeRead')}
      />
      <FormCaptchaField ref={form.captchaRef} control={form.control} />
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Kaydınız oluşturuluyor…">
          Kayıt Ol
        </SubmitButton>
        <span>
          Zaten üye misiniz? <a href="/login">Giriş Yap</a>
        </span>
      </div>
    </SiteForm>
  )
}
