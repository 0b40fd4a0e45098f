import { describe, expect, test } from 'vitest'
import { monogram } from './monogram.ts'

describe('monogram', () => {
  test("the doctor's initials come from the first and last names", () => {
    expect(monogram('Emre Kalaycıoğlu')).toBe('EK')
  })

  test('titles are skipped and middle names left out', () => {
    expect(monogram('Op. Dr. Ali Rıza Yılmaz')).toBe('AY')
  })

  test('Turkish letters upper-case the Turkish way', () => {
    expect(monogram('ismail özdemir')).toBe('İÖ')
  })

  test('one word gives one letter, nothing gives nothing', () => {
    expect(monogram('Emre')).toBe('E')
    expect(monogram('  ')).toBe('')
  })
})
