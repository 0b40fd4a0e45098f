import { expect, test } from 'vitest'
import { draftFieldsOf } from './endpoints/drafts.ts'

test('a form’s input becomes a draft’s fields as the multipart form would carry them', () => {
  expect(
    draftFieldsOf({
      title: 'Diz',
      slug: undefined,
      isActive: true,
      categoryId: null,
      tags: ['Diz', ' Spor '],
      beforeAfterImages: [],
      blogImage: new Blob(['x']),
      consentId: 4,
    }),
  ).toEqual({ title: 'Diz', isActive: 'true', tags: 'Diz, Spor', beforeAfterImages: '[]', consentId: '4' })
})
