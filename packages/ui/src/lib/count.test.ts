import { describe, expect, test } from 'vitest'
import { formatCount } from './count.ts'

describe('formatCount', () => {
  test('thousands read as "bin" with a decimal comma', () => {
    expect(formatCount(2100)).toBe('2,1 bin')
  })

  test('millions read as "milyon" with two decimals at most', () => {
    expect(formatCount(3_971_000)).toBe('3,97 milyon')
  })

  test('small numbers stay whole', () => {
    expect(formatCount(950)).toBe('950')
  })
})

describe('formatCount in the site’s other languages', () => {
  test('each language says the count its own way', () => {
    expect(formatCount(2100, 'en')).toBe('2.1 thousand')
    expect(formatCount(3_971_000, 'ru')).toBe('3,97 миллиона')
    expect(formatCount(2100, 'ka')).toBe('2,1 ათასი')
    expect(formatCount(2100, 'tr')).toBe(formatCount(2100))
  })
})
