import { DEFAULT_LOCALE, LOCALE_TURKISH_NAMES, type Locale } from '@clinic/contract/locales'
import type { PreviewKind, PreviewLinkCreated, PreviewLinkSummary } from '@clinic/contract/preview'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useToast } from '@clinic/ui/use-toast'
import { useId, useState } from 'react'
import useSWR from 'swr'
import { Loading } from '../components/load-state.tsx'
import { formatDateTimeTr } from '../lib/format.ts'
import { useAdmin } from '../services.tsx'
import './previews.css'

/** "Son geçerlilik: 27 Kasım 2026 09:00" (no suffix to agree with the hour). */
export const validUntil = (expiresAt: string) => `Son geçerlilik: ${formatDateTimeTr(expiresAt)}`

/**
 * "Önizleme bağlantısı" (issue 24, decision 0285): a private link that shows the item in one language as the site
 * page it will be, to someone without an account (the doctor, on a phone). A new link is shown once with "Kopyala"
 * (its token is not kept); the active links can be revoked ("İptal et").
 */
export function PreviewLinks(props: {
  kind: PreviewKind
  /** A live item's links; or, for a new item not created yet, its draft's (decision 0286: Turkish only). */
  owner: { itemId: number } | { draftId: number }
  /** The languages the item can be previewed in: Türkçe and each translation it has. */
  locales: readonly Locale[]
}) {
  const { kind, owner, locales } = props
  const ownerKey = 'itemId' in owner ? `item-${owner.itemId}` : `draft-${owner.draftId}`
  const { api } = useAdmin()
  const toast = useToast()
  const baseId = useId()
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE)
  const [creating, setCreating] = useState(false)
  const [revoking, setRevoking] = useState<number | null>(null)
  const [created, setCreated] = useState<PreviewLinkCreated | null>(null)
  const list = useSWR(['previewLinks', kind, ownerKey] as const, () =>
    'itemId' in owner
      ? api.previewLinks.list(kind, owner.itemId)
      : api.previewLinks.listForDraft(kind, owner.draftId),
  )
  const active: PreviewLinkSummary[] = list.data ?? []

  async function create() {
    setCreating(true)
    try {
      const link =
        'itemId' in owner
          ? await api.previewLinks.create(kind, owner.itemId, locale)
          : await api.previewLinks.createForDraft(kind, owner.draftId)
      setCreated(link)
      await list.mutate()
    } catch (error) {
      toast.error(errorMessage(error), { duration: 8000 })
    } finally {
      setCreating(false)
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Bağlantı kopyalandı.')
    } catch {
      toast.error('Kopyalanamadı: bağlantıyı seçip kendiniz kopyalayın.')
    }
  }

  async function revoke(link: PreviewLinkSummary) {
    setRevoking(link.id)
    try {
      if ('itemId' in owner) await api.previewLinks.revoke(kind, owner.itemId, link.id)
      else await api.previewLinks.revokeForDraft(kind, owner.draftId, link.id)
      if (created?.id === link.id) setCreated(null)
      toast.success('Önizleme bağlantısı iptal edildi.')
      await list.mutate()
    } catch (error) {
      toast.error(errorMessage(error), { duration: 8000 })
    } finally {
      setRevoking(null)
    }
  }

  const headingId = `${baseId}-heading`
  const urlId = `${baseId}-url`
  return (
    <section className="panel preview-links" aria-labelledby={headingId}>
      <h2 id={headingId}>Önizleme bağlantısı</h2>
      <p className="preview-links__hint">
        Sayfayı yayımlamadan, sitede görüneceği gibi gösterir. Bağlantıyı alan herkes giriş yapmadan açabilir;
        süresi dolunca ya da iptal edince açılmaz.
      </p>
      <div className="preview-links__create">
        {locales.length > 1 ? (
          <label className="preview-links__locale">
            <span>Dil</span>
            <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
              {locales.map((one) => (
                <option key={one} value={one}>
                  {LOCALE_TURKISH_NAMES[one]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="button" className="button" disabled={creating} onClick={() => void create()}>
          {creating ? 'Oluşturuluyor…' : 'Önizleme bağlantısı oluştur'}
        </button>
      </div>
      {created ? (
        <div className="preview-links__new" role="status">
          <label htmlFor={urlId}>
            Yeni bağlantı ({LOCALE_TURKISH_NAMES[created.locale]}) · {validUntil(created.expiresAt)}
          </label>
          <div className="preview-links__url">
            <input
              id={urlId}
              type="text"
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button--ghost" onClick={() => void copy(created.url)}>
              Kopyala
            </button>
          </div>
          <p className="preview-links__hint">
            Bağlantı yalnızca şimdi gösterilir, sonra yeniden görüntülenemez: şimdi kopyalayın. Gerekirse
            yenisini oluşturun.
          </p>
        </div>
      ) : null}
      <h3 className="preview-links__subhead">Etkin bağlantılar</h3>
      {list.data === undefined ? (
        <Loading
          error={list.error}
          loadingText="Bağlantılar yükleniyor…"
          failedPrefix="Bağlantılar alınamadı: "
          onRetry={() => void list.mutate()}
        />
      ) : active.length === 0 ? (
        <p className="preview-links__empty">Etkin önizleme bağlantısı yok.</p>
      ) : (
        <ul className="preview-links__list">
          {active.map((link) => (
            <li key={link.id} className="preview-links__item">
              <span className="preview-links__meta">
                {LOCALE_TURKISH_NAMES[link.locale]} · {validUntil(link.expiresAt)}
                {link.createdBy ? ` · ${link.createdBy}` : ''}
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={revoking !== null}
                aria-label={`İptal et: ${LOCALE_TURKISH_NAMES[link.locale]}, ${validUntil(link.expiresAt)}`}
                onClick={() => void revoke(link)}
              >
                {revoking === link.id ? 'İptal ediliyor…' : 'İptal et'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
