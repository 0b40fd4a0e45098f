/**
 * A big count as a Turkish reader says it: 2100 → "2,1 bin", 3 971 000 → "3,97 milyon", 950 → "950".
 * Intl's tr-TR compact notation with its long words (the short "B" reads as "billion" to many), up to two decimals.
 */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('tr-TR', {
    notation: 'compact',
    compactDisplay: 'long',
    maximumFractionDigits: 2,
  }).format(value)
}
