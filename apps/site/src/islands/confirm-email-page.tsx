import '../styles/forms.css'
import { useState } from 'react'
import { inPageLanguage } from '../client/locale-href.ts'
import { siteApi } from '../client/session-api.ts'
import { type AccountPageProps, AccountTexts, useAccountTexts } from './account-texts.tsx'
import { BusyNote, FormAlert } from './form-alert.tsx'
import { useRequestOnMount } from './use-request-on-mount.ts'

type Outcome = { kind: 'checking' } | { kind: 'success' | 'error'; text: string }

/** /confirm-email?userId=…&token=…: confirms the address as soon as the page opens, then offers the login. */
function ConfirmEmailPageContent() {
  const { auth, refusal, answers } = useAccountTexts()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' })

  useRequestOnMount(
    (signal) => {
      const params = new URLSearchParams(location.search)
      const userId = params.get('userId')
      const token = params.get('token')
      if (userId && token) return siteApi().account.confirmEmail({ userId, token }, { signal })
      setOutcome({ kind: 'error', text: auth.invalidConfirmLink })
      return null
    },
    (answer) => setOutcome({ kind: 'success', text: answers?.confirmed ?? answer.message }),
    (text) => setOutcome({ kind: 'error', text }),
    refusal,
  )

  if (outcome.kind === 'checking') {
    return <BusyNote text={auth.confirming} />
  }
  return (
    <div className="form">
      <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert>
      {outcome.kind === 'success' ? (
        <p>
          <a className="button" href={inPageLanguage('/login')}>
            {auth.loginLink}
          </a>
        </p>
      ) : (
        <p className="form-note">
          {auth.confirmExpired} <a href={inPageLanguage('/login')}>{auth.toLogin}</a>
        </p>
      )}
    </div>
  )
}

/** The island: ConfirmEmailPage's content with the page's texts. */
export function ConfirmEmailPage({ messages }: AccountPageProps) {
  return (
    <AccountTexts messages={messages}>
      <ConfirmEmailPageContent />
    </AccountTexts>
  )
}
