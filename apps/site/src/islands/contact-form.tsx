import './zod-setup.ts'
import '../styles/forms.css'
import '../styles/message-forms.css'
import { ContactMessageBody } from '@clinic/contract/message'
import { TextField } from '@clinic/ui/text-field'
import { TextareaField } from '@clinic/ui/textarea-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { track } from '../scripts/analytics.ts'
import type { CaptchaFieldHandle } from './captcha-field.tsx'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import {
  blankAsMissing,
  ConsentField,
  MessageSent,
  requiredEmail,
  useSentState,
} from './message-form-parts.tsx'
import { showRefusal } from './server-refusal.ts'
import { siteApi } from './site-api.ts'
import { SubmitButton } from './submit-button.tsx'
import { useHydrated } from './use-hydrated.ts'

const FIELDS = ['name', 'email', 'phoneNumber', 'subject', 'message', 'consent', 'captcha'] as const

/** The contract's rules, with the text boxes' blanks and spaces read the way a visitor means them. */
const ContactForm = ContactMessageBody.safeExtend({
  email: requiredEmail(ContactMessageBody.shape.email),
  phoneNumber: blankAsMissing.pipe(ContactMessageBody.shape.phoneNumber),
})
type ContactInput = z.input<typeof ContactForm>
type ContactValues = z.output<typeof ContactForm>

export const CONTACT_CONSENT =
  'Mesajımın yanıtlanabilmesi için adımın, iletişim bilgilerimin ve mesajımda paylaştığım bilgilerin (sağlık bilgileri dahil) işlenmesine açık rıza veriyorum.'

function ContactFields({ focusFirst, onSent }: { focusFirst: boolean; onSent: (message: string) => void }) {
  const hydrated = useHydrated()
  const captchaRef = useRef<CaptchaFieldHandle>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
    // Text boxes have no default value: what a visitor typed before the island woke up is kept, not wiped.
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(ContactForm),
    defaultValues: { captcha: '' },
  })

  useEffect(() => {
    if (focusFirst) setFocus('name')
  }, [focusFirst, setFocus])

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      const answer = await siteApi().contactMessages.send(values)
      // Spec 1: "contact form submit", reported (with consent) only for a message the clinic received.
      track('contact_form_submit', { form_name: 'iletisim' })
      onSent(answer.message)
    } catch (error) {
      setServerError(showRefusal(error, FIELDS, setError))
    } finally {
      // A solution is accepted once, whatever the answer.
      captchaRef.current?.reset()
    }
  })

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {serverError ? <FormAlert kind="error">{serverError}</FormAlert> : null}
      <div className="form-row">
        <TextField
          label="Ad Soyad"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="E-posta"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="form-row">
        <TextField
          label="Telefon (isteğe bağlı)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField label="Konu" required error={errors.subject?.message} {...register('subject')} />
      </div>
      <TextareaField
        label="Mesajınız"
        rows={6}
        required
        hint="En az 10, en fazla 3000 karakter."
        error={errors.message?.message}
        {...register('message')}
      />
      <ConsentField label={CONTACT_CONSENT} error={errors.consent?.message} {...register('consent')} />
      <FormCaptchaField ref={captchaRef} control={control} />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} disabled={!hydrated} busyLabel="Gönderiliyor…">
          Mesajı Gönder
        </SubmitButton>
        <span className="form-note">* ile işaretli alanlar zorunludur.</span>
      </div>
    </form>
  )
}

/** /iletisim: name, e-mail, optional phone, subject, message, consent and captcha; mailed to the clinic. */
export function ContactFormIsland() {
  const state = useSentState()
  if (state.sent) {
    return (
      <MessageSent message={state.sent} onAnother={state.another}>
        <p>
          Yanıtımız, formda yazdığınız e-posta adresine gelecektir. Acil bir durumda lütfen 112’yi arayın.
        </p>
      </MessageSent>
    )
  }
  return <ContactFields key={state.round} focusFirst={state.focusFirst} onSent={state.markSent} />
}
