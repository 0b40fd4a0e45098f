import { describe, expect, test } from 'vitest'
import { foldTurkish } from './fold-turkish.ts'

describe('foldTurkish', () => {
  test('every case of the dotted and dotless i folds to the same letter', () => {
    expect(['İNCE', 'ince', 'Ince', 'ınce', 'INCE'].map(foldTurkish)).toEqual(Array(5).fill('ince'))
  })

  test('Turkish letters fold to their ASCII twins in either case', () => {
    expect(foldTurkish('ŞÇĞÖÜ şçğöü')).toBe('scgou scgou')
  })

  test('a phrase with and without Turkish letters folds alike', () => {
    expect(foldTurkish('Ön Çapraz Bağ Yırtığı')).toBe(foldTurkish('on capraz bag yirtigi'))
  })

  test('combining marks typed separately are removed too', () => {
    expect(foldTurkish('S\u0327eker')).toBe('seker')
  })
})
