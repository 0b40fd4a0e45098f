import { blogFixture } from '@clinic/contract/fixtures'
import { describe, expect, it } from 'vitest'
import {
  blogInput,
  ContentFormValues,
  EMPTY_VALUES,
  fromLocalDateTime,
  operationInput,
  toLocalDateTime,
  valuesFrom,
} from './form-values.ts'

const blog = blogFixture({
  id: 7,
  slug: 'diz-agrisi',
  title: 'Diz ağrısı',
  fullContent: '<p>Metin</p>',
  imagePath: '/uploads/blog/a.webp',
  authorName: 'Dr. Ayşe',
  publishedDate: '2026-05-14T06:05:00.000Z',
  categoryId: 3,
  categoryName: 'Diz',
  tags: ['Diz', 'Ağrı'],
  seoDescription: 'Açıklama',
  isActive: false,
  viewCount: 4,
  likes: 1,
})

describe('form values', () => {
  it('reads a post into the fields and back without loss', () => {
    const values = valuesFrom(blog)
    expect(values).toMatchObject({
      shortDescription: '',
      groupId: '3',
      tags: ['Diz', 'Ağrı'],
      isActive: false,
    })
    expect(fromLocalDateTime(values.publishedDate)).toBe('2026-05-14T06:05:00.000Z')
    const input = blogInput(values, { file: null, existingPath: blog.imagePath }, blog.slug)
    expect(input).toMatchObject({
      title: 'Diz ağrısı',
      slug: undefined,
      shortDescription: '',
      categoryId: 3,
      tags: ['Diz', 'Ağrı'],
      existingImagePath: '/uploads/blog/a.webp',
      blogImage: null,
      publishedDate: '2026-05-14T06:05:00.000Z',
    })
  })

  it('sends a typed slug, and a new file instead of the existing image', () => {
    const file = new File(['x'], 'kapak.png', { type: 'image/png' })
    const input = operationInput(
      { ...EMPTY_VALUES, title: ' Menisküs ', slug: 'menisk', groupId: '' },
      { file, existingPath: '/uploads/operations/b.webp' },
      null,
    )
    expect(input).toMatchObject({ title: 'Menisküs', slug: 'menisk', catalogId: null, operationImage: file })
    expect(input.existingImagePath).toBeUndefined()
    expect(input.publishedDate).toBeUndefined()
  })

  it('leaves a new item’s slug to the server unless the admin made it differ from the title’s', () => {
    const none = { file: null, existingPath: null }
    const values = { ...EMPTY_VALUES, title: 'Diz Ağrısı', slug: 'diz-agrisi' }
    expect(blogInput(values, none, null).slug).toBeUndefined()
    expect(blogInput({ ...values, slug: 'diz' }, none, null).slug).toBe('diz')
    expect(blogInput({ ...values, slug: 'diz-agrisi' }, none, 'eski-adres').slug).toBe('diz-agrisi')
  })

  it('refuses in Turkish what the API would refuse', () => {
    const result = ContentFormValues.safeParse({ ...EMPTY_VALUES, title: ' ', slug: '123' })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => issue.message)
    expect(messages).toContain('Başlık zorunludur.')
    expect(messages).toContain(
      'Kısa ad yalnızca küçük harf, rakam ve tire içerebilir ve yalnızca rakamdan oluşamaz.',
    )
  })

  it('leaves a missing or broken date empty', () => {
    expect(toLocalDateTime(null)).toBe('')
    expect(toLocalDateTime('yarın')).toBe('')
    expect(fromLocalDateTime('')).toBeUndefined()
  })
})
