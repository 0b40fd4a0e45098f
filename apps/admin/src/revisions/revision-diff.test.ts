import { describe, expect, test } from 'vitest'
import { compareRevisions, htmlToText, valueText } from './revision-diff.ts'

describe('htmlToText', () => {
  test('rich text is compared as a reader sees it: blocks on lines, tags gone, entities decoded', () => {
    expect(
      htmlToText(
        '<h2>Neden?</h2><p>Diz <strong>ağrısı</strong> &amp; şişlik</p><ul><li>Bir</li><li>İki</li></ul>',
      ),
    ).toBe('Neden?\nDiz ağrısı & şişlik\nBir\nİki')
  })
})

describe('compareRevisions', () => {
  test('a changed text marks its deleted and inserted words; unchanged fields are not changed', () => {
    const fields = compareRevisions(
      { title: 'Diz ağrısı nedir', slug: 'diz', fullContent: '<p>Eski metin burada</p>', isActive: true },
      {
        title: 'Diz ağrısı nasıl geçer',
        slug: 'diz',
        fullContent: '<p>Yeni metin burada</p>',
        isActive: false,
      },
    )
    const byField = Object.fromEntries(fields.map((field) => [field.field, field]))
    expect(fields.map((field) => field.label)).toEqual(['Başlık', 'Kısa ad (slug)', 'İçerik', 'Yayın durumu'])
    expect(byField.slug).toMatchObject({ changed: false, parts: [{ text: 'diz', change: 'same' }] })
    const title = byField.title!
    expect(title.changed).toBe(true)
    expect(title.parts.filter((p) => p.change === 'removed').map((p) => p.text.trim())).toEqual(['nedir'])
    expect(title.parts.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['nasıl geçer'])
    expect(byField.fullContent!.before).toBe('Eski metin burada')
    expect(byField.fullContent!.parts.find((p) => p.change === 'added')?.text).toBe('Yeni')
    expect(byField.isActive).toMatchObject({ before: 'Yayında', after: 'Yayında değil', changed: true })
  })

  test('values read as words: tags as a list, switches, empty as a dash, groups by name', () => {
    const groups = new Map([[2, 'Diz']])
    expect(valueText('tags', ['Diz', 'Spor'])).toBe('Diz, Spor')
    expect(valueText('allowComments', false)).toBe('Kapalı')
    expect(valueText('seoDescription', null)).toBe('—')
    expect(valueText('categoryId', 2, groups)).toBe('Diz')
    expect(valueText('categoryId', 9, groups)).toBe('#9')
    expect(valueText('publishedDate', '2026-05-14T06:05:00.000Z')).toMatch(/14 Mayıs 2026 09:05/)
  })
})
