import { describe, expect, test } from 'vitest'
import { searchTextOf, searchWords } from './search-text.ts'

describe('searchWords', () => {
  test('folds Turkish letters and case and splits on anything but letters and digits', () => {
    expect(searchWords('  Diz AĞRISI, %menisküs_')).toEqual(['diz', 'agrisi', 'meniskus'])
  })

  test('a query of punctuation only has no words', () => {
    expect(searchWords(" %_' ")).toEqual([])
  })

  test('at most eight words are used', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
  })
})

describe('searchTextOf', () => {
  test('joins the folded title, short description, plain content and tags', () => {
    expect(
      searchTextOf({
        title: 'Işık Tedavisi',
        shortDescription: 'Kısa',
        fullContent: '<h2>Başlık</h2><p>İçerik</p>',
        tags: ['Ağrı'],
      }),
    ).toBe('isik tedavisi kisa baslik icerik agri')
  })

  test('missing fields leave no words behind', () => {
    expect(searchTextOf({ title: 'Diz', shortDescription: null, fullContent: null }).trim()).toBe('diz')
  })
})
