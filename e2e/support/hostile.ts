/**
 * Text a visitor or an admin could type that would run or break the page if it were written as HTML: markup, an
 * attribute breakout, a script end tag, quotes, an ampersand entity and a right-to-left override.
 */
export const HOSTILE = `"><img src=x onerror="window.__xss=1"></title></script><script>window.__xss=2</script>'&amp;\u202Eters`

/** A variant per field, so each one can be found on the page by itself. */
export const hostile = (field: string) => `${field} ${HOSTILE}`

/** Names are at most 100 characters: the same attack, shorter. */
export const HOSTILE_NAME = `"><img src=x onerror="window.__xss=6"></script>'&amp;‮`

export const HOSTILE_FIELDS = {
  title: hostile('Başlık'),
  shortDescription: hostile('Özet'),
  seoKeywords: hostile('Anahtar'),
  seoDescription: hostile('Açıklama'),
  authorName: hostile('Yazar'),
  // Tags are at most 50 characters.
  tag: `Etiket "><img src=x onerror=alert(1)>`,
  category: `Kategori ${HOSTILE_NAME}`,
  catalog: `Katalog ${HOSTILE_NAME}`,
  operationTitle: hostile('Operasyon'),
} as const

/** Rich text with things the sanitiser must drop; what it keeps is shown as HTML. */
export const HOSTILE_CONTENT = `<p>Güvenli paragraf.</p><script>window.__xss=3</script><img src="x" onerror="window.__xss=4"><a href="javascript:window.__xss=5">bağlantı</a>`
