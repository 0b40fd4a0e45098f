import { TwoFactorCode } from '@clinic/contract/account'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { z } from 'zod'
import { cx } from './lib/class-names.ts'
import type { RefusalTexts } from './lib/localized-refusal.ts'
import { localizedResolver, type ValidationTexts } from './lib/localized-resolver.ts'
import { errorMessage } from './lib/server-errors.ts'
import { TextField } from './text-field.tsx'
import { useServerForm } from './use-server-form.tsx'

export const TWO_FACTOR_TEXTS = {
  heading: 'İki adımlı doğrulama',
  intro: 'Doğrulama uygulamanızdaki 6 haneli kodu girin.',
  backupIntro: 'Kaydettiğiniz yedek kodlardan birini girin. Her yedek kod yalnızca bir kez kullanılabilir.',
  code: 'Doğrulama kodu',
  backupCode: 'Yedek kod',
  useBackup: 'Yedek kod kullan',
  useApp: 'Doğrulama uygulamasını kullan',
  usePasskey: 'Geçiş anahtarı ile doğrula',
  passkeyFailed: 'Geçiş anahtarıyla doğrulanamadı. Lütfen tekrar deneyin ya da kod girin.',
  submit: 'Doğrula',
  failed: 'Doğrulama yapılamadı. Lütfen tekrar deneyin.',
} as const

/** The step's texts; the site passes its catalogue's `twoFactor` in the page's language. */
export type TwoFactorTexts = { readonly [K in keyof typeof TWO_FACTOR_TEXTS]: string }

const CodeForm = z.object({ code: TwoFactorCode })
type CodeValues = z.infer<typeof CodeForm>
const resolver = zodResolver(CodeForm)

export interface TwoFactorStepProps {
  /** Usually `(code) => api.account.loginTwoFactor({ challenge, code }, rememberMe)`. */
  onVerify: (code: string) => Promise<unknown>
  onSuccess?: (result: unknown) => void
  /** The account has a passkey: asks the browser for it and completes the login (the site's WebAuthn call). */
  onPasskey?: (() => Promise<unknown>) | undefined
  className?: string
  /** Turkish by default. */
  texts?: TwoFactorTexts
  /** The code's check in another language than Turkish (see localizedResolver). */
  validation?: ValidationTexts | undefined
  /** The API's refusals in another language than Turkish (see localizedRefusal); its Turkish message without. */
  refusal?: RefusalTexts | undefined
}

/**
 * The login's second step: the authenticator app's six-digit code ("Doğrulama kodu"), or one of the backup codes
 * ("Yedek kod kullan"). A wrong code shows the server's Turkish message; the same step may be tried again.
 */
export function TwoFactorStep({
  onVerify,
  onSuccess,
  onPasskey,
  className,
  texts = TWO_FACTOR_TEXTS,
  validation,
  refusal,
}: TwoFactorStepProps) {
  const [backup, setBackup] = useState(false)
  const [passkeyError, setPasskeyError] = useState<string | null>(null)
  const [passkeyBusy, setPasskeyBusy] = useState(false)
  const verifyWithPasskey = async () => {
    if (!onPasskey) return
    setPasskeyError(null)
    setPasskeyBusy(true)
    try {
      onSuccess?.(await onPasskey())
    } catch (error) {
      setPasskeyError(refusal ? texts.passkeyFailed : errorMessage(error, texts.passkeyFailed))
    } finally {
      setPasskeyBusy(false)
    }
  }
  const {
    submit,
    outcome,
    field,
    formState: { isSubmitting },
  } = useServerForm<CodeValues, CodeValues>({
    resolver: localizedResolver(resolver, validation),
    defaultValues: { code: '' },
    fields: ['code'],
    send: async (values) => {
      const result = await onVerify(values.code)
      onSuccess?.(result)
    },
    summary: (error) => errorMessage(error, texts.failed),
    // At this step a 401 means the login step has expired.
    refusal: refusal && { ...refusal, unauthorized: refusal.loginExpired },
    sayOnce: true,
  })
  return (
    <form
      className={cx('login-form', 'two-factor-step', className)}
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      aria-labelledby="two-factor-heading"
    >
      <h2 id="two-factor-heading" className="two-factor-step__heading">
        {texts.heading}
      </h2>
      <p>{backup ? texts.backupIntro : texts.intro}</p>
      {outcome || passkeyError ? (
        <div className="login-form__error" role="alert">
          {outcome?.text ?? passkeyError}
        </div>
      ) : null}
      <TextField
        key={backup ? 'backup' : 'totp'}
        label={backup ? texts.backupCode : texts.code}
        autoComplete="one-time-code"
        inputMode={backup ? 'text' : 'numeric'}
        required
        {...field('code')}
      />
      <button type="submit" className="login-form__submit" disabled={isSubmitting}>
        {texts.submit}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setBackup((b) => !b)}>
        {backup ? texts.useApp : texts.useBackup}
      </button>
      {onPasskey ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={passkeyBusy}
          onClick={() => void verifyWithPasskey()}
        >
          {texts.usePasskey}
        </button>
      ) : null}
    </form>
  )
}
