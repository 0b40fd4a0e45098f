import { describe, expect, test } from 'vitest'
import { ILLUSTRATIONS, illustrationKey, illustrationSvg } from './illustrations.ts'

describe('illustrationKey', () => {
  test.each([
    ['Diz Cerrahisi', 'diz'],
    ['Omuz Cerrahisi', 'omuz'],
    ['Kalça Cerrahisi', 'kalca'],
    ['KALÇA PROTEZİ', 'kalca'],
    ['Omurga ve Duruş', 'omurga'],
    ['Bel Fıtığı', 'omurga'],
    ['El ve El Bileği Cerrahisi', 'el'],
    ['Ayak ve Ayak Bileği Cerrahisi', 'ayak'],
  ] as const)('"%s" is drawn as %s', (name, key) => {
    expect(illustrationKey(name)).toBe(key)
  })

  test('a slug works as well as a name', () => {
    expect(illustrationKey(null, 'el-ve-el-bilegi-cerrahisi')).toBe('el')
    expect(illustrationKey(undefined, 'kalca-cerrahisi')).toBe('kalca')
  })

  test('a catalog of no body area gets the neutral drawing, and no word is matched inside another', () => {
    expect(illustrationKey('Spor Yaralanmaları')).toBe('genel')
    expect(illustrationKey('Belirti ve Elektroterapi')).toBe('genel')
    expect(illustrationKey(null)).toBe('genel')
  })
})

describe('illustrationSvg', () => {
  test('every drawing is decorative line art in the text colour, so both themes colour it', () => {
    for (const key of Object.keys(ILLUSTRATIONS) as (keyof typeof ILLUSTRATIONS)[]) {
      const svg = illustrationSvg(key)
      expect(svg).toContain('stroke="currentColor"')
      expect(svg).toContain('fill="none"')
      expect(svg).toContain('aria-hidden="true"')
      expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b/i)
    }
  })
})
