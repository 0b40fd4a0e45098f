import './zod-setup.ts'
import '../styles/forms.css'
import { isApiError } from '@clinic/api-client/api-error'
import { safeRedirectTarget } from '@clinic/api-client/route-guard'
import { LoginForm, type LoginValues } from '@clinic/ui/login-form'
import { useState } from 'react'
import { ResendConfirmation } from './resend-confirmation.tsx'
import { siteApi } from './site-api.ts'

/**
 * /login: E-posta, Şifre, "Beni hatırla"; after a login the visitor goes to the `redirect` query (local paths only)
 * or home. When the address is unconfirmed the API says so in `errors.email`, and a new link can be asked for.
 */
export function LoginPage() {
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)

  const login = async (values: LoginValues) => {
    setUnconfirmedEmail(null)
    try {
      return await siteApi().account.login(values)
    } catch (error) {
      if (isApiError(error) && error.status === 403 && error.fieldError('email'))
        setUnconfirmedEmail(values.email)
      throw error
    }
  }

  const done = () => {
    const target = safeRedirectTarget(new URLSearchParams(location.search).get('redirect'))
    location.assign(target)
  }

  return (
    <>
      <LoginForm
        className="form"
        onLogin={login}
        onSuccess={done}
        footer={
          <p className="form-links">
            <a href="/forgot-password">Şifremi unuttum</a>
            <span>
              Hesabınız yok mu? <a href="/register">Kayıt Ol</a>
            </span>
          </p>
        }
      />
      {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} /> : null}
    </>
  )
}
