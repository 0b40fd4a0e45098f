import { refusalText } from '@clinic/ui/lib/localized-refusal'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { type FormEvent, useRef, useState } from 'react'
import { pageLocale } from '../client/page-locale.ts'
import { siteApi } from '../client/session-api.ts'
import { useAccountTexts } from './account-texts.tsx'
import { CaptchaField, type CaptchaFieldHandle } from './captcha-field.tsx'
import { FormAlert } from './form-alert.tsx'

/** Offered by the login form when the API refuses an unconfirmed address: a new confirmation link (captcha). */
export function ResendConfirmation({ email }: { email: string }) {
  const { auth, form: formTexts, refusal, answers } = useAccountTexts()
  const captchaRef = useRef<CaptchaFieldHandle>(null)
  const [captcha, setCaptcha] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const [captchaError, setCaptchaError] = useState<string | undefined>()

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!captcha) {
      setCaptchaError(auth.captchaMissing)
      return
    }
    setCaptchaError(undefined)
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await siteApi().account.resendConfirmation({ email, captcha, locale: pageLocale() })
      setOutcome({ kind: 'success', text: answers?.resendSent ?? answer.message })
    } catch (error) {
      setOutcome({ kind: 'error', text: refusalText(error, refusal, errorMessage) })
    } finally {
      setBusy(false)
      captchaRef.current?.reset()
    }
  }

  return (
    <form className="resend" aria-labelledby="resend-title" noValidate onSubmit={send}>
      <h2 id="resend-title" className="resend__title">
        {auth.resendTitle}
      </h2>
      <p className="form-note">{auth.resendLead}</p>
      <CaptchaField
        ref={captchaRef}
        onChange={setCaptcha}
        error={captchaError}
        language={formTexts.captchaLanguage}
      />
      {outcome ? <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert> : null}
      <button type="submit" className="button button--ghost" disabled={busy}>
        {busy ? <span className="visually-busy" aria-hidden="true" /> : null}
        {auth.resendSubmit}
      </button>
    </form>
  )
}
