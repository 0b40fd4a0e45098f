import { describe, expect, test } from 'vitest'
import { TURKISH_ORDER, turkishOrderKey } from './turkish-order.ts'

const byKey = (a: string, b: string) => {
  const [x, y] = [turkishOrderKey(a), turkishOrderKey(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

describe('Turkish sort key', () => {
  test('from and to are the same length, one character for one (as translate needs)', () => {
    expect([...TURKISH_ORDER.from].length).toBe([...TURKISH_ORDER.to].length)
  })

  test('titles sort in the Turkish alphabet, ignoring case, as tr-TR collation would', () => {
    const titles = [
      'Zayıflama',
      'şişlik',
      'Sırt Ağrısı',
      'Omuz',
      'Öksürük',
      'İnce Bağ',
      'Ilık Duş',
      'çocuk',
      'Cilt',
      'Dirsek',
      'Ağrı',
      'Üst Ekstremite',
      'Uyku',
      'Ğ',
      'Gece',
    ]
    const expected = [...titles].sort((a, b) => a.localeCompare(b, 'tr-TR', { sensitivity: 'base' }))
    expect([...titles].sort(byKey)).toEqual(expected)
  })

  test('I is ı and İ is i; a circumflexed vowel is its plain vowel', () => {
    expect(turkishOrderKey('ILIK')).toBe(turkishOrderKey('ılık'))
    expect(turkishOrderKey('İNCE')).toBe(turkishOrderKey('ince'))
    expect(turkishOrderKey('Hâlâ')).toBe(turkishOrderKey('hala'))
  })

  test('a shorter title comes before a longer one that starts with it; digits come before letters', () => {
    expect(['Diz Ağrısı', 'Diz', '2 Haftada Diz'].sort(byKey)).toEqual(['2 Haftada Diz', 'Diz', 'Diz Ağrısı'])
  })
})
