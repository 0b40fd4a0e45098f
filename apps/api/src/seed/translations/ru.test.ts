import { Slug } from '@clinic/contract/common'
import {
  BlogTranslationForm,
  GroupTranslationBody,
  OperationTranslationForm,
} from '@clinic/contract/translation'
import { describe, expect, test } from 'vitest'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from '../demo-content.ts'
import type { DemoTextTranslation } from './demo-translations.ts'
import { demoTranslationsRu } from './ru.ts'

const { catalogs, categories, operations, blogs } = demoTranslationsRu
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'])
const CYRILLIC = /[а-яё]/i
/** Letters of Turkish that Russian never uses: a sentence left untranslated. */
const TURKISH_LETTERS = /[çğışöüÇĞİŞÖÜ]/

/** Each translated text with the Turkish text it translates. */
const texts: { turkish: DemoTextTranslation & { tags?: string[] }; russian: DemoTextTranslation }[] = [
  ...demoOperations.map((op) => ({ turkish: { ...op, slug: '' }, russian: operations[op.title]! })),
  ...demoBlogs.map((blog) => ({ turkish: { ...blog, slug: '' }, russian: blogs[blog.title]! })),
]

function tagNames(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b/g)].map((m) => m[1]!.toLowerCase())
}

/** The numbers of a text (durations, ages, degrees), in order of size: a translation keeps every one. */
function numbers(text: string): string[] {
  return (text.match(/\d+(?:,\d+)?/g) ?? []).sort()
}

function textFields(t: DemoTextTranslation & { tags?: string[] }): [string, string][] {
  return [
    ['title', t.title],
    ['shortDescription', t.shortDescription],
    ['fullContent', t.fullContent],
    ['seoKeywords', t.seoKeywords],
    ['seoDescription', t.seoDescription],
    ...(t.tags ?? []).map((tag, i): [string, string] => [`tags[${i}]`, tag]),
  ]
}

describe('Russian demo content', () => {
  test('translates every catalog, category, operation and post, and nothing else', () => {
    expect(demoTranslationsRu.locale).toBe('ru')
    expect(Object.keys(catalogs).sort()).toEqual(demoCatalogs.map((c) => c.key).sort())
    expect(Object.keys(categories).sort()).toEqual(demoCategories.map((c) => c.key).sort())
    expect(Object.keys(operations).sort()).toEqual(demoOperations.map((op) => op.title).sort())
    expect(Object.keys(blogs).sort()).toEqual(demoBlogs.map((blog) => blog.title).sort())
  })

  test('catalog and category names are Russian and valid for the API', () => {
    for (const names of [catalogs, categories]) {
      for (const [key, name] of Object.entries(names)) {
        expect(name, key).toMatch(CYRILLIC)
        expect(name, key).not.toMatch(TURKISH_LETTERS)
        expect(GroupTranslationBody.safeParse({ name }).success, key).toBe(true)
      }
    }
    expect(new Set(Object.values(catalogs)).size).toBe(demoCatalogs.length)
    expect(new Set(Object.values(categories)).size).toBe(demoCategories.length)
  })

  test('slugs are Latin, valid for the API and unique', () => {
    const slugs = texts.map(({ russian }) => russian.slug)
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(Slug.safeParse(slug).success, slug).toBe(true)
    }
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  test('every text field is filled, Russian and within the form limits', () => {
    for (const { turkish, russian } of texts) {
      for (const [field, value] of textFields(russian)) {
        expect(value.trim(), `${turkish.title}: ${field}`).not.toBe('')
        expect(value, `${turkish.title}: ${field}`).toMatch(CYRILLIC)
        expect(value, `${turkish.title}: ${field}`).not.toMatch(TURKISH_LETTERS)
      }
      const tags = 'tags' in russian ? (russian.tags as string[]) : undefined
      const form = tags ? BlogTranslationForm : OperationTranslationForm
      const parsed = form.safeParse({ ...russian, tags: tags?.join(', ') })
      expect(parsed.error?.issues, turkish.title).toBeUndefined()
      expect(tags?.length, turkish.title).toBe(turkish.tags?.length)
    }
  })

  test('fullContent keeps the Turkish HTML structure, its links and its numbers', () => {
    for (const { turkish, russian } of texts) {
      const tags = tagNames(russian.fullContent)
      for (const tag of tags) expect(ALLOWED_TAGS, `${turkish.title}: <${tag}>`).toContain(tag)
      expect(tags, turkish.title).toEqual(tagNames(turkish.fullContent))
      expect(russian.fullContent.match(/<a\b[^>]*>/g), turkish.title).toEqual(
        turkish.fullContent.match(/<a\b[^>]*>/g),
      )
      expect(numbers(russian.fullContent), turkish.title).toEqual(numbers(turkish.fullContent))
    }
  })
})
