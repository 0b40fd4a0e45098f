import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { demoBlogs, demoCatalogs, demoCategories, demoOperations } from './demo-content.ts'
import {
  demoImage,
  demoPortrait,
  makeDefaultImage,
  makeDemoImage,
  makeDoctorPortrait,
} from './demo-images.ts'

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'])
const allItems = [...demoOperations, ...demoBlogs]

function tagNames(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b/g)].map((m) => m[1]!.toLowerCase())
}

function count(html: string, pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0
}

function isJpeg(buffer: Buffer): boolean {
  return buffer[0] === 0xff && buffer[1] === 0xd8
}

describe('demo content', () => {
  test('meets the minimum counts', () => {
    expect(demoCatalogs.length).toBeGreaterThanOrEqual(5)
    expect(demoOperations.length).toBeGreaterThanOrEqual(13)
    expect(demoCategories.length).toBeGreaterThanOrEqual(4)
    expect(demoBlogs.length).toBeGreaterThanOrEqual(11)
  })

  test('catalog and category keys and names are unique', () => {
    for (const list of [demoCatalogs, demoCategories]) {
      expect(new Set(list.map((c) => c.key)).size).toBe(list.length)
      expect(new Set(list.map((c) => c.name)).size).toBe(list.length)
    }
  })

  test('every operation belongs to an existing catalog and every catalog has operations', () => {
    const keys = new Set(demoCatalogs.map((c) => c.key))
    for (const op of demoOperations) expect(keys, op.title).toContain(op.catalogKey)
    for (const catalog of demoCatalogs) {
      expect(
        demoOperations.some((op) => op.catalogKey === catalog.key),
        catalog.key,
      ).toBe(true)
    }
  })

  test('every blog belongs to an existing category', () => {
    const keys = new Set(demoCategories.map((c) => c.key))
    for (const blog of demoBlogs) expect(keys, blog.title).toContain(blog.categoryKey)
  })

  test('titles are unique', () => {
    const titles = allItems.map((item) => item.title.toLocaleLowerCase('tr-TR'))
    expect(new Set(titles).size).toBe(titles.length)
  })

  test('view counts and publish offsets are distinct and in range', () => {
    for (const list of [demoOperations, demoBlogs]) {
      expect(new Set(list.map((i) => i.viewCount)).size).toBe(list.length)
      expect(new Set(list.map((i) => i.daysAgo)).size).toBe(list.length)
    }
    for (const item of allItems) {
      expect(item.viewCount).toBeGreaterThanOrEqual(40)
      expect(item.viewCount).toBeLessThanOrEqual(3000)
      expect(item.daysAgo).toBeGreaterThanOrEqual(1)
      expect(item.daysAgo).toBeLessThanOrEqual(400)
      expect(Number.isInteger(item.imageHue) && item.imageHue >= 0 && item.imageHue < 360).toBe(true)
    }
    for (const blog of demoBlogs) {
      expect(blog.likes).toBeGreaterThanOrEqual(0)
      expect(blog.likes).toBeLessThanOrEqual(80)
    }
  })

  test('SEO fields are filled and descriptions fit in 160 characters', () => {
    for (const item of allItems) {
      expect(item.seoDescription.length, item.title).toBeLessThanOrEqual(160)
      expect(item.seoDescription.length, item.title).toBeGreaterThan(50)
      expect(item.seoKeywords.split(',').length, item.title).toBeGreaterThanOrEqual(3)
      expect(item.shortDescription.length, item.title).toBeGreaterThan(40)
    }
  })

  test('HTML is safe and uses only the allowed tags', () => {
    for (const item of allItems) {
      const html = item.fullContent
      expect(html, item.title).not.toMatch(/<script/i)
      expect(html, item.title).not.toMatch(/\son[a-z]+\s*=/i)
      expect(html, item.title).not.toMatch(/\sstyle\s*=/i)
      for (const tag of tagNames(html)) expect(ALLOWED_TAGS, `${item.title}: <${tag}>`).toContain(tag)
      const anchors = [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0])
      for (const anchor of anchors) expect(anchor).toBe('<a href="/randevu">')
      expect(anchors.length, `${item.title} invites the reader to /randevu`).toBeGreaterThanOrEqual(1)
      for (const tag of ['p', 'ul', 'ol', 'li', 'h2', 'h3', 'strong', 'em', 'blockquote', 'a']) {
        expect(count(html, new RegExp(`<${tag}[\\s>]`, 'g')), `${item.title}: <${tag}> balanced`).toBe(
          count(html, new RegExp(`</${tag}>`, 'g')),
        )
      }
    }
  })

  test('operations have 4 to 7 sections and blogs 5 to 8 paragraphs', () => {
    for (const op of demoOperations) {
      const sections = count(op.fullContent, /<h2>/g)
      expect(sections, op.title).toBeGreaterThanOrEqual(4)
      expect(sections, op.title).toBeLessThanOrEqual(7)
    }
    for (const blog of demoBlogs) {
      const paragraphs = count(blog.fullContent, /<p>/g)
      expect(paragraphs, blog.title).toBeGreaterThanOrEqual(5)
      expect(paragraphs, blog.title).toBeLessThanOrEqual(8)
    }
  })

  test('tags: 2 to 5 per post, some shared, some with Turkish letters', () => {
    const usage = new Map<string, number>()
    for (const blog of demoBlogs) {
      expect(blog.tags.length, blog.title).toBeGreaterThanOrEqual(2)
      expect(blog.tags.length, blog.title).toBeLessThanOrEqual(5)
      expect(new Set(blog.tags).size, blog.title).toBe(blog.tags.length)
      for (const tag of blog.tags) {
        expect(tag.trim()).toBe(tag)
        expect(tag).not.toContain(',')
        usage.set(tag, (usage.get(tag) ?? 0) + 1)
      }
    }
    const shared = [...usage].filter(([, n]) => n >= 2).map(([tag]) => tag)
    expect(shared.length).toBeGreaterThanOrEqual(5)
    expect(shared).toEqual(
      expect.arrayContaining(['Diz', 'Spor', 'Omuz', 'Kalça', 'Ameliyat Sonrası', 'Fizik Tedavi']),
    )
    expect([...usage.keys()].some((tag) => /[İışğüöçŞĞÜÖÇ]/.test(tag))).toBe(true)
    expect([...usage.keys()].some((tag) => tag.startsWith('İ'))).toBe(true)
  })

  test('some titles need Turkish case folding', () => {
    expect(demoBlogs.some((b) => b.title.includes('İ'))).toBe(true)
    expect(demoBlogs.some((b) => /[şğ]/.test(b.title))).toBe(true)
  })
})

describe('demo images', () => {
  test('makeDemoImage returns a small JPEG that depends on the hue', async () => {
    const a = await makeDemoImage(200)
    const b = await makeDemoImage(20)
    for (const image of [a, b]) {
      expect(isJpeg(image)).toBe(true)
      expect(image.length).toBeLessThan(60 * 1024)
    }
    expect(a.equals(b)).toBe(false)
    expect((await makeDemoImage(200)).equals(a)).toBe(true)
  })

  test('portrait and default image are JPEGs', async () => {
    const portrait = await makeDoctorPortrait()
    const fallback = await makeDefaultImage()
    expect(isJpeg(portrait)).toBe(true)
    expect(isJpeg(fallback)).toBe(true)
    expect(portrait.length).toBeLessThan(60 * 1024)
    expect(fallback.length).toBeLessThan(60 * 1024)
  })

  test('the shipped pictures of the demo posts and the portrait are what the generators make', async () => {
    /** Mean difference per channel of two pictures of the same size, 0 to 255. */
    const difference = async (a: Buffer, b: Buffer) => {
      const [x, y] = await Promise.all(
        [a, b].map((image) => sharp(image).raw().toBuffer({ resolveWithObject: true })),
      )
      expect(x!.info.width).toBe(y!.info.width)
      expect(x!.info.height).toBe(y!.info.height)
      let sum = 0
      for (let i = 0; i < x!.data.length; i++) sum += Math.abs(x!.data[i]! - y!.data[i]!)
      return sum / x!.data.length
    }
    for (const hue of new Set(demoBlogs.map((post) => post.imageHue))) {
      const shipped = await demoImage(hue)
      expect(isJpeg(shipped)).toBe(true)
      expect(await sharp(shipped).metadata()).toMatchObject({ width: 1200, height: 675, format: 'jpeg' })
      expect(await difference(shipped, await makeDemoImage(hue))).toBeLessThan(1)
    }
    expect(await difference(await demoPortrait(), await makeDoctorPortrait())).toBeLessThan(1)
  })

  test('a hue with no shipped picture gets the generated one', async () => {
    expect((await demoImage(7)).equals(await makeDemoImage(7))).toBe(true)
  })
})
