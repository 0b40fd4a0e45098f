import '../styles/forms.css'
import { useState } from 'react'
import { siteApi } from '../client/session-api.ts'
import { BusyNote, FormAlert } from './form-alert.tsx'
import { useRequestOnMount } from './use-request-on-mount.ts'

type Outcome = { kind: 'checking' } | { kind: 'success' | 'error'; text: string }

const INVALID_LINK = 'Doğrulama bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın.'

/** /confirm-email?userId=…&token=…: confirms the address as soon as the page opens, then offers the login. */
export function ConfirmEmailPage() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' })

  useRequestOnMount(
    (signal) => {
      const params = new URLSearchParams(location.search)
      const userId = params.get('userId')
      const token = params.get('token')
      if (userId && token) return siteApi().account.confirmEmail({ userId, token }, { signal })
      setOutcome({ kind: 'error', text: INVALID_LINK })
      return null
    },
    (answer) => setOutcome({ kind: 'success', text: answer.message }),
    (text) => setOutcome({ kind: 'error', text }),
  )

  if (outcome.kind === 'checking') {
    return <BusyNote text="E-posta adresiniz doğrulanıyor…" />
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
