import { describe, expect, test } from 'vitest'
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_BLOCK_TAGS,
  RICH_TEXT_HEADINGS,
  RICH_TEXT_INLINE_TAGS,
  RICH_TEXT_TAG_ALIASES,
  RICH_TEXT_TAGS,
} from './rich-text.ts'

describe('the rich-text list', () => {
  test('every tag is listed once, as a block or an inline tag', () => {
    expect(new Set(RICH_TEXT_TAGS).size).toBe(RICH_TEXT_TAGS.length)
    expect([...RICH_TEXT_TAGS].sort()).toEqual([...RICH_TEXT_BLOCK_TAGS, ...RICH_TEXT_INLINE_TAGS].sort())
  })

  test('the headings the editor offers are on the list, and h1 is not (the page title is)', () => {
    for (const heading of RICH_TEXT_HEADINGS) expect(RICH_TEXT_TAGS).toContain(heading)
    expect(RICH_TEXT_TAGS).not.toContain('h1')
  })

  test('attributes are given only for listed tags, and never class, style or a handler', () => {
    for (const [tag, names] of Object.entries(RICH_TEXT_ATTRIBUTES)) {
      expect(RICH_TEXT_TAGS).toContain(tag)
      for (const name of names ?? []) expect(name).not.toMatch(/^(class|style|on.*)$/i)
    }
  })

  test('an alias is a tag off the list that becomes one on it', () => {
    for (const [from, to] of Object.entries(RICH_TEXT_TAG_ALIASES)) {
      expect(RICH_TEXT_TAGS).not.toContain(from)
      expect(RICH_TEXT_TAGS).toContain(to)
    }
  })
})
