/**
 * How the page may look in a search result: the title (cut where search engines cut it), the address, the
 * description (or the short description, which the site uses when there is none).
 */
export function SeoPreview(props: { title: string; url: string; description: string }) {
  return (
    <figure className="seo-preview">
      <figcaption className="seo-preview__caption">Arama sonucu önizlemesi</figcaption>
      <p className="seo-preview__url">{props.url}</p>
      <p className="seo-preview__title">{clip(props.title || 'Başlık', 60)}</p>
      <p className="seo-preview__description">{clip(props.description || 'Açıklama yok.', 160)}</p>
    </figure>
  )
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text
}
