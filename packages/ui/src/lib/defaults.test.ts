import type { Comment } from '@clinic/contract/comment'
import { blogFixture, operationFixture } from '@clinic/contract/fixtures'
import { siteConfig } from '@clinic/contract/site-config'
import { describe, expect, test } from 'vitest'
import {
  AUTHOR_PLACEHOLDER_IMAGE,
  DEFAULT_IMAGE,
  DEFAULT_OPERATION_AUTHOR,
  imageOrDefault,
  resolveMediaUrl,
  withBlogDefaults,
  withCommentDefaults,
  withOperationDefaults,
} from './defaults.ts'
import { CATALOGUES } from './i18n/index.ts'

const NOW = new Date('2026-11-22T09:00:00.000Z')
const now = () => NOW

const blankBlog = blogFixture({
  id: 17,
  slug: '',
  title: 'Diz ağrısı',
})

const blankOperation = operationFixture({ id: 9, slug: '', title: '', alternates: {} })

describe('blog defaults (docs/spec §3)', () => {
  test('every missing blog value gets its default', () => {
    expect(withBlogDefaults(blankBlog, { now })).toMatchObject({
      imagePath: '/img/default.jpg',
      categoryName: 'Kategori',
      authorName: 'Yazar',
      slug: '17',
      publishedDate: NOW.toISOString(),
    })
  })

  test('values that are present are kept', () => {
    const blog = withBlogDefaults({
      ...blankBlog,
      slug: 'diz-agrisi',
      imagePath: '/uploads/blogs/a.webp',
      authorName: 'Op. Dr. X',
      categoryName: 'Diz',
      publishedDate: '2026-01-02T00:00:00.000Z',
    })
    expect(blog).toMatchObject({
      slug: 'diz-agrisi',
      imagePath: '/uploads/blogs/a.webp',
      authorName: 'Op. Dr. X',
      categoryName: 'Diz',
      publishedDate: '2026-01-02T00:00:00.000Z',
    })
  })

  test('a missing published date falls back to the current time', () => {
    const before = Date.now()
    const published = Date.parse(withBlogDefaults(blankBlog).publishedDate)
    expect(published).toBeGreaterThanOrEqual(before)
    expect(published).toBeLessThanOrEqual(Date.now())
  })

  test('the input object is not changed', () => {
    const input = { ...blankBlog }
    withBlogDefaults(input, { now })
    expect(input).toEqual(blankBlog)
  })
})

describe('operation defaults (docs/spec §3)', () => {
  test('every missing operation value gets its default', () => {
    expect(withOperationDefaults(blankOperation, { now })).toMatchObject({
      title: 'İsimsiz Operasyon',
      catalogName: 'Kategori Yok',
      imagePath: '/img/default.jpg',
      authorName: `Dr. ${siteConfig.doctorName}`,
      authorProfileImagePath: '/img/author-placeholder.svg',
      slug: '9',
      publishedDate: NOW.toISOString(),
    })
  })

  test('the default operation author is "Dr. " and the doctor’s name from the site config', () => {
    expect(DEFAULT_OPERATION_AUTHOR).toBe(`Dr. ${siteConfig.doctorName}`)
    expect(DEFAULT_OPERATION_AUTHOR.startsWith('Dr. ')).toBe(true)
    expect(siteConfig.doctorName.length).toBeGreaterThan(0)
  })

  test('a blank title counts as missing', () => {
    expect(withOperationDefaults({ ...blankOperation, title: '   ' }).title).toBe('İsimsiz Operasyon')
  })
})

describe('comment defaults', () => {
  test('a comment without author picture gets the placeholder', () => {
    const comment: Comment = {
      id: 1,
      blogId: 2,
      content: 'Teşekkürler',
      authorName: null,
      authorProfileImagePath: null,
      createdDate: '2026-01-01T00:00:00Z',
      isApproved: true,
      likeCount: 0,
      isLiked: false,
      reportReason: null,
    }
    expect(withCommentDefaults(comment)).toMatchObject({
      authorName: 'Kullanıcı',
      authorProfileImagePath: AUTHOR_PLACEHOLDER_IMAGE,
    })
  })
})

describe('media URLs', () => {
  test('server paths are prefixed with the media base URL, default images never are', () => {
    const options = { mediaBaseUrl: 'https://api.example.com/' }
    expect(imageOrDefault('/uploads/a.webp', options)).toBe('https://api.example.com/uploads/a.webp')
    expect(imageOrDefault(null, options)).toBe(DEFAULT_IMAGE)
    expect(withOperationDefaults(blankOperation, options).authorProfileImagePath).toBe(
      AUTHOR_PLACEHOLDER_IMAGE,
    )
  })

  test('absolute and protocol-relative URLs are left alone', () => {
    expect(resolveMediaUrl('https://cdn.example.com/a.jpg', 'https://api.example.com')).toBe(
      'https://cdn.example.com/a.jpg',
    )
    expect(resolveMediaUrl('//cdn.example.com/a.jpg', 'https://api.example.com')).toBe(
      '//cdn.example.com/a.jpg',
    )
  })
})

describe('missing values in the page’s language (issue 23)', () => {
  test('the Turkish catalogue’s words are the spec’s defaults', () => {
    const turkish = { missing: CATALOGUES.tr.missing, now }
    expect(withBlogDefaults(blankBlog, turkish)).toMatchObject({
      categoryName: 'Kategori',
      authorName: 'Yazar',
    })
    expect(withOperationDefaults(blankOperation, turkish)).toMatchObject({
      title: 'İsimsiz Operasyon',
      catalogName: 'Kategori Yok',
    })
  })

  test('a page in another language gets its own words, never the Turkish ones', () => {
    for (const locale of ['en', 'ka', 'ru'] as const) {
      const options = { missing: CATALOGUES[locale].missing, now }
      const blog = withBlogDefaults(blankBlog, options)
      const operation = withOperationDefaults(blankOperation, options)
      expect(blog.categoryName).toBe(CATALOGUES[locale].missing.blogCategory)
      expect(blog.authorName).toBe(CATALOGUES[locale].missing.blogAuthor)
      expect(operation.title).toBe(CATALOGUES[locale].missing.operationTitle)
      expect(operation.catalogName).toBe(CATALOGUES[locale].missing.catalog)
      for (const word of [blog.categoryName, blog.authorName, operation.title, operation.catalogName])
        expect(word).not.toMatch(/Kategori|Yazar|İsimsiz|[çğıöşüİ]/)
    }
  })
})
