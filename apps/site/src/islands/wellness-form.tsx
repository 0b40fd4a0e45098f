import './zod-setup.ts'
import '../styles/forms.css'
import '../styles/message-forms.css'
import { WellnessMessageBody } from '@clinic/contract/message'
import { TextField } from '@clinic/ui/text-field'
import { TextareaField } from '@clinic/ui/textarea-field'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import type { CaptchaFieldHandle } from './captcha-field.tsx'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import { blankAsMissing, ConsentField, MessageSent, useSentState } from './message-form-parts.tsx'
import { showRefusal } from './server-refusal.ts'
import { siteApi } from './site-api.ts'
import { SubmitButton } from './submit-button.tsx'
import { useHydrated } from './use-hydrated.ts'

const FIELDS = ['senderName', 'patientName', 'email', 'phoneNumber', 'message', 'consent', 'captcha'] as const

/**
 * The contract's rules; the patient's name is asked for here (the API keeps it optional), since a message without it
 * cannot be passed on. Blank optional boxes are sent as "not given".
 */
const WellnessForm = WellnessMessageBody.safeExtend({
  patientName: z
    .string({ error: 'Hastanın adını ve soyadını yazın.' })
    .trim()
    .min(2, 'Hastanın adını ve soyadını yazın.')
    .max(120, 'Hasta adı en fazla 120 karakter olabilir.'),
  email: blankAsMissing.pipe(WellnessMessageBody.shape.email),
  phoneNumber: blankAsMissing.pipe(WellnessMessageBody.shape.phoneNumber),
})
type WellnessInput = z.input<typeof WellnessForm>
type WellnessValues = z.output<typeof WellnessForm>

export const WELLNESS_CONSENT =
  'Mesajımın hastaya ulaştırılabilmesi için adımın, iletişim bilgilerimin ve mesajımın (hastanın adı dahil) işlenmesine açık rıza veriyorum.'

function WellnessFields({ focusFirst, onSent }: { focusFirst: boolean; onSent: (message: string) => void }) {
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
  } = useForm<WellnessInput, unknown, WellnessValues>({
    resolver: zodResolver(WellnessForm),
    defaultValues: { captcha: '' },
  })

  useEffect(() => {
    if (focusFirst) setFocus('senderName')
  }, [focusFirst, setFocus])

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      const answer = await siteApi().wellnessMessages.send(values)
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
          label="Adınız Soyadınız"
          autoComplete="name"
          required
          error={errors.senderName?.message}
          {...register('senderName')}
        />
        <TextField
          label="Hastanın Adı Soyadı"
          autoComplete="off"
          required
          hint="Mesajınızı doğru kişiye ulaştırabilmemiz için."
          error={errors.patientName?.message}
          {...register('patientName')}
        />
      </div>
      <div className="form-row">
        <TextField
          label="E-posta (isteğe bağlı)"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Telefon (isteğe bağlı)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </div>
      <TextareaField
        label="Geçmiş olsun mesajınız"
        rows={6}
        required
        hint="En az 10, en fazla 3000 karakter."
        error={errors.message?.message}
        {...register('message')}
      />
      <ConsentField label={WELLNESS_CONSENT} error={errors.consent?.message} {...register('consent')} />
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

/** /gecmis-olsun: sender, patient, optional e-mail and phone, message, consent and captcha; mailed to the clinic. */
export function WellnessFormIsland() {
  const state = useSentState()
  if (state.sent) {
    return (
      <MessageSent message={state.sent} onAnother={state.another}>
        <p>Ekibimiz mesajınızı en kısa sürede hastamıza ulaştıracaktır.</p>
      </MessageSent>
    )
  }
  return <WellnessFields key={state.round} focusFirst={state.focusFirst} onSent={state.markSent} />
}
