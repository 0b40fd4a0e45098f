import '../styles/forms.css'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useEffect, useState } from 'react'
import { siteApi } from '../client/session-api.ts'
import { FormAlert } from './form-alert.tsx'

type Outcome = { kind: 'checking' } | { kind: 'success' | 'error'; text: string }

const INVALID_LINK = 'Doğrulama bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın.'

/** /confirm-email?userId=…&token=…: confirms the address as soon as the page opens, then offers the login. */
export function ConfirmEmailPage() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' })

  useEffect(() => {
    const params = new URLSearchParams(location.search)
    const userId = params.get('userId')
    const token = params.get('token')
    if (!userId || !token) {
      setOutcome({ kind: 'error', text: INVALID_LINK })
      return
    }
    const controller = new AbortController()
    siteApi()
      .account.confirmEmail({ userId, token }, { signal: controller.signal })
      .then((answer) => setOutcome({ kind: 'success', text: answer.message }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ kind: 'error', text: errorMessage(error) })
      })
    return () => controller.abort()
  }, [])

  if (outcome.kind === 'checking') {
    return (
      <p className="form-note" role="status">
        <span className="visually-busy" aria-hidden="true" /> E-posta adresiniz doğrulanıyor…
      </p>
    )
  }
  return (
    <div className="form">
      <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert>
      {outcome.kind === 'success' ? (
        <p>
          <a className="button" href="/login">
            Giriş Yap
          </a>
        </p>
      ) : (
        <p className="form-note">
          Bağlantının süresi dolduysa giriş sayfasında e-posta ve şifrenizi girin; yeni bir doğrulama
          e-postası isteyebilirsiniz. <a href="/login">Giriş sayfasına git</a>
        </p>
      )}
    </div>
  )
}
