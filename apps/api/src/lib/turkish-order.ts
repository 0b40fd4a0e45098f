/** The Turkish alphabet in order, with q, w and x (loanwords) where the Latin alphabet has them. */
const ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz'
/** Circumflexed vowels (hâlâ, îtiraf, Ûmit) sort as the plain vowel. */
const SAME_AS: Record<string, string> = { â: 'a', î: 'i', û: 'u' }
/** Letters become characters of a private-use run, in alphabet order: never written in a title. */
const KEY_START = 0xe000

function keyTable(): { from: string; to: string } {
  let from = ''
  let to = ''
  const add = (letter: string, key: string) => {
    from += letter + letter.toLocaleUpperCase('tr-TR')
    to += key + key
  }
  for (const [i, letter] of [...ALPHABET].entries()) add(letter, String.fromCodePoint(KEY_START + i))
  for (const [letter, plain] of Object.entries(SAME_AS)) add(letter, to[from.indexOf(plain)]!)
  return { from, to }
}

/**
 * The arguments of SQL's `translate(title, from, to)` that give a title's Turkish sort key: each letter, either case
 * (I is ı, İ is i), becomes one character in alphabet order, so comparing keys code point by code point (`collate
 * "C"`) puts c < ç < d, g < ğ < h, ı < i, o < ö < p, s < ş < t, u < ü < v, ignoring case. Digits, spaces and
 * punctuation come before letters. It needs no ICU collation, which PGlite does not have.
 */
export const TURKISH_ORDER = keyTable()

/** The same key in JavaScript, for tests: what `translate(text, from, to)` answers. */
export function turkishOrderKey(text: string): string {
  return [...text]
    .map((ch) => {
      const at = TURKISH_ORDER.from.indexOf(ch)
      return at === -1 ? ch : TURKISH_ORDER.to[at]
    })
    .join('')
}
