import type { DraftKind } from '@clinic/contract/draft'
import { formatIstanbul, fromIstanbulInput, toIstanbulInput } from '@clinic/contract/istanbul-time'
import { LOCALE_TURKISH_NAMES, type Locale } from '@clinic/contract/locales'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useToast } from '@clinic/ui/use-toast'
import { useId, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { useAdmin } from '../services.tsx'
import { unpublishKey, unpublishListKey } from './draft-list.ts'
import { IstanbulTimeField } from './istanbul-time-field.tsx'
import './drafts.css'

/**
 * "Yayından kaldırma zamanı" (issue 24, item 3; decision 0286): a live item (Türkçe) or one translation is taken off
 * the site at a time entered as Istanbul time, by the server's sweep, with nobody logged in. Shows the time set
 * ("Yayından kalkacak: 28 Kasım 09:00") with "Zamanı kaldır"; the server refuses a past time (its Turkish message).
 */
export function UnpublishAt(props: { kind: DraftKind; itemId: number; locale: Locale; now?: Date }) {
  const { kind, itemId, locale } = props
  const { api } = useAdmin()
  const toast = useToast()
  const { mutate } = useSWRConfig()
  const inputId = useId()
  const headingId = `${inputId}-heading`
  const current = useSWR(unpublishKey(kind, itemId, locale), () =>
    api.drafts.unpublishOf(kind, itemId, locale),
  )
  const [when, setWhen] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const at = current.data?.unpublishAt ?? null

  async function send(value: string | null) {
    setBusy(true)
    setError(null)
    try {
      const saved = await api.drafts.setUnpublish(kind, itemId, locale, value)
      await current.mutate(saved, { revalidate: false })
      void mutate(unpublishListKey(kind))
      setWhen('')
      toast.success(value ? 'Yayından kaldırma zamanı kaydedildi.' : 'Yayından kaldırma zamanı kaldırıldı.')
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  function save() {
    const iso = fromIstanbulInput(when)
    if (!iso) {
      setError('Geçerli bir tarih ve saat girin.')
      return
    }
    void send(iso)
  }

  const title = locale === 'tr' ? 'Yayından kaldırma' : `Yayından kaldırma (${LOCALE_TURKISH_NAMES[locale]})`
  return (
    <section className="panel unpublish-at" aria-labelledby={headingId}>
      <h2 id={headingId} className="unpublish-at__title">
        {title}
      </h2>
      {at ? (
        <div className="unpublish-at__row">
          <p className="unpublish-at__current" role="status">
            Yayından kalkacak: {formatIstanbul(at, props.now)} (İstanbul saatiyle)
          </p>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void send(null)}
          >
            Zamanı kaldır
          </button>
        </div>
      ) : null}
      <IstanbulTimeField
        id={inputId}
        className="unpublish-at__row"
        label="Yayından kaldırma zamanı (İstanbul saatiyle)"
        value={when}
        error={error}
        onFocus={() => {
          if (!when) setWhen(toIstanbulInput(at ?? new Date(Date.now() + 24 * 3_600_000)))
        }}
        onChange={setWhen}
        saveLabel={at ? 'Zamanı değiştir' : 'Zamanı kaydet'}
        saveDisabled={busy || !when}
        onSave={save}
      />
    </section>
  )
}
