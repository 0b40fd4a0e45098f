import './zod-setup.ts'
import '../styles/forms.css'
import { isApiError } from '@clinic/api-client/api-error'
import { safeRedirectTarget } from '@clinic/api-client/route-guard'
import { isLoginChallenge, type LoginChallenge } from '@clinic/contract/account'
import { LoginForm, type LoginValues } from '@clinic/ui/login-form'
import { TwoFactorStep } from '@clinic/ui/two-factor-step'
import { startAuthentication } from '@simplewebauthn/browser'
import { useEffect, useState } from 'react'
import { inPageLanguage } from '../client/locale-href.ts'
import { siteApi } from '../client/session-api.ts'
import { type AccountPageProps, AccountTexts, useAccountTexts } from './account-texts.tsx'
import { FormAlert } from './form-alert.tsx'
import { FormCaptchaField } from './form-captcha-field.tsx'
import { ResendConfirmation } from './resend-confirmation.tsx'

/**
 * /login: E-posta, Şifre, "Beni hatırla"; after a login the visitor goes to the `redirect` query (local paths only)
 * or home. When the address is unconfirmed the API says so in `errors.email`, and a new link can be asked for.
 * After a few failed logins for an e-mail the API asks for a captcha: the form shows the site's ALTCHA field.
 */
function LoginPageContent() {
  const { auth, form: formTexts, loginForm, twoFactor, validation, refusal } = useAccountTexts()
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // The password was right for an account with a second factor: the code step replaces the form.
  const [pending, setPending] = useState<{ challenge: string; rememberMe: boolean; passkey: boolean } | null>(
    null,
  )

  // After a password change every session ends and the visitor lands here: say why.
  useEffect(() => {
    if (new URLSearchParams(location.search).get('sifre') === 'degisti') setNotice(auth.passwordChanged)
  }, [auth.passwordChanged])

  const login = async (values: LoginValues) => {
    setUnconfirmedEmail(null)
    try {
      const answer = await siteApi().account.login(values)
      if (isLoginChallenge(answer as LoginChallenge))
        setPending({
          challenge: (answer as LoginChallenge).challenge,
          rememberMe: values.rememberMe,
          passkey: (answer as LoginChallenge).passkey === true,
        })
      return answer
    } catch (error) {
      if (isApiError(error) && error.status === 403 && error.fieldError('email'))
        setUnconfirmedEmail(values.email)
      throw error
    }
  }

  const done = (answer: unknown) => {
    if (answer && typeof answer === 'object' && 'twoFactorRequired' in answer) return
    const target = safeRedirectTarget(new URLSearchParams(location.search).get('redirect'))
    location.assign(target === '/' ? inPageLanguage(target) : target)
  }

  return (
    <>
      {notice ? (
        <FormAlert kind="success" focus={false}>
          {notice}
        </FormAlert>
      ) : null}
      {pending ? (
        <TwoFactorStep
          className="form"
          onVerify={(code) =>
            siteApi().account.loginTwoFactor({ challenge: pending.challenge, code }, pending.rememberMe)
          }
          onPasskey={
            pending.passkey
              ? async () => {
                  const api = siteApi().account
                  const options = await api.loginPasskeyOptions(pending.challenge)
                  const passkey = await startAuthentication({ optionsJSON: options as never })
                  return api.loginTwoFactor({ challenge: pending.challenge, passkey }, pending.rememberMe)
                }
              : undefined
          }
          onSuccess={done}
          texts={twoFactor}
          validation={validation}
          refusal={refusal}
        />
      ) : (
        <LoginForm
          className="form"
          onLogin={login}
          onSuccess={done}
          texts={loginForm}
          validation={validation}
          refusal={refusal}
          renderCaptcha={({ control, ref }) => (
            <FormCaptchaField control={control} ref={ref} language={formTexts.captchaLanguage} />
          )}
          footer={
            <p className="form-links">
              <a href={inPageLanguage('/forgot-password')}>{auth.forgotLink}</a>
              <span>
                {auth.noAccount} <a href={inPageLanguage('/register')}>{auth.registerLink}</a>
              </span>
            </p>
          }
        />
      )}
      {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} /> : null}
    </>
  )
}

/** The island: LoginPage's content with the page's texts. */
export function LoginPage({ messages }: AccountPageProps) {
  return (
    <AccountTexts messages={messages}>
      <LoginPageContent />
    </AccountTexts>
  )
}
