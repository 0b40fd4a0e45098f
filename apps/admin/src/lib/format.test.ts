import { describe, expect, test } from 'vitest'
import { displayPath, formatDateTimeTr, formatDuration } from './format.ts'

describe('formatDuration', () => {
  test('writes seconds with a Turkish decimal comma, minutes past a minute', () => {
    expect(formatDuration(1400)).toBe('1,4 sn')
    expect(formatDuration(0)).toBe('0,0 sn')
    expect(formatDuration(59_949)).toBe('59,9 sn')
    expect(formatDuration(60_000)).toBe('1 dk')
    expect(formatDuration(125_000)).toBe('2 dk 5 sn')
  })

  test('writes a dash for an unknown duration', () => {
    expect(formatDuration(null)).toBe('—')
    expect(formatDuration(-5)).toBe('—')
  })
})

describe('formatDateTimeTr', () => {
  test('writes the day as the site does and the time in Istanbul', () => {
    expect(formatDateTimeTr('2026-05-14T06:05:00Z')).toBe('14 Mayıs 2026 09:05')
    expect(formatDateTimeTr('2026-12-31T22:30:00Z')).toBe('1 Ocak 2027 01:30')
  })

  test('keeps the spec’s texts for missing and invalid dates', () => {
    expect(formatDateTimeTr(null)).toBe('Tarih belirtilmemiş')
    expect(formatDateTimeTr('dün')).toBe('Geçersiz tarih')
  })
})

describe('displayPath', () => {
  test('an address is shown decoded, as a person reads it', () => {
    expect(displayPath('https://klinik.example/blog/%E2%80%A6')).toBe('https://klinik.example/blog/…')
    expect(displayPath('/blog/menisk%C3%BCs')).toBe('/blog/menisküs')
  })

  test('an address that cannot be decoded is shown as it is', () => {
    expect(displayPath('/blog/%E2%80')).toBe('/blog/%E2%80')
  })
})
