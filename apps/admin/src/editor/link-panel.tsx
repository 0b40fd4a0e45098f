import { useEffect, useId, useRef, useState } from 'react'
import { panelKeyHandler } from './panel-keys.ts'
import type { SearchSite, SitePlace } from './site-search.ts'
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
  /** "Sitede ara": the site's pages, posts and operations; without it the picker is not offered. */
  searchSite?: SearchSite | undefined
}

/**
 * The link form: a small non-modal dialog above the text (not a <form>: the editor sits inside the page's own
 * form, and Enter here must not submit that one).
 */
export function LinkPanel({
  id,
  current,
  asksForText,
  onApply,
  onRemove,
  onClose,
  searchSite,
}: LinkPanelProps) {
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
      {searchSite ? (
        <SitePicker
          searchSite={searchSite}
          onPick={(place) => {
            setUrl(place.href)
            setError(null)
            if (asksForText && text.trim() === '') setText(place.label)
            urlRef.current?.focus()
          }}
        />
      ) : null}
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

/**
 * "Sitede ara": a combobox over the site's pages, posts and operations. Arrow keys move through the results,
 * Enter picks one (its address goes into "Adres"), Escape closes the list first and the panel after.
 */
function SitePicker({ searchSite, onPick }: { searchSite: SearchSite; onPick(place: SitePlace): void }) {
  const ids = useId()
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<SitePlace[] | null>(null)
  const [active, setActive] = useState(-1)
  const [failed, setFailed] = useState(false)
  const asked = useRef(0)
  // The list is asked for once the field is used (focus or typing), not when the panel opens.
  const opened = useRef(false)

  useEffect(() => {
    if (!opened.current && query === '') return
    opened.current = true
    const ask = ++asked.current
    // Until the new words' answer arrives, Enter picks nothing (not a result of the words before).
    setActive(-1)
    const timer = setTimeout(
      () => {
        searchSite(query)
          .then((found) => {
            if (ask !== asked.current) return
            setResults(found)
            setActive(found.length > 0 ? 0 : -1)
            setFailed(false)
          })
          .catch(() => {
            if (ask === asked.current) setFailed(true)
          })
      },
      query === '' ? 0 : 250,
    )
    return () => clearTimeout(timer)
  }, [query, searchSite])

  const open = results !== null
  const pick = (place: SitePlace) => {
    opened.current = false
    onPick(place)
    setResults(null)
    setQuery('')
  }

  return (
    <div className="rte__field site-picker">
      <label htmlFor={`${ids}-search`}>Sitede ara</label>
      <input
        id={`${ids}-search`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={`${ids}-results`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${ids}-result-${active}` : undefined}
        aria-describedby={`${ids}-search-hint`}
        value={query}
        onFocus={() => {
          if (opened.current) return
          opened.current = true
          searchSite(query).then(
            (found) => {
              setResults(found)
              setActive(found.length > 0 ? 0 : -1)
            },
            () => setFailed(true),
          )
        }}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (!open) return
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            const step = event.key === 'ArrowDown' ? 1 : -1
            const count = results.length
            if (count > 0) setActive((index) => (index + step + count) % count)
          } else if (event.key === 'Enter') {
            event.preventDefault()
            event.stopPropagation()
            const place = results[active]
            if (place) pick(place)
          } else if (event.key === 'Escape') {
            event.preventDefault()
            event.stopPropagation()
            setResults(null)
          }
        }}
      />
      <p className="rte__hint" id={`${ids}-search-hint`}>
        Sayfa, blog yazısı ya da operasyon adı yazın; ok tuşlarıyla seçip Enter’a basın.
      </p>
      {open ? (
        <div
          className="site-picker__results"
          id={`${ids}-results`}
          role="listbox"
          aria-label="Sitedeki sonuçlar"
        >
          {results.length === 0 ? (
            <div
              className="site-picker__empty"
              role="option"
              tabIndex={-1}
              aria-disabled="true"
              aria-selected="false"
            >
              Sonuç yok.
            </div>
          ) : (
            results.map((place, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the combobox (arrows, Enter)
              <div
                key={place.href}
                tabIndex={-1}
                id={`${ids}-result-${index}`}
                role="option"
                aria-selected={index === active}
                className={
                  index === active ? 'site-picker__option site-picker__option--active' : 'site-picker__option'
                }
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
              >
                <span className="site-picker__label">{place.label}</span>
                <span className="site-picker__meta">
                  {place.kind} · {place.href}
                </span>
              </div>
            ))
          )}
        </div>
      ) : null}
      {failed ? (
        <p className="rte__error" role="alert">
          Sitede aranamadı; adresi elle yazabilirsiniz.
        </p>
      ) : null}
    </div>
  )
}
