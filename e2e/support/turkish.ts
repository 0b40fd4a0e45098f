import type { Locale } from '@clinic/contract/locale'
import { SiteSettingsPublic, siteConfigFor } from '@clinic/contract/site-settings'
import type { APIRequestContext } from '@playwright/test'

/** Letters Turkish has and English, Georgian and Russian do not. */
export const TURKISH_LETTERS = /[çğıöşüİÇĞÖŞÜ]/

/**
 * Common Turkish words written in letters English shares (the ones with Turkish letters are caught by those too):
 * the site's own interface words (menus, buttons, headings) and the small words of any Turkish sentence. Folded as
 * `fold` folds them; a phrase is words joined by one space.
 */
const TURKISH_WORDS = new Set(
  [
    've',
    'veya',
    'ile',
    'için',
    'bir',
    'daha',
    'olarak',
    'gibi',
    'devamını',
    'oku',
    'randevu',
    'ameliyat',
    'ameliyatlar',
    'yazı',
    'yazılar',
    'etiket',
    'etiketler',
    'ana sayfa',
    'sayfa',
    'hakkımda',
    'ara',
    'gönder',
    'tümü',
    'kategori',
    'kategoriler',
    'yorum',
    'yorumlar',
    'önceki',
    'sonraki',
    'iletişim',
    'tedavi',
    'hasta',
    'kapat',
    'tamam',
    'giriş',
    'kayıt',
    'merhaba',
    'menü',
    'tema',
    'karanlık',
    'aydınlık',
    'paylaş',
    'beğen',
    'dakika',
    'okuma',
    'klinik',
    'caddesi',
    'sokak',
    'mahallesi',
    'pazartesi',
    'cuma',
    'cumartesi',
    'pazar',
  ].map((word) => fold(word)),
)
const LONGEST_PHRASE = Math.max(...[...TURKISH_WORDS].map((w) => w.split(' ').length))

/** Lower case the Turkish way (İ → i, I → ı), then ı → i: "YAZI", "Yazı" and "yazi" fold alike. */
function fold(text: string): string {
  return text.toLocaleLowerCase('tr').replace(/ı/g, 'i')
}

/**
 * Names written the same in every language (decision 0275): the doctor's name and title (also every demo post's
 * author), the association's short name (TOTBİD, in its logo's alternative text), the Latin street names of the clinic in Türkiye and the country's own name in English. Every other text of
 * the clinic's facts has its translation; they are taken out of a page's text before it is checked. Longest first,
 * so a name is taken out before a shorter name inside it.
 */
export async function properNames(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const settings = SiteSettingsPublic.parse(await (await request.get('/api/site/settings/public')).json())
  const config = siteConfigFor(settings, locale)
  const names = [
    config.doctor.fullName,
    config.doctor.doctorName,
    config.association.shortName,
    ...config.addresses.filter((a) => a.countryCode === 'TR').map((a) => a.street),
    'Türkiye',
  ]
  return names.sort((a, b) => b.length - a.length)
}

/**
 * The text with every name (and any further meant text) taken out, and the site's own addresses: a path such as
 * "/en/randevu" (in the home's answer about booking) keeps the Turkish page names of decision 0274, an address, not
 * a text in a language.
 */
export function withoutNames(text: string, names: readonly string[]): string {
  let rest = text
  for (const name of names) if (name) rest = rest.split(name).join(' ')
  return rest.replace(/(^|[\s(])(https?:\/\/\S+|\/[\w%/.-]*)/g, '$1 ')
}

/**
 * The Turkish in a text (names already taken out): every word with a Turkish letter, and every common Turkish word or
 * phrase, whole words only, whatever their case.
 */
export function turkishIn(text: string): string[] {
  const found: string[] = []
  // Apostrophes stay inside a word: the "ve" of "I've" is not Turkish.
  const words = text.match(/[\p{L}\p{M}\p{N}'’]+/gu) ?? []
  const folded = words.map((word) => fold(word.replace(/^['’]+|['’]+$/g, '')))
  words.forEach((word, i) => {
    if (TURKISH_LETTERS.test(word)) {
      found.push(word)
      return
    }
    for (let n = 1; n <= LONGEST_PHRASE && i + n <= words.length; n++) {
      if (TURKISH_WORDS.has(folded.slice(i, i + n).join(' '))) found.push(words.slice(i, i + n).join(' '))
    }
  })
  return found
}
