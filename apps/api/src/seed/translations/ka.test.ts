import { Slug } from '@clinic/contract/common'
import {
  BlogTranslationForm,
  GroupTranslationBody,
  OperationTranslationForm,
} from '@clinic/contract/translation'
import { describe, expect, test } from 'vitest'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from '../demo-content.ts'
import { demoTranslationsKa } from './ka.ts'

const { catalogs, categories, operations, blogs } = demoTranslationsKa
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'])
const GEORGIAN = /[\u10D0-\u10FF]/
const texts = [...Object.values(operations), ...Object.values(blogs)]

/** The Georgian national romanisation (2002), its apostrophes (კ', პ', ტ', წ', ჭ', ყ') left out as slugs allow. */
const ROMANISATION: Record<string, string> = {
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
}
const romanise = (title: string) =>
  [...title.toLowerCase()]
    .map((letter) => ROMANISATION[letter] ?? letter)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const tagNames = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)].map((m) => m[0])
/** The numbers a text states, in order ("9-12. ayda" and "მე-9–12 თვეზე" both give 9, 12). */
const numbers = (text: string) => text.match(/\d+/g) ?? []

describe('demo content in Georgian', () => {
  test('every catalog, category, operation and post of the Turkish demo content has a translation, and no other', () => {
    expect(Object.keys(catalogs).sort()).toEqual(demoCatalogs.map((c) => c.key).sort())
    expect(Object.keys(categories).sort()).toEqual(demoCategories.map((c) => c.key).sort())
    expect(Object.keys(operations).sort()).toEqual(demoOperations.map((o) => o.title).sort())
    expect(Object.keys(blogs).sort()).toEqual(demoBlogs.map((b) => b.title).sort())
    expect(demoTranslationsKa.locale).toBe('ka')
  })

  test('no field is empty and every text is written in Georgian', () => {
    for (const name of [...Object.values(catalogs), ...Object.values(categories)]) {
      expect(name.trim(), name).not.toBe('')
      expect(name).toMatch(GEORGIAN)
    }
    for (const item of texts) {
      for (const field of [
        'title',
        'shortDescription',
        'fullContent',
        'seoKeywords',
        'seoDescription',
      ] as const) {
        expect(item[field].trim(), `${item.slug}: ${field}`).not.toBe('')
        expect(item[field], `${item.slug}: ${field}`).toMatch(GEORGIAN)
      }
    }
    for (const post of Object.values(blogs)) {
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(2)
      for (const tag of post.tags) {
        expect(tag.trim()).toBe(tag)
        expect(tag).not.toContain(',')
        expect(tag).toMatch(GEORGIAN)
      }
    }
  })

  test('slugs are the romanised titles, valid and unique', () => {
    const slugs = texts.map((item) => item.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const item of texts) {
      expect(item.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(Slug.safeParse(item.slug).success, item.slug).toBe(true)
      expect(item.slug).toBe(romanise(item.title))
    }
  })

  test('fullContent keeps the Turkish HTML structure, only the allowed tags and the /randevu links', () => {
    for (const turkish of [...demoOperations, ...demoBlogs]) {
      const html = (operations[turkish.title] ?? blogs[turkish.title])!.fullContent
      expect(tagNames(html), turkish.title).toEqual(tagNames(turkish.fullContent))
      for (const [, name] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g))
        expect(ALLOWED_TAGS).toContain(name)
      for (const [anchor] of html.matchAll(/<a\b[^>]*>/g)) expect(anchor).toBe('<a href="/randevu">')
    }
  })

  test('numbers and durations are the Turkish ones', () => {
    for (const turkish of [...demoOperations, ...demoBlogs]) {
      const georgian = (operations[turkish.title] ?? blogs[turkish.title])!
      for (const field of ['title', 'shortDescription', 'fullContent', 'seoDescription'] as const) {
        expect(numbers(georgian[field]), `${turkish.title}: ${field}`).toEqual(numbers(turkish[field]))
      }
    }
  })

  test('the texts fit the translation forms, and SEO descriptions 160 characters as the Turkish ones', () => {
    for (const name of [...Object.values(catalogs), ...Object.values(categories)]) {
      expect(GroupTranslationBody.safeParse({ name }).success, name).toBe(true)
    }
    for (const { slug, title, shortDescription, fullContent, seoKeywords, seoDescription } of texts) {
      const form = { title, slug, shortDescription, fullContent, seoKeywords, seoDescription }
      expect(OperationTranslationForm.safeParse(form).success, slug).toBe(true)
      expect(seoDescription.length, slug).toBeLessThanOrEqual(160)
      expect(seoKeywords.split(',').length, slug).toBeGreaterThanOrEqual(3)
    }
    for (const post of Object.values(blogs)) {
      const { tags, ...rest } = post
      expect(BlogTranslationForm.safeParse({ ...rest, tags: tags.join(', ') }).success, post.slug).toBe(true)
      for (const tag of tags) expect(tag.length).toBeLessThanOrEqual(50)
    }
  })
})
