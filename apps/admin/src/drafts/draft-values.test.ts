import { describe, expect, test } from 'vitest'
import { EMPTY_VALUES } from '../content-form/form-values.ts'
import { textsFromDraft, valuesFromDraft } from './draft-values.ts'

describe('textsFromDraft', () => {
  const translation = {
    title: 'Live title',
    slug: 'live-title',
    shortDescription: 'Live summary',
    fullContent: '<p>Live</p>',
    tags: ['live'],
    seoKeywords: 'live',
    seoDescription: 'Live SEO',
    isActive: true,
  }

  test('a draft’s texts replace the base’s, the tags split on commas without blanks, the switch read from its text', () => {
    expect(
      textsFromDraft(
        {
          title: 'Draft title',
          slug: 'draft-title',
          shortDescription: 'Draft summary',
          fullContent: '<p>Draft</p>',
          tags: ' rhinoplasty, ,face ',
          seoKeywords: 'draft',
          seoDescription: 'Draft SEO',
          isActive: 'false',
        },
        translation,
      ),
    ).toEqual({
      title: 'Draft title',
      slug: 'draft-title',
      shortDescription: 'Draft summary',
      fullContent: '<p>Draft</p>',
      tags: ['rhinoplasty', 'face'],
      seoKeywords: 'draft',
      seoDescription: 'Draft SEO',
      isActive: false,
    })
  })

  test('a field the draft does not hold keeps the base’s, and fields other than the texts are left as they are', () => {
    const base = { ...translation, authorName: 'Dr. Live' }
    expect(textsFromDraft({ title: 'Only the title', authorName: 'Dr. Draft' }, base)).toEqual({
      ...base,
      title: 'Only the title',
    })
  })

  test('an empty tags text clears the tags', () => {
    expect(textsFromDraft({ tags: '' }, translation).tags).toEqual([])
  })
})

describe('valuesFromDraft', () => {
  test('the item’s form takes the same texts and its own fields from the draft', () => {
    const values = valuesFromDraft(
      { title: 'Draft title', tags: 'a,b', isActive: 'false', categoryId: '7', allowComments: 'false' },
      EMPTY_VALUES,
    )
    expect(values).toEqual({
      ...EMPTY_VALUES,
      title: 'Draft title',
      tags: ['a', 'b'],
      isActive: false,
      groupId: '7',
      allowComments: false,
    })
  })
})
