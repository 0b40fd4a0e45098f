/**
 * Text a visitor or an admin could type that would run or break the page if it were written as HTML: markup, an
 * attribute breakout, a script end tag, quotes, an ampersand entity and a right-to-left override.
 */
export const HOSTILE = `"><img src=x onerror="window.__xss=1"></title></script><script>window.__xss=2</script>'&amp;\u202Eters`

/**
 * What no layout may let through sideways at any width (e2e/site/widths.spec.ts): one unbroken word, an e-mail address
 * and a web address far wider than a phone.
 */
export const LONG_WORD = 'Ortopedikrehabilitasyonvefizyoterapiprogramlarıhakkındaayrıntılıbilgilendirme'
export const LONG_EMAIL = 'cok.uzun.bir.eposta.adresi.ornegi.hasta.iletisim@uzun-bir-alan-adi-ornegi.example'
/** Names are at most 100 characters: a shorter unbroken word for them. */
export const LONG_NAME_WORD = 'Artroskopikmenisküsonarımı'

/** A variant per field, so each one can be found on the page by itself. */
export const hostile = (field: string) => `${field} ${HOSTILE}`
const wide = (field: string) => `${hostile(field)} ${LONG_WORD}`

/** Names are at most 100 characters: the same attack, shorter. */
export const HOSTILE_NAME = `"><img src=x onerror="window.__xss=6"></script>'&amp;‮`

export const HOSTILE_FIELDS = {
  title: wide('Başlık'),
  shortDescription: `${wide('Özet')} ${LONG_EMAIL}`,
  seoKeywords: hostile('Anahtar'),
  seoDescription: hostile('Açıklama'),
  authorName: `Yazar ${HOSTILE_NAME} ${LONG_NAME_WORD}`,
  // Tags are at most 50 characters.
  tag: `Etiket "><img src=x onerror=alert(1)>`,
  category: `Kategori ${HOSTILE_NAME} ${LONG_NAME_WORD}`,
  catalog: `Katalog ${HOSTILE_NAME} ${LONG_NAME_WORD}`,
  operationTitle: wide('Operasyon'),
} as const

/** Rich text with things the sanitiser must drop; what it keeps is shown as HTML. */
export const HOSTILE_CONTENT = `<p>Güvenli paragraf.</p><p>${LONG_WORD} ${LONG_EMAIL} https://www.example.com/${LONG_WORD}/${LONG_WORD}</p><script>window.__xss=3</script><img src="x" onerror="window.__xss=4"><a href="javascript:window.__xss=5">bağlantı</a>`
