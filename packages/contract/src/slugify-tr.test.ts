import { describe, expect, it, test } from 'vitest'
import { slugifyFor, slugifyTr, uniqueSlug } from './slugify-tr.ts'

describe('slugifyTr', () => {
  test('Turkish letters become their ASCII twins', () => {
    expect(slugifyTr('Çğıİöşü ÇĞIÖŞÜ')).toBe('cgiiosu-cgiosu')
  })

  test('punctuation and spaces collapse into single hyphens', () => {
    expect(slugifyTr('  Diz Ağrısı: Nedenleri & Tedavisi?  ')).toBe('diz-agrisi-nedenleri-tedavisi')
  })

  test('an all-digit title does not give a slug that looks like an id', () => {
    expect(slugifyTr('2026')).toBe('icerik-2026')
  })

  test('a title that is a fixed route segment gets a slug that cannot be shadowed by it', () => {
    expect(slugifyTr('Search')).toBe('icerik-search')
    expect(slugifyTr('ADMİN')).toBe('icerik-admin')
    expect(slugifyTr('Admin paneli')).toBe('admin-paneli')
  })

  test('a title with no letters or digits still gets a slug', () => {
    expect(slugifyTr('!!!')).toBe('icerik')
  })

  test('long titles are cut at a word boundary hyphen, not left dangling', () => {
    const slug = slugifyTr('kelime '.repeat(30))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })
})

describe('uniqueSlug', () => {
  test('a taken slug gets the next free number', async () => {
    const taken = new Set(['menisku', 'menisku-2'])
    expect(await uniqueSlug('menisku', async (s) => taken.has(s))).toBe('menisku-3')
  })

  test('a free slug is kept as it is', async () => {
    expect(await uniqueSlug('kalca', async () => false)).toBe('kalca')
  })
})

describe('slugifyFor', () => {
  it('transliterates Russian and Georgian titles to Latin', () => {
    expect(slugifyFor('ru', 'Разрыв мениска: лечение')).toBe('razryv-meniska-lechenie')
    expect(slugifyFor('ru', 'Щёки и шея')).toBe('shcheki-i-sheya')
    expect(slugifyFor('ka', 'მუხლის ტკივილი')).toBe('mukhlis-tkivili')
  })
  it('keeps the Latin letters of an English title and its rules', () => {
    expect(slugifyFor('en', 'Knee Pain: Café Guide')).toBe('knee-pain-cafe-guide')
    expect(slugifyFor('en', 'Search')).toBe('icerik-search')
    expect(slugifyFor('ru', '!!!')).toBe('icerik')
  })
})
