const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
}

/**
 * Folds text for matching: Turkish-aware lowercase (İ→i, I→ı), then Turkish and circumflexed letters to ASCII, so
 * "İSTANBUL", "istanbul", "Istanbul" and "ıstanbul" all become "istanbul", and "Şişli" equals "sisli".
 */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFC')
    .replace(/[çğıöşüâîû]/g, (ch) => TURKISH_TO_ASCII[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}
