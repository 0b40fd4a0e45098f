import { describe, expect, it } from 'vitest'
import { foldForSearch, searchWordsIn } from './search-fold.ts'

describe('foldForSearch', () => {
  it('folds Turkish letters to ASCII', () => {
    expect(foldForSearch('tr', 'İSTANBUL Şişli')).toBe('istanbul sisli')
  })
  it('lowercases English and drops diacritics', () => {
    expect(foldForSearch('en', 'Café KNEE')).toBe('cafe knee')
  })
  it('reads Russian ё as е and lowercases', () => {
    expect(foldForSearch('ru', 'ЁЛКА ёлка')).toBe('елка елка')
    // й keeps its breve: it is a letter of its own, not an и with an accent.
    expect(foldForSearch('ru', 'Йод')).toBe('йод')
  })
  it('leaves Georgian letters as they are (no case), in one Unicode form', () => {
    expect(foldForSearch('ka', 'მუხლი')).toBe('მუხლი')
  })
})

describe('searchWordsIn', () => {
  it('keeps words of every script, drops punctuation and LIKE wildcards', () => {
    expect(searchWordsIn('ru', 'Колено, % боль_ё')).toEqual(['колено', 'боль', 'е'])
    expect(searchWordsIn('ka', 'მუხლის ტკივილი')).toEqual(['მუხლის', 'ტკივილი'])
  })
})
