import { LOCALES } from '@clinic/contract/locale'
import { describe, expect, test } from 'vitest'
import { formatDateTr } from '../date.ts'
import * as texts from '../texts.ts'
import { formatDate } from './dates.ts'
import { CATALOGUES, fill, messages, plural } from './index.ts'
import { tr } from './tr.ts'

/** Every text of a catalogue by its dotted key ("menu.home", "about.areas.0", "blog.tagLead.other"). */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key))
  return [[path, value]]
}

/** The key without a plural form: "blog.tagLead.one" and "blog.tagLead.other" are one text. */
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
const textKey = (key: string) => {
  const parts = key.split('.')
  return PLURAL_FORMS.has(parts.at(-1) ?? '') ? parts.slice(0, -1).join('.') : key
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the message catalogues (decision 0272)', () => {
  const turkishKeys = new Set(leaves(tr).map(([key]) => textKey(key)))

  test.each(LOCALES)('%s has every Turkish text and no other', (locale) => {
    // The typecheck already refuses a missing key; this also catches a list of another length.
    const keys = new Set(leaves(CATALOGUES[locale]).map(([key]) => textKey(key)))
    expect([...keys].sort()).toEqual([...turkishKeys].sort())
  })

  test.each(LOCALES)('%s has no empty text', (locale) => {
    const empty = leaves(CATALOGUES[locale]).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    )
    expect(empty).toEqual([])
  })

  test.each(LOCALES.filter((l) => l !== 'tr'))('%s fills the same {placeholders} as Turkish', (locale) => {
    const turkish = new Map(leaves(tr).map(([key, value]) => [textKey(key), placeholders(String(value))]))
    for (const [key, value] of leaves(CATALOGUES[locale])) {
      // A count's text may leave {count} out in a form that needs no number ("one article").
      const expected = (turkish.get(textKey(key)) ?? []).filter((name) => name !== 'count')
      const actual = placeholders(String(value)).filter((name) => name !== 'count')
      expect({ key, names: actual }).toEqual({ key, names: expected })
    }
  })

  test('Georgian texts are written in Mkhedruli, Russian ones in Cyrillic', () => {
    const georgian = /[\u10D0-\u10FF]/
    const cyrillic = /[\u0400-\u04FF]/
    expect(messages('ka').menu.home).toMatch(georgian)
    expect(messages('ru').menu.home).toMatch(cyrillic)
    // Mtavruli (capital Georgian, U+1C90…) is not used for running text.
    expect(leaves(CATALOGUES.ka).some(([, v]) => /[\u1C90-\u1CBF]/.test(String(v)))).toBe(false)
  })

  test('an unknown locale falls back to Turkish', () => {
    expect(messages('xx')).toBe(tr)
  })

  test('the spec texts of texts.ts are the Turkish catalogue’s (the admin imports them)', () => {
    expect(texts.PROCEDURE_NOTICE).toBe(tr.article.procedureNotice)
    expect(texts.PROCEDURE_NOTICE).toBe(
      'Her cerrahi veya girişimsel işlemde sonuçlar kişiden kişiye değişiklik gösterebilir. İşlem öncesinde hekiminizden detaylı görüş almanız önerilir.',
    )
    expect(texts.APPOINTMENT_TITLE).toBe('Online Randevu Sistemi')
    expect(texts.SEARCH_NO_RESULT).toBe('There is no result.')
    expect(texts.MOST_READ_BLOGS_TITLE).toBe('En Fazla Okunan Bloglar')
  })
})

describe('fill and plural', () => {
  test('fill puts values in their places and leaves unknown ones', () => {
    expect(fill(tr.pagination.status, { current: 2, last: 5 })).toBe('Sayfa 2 / 5')
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}')
  })

  test('Turkish keeps the noun singular after a number', () => {
    expect(plural('tr', tr.operations.count, 1)).toBe('1 operasyon')
    expect(plural('tr', tr.operations.count, 5)).toBe('5 operasyon')
  })

  test('Russian takes one, few and many forms', () => {
    const forms = messages('ru').operations.count
    expect(plural('ru', forms, 1)).toBe('1 операция')
    expect(plural('ru', forms, 3)).toBe('3 операции')
    expect(plural('ru', forms, 5)).toBe('5 операций')
    expect(plural('ru', forms, 21)).toBe('21 операция')
    expect(plural('ru', messages('ru').comments.count, 12)).toBe('12 комментариев')
  })

  test('English takes one and other', () => {
    expect(plural('en', messages('en').comments.count, 1)).toBe('1 comment')
    expect(plural('en', messages('en').comments.count, 2)).toBe('2 comments')
  })
})

describe('formatDate: each locale’s long format, in the practice’s time zone', () => {
  const day = '2026-11-22T10:00:00Z'
  test.each([
    ['tr', '22 Kasım 2026'],
    ['en', '22 November 2026'],
    ['ka', '22 ნოემბერი, 2026'],
    ['ru', '22 ноября 2026 г.'],
  ])('%s → %s', (locale, expected) => {
    expect(formatDate(locale, day, messages(locale).dates)).toBe(expected)
  })

  test('Turkish gives what formatDateTr gives', () => {
    for (const value of [day, '2026-11-21T22:30:00Z', Date.UTC(2026, 7, 30, 12), null, 'yarın'])
      expect(formatDate('tr', value, tr.dates)).toBe(formatDateTr(value))
  })

  test('the day is Istanbul’s in every language', () => {
    expect(formatDate('en', '2026-11-21T22:30:00Z', messages('en').dates)).toBe('22 November 2026')
  })

  test('a missing or broken date reads in the page’s language', () => {
    expect(formatDate('en', null, messages('en').dates)).toBe('No date given')
    expect(formatDate('ru', 'yarın', messages('ru').dates)).toBe('Неверная дата')
  })
})
