import { TotpEnableBody, type TotpSetupResult, TwoFactorDisableBody } from '@clinic/contract/account'
import { SESSION_TEXTS, SessionList } from '@clinic/ui/session-list'
import { TextField } from '@clinic/ui/text-field'
import { useServerForm } from '@clinic/ui/use-server-form'
import { zodResolver } from '@hookform/resolvers/zod'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import type { DefaultValues, Path, Resolver } from 'react-hook-form'
import useSWR from 'swr'
import type { z } from 'zod'
import { keys } from '../../cache/keys.ts'
import { AdminForm } from '../../components/admin-form.tsx'
import { Loading } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { useTwoFactorStatus } from '../../enrolment-gate.tsx'
import { useAction } from '../../lib/use-action.ts'
import { useAdmin } from '../../services.tsx'
import { PasskeysSection } from './passkeys.tsx'

/** The QR code of the otpauth address, drawn here in the browser (the secret never leaves for a QR service). */
function TotpQr({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void QRCode.toDataURL(uri, { margin: 1, width: 200 }).then((url) => {
      if (live) setSrc(url)
    })
    return () => {
      live = false
    }
  }, [uri])
  return src ? (
    <img className="totp-qr" src={src} width={200} height={200} alt="Doğrulama uygulaması için QR kod" />
  ) : null
}

/** Ten backup codes, shown once: copy or download them. */
function BackupCodes({ codes }: { codes: string[] }) {
  const text = `Klinik Yönetim yedek kodları (her biri bir kez kullanılabilir)\n\n${codes.join('\n')}\n`
  const [copied, setCopied] = useState(false)
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`
  return (
    <section className="stack" aria-labelledby="backup-codes-title">
      <h3 id="backup-codes-title">Yedek kodlarınız</h3>
      <p className="notice notice--warning">
        Bu kodları güvenli bir yere kaydedin; yalnızca şimdi gösterilir. Telefonunuza erişemezseniz her biri
        bir girişte doğrulama kodu yerine kullanılabilir.
      </p>
      <ul className="backup-codes" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="page-head__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? 'Kopyalandı' : 'Kodları kopyala'}
        </button>
        <a className="button button--ghost" href={href} download="klinik-yedek-kodlar.txt">
          Kodları indir
        </a>
      </div>
    </section>
  )
}

/**
 * A form of this screen: the contract's schema, its fields empty at first, the server's refusal in the alert and
 * under its field. `frame` is spread into AdminForm; `field` binds a field; `busy` while sending.
 */
function useSecurityForm<T extends Record<string, string>>(
  resolver: Resolver<T>,
  defaultValues: T,
  send: (values: T) => Promise<void>,
) {
  const { submit, outcome, field, formState } = useServerForm<T, T>({
    resolver,
    defaultValues: defaultValues as DefaultValues<T>,
    fields: Object.keys(defaultValues) as Path<T>[],
    send,
  })
  const busy = formState.isSubmitting
  return {
    field,
    busy,
    frame: {
      className: 'stack',
      busy,
      alert: outcome?.kind === 'error' ? outcome.text : null,
      onSubmit: submit,
    },
  }
}

type CodeValues = z.infer<typeof TotpEnableBody>
const codeResolver = zodResolver(TotpEnableBody)

/** Setting up the authenticator app: the QR code, the secret as text, and the first code to prove it works. */
function TotpEnrolment({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const { api } = useAdmin()
  const [setup, setSetup] = useState<TotpSetupResult | null>(null)
  const { run, running } = useAction()
  const { field, busy, frame } = useSecurityForm<CodeValues>(codeResolver, { code: '' }, async (values) => {
    const { backupCodes } = await api.account.totpEnable(values.code)
    onEnabled(backupCodes)
  })

  if (!setup) {
    return (
      <div>
        <button
          type="button"
          className="button"
          disabled={running !== null}
          onClick={() =>
            void run('setup', async () => setSetup(await api.account.totpSetup()), {
              success: 'Uygulamanızla QR kodu okutun.',
            })
          }
        >
          Doğrulama uygulamasını kur
        </button>
      </div>
    )
  }
  return (
    <AdminForm {...frame}>
      <ol className="stack">
        <li>
          Google Authenticator, Microsoft Authenticator, 1Password gibi bir doğrulama uygulamasıyla bu QR kodu
          okutun.
          <TotpQr uri={setup.otpauthUri} />
        </li>
        <li>
          QR kodu okutamıyorsanız bu anahtarı uygulamaya elle girin:{' '}
          <code className="totp-secret" data-testid="totp-secret">
            {setup.secret}
          </code>
        </li>
        <li>Uygulamanın gösterdiği 6 haneli kodu girin.</li>
      </ol>
      <TextField
        label="Doğrulama kodu"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        {...field('code')}
      />
      <div>
        <button type="submit" className="button" disabled={busy}>
          Etkinleştir
        </button>
      </div>
    </AdminForm>
  )
}

type DisableValues = z.infer<typeof TwoFactorDisableBody>
const disableResolver = zodResolver(TwoFactorDisableBody)

function TwoFactorDisable({ onDisabled }: { onDisabled(): void }) {
  const { api } = useAdmin()
  const { field, busy, frame } = useSecurityForm<DisableValues>(
    disableResolver,
    { password: '' },
    async (values) => {
      await api.account.twoFactorDisable(values.password)
      onDisabled()
    },
  )
  return (
    <AdminForm {...frame}>
      <TextField
        label="Şifreniz"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <div>
        <button type="submit" className="button button--danger" disabled={busy}>
          İki adımlı doğrulamayı kapat
        </button>
      </div>
    </AdminForm>
  )
}

/** /admin/security: the admin's own second factor (authenticator app, backup codes) and signed-in devices. */
export function SecurityScreen() {
  const { api, session } = useAdmin()
  const status = useTwoFactorStatus()
  const sessions = useSWR(keys.account.sessions(), () => api.account.sessions())
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null)
  const { run, running } = useAction()

  const refresh = async () => {
    await Promise.all([status.mutate(), sessions.mutate()])
  }

  const s = status.data
  return (
    <div className="stack">
      <PageHead title="Hesap güvenliği" description="İki adımlı doğrulama ve açık oturumlarınız." />

      {s?.enrolmentRequired ? (
        <p className="notice notice--warning" role="alert">
          Yönetim paneline devam etmek için iki adımlı doğrulamayı etkinleştirin. Bu adım tamamlanmadan diğer
          ekranlar açılmaz.
        </p>
      ) : null}

      <section className="panel stack" aria-labelledby="totp-title">
        <h2 id="totp-title">İki adımlı doğrulama</h2>
        {!s ? (
          <Loading
            error={status.error}
            isLoading={status.isLoading}
            loadingText="Durum yükleniyor…"
            onRetry={() => void status.mutate()}
          />
        ) : backupCodes ? (
          <>
            <p className="notice">İki adımlı doğrulama etkinleştirildi.</p>
            <BackupCodes codes={backupCodes} />
            <div>
              <button type="button" className="button" onClick={() => setBackupCodes(null)}>
                Kodları kaydettim
              </button>
            </div>
          </>
        ) : s.totpEnabled ? (
          <>
            <p>
              Doğrulama uygulaması <strong>etkin</strong>. Kalan yedek kod: {s.backupCodesLeft}.
            </p>
            <TwoFactorDisable
              onDisabled={() => {
                // With 2FA required, this session may only enrol again.
                if (session.getUser()?.staffTwoFactorRequired)
                  session.updateUser({ twoFactorEnrolmentRequired: true })
                void refresh()
              }}
            />
          </>
        ) : (
          <>
            <p>
              Girişte şifrenize ek olarak telefonunuzdaki doğrulama uygulamasının ürettiği kod istenir;
              şifreniz çalınsa bile panel açılmaz.
            </p>
            <TotpEnrolment
              onEnabled={(codes) => {
                setBackupCodes(codes)
                // This session showed the factor: the other screens open.
                session.updateUser({ twoFactorEnrolmentRequired: false })
                void refresh()
              }}
            />
          </>
        )}
      </section>

      <section className="panel stack" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">Geçiş anahtarları</h2>
        <p>
          Parmak izi, yüz tanıma ya da güvenlik anahtarıyla doğrulayın: girişte kod yerine geçiş anahtarınızı
          kullanabilirsiniz.
        </p>
        <PasskeysSection enrolling={s?.enrolmentRequired ?? false} onChanged={() => void refresh()} />
      </section>

      <section className="panel stack" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Oturumlarım</h2>
        {sessions.data ? (
          <SessionList
            sessions={sessions.data}
            busy={running !== null}
            onEnd={(session) =>
              void run('end', () => api.account.endSession(session.id), {
                success: 'Oturum kapatıldı.',
                after: () => sessions.mutate(),
              })
            }
            onEndRest={() =>
              void run('rest', () => api.account.endOtherSessions(), {
                success: 'Diğer oturumlarınız kapatıldı.',
                after: () => sessions.mutate(),
              })
            }
            endRestLabel={SESSION_TEXTS.endOthers}
          />
        ) : (
          <Loading
            error={sessions.error}
            isLoading={sessions.isLoading}
            loadingText="Oturumlar yükleniyor…"
            onRetry={() => void sessions.mutate()}
          />
        )}
      </section>
    </div>
  )
}
