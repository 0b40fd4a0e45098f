import { describe, expect, test } from 'vitest'
import { blogFormData, imageFormData, joinTags, operationFormData } from './multipart.ts'

const entries = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'FILE'])

describe('multipart field names (docs/spec §3, §7)', () => {
  test('a blog form uses the spec PascalCase names', () => {
    const form = blogFormData({
      id: 1,
      title: 'T',
      shortDescription: 'S',
      fullContent: 'F',
      categoryId: 2,
      tags: ['a', 'b'],
      seoKeywords: 'k',
      seoDescription: 'd',
      isActive: false,
      blogImage: new Blob(['x']),
      existingImagePath: '/img/x.jpg',
    })
    expect(entries(form)).toEqual([
      ['Id', '1'],
      ['Title', 'T'],
      ['ShortDescription', 'S'],
      ['FullContent', 'F'],
      ['CategoryId', '2'],
      ['Tags', 'a, b'],
      ['SeoKeywords', 'k'],
      ['SeoDescription', 'd'],
      ['IsActive', 'false'],
      ['ExistingImagePath', '/img/x.jpg'],
      ['BlogImage', 'FILE'],
    ])
  })

  test('an operation form uses the spec PascalCase names', () => {
    const form = operationFormData({
      id: 4,
      title: 'T',
      catalogId: 9,
      operationImage: new Blob(['x']),
      shortDescription: 'S',
      fullContent: 'F',
      seoKeywords: 'k',
      seoDescription: 'd',
      isActive: true,
      existingImagePath: '/uploads/o.webp',
    })
    expect(Object.fromEntries(entries(form))).toEqual({
      Id: '4',
      Title: 'T',
      CatalogId: '9',
      OperationImage: 'FILE',
      ShortDescription: 'S',
      FullContent: 'F',
      SeoKeywords: 'k',
      SeoDescription: 'd',
      IsActive: 'true',
      ExistingImagePath: '/uploads/o.webp',
    })
  })

  test('tags are joined with a comma and a space, blanks dropped', () => {
    expect(joinTags(['diz', ' kalça ', '', 'omuz'])).toBe('diz, kalça, omuz')
    expect(blogFormData({ title: 'T', tags: ['spor', 'menisküs'] }).get('Tags')).toBe('spor, menisküs')
  })

  test('missing values are left out rather than sent as "null" or "undefined"', () => {
    const form = blogFormData({ title: 'T', categoryId: null, seoKeywords: undefined, blogImage: null })
    expect(entries(form)).toEqual([['Title', 'T']])
  })

  test('an image upload (profile picture, rich-text image) goes in a field named file', () => {
    const form = imageFormData(new File(['x'], 'ben.jpg'))
    expect((form.get('file') as File).name).toBe('ben.jpg')
  })
})
