import '@clinic/ui/styles/article.css'
import { useState } from 'react'
import type { Content, ContentResource } from '../content-form/kinds.ts'

/** Wide screens show the Turkish text open beside the form; phones start with it closed above the form. */
const WIDE = '(min-width: 1100px)'

/**
 * The Turkish text a translation is made from, read-only: title, short description, content, tags and SEO texts,
 * in a disclosure the translator can close (closed at first on a phone, where it sits above the form).
 */
export function SourceText({ kind, item }: { kind: ContentResource; item: Content }) {
  const [open] = useState(() => window.matchMedia?.(WIDE).matches ?? true)
  const tags = 'tags' in item ? item.tags : []
  return (
    <details className="panel translation-source" open={open}>
      <summary className="translation-source__summary">Türkçe metin (kaynak)</summary>
      <dl className="translation-source__fields">
        <dt>Başlık</dt>
        <dd lang="tr">{item.title}</dd>
        <dt>Kısa ad</dt>
        <dd>{item.slug}</dd>
        {item.shortDescription ? (
          <>
            <dt>Kısa açıklama</dt>
            <dd lang="tr">{item.shortDescription}</dd>
          </>
        ) : null}
        {kind.hasTags && tags.length > 0 ? (
          <>
            <dt>Etiketler</dt>
            <dd lang="tr">{tags.join(', ')}</dd>
          </>
        ) : null}
        {item.seoKeywords ? (
          <>
            <dt>SEO anahtar kelimeleri</dt>
            <dd lang="tr">{item.seoKeywords}</dd>
          </>
        ) : null}
        {item.seoDescription ? (
          <>
            <dt>SEO açıklaması</dt>
            <dd lang="tr">{item.seoDescription}</dd>
          </>
        ) : null}
      </dl>
      {item.fullContent ? (
        <div className="translation-source__content">
          <p className="translation-source__label">Metin</p>
          {/* The server's sanitised rich text (the same allow-list the editor writes). */}
          <div className="prose" lang="tr" dangerouslySetInnerHTML={{ __html: item.fullContent }} />
        </div>
      ) : null}
    </details>
  )
}
