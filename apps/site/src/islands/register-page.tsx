import './zod-setup.ts'
import '../styles/forms.css'
import { RegisterBody } from '@clinic/contract/account'
import { CheckboxField } from '@clinic/ui/checkbox-field'
import { TextField } from '@clinic/ui/text-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import type { CaptchaFieldHandle } from './captcha-field.tsx'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import { PRIVACY_NOTICE_PATH } from './privacy-links.ts'
import { showRefusal } from './server-refusal.ts'
import { siteApi } from './site-api.ts'
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
  const captchaRef = useRef<CaptchaFieldHandle>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(RegisterForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      captcha: '',
    },
  })

  const submit = handleSubmit(async ({ noticeRead: _read, ...values }) => {
    setServerError(null)
    try {
      const answer = await siteApi().account.register(values)
      setSentTo({ email: values.email, message: answer.message })
    } catch (error) {
      setServerError(showRefusal(error, FIELDS, setError))
    } finally {
      // A solution is accepted once, whatever the answer.
      captchaRef.current?.reset()
    }
  })

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
    <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {serverError ? <FormAlert kind="error">{serverError}</FormAlert> : null}
      <div className="form-row">
        <TextField
          label="Ad"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Soyad"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="E-posta"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Şifre"
        type="password"
        autoComplete="new-password"
        hint="En az 8 karakter. Uzun ve tahmin edilmesi zor bir parola seçin."
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Şifre (tekrar)"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <CheckboxField
        label="Kişisel verilerimin işlenmesine ilişkin Aydınlatma Metni’ni okudum."
        hint={
          <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
            Aydınlatma Metni’ni oku<span className="visually-hidden"> (yeni sekmede açılır)</span>
          </a>
        }
        required
        error={errors.noticeRead?.message}
        {...register('noticeRead')}
      />
      <FormCaptchaField ref={captchaRef} control={control} />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} busyLabel="Kaydınız oluşturuluyor…">
          Kayıt Ol
        </SubmitButton>
        <span>
          Zaten üye misiniz? <a href="/login">Giriş Yap</a>
        </span>
      </div>
    </form>
  )
}
