import { describe, expect, test } from 'vitest'
import { richTextToPlain, sanitizeRichText } from './sanitize-rich-text.ts'

describe('sanitizeRichText', () => {
  test('script tags and their content are removed', () => {
    expect(sanitizeRichText('<p>Merhaba</p><script>alert(1)</script>')).toBe('<p>Merhaba</p>')
  })

  test('event handler attributes are removed', () => {
    expect(sanitizeRichText('<img src="https://x.test/a.jpg" onerror="alert(1)">')).not.toContain('onerror')
    expect(sanitizeRichText('<p onclick="alert(1)">a</p>')).toBe('<p>a</p>')
  })

  test('javascript: and data: URLs do not survive', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript')
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i)
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain('data:')
  })

  test('iframes, styles and forms are dropped', () => {
    const out = sanitizeRichText(
      '<iframe src="https://x.test"></iframe><style>p{}</style><form><input></form><p>ok</p>',
    )
    expect(out).toBe('<p>ok</p>')
  })

  test('the editor formatting the admin uses is kept', () => {
    const html =
      '<h2>Başlık</h2><p><strong>kalın</strong> <em>eğik</em> <a href="/randevu">randevu</a></p><ul><li>a</li></ul>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  test('links opening a new tab get rel noopener', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    )
  })
})

describe('richTextToPlain', () => {
  test('keeps the words and drops the markup', () => {
    expect(richTextToPlain('<h2>Diz</h2><p>Ağrı &amp; şişlik</p>')).toBe('Diz Ağrı & şişlik')
  })
})
