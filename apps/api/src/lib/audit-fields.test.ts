import { expect, test } from 'vitest'
import {
  changedFields,
  clinicDayEnd,
  clinicDayStart,
  csvCell,
  MAX_KEPT_TEXT,
  redact,
} from './audit-fields.ts'

test('redaction drops secret fields and message bodies at any depth and cuts long text', () => {
  expect(
    redact({
      title: 'Başlık',
      Password: 'x',
      newPassword: 'y',
      password_hash: 'z',
      jwtSecret: 's',
      refreshToken: 't',
      twoFactor: { otp: '123456', recoveryCodes: ['a'], enabled: true },
      message: 'gövde',
      content: 'a'.repeat(MAX_KEPT_TEXT + 10),
      at: new Date('2026-01-01T00:00:00Z'),
      skip: undefined,
    }),
  ).toEqual({
    title: 'Başlık',
    twoFactor: { enabled: true },
    content: `${'a'.repeat(MAX_KEPT_TEXT)}…`,
    at: '2026-01-01T00:00:00.000Z',
  })
})

test('only the fields that changed are kept, on both sides', () => {
  expect(changedFields({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2], c: 'x', d: true })).toEqual({
    before: { b: [1], d: null },
    after: { b: [2], d: true },
  })
  expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: null, after: null })
})

test('a CSV cell a spreadsheet would run as a formula is defused, and quoting follows RFC 4180', () => {
  expect(csvCell('=1+1')).toBe("'=1+1")
  expect(csvCell('+90 532')).toBe("'+90 532")
  expect(csvCell('-2')).toBe("'-2")
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  expect(csvCell('a,"b"')).toBe('"a,""b"""')
  expect(csvCell(null)).toBe('')
  expect(csvCell({ isActive: true })).toBe('"{""isActive"":true}"')
})

test('a clinic day runs from midnight to midnight in Istanbul', () => {
  expect(clinicDayStart('2026-03-10').toISOString()).toBe('2026-03-09T21:00:00.000Z')
  expect(clinicDayEnd('2026-03-10').toISOString()).toBe('2026-03-10T21:00:00.000Z')
  expect(clinicDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z')
})
