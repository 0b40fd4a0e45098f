import type { PasskeyInfo } from '@clinic/contract/account'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { formatSessionTime } from '@clinic/ui/session-list'
import { useConfirm } from '@clinic/ui/use-confirm'
import { startRegistration } from '@simplewebauthn/browser'
import { useId, useState } from 'react'
import useSWR from 'swr'
import { useAction } from '../../lib/use-action.ts'
import { useAdmin } from '../../services.tsx'

const PASSKEYS_KEY = ['account', 'passkeys'] as const

/**
 * Passkeys as the second factor: the list, "Geçiş anahtarı ekle" (the password again, except while enrolling the
 * first factor) and removal. The browser's own dialog does the rest (@simplewebauthn/browser).
 */
export function PasskeysSection({ enrolling, onChanged }: { enrolling: boolean; onChanged(): void }) {
  const { api, session } = useAdmin()
  const list = useSWR(PASSKEYS_KEY, () => api.account.passkeys())
  const confirm = useConfirm()
  const { run, running } = useAction()
  const [password, setPassword] = useState('')
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const passwordId = useId()
  const nameId = useId()

  async function add() {
    setError(null)
    setAdding(true)
    try {
      const options = await api.account.passkeyOptions(enrolling ? undefined : password)
      const response = await startRegistration({ optionsJSON: options as never })
      await list.mutate(await api.account.addPasskey(response, name.trim() || undefined), {
        revalidate: false,
      })
      setPassword('')
      setName('')
      session.updateUser({ twoFactorEnrolmentRequired: false })
      onChanged()
    } catch (failure) {
      setError(errorMessage(failure, 'Geçiş anahtarı eklenemedi. Lütfen tekrar deneyin.'))
    } finally {
      setAdding(false)
    }
  }

  async function remove(passkey: PasskeyInfo) {
    const ok = await confirm({
      title: `«${passkey.name}» geçiş anahtarı kaldırılsın mı?`,
      message: 'Bu anahtarla artık giriş doğrulanamaz.',
      confirmLabel: 'Kaldır',
    })
    if (!ok) return
    await run(passkey.id, () => api.account.removePasskey(passkey.id), {
      success: 'Geçiş anahtarı kaldırıldı.',
      after: async () => {
        await list.mutate()
        onChanged()
      },
    })
  }

  return (
    <div className="stack">
      {list.data && list.data.length > 0 ? (
        <ul className="session-list__items" data-testid="passkeys">
          {list.data.map((p) => (
            <li key={p.id} className="session-list__item">
              <p className="session-list__device">
                <strong>{p.name}</strong>
              </p>
              <p className="session-list__meta">
                Eklenme: {formatSessionTime(p.createdAt)} · Son kullanım:{' '}
                {p.lastUsedAt ? formatSessionTime(p.lastUsedAt) : 'Henüz kullanılmadı'}
              </p>
              <button
                type="button"
                className="button button--ghost"
                disabled={running !== null}
                aria-label={`Kaldır: ${p.name}`}
                onClick={() => void remove(p)}
              >
                Kaldır
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Kayıtlı geçiş anahtarı yok.</p>
      )}
      {error ? (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={nameId}>
          Anahtarın adı (isteğe bağlı)
        </label>
        <input
          id={nameId}
          className="field__control"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      {enrolling ? null : (
        <div className="field">
          <label className="field__label" htmlFor={passwordId}>
            Şifreniz
          </label>
          <input
            id={passwordId}
            className="field__control"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      )}
      <div>
        <button type="button" className="button" disabled={adding} onClick={() => void add()}>
          Geçiş anahtarı ekle
        </button>
      </div>
    </div>
  )
}
