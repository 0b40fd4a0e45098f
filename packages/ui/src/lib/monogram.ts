/**
 * The initials of a name for a monogram where a portrait is missing: the first letter of the first and last words,
 * upper-cased the Turkish way ("Emre Kalaycıoğlu" → "EK", "ismail özdemir" → "İÖ"); titles such as "Op. Dr." are
 * skipped.
 */
export function monogram(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !word.endsWith('.'))
  const first = words[0]
  if (first === undefined) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('tr-TR')
}
