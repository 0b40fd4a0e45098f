import { expect, test } from 'vitest'
import { formatIstanbul, formatIstanbulTime, fromIstanbulInput, toIstanbulInput } from './istanbul-time.ts'

test('an Istanbul wall-clock input becomes ISO with +03:00, and back', () => {
  expect(fromIstanbulInput('2026-11-27T09:00')).toBe('2026-11-27T09:00:00+03:00')
  expect(new Date(fromIstanbulInput('2026-11-27T09:00')!).toISOString()).toBe('2026-11-27T06:00:00.000Z')
  expect(toIstanbulInput('2026-11-27T06:00:00.000Z')).toBe('2026-11-27T09:00')
  // Across midnight and the year's end: 22:30 UTC on 31 December is 01:30 on 1 January in Istanbul.
  expect(toIstanbulInput(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01T01:30')
  // Summer and winter alike: Turkey keeps UTC+3 all year.
  expect(toIstanbulInput('2026-07-01T06:00:00Z')).toBe('2026-07-01T09:00')
})

test('impossible dates and other shapes are refused', () => {
  expect(fromIstanbulInput('2026-02-30T09:00')).toBeUndefined()
  expect(fromIstanbulInput('2026-11-27T24:00')).toBeUndefined()
  expect(fromIstanbulInput('27.11.2026 09:00')).toBeUndefined()
  expect(fromIstanbulInput('')).toBeUndefined()
})

test('a schedule reads in Turkish, the year only when it is not this year', () => {
  const now = new Date('2026-11-26T20:00:00Z')
  expect(formatIstanbul('2026-11-27T06:00:00Z', now)).toBe('27 Kasım 09:00')
  expect(formatIstanbul('2027-01-05T21:15:00Z', now)).toBe('6 Ocak 2027 00:15')
  expect(formatIstanbulTime('2026-11-26T11:32:00Z')).toBe('14:32')
})
