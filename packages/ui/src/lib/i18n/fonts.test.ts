import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { CATALOGUES } from './index.ts'

/**
 * The Cyrillic and Georgian faces of fonts.css (decision 0272): self-hosted, swapped in, and loaded only by pages
 * with their script, because a browser fetches a face only for characters inside its unicode-range.
 */
// Read from the package's root, where vitest runs (jsdom gives this module no file: URL).
const stylesheet = path.resolve('src/styles/fonts.css')
const css = readFileSync(stylesheet, 'utf8')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body ?? '')
const descriptor = (face: string, name: string) => face.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim()

/** "U+0400-045F, U+2116" → a test for a code point. */
function inRange(range: string) {
  const spans = range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
    return [Number.parseInt(from ?? '', 16), Number.parseInt(to ?? from ?? '', 16)] as const
  })
  return (codePoint: number) => spans.some(([from, to]) => codePoint >= from && codePoint <= to)
}

const faceFor = (file: string) => {
  const face = faces.find((f) => f.includes(file))
  if (!face) throw new Error(`no @font-face for ${file}`)
  return face
}
const scriptFaces = { ru: faceFor('inter-cyrillic-wght.woff2'), ka: faceFor('noto-sans-georgian-wght.woff2') }
const textOf = (locale: keyof typeof CATALOGUES) => JSON.stringify(CATALOGUES[locale])
const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0) ?? 0)

describe('the Cyrillic and Georgian faces', () => {
  test.each(Object.entries(scriptFaces))(
    '%s: in the Inter family, swapped in, self-hosted, with a unicode-range',
    (_, face) => {
      expect(descriptor(face, 'font-family')).toBe('"Inter"')
      expect(descriptor(face, 'font-display')).toBe('swap')
      expect(descriptor(face, 'unicode-range')).toBeTruthy()
      const url = face.match(/url\("([^"]+)"\)/)?.[1] ?? ''
      expect(url).toMatch(/^\.\/fonts\/[\w-]+\.woff2$/)
      expect(existsSync(path.resolve(path.dirname(stylesheet), url))).toBe(true)
    },
  )

  test('no Turkish or English text reaches either range: those pages never download them', () => {
    for (const face of Object.values(scriptFaces)) {
      const covers = inRange(descriptor(face, 'unicode-range') ?? '')
      for (const locale of ['tr', 'en'] as const)
        expect(codePoints(textOf(locale)).filter(covers)).toEqual([])
    }
  })

  test('Russian texts need the Cyrillic face and not the Georgian one; Georgian texts the other way round', () => {
    const cyrillic = inRange(descriptor(scriptFaces.ru, 'unicode-range') ?? '')
    const georgian = inRange(descriptor(scriptFaces.ka, 'unicode-range') ?? '')
    expect(codePoints(textOf('ru')).some(cyrillic)).toBe(true)
    expect(codePoints(textOf('ru')).some(georgian)).toBe(false)
    expect(codePoints(textOf('ka')).some(georgian)).toBe(true)
    expect(codePoints(textOf('ka')).some(cyrillic)).toBe(false)
  })

  test('the Turkish face keeps serving every other character', () => {
    const turkish = faceFor('inter-tr-wght.woff2')
    expect(descriptor(turkish, 'font-display')).toBe('swap')
    // Declared first: the script faces, declared after it, are tried first for their own characters.
    expect(css.indexOf('inter-tr-wght.woff2')).toBeLessThan(css.indexOf('inter-cyrillic-wght.woff2'))
  })
})
