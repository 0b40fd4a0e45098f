import { useEffect, useId, useRef, useState } from 'react'
import { panelKeyHandler } from './panel-keys.ts'
import { linkUrlFromInput } from './urls.ts'

export const LINK_URL_ERROR =
  'Geçerli bir bağlantı girin: https:// ile başlayan bir adres, sitenin bir sayfası (/randevu), sayfadaki bir bölüm (#bolum), bir e-posta adresi ya da telefon numarası.'

export interface LinkValue {
  url: string
  newTab: boolean
  /** Only when nothing is selected: the words the new link shows (the address itself when left empty). */
  text: string
}

export interface LinkPanelProps {
  id: string
  /** The link the caret is in, if any (then "Bağlantıyı kaldır" is offered). */
  current: { url: string; newTab: boolean } | null
  /** No text is selected: the panel asks for the words to show. */
  asksForText: boolean
  onApply(value: LinkValue): void
  onRemove(): void
  onClose(): void
}

/**
 * The link form: a small non-modal dialog above the text (not a <form>: the editor sits inside the page's own
 * form, and Enter here must not submit that one).
 */
export function LinkPanel({ id, current, asksForText, onApply, onRemove, onClose }: LinkPanelProps) {
  const ids = useId()
  const [url, setUrl] = useState(current?.url ?? '')
  const [newTab, setNewTab] = useState(current?.newTab ?? false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const urlRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    urlRef.current?.focus()
    urlRef.current?.select()
  }, [])

  function apply() {
    const href = linkUrlFromInput(url)
    if (href === null) {
      setError(LINK_URL_ERROR)
      urlRef.current?.focus()
      return
    }
    onApply({ url: href, newTab, text: text.trim() })
  }

  const onKeyDown = panelKeyHandler({ close: onClose, submit: apply })

  return (
    <div id={id} className="rte__panel" role="dialog" aria-labelledby={`${ids}-title`} onKeyDown={onKeyDown}>
      <p className="rte__panel-title" id={`${ids}-title`}>
        {current ? 'Bağlantıyı düzenle' : 'Bağlantı ekle'}
      </p>
      <div className="rte__field">
        <label htmlFor={`${ids}-url`}>Adres</label>
        <input
          ref={urlRef}
          id={`${ids}-url`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          aria-invalid={error !== null}
          aria-describedby={error ? `${ids}-error` : `${ids}-hint`}
          onChange={(event) => {
            setUrl(event.target.value)
            setError(null)
          }}
        />
        {error ? (
          <p className="rte__error" id={`${ids}-error`} role="alert">
            {error}
          </p>
        ) : (
          <p className="rte__hint" id={`${ids}-hint`}>
            Örnek: https://ornek.com, /randevu, #bolum, ad@ornek.com ya da +90 212 555 00 00
          </p>
        )}
      </div>
      {asksForText ? (
        <div className="rte__field">
          <label htmlFor={`${ids}-text`}>Görünen metin</label>
          <input
            id={`${ids}-text`}
            type="text"
            autoComplete="off"
            value={text}
            aria-describedby={`${ids}-text-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="rte__hint" id={`${ids}-text-hint`}>
            Boş bırakılırsa adresin kendisi görünür.
          </p>
        </div>
      ) : null}
      <label className="rte__check">
        <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
        Yeni sekmede aç
      </label>
      <div className="rte__panel-actions">
        <button type="button" className="button" onClick={apply}>
          {current ? 'Kaydet' : 'Bağlantı ekle'}
        </button>
        {current ? (
          <button type="button" className="button button--ghost" onClick={onRemove}>
            Bağlantıyı kaldır
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={onClose}>
          Vazgeç
        </button>
      </div>
    </div>
  )
}
