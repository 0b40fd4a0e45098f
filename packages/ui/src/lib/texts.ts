/** docs/spec §2 (screens) and docs/spec §8 (errors): fixed texts, kept in one place so both apps say the same thing. */

export const HOME_OPERATIONS_LOADING = 'Operasyon verileri yükleniyor...'
export const HOME_OPERATIONS_EMPTY = 'Şu anda gösterilecek operasyon bulunmamaktadır.'
export const HOME_BLOG_EMPTY = 'Blog verisi bulunamadı'

export const APPOINTMENT_TITLE = 'Online Randevu Sistemi'
/** Required on every procedure page (health advertising rules). */
export const PROCEDURE_NOTICE =
  'Her cerrahi veya girişimsel işlemde sonuçlar kişiden kişiye değişiklik gösterebilir. İşlem öncesinde hekiminizden detaylı görüş almanız önerilir.'
export const SIDEBAR_PAGES_TITLE = 'Sayfalar'

export const MOST_READ_BLOGS_TITLE = 'En Fazla Okunan Bloglar'
export const MOST_READ_BLOGS_EMPTY = 'En çok okunan blog bulunamadı.'
export const MOST_READ_OPERATIONS_TITLE = 'En Fazla Okunan Operasyon'
export const MOST_READ_OPERATIONS_EMPTY = 'En çok okunan operasyon bulunamadı.'

/** Logged with console.error (docs/spec §8). */
export const MOST_READ_BLOGS_ERROR_LOG = 'En çok okunan bloglar çekilemedi'
export const MOST_READ_OPERATIONS_ERROR_LOG = 'En çok okunan operasyonlar çekilemedi'

export const SEARCH_PLACEHOLDER = 'Ara'
/** The theme's search texts, in English as the spec gives them. */
export const SEARCH_NO_RESULT = 'There is no result.'
export const SEARCH_ERROR = 'There was some error.'

/** docs/spec §4: the home lists' states. */
export type LoadState = 'loading' | 'loaded' | 'empty' | 'error'
