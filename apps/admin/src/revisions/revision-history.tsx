import { DEFAULT_LOCALE, LOCALE_TURKISH_NAMES, LOCALES, type Locale } from '@clinic/contract/locales'
import type { RevisionKind, RevisionSummary } from '@clinic/contract/revision'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useConfirm } from '@clinic/ui/use-confirm'
import { useToast } from '@clinic/ui/use-toast'
import { useId, useState } from 'react'
import useSWR from 'swr'
import { Loading } from '../components/load-state.tsx'
import { useAdmin } from '../services.tsx'
import { RevisionComparison } from './revision-comparison.tsx'
import type { GroupNames } from './revision-diff.ts'
import { revisionKeys, revisionLine } from './revision-keys.ts'
import './revisions.css'

/**
 * "Geçmiş" (issue 24, decision 0281): an item's revisions in one language, newest first. Two chosen are compared
 * field by field; "Bu sürümü geri yükle" asks first, restores through the API (a new revision) and tells the screen,
 * which reloads its form with the restored values.
 */
export function RevisionHistory(props: {
  kind: RevisionKind
  itemId: number
  /** The languages offered (Türkçe first); the screen's SITE languages. */
  locales?: readonly Locale[]
  groups?: GroupNames
  onRestored(locale: Locale): Promise<void> | void
}) {
  const { kind, itemId } = props
  const { api } = useAdmin()
  const confirm = useConfirm()
  const toast = useToast()
  const baseId = useId()
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE)
  const [chosen, setChosen] = useState<number[]>([])
  const [restoring, setRestoring] = useState<number | null>(null)
  // Closed at first: the history is read when it is opened, not with every form.
  const [open, setOpen] = useState(false)
  const list = useSWR(open ? revisionKeys.list(kind, itemId, locale) : null, () =>
    api.revisions.list(kind, itemId, locale),
  )
  const revisions = list.data ?? []

  function toggle(id: number, on: boolean) {
    // Two at most: a third choice replaces the one chosen first.
    setChosen((now) =>
      on ? [...now.filter((one) => one !== id), id].slice(-2) : now.filter((one) => one !== id),
    )
  }

  async function restore(revision: RevisionSummary) {
    const agreed = await confirm({
      title: 'Bu sürüm geri yüklensin mi?',
      message: `${revisionLine(revision)} sürümü («${revision.summary}») kaydedilir ve sitede yayımlanır. Şimdiki hâli geçmişte kalır; istediğinizde ona da dönebilirsiniz.`,
      confirmLabel: 'Geri yükle',
      cancelLabel: 'Vazgeç',
    })
    if (!agreed) return
    setRestoring(revision.id)
    try {
      await api.revisions.restore(kind, itemId, revision.id)
      toast.success('Sürüm geri yüklendi.')
      setChosen([])
      await list.mutate()
      await props.onRestored(revision.locale)
    } catch (error) {
      toast.error(errorMessage(error), { duration: 8000 })
    } finally {
      setRestoring(null)
    }
  }

  const [older, newer] = [...chosen].sort((a, b) => a - b)
  const headingId = `${baseId}-heading`
  return (
    <section className="panel revision-history" aria-labelledby={headingId}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="revision-history__summary">
          <h2 id={headingId}>Geçmiş</h2>
          <span className="revision-history__hint">Kayıtlı sürümler, karşılaştırma ve geri yükleme</span>
        </summary>
        <div className="revision-history__body">
          <div className="revision-history__head">
            <label className="revision-history__locale">
              <span>Dil</span>
              <select
                value={locale}
                onChange={(event) => {
                  setLocale(event.target.value as Locale)
                  setChosen([])
                }}
              >
                {(props.locales ?? LOCALES).map((one) => (
                  <option key={one} value={one}>
                    {LOCALE_TURKISH_NAMES[one]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="revision-history__hint">
            Her kayıt bir sürüm bırakır. Karşılaştırmak için iki sürüm seçin.
          </p>
          {list.data === undefined ? (
            <Loading
              error={list.error}
              loadingText="Geçmiş yükleniyor…"
              failedPrefix="Geçmiş alınamadı: "
              onRetry={() => void list.mutate()}
            />
          ) : revisions.length === 0 ? (
            <p className="revision-history__empty">Bu dilde henüz kayıtlı bir sürüm yok.</p>
          ) : (
            <ol className="revision-list">
              {revisions.map((revision, index) => {
                const checkboxId = `${baseId}-pick-${revision.id}`
                return (
                  <li key={revision.id} className="revision-list__item">
                    <input
                      type="checkbox"
                      id={checkboxId}
                      checked={chosen.includes(revision.id)}
                      onChange={(event) => toggle(revision.id, event.target.checked)}
                    />
                    <label htmlFor={checkboxId} className="revision-list__label">
                      <span className="revision-list__summary">{revision.summary || '—'}</span>
                      <span className="revision-list__meta">
                        {revisionLine(revision)}
                        {index === 0 ? ' · Şu anki hâli' : ''}
                      </span>
                    </label>
                    {index > 0 ? (
                      <button
                        type="button"
                        className="button button--ghost revision-list__restore"
                        disabled={restoring !== null}
                        aria-describedby={checkboxId}
                        onClick={() => void restore(revision)}
                      >
                        {restoring === revision.id ? 'Geri yükleniyor…' : 'Bu sürümü geri yükle'}
                      </button>
                    ) : null}
                  </li>
                )
              })}
            </ol>
          )}
          {older !== undefined && newer !== undefined ? (
            <RevisionComparison
              kind={kind}
              itemId={itemId}
              olderId={older}
              newerId={newer}
              groups={props.groups}
            />
          ) : chosen.length === 1 ? (
            <p className="revision-history__hint" role="status">
              Karşılaştırmak için bir sürüm daha seçin.
            </p>
          ) : null}
        </div>
      </details>
    </section>
  )
}
