import { formatDateTr } from '@clinic/ui/lib/date'
import { useEffect, useRef } from 'react'

export interface PreviewContent {
  title: string
  shortDescription: string
  /** Clean HTML from the editor (only the allow-list's tags). */
  html: string
  imageUrl: string | null
  meta: string[]
  publishedDate: string | undefined
  tags: readonly string[]
}

/**
 * The page as it will read before it is saved or published: a modal dialog (Escape or "Kapat" closes it,
 * focus comes back to the button that opened it).
 */
export function PreviewDialog(props: { content: PreviewContent | null; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const { content, onClose } = props

  useEffect(() => {
    const element = dialog.current
    if (!element || !content) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (typeof element.showModal === 'function' && !element.open) element.showModal()
    else element.setAttribute('open', '')
    return () => {
      if (typeof element.close === 'function' && element.open) element.close()
      opener?.focus()
    }
  }, [content])

  if (!content) return null
  return (
    <dialog
      ref={dialog}
      className="preview"
      aria-labelledby="preview-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="preview__bar">
        <p className="preview__label">Önizleme: henüz kaydedilmemiş hâliyle</p>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Kapat
        </button>
      </div>
      <article className="preview__article">
        <h1 id="preview-title">{content.title || 'Başlıksız'}</h1>
        <p className="preview__meta">
          {[...content.meta, formatDateTr(content.publishedDate ?? new Date())].filter(Boolean).join(' · ')}
        </p>
        {content.imageUrl ? <img className="preview__image" src={content.imageUrl} alt="" /> : null}
        {content.shortDescription ? <p className="preview__lead">{content.shortDescription}</p> : null}
        {/* The editor writes only the allow-list's tags (see @clinic/contract/rich-text); the server sanitises again. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: editor output, allow-list only */}
        <div className="preview__content" dangerouslySetInnerHTML={{ __html: content.html }} />
        {content.tags.length > 0 ? (
          <ul className="preview__tags" aria-label="Etiketler">
            {content.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </article>
    </dialog>
  )
}
