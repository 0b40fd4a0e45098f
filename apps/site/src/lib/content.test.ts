import type { Blog } from '@clinic/contract/blog'
import { blogFixture } from '@clinic/contract/fixtures'
import { describe, expect, test } from 'vitest'
import { groupTags, tagHref, tagSlug } from './content.ts'

const post = (id: number, tags: string[]): Blog =>
  blogFixture({
    id,
    slug: `yazi-${id}`,
    title: `Yazı ${id}`,
    tags,
  })

describe('tags', () => {
  test('a tag gets a Turkish-folded URL segment', () => {
    expect(tagSlug('Diz Ağrısı')).toBe('diz-agrisi')
    expect(tagHref('İyileşme')).toBe('/tag/iyilesme')
  })

  test('spellings of one tag share a page, shown as the newest post writes it, each post once', () => {
    const groups = groupTags([post(3, ['İyileşme', 'iyileşme']), post(2, ['IYILEŞME']), post(1, ['Diz'])])
    expect(groups.map((g) => [g.slug, g.name, g.posts.map((p) => p.id)])).toEqual([
      ['iyilesme', 'İyileşme', [3, 2]],
      ['diz', 'Diz', [1]],
    ])
  })

  test('a tag with no letters or digits is left out rather than given an empty URL', () => {
    expect(groupTags([post(1, ['!!!'])]).every((g) => g.slug !== '')).toBe(true)
  })
})
