import {
  BlogTranslationForm,
  GroupTranslationBody,
  OperationTranslationForm,
} from '@clinic/contract/translation'
import { describe, expect, test } from 'vitest'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from '../demo-content.ts'
import { demoTranslationsEn } from './en.ts'

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'])
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
// Letters only Turkish has: one left in the English text means a phrase was not translated.
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/

const { catalogs, categories, operations, blogs } = demoTranslationsEn
const translatedItems = [
  ...demoOperations.map((item) => ({ source: item, translation: operations[item.title] })),
  ...demoBlogs.map((item) => ({ source: item, translation: blogs[item.title] })),
]

/** The opening and closing tags in order, with the attributes of each opening tag. */
function tagSequence(html: string): string[] {
  return [...html.matchAll(/<\/?[a-zA-Z][^>]*>/g)].map((m) => m[0])
}

/** The numbers a text states (1,5 and 1.5 both give 1 and 5), sorted: translating must keep every one. */
function numbers(text: string): string[] {
  return (text.match(/\d+/g) ?? []).sort()
}

describe('English demo content', () => {
  test('is English', () => {
    expect(demoTranslationsEn.locale).toBe('en')
  })

  test('names every catalog and category, and nothing else', () => {
    expect(Object.keys(catalogs).sort()).toEqual(demoCatalogs.map((c) => c.key).sort())
    expect(Object.keys(categories).sort()).toEqual(demoCategories.map((c) => c.key).sort())
    for (const name of [...Object.values(catalogs), ...Object.values(categories)]) {
      expect(name.trim()).not.toBe('')
      expect(name).not.toMatch(TURKISH_LETTERS)
    }
  })

  test('translates every operation and post, keyed by its exact Turkish title, and nothing else', () => {
    expect(Object.keys(operations).sort()).toEqual(demoOperations.map((o) => o.title).sort())
    expect(Object.keys(blogs).sort()).toEqual(demoBlogs.map((b) => b.title).sort())
  })

  test('fills every field in English', () => {
    for (const { source, translation } of translatedItems) {
      expect(translation, source.title).toBeDefined()
      const { tags, ...texts } = { tags: [] as string[], ...translation! }
      for (const [field, value] of Object.entries(texts)) {
        expect(value.trim(), `${source.title}: ${field}`).not.toBe('')
        expect(value, `${source.title}: ${field}`).not.toMatch(TURKISH_LETTERS)
      }
      for (const tag of tags) expect(tag.trim(), source.title).not.toBe('')
    }
    for (const blog of demoBlogs) expect(blogs[blog.title]!.tags).toHaveLength(blog.tags.length)
  })

  test('translates a Turkish tag the same way in every post', () => {
    const seen = new Map<string, string>()
    for (const blog of demoBlogs) {
      blog.tags.forEach((tag, i) => {
        const english = blogs[blog.title]!.tags[i]!
        expect(seen.get(tag) ?? english, `${blog.title}: ${tag}`).toBe(english)
        seen.set(tag, english)
      })
    }
    expect(new Set(seen.values()).size).toBe(seen.size)
  })

  test('gives unique Latin slugs', () => {
    const slugs = translatedItems.map(({ translation }) => translation!.slug)
    for (const slug of slugs) expect(slug).toMatch(SLUG)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  test("passes the translation forms' checks (lengths, slug rules, reserved slugs)", () => {
    for (const name of [...Object.values(catalogs), ...Object.values(categories)]) {
      expect(GroupTranslationBody.safeParse({ name }).success, name).toBe(true)
    }
    for (const operation of Object.values(operations)) {
      const { success, error } = OperationTranslationForm.safeParse(operation)
      expect(success, `${operation.title}: ${error?.message}`).toBe(true)
    }
    for (const blog of Object.values(blogs)) {
      const { success, error } = BlogTranslationForm.safeParse({ ...blog, tags: blog.tags.join(', ') })
      expect(success, `${blog.title}: ${error?.message}`).toBe(true)
    }
  })

  test('keeps the Turkish HTML structure, the allowed tags and the links', () => {
    for (const { source, translation } of translatedItems) {
      const html = translation!.fullContent
      const names = [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b/g)].map((m) => m[1]!.toLowerCase())
      for (const name of names) expect(ALLOWED_TAGS, `${source.title}: <${name}>`).toContain(name)
      for (const m of html.matchAll(/<a\b[^>]*>/g)) expect(m[0]).toBe('<a href="/randevu">')
      expect(tagSequence(html), source.title).toEqual(tagSequence(source.fullContent))
    }
  })

  test('keeps every number of the Turkish text', () => {
    for (const { source, translation } of translatedItems) {
      for (const field of ['title', 'shortDescription', 'fullContent', 'seoDescription'] as const) {
        expect(numbers(translation![field]), `${source.title}: ${field}`).toEqual(numbers(source[field]))
      }
    }
  })
})
