import { formatDateTr } from '@clinic/ui/lib/date'
import '@clinic/ui/styles/article.css'
import { useEffect, useRef } from 'react'

export interface PreviewContent {
  title: string
  shortDescription: string
  /** Clean HTML from the editor (only the allow-list's tags). */
  html: string
  imageUrl: string | null
  /** The author as the site shows it (the practice doctor unless the form names someone). */
  authorName: string
  /** The category's or catalog's name, or the site's default for none. */
  section: string
  publishedDate: string | undefined
  tags: readonly string[]
  /** The notice the site shows after the text (posts and operations: PROCEDURE_NOTICE), or null. */
  notice: string | null
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
  const date = content.publishedDate ?? new Date().toISOString()
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
      {/* The site's article markup and classes (apps/site/src/components/Article.astro), styled by the same
          stylesheet (@clinic/ui/styles/article.css) in the site's font and the current theme. */}
      <div className="preview__page">
        <article className="card article">
          {content.imageUrl ? (
            <img className="article__image preview__image" src={content.imageUrl} alt="" />
          ) : null}
          <div className="article__body">
            <h1 className="article__title" id="preview-title">
              {content.title || 'Başlıksız'}
            </h1>
            <div className="meta article__meta">
              <span>{content.authorName}</span>
              <time dateTime={date}>{formatDateTr(date)}</time>
              <span className="chip">{content.section}</span>
            </div>
            {content.shortDescription ? <p className="lead">{content.shortDescription}</p> : null}
            {/* The editor writes only the allow-list's tags (see @clinic/contract/rich-text); the server sanitises again. */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: content.html }} />
            {content.tags.length > 0 ? (
              <ul className="tag-list" aria-label="Etiketler">
                {content.tags.map((tag) => (
                  <li key={tag}>
                    <span className="chip">#{tag}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {content.notice ? (
              <p className="notice" role="note">
                <svg
                  className="icon"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <circle cx="12" cy="12" r="9" />
                  <path d="M12 11v5M12 8h.01" />
                </svg>
                <span>{content.notice}</span>
              </p>
            ) : null}
          </div>
        </article>
      </div>
    </dialog>
  )
}
