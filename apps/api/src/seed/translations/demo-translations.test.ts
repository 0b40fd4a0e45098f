import { Slug } from '@clinic/contract/common'
import {
  BlogTranslationForm,
  GroupTranslationBody,
  OperationTranslationForm,
} from '@clinic/contract/translation'
import { describe, expect, test } from 'vitest'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from '../demo-content.ts'
import type { DemoTranslations } from './demo-translations.ts'
import { demoTranslationsEn } from './en.ts'
import { demoTranslationsKa } from './ka.ts'
import { demoTranslationsRu } from './ru.ts'

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'])
// Letters only Turkish has: one left in a translation means a phrase was not translated.
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/

/** The opening and closing tags in order, with the attributes of each opening tag. */
const tagSequence = (html: string) => [...html.matchAll(/<\/?[a-zA-Z][^>]*>/g)].map((m) => m[0])
/** The numbers a text states ("9-12. ayda" and "на 9–12-м месяце" both give 9 and 12), sorted. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort()

const languages: Array<[string, DemoTranslations, RegExp]> = [
  ['English', demoTranslationsEn, /[A-Za-z]/],
  ['Georgian', demoTranslationsKa, /[\u10D0-\u10FF]/],
  ['Russian', demoTranslationsRu, /[\u0400-\u04FF]/],
]

describe.each(languages)('the demo content in %s', (_language, translations, script) => {
  const { catalogs, categories, operations, blogs } = translations
  const items = [
    ...demoOperations.map((source) => ({ source, translation: operations[source.title]! })),
    ...demoBlogs.map((source) => ({ source, translation: blogs[source.title]! })),
  ]

  test('translates every catalog, category, operation and post, keyed as the Turkish, and nothing else', () => {
    expect(Object.keys(catalogs).sort()).toEqual(demoCatalogs.map((c) => c.key).sort())
    expect(Object.keys(categories).sort()).toEqual(demoCategories.map((c) => c.key).sort())
    expect(Object.keys(operations).sort()).toEqual(demoOperations.map((o) => o.title).sort())
    expect(Object.keys(blogs).sort()).toEqual(demoBlogs.map((b) => b.title).sort())
  })

  test('fills every field, in its own script, with no Turkish left', () => {
    const names = [...Object.values(catalogs), ...Object.values(categories)]
    const texts = items.flatMap(({ source, translation }) => {
      const { slug: _slug, ...fields } = translation
      return Object.entries(fields).flatMap(([field, value]) =>
        (Array.isArray(value) ? value : [value]).map((text) => [`${source.title}: ${field}`, text] as const),
      )
    })
    for (const [where, text] of [...names.map((name) => [name, name] as const), ...texts]) {
      expect(text.trim(), where).not.toBe('')
      expect(text, where).toMatch(script)
      expect(text, where).not.toMatch(TURKISH_LETTERS)
    }
  })

  test('translates a Turkish tag the same way in every post, and keeps each post’s number of tags', () => {
    const seen = new Map<string, string>()
    for (const post of demoBlogs) {
      const translated = blogs[post.title]!.tags
      expect(translated, post.title).toHaveLength(post.tags.length)
      post.tags.forEach((tag, i) => {
        expect(seen.get(tag) ?? translated[i], `${post.title}: ${tag}`).toBe(translated[i])
        seen.set(tag, translated[i]!)
      })
    }
  })

  test('gives Latin slugs the API takes, unique within the language', () => {
    const slugs = items.map(({ translation }) => translation.slug)
    for (const slug of slugs) expect(Slug.safeParse(slug).success, slug).toBe(true)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  test('fits the translation forms, and SEO descriptions 160 characters as the Turkish ones', () => {
    for (const name of [...Object.values(catalogs), ...Object.values(categories)]) {
      expect(GroupTranslationBody.safeParse({ name }).success, name).toBe(true)
    }
    for (const operation of Object.values(operations)) {
      const { success, error } = OperationTranslationForm.safeParse(operation)
      expect(success, `${operation.title}: ${error?.message}`).toBe(true)
    }
    for (const post of Object.values(blogs)) {
      const { success, error } = BlogTranslationForm.safeParse({ ...post, tags: post.tags.join(', ') })
      expect(success, `${post.title}: ${error?.message}`).toBe(true)
    }
    for (const { translation } of items)
      expect(translation.seoDescription.length, translation.slug).toBeLessThanOrEqual(160)
  })

  test('keeps the Turkish HTML structure, only the allowed tags and the /randevu links', () => {
    for (const { source, translation } of items) {
      const html = translation.fullContent
      for (const [, name] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g))
        expect(ALLOWED_TAGS).toContain(name)
      for (const [anchor] of html.matchAll(/<a\b[^>]*>/g)) expect(anchor).toBe('<a href="/randevu">')
      expect(tagSequence(html), source.title).toEqual(tagSequence(source.fullContent))
    }
  })

  test('keeps every number of the Turkish text', () => {
    for (const { source, translation } of items) {
      for (const field of ['title', 'shortDescription', 'fullContent', 'seoDescription'] as const) {
        expect(numbers(translation[field]), `${source.title}: ${field}`).toEqual(numbers(source[field]))
      }
    }
  })
})
