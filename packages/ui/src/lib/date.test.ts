import { describe, expect, test } from 'vitest'
import { formatDateTr } from './date.ts'

describe('formatDateTr (docs/spec §2)', () => {
  test('a date is written in Turkish long format', () => {
    expect(formatDateTr('2026-11-22T10:00:00Z')).toBe('22 Kasım 2026')
    expect(formatDateTr(new Date('2026-01-05T12:00:00Z'))).toBe('5 Ocak 2026')
    expect(formatDateTr(Date.UTC(2026, 7, 30, 12))).toBe('30 Ağustos 2026')
  })

  test('the day is the practice’s (Istanbul) day, whatever the machine’s time zone', () => {
    expect(formatDateTr('2026-11-21T22:30:00Z')).toBe('22 Kasım 2026')
  })

  test.each([null, undefined, '', '   '])("a missing date (%j) reads 'Tarih belirtilmemiş'", (value) => {
    expect(formatDateTr(value)).toBe('Tarih belirtilmemiş')
  })

  test.each(['yarın', '2026-13-45', Number.NaN, new Date('x')])(
    "an unparsable date (%j) reads 'Geçersiz tarih'",
    (value) => {
      expect(formatDateTr(value)).toBe('Geçersiz tarih')
    },
  )

  test("a date whose formatting throws reads 'Tarih formatı hatası'", () => {
    // `format` is a getter handing out a bound function: the getter is what is replaced, for this test only.
    const proto = Intl.DateTimeFormat.prototype
    const original = Object.getOwnPropertyDescriptor(proto, 'format')!
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get: () => () => {
        throw new RangeError('Incorrect locale information provided')
      },
    })
    try {
      expect(formatDateTr('2026-11-22T10:00:00Z')).toBe('Tarih formatı hatası')
    } finally {
      Object.defineProperty(proto, 'format', original)
    }
    expect(formatDateTr('2026-11-22T10:00:00Z')).toBe('22 Kasım 2026')
  })
})
