import { draftFieldsOf } from '@clinic/api-client/endpoints/drafts'
import type { DraftFields } from '@clinic/contract/draft'
import {
  blogInput,
  type ContentFormValues,
  type ImageChoice,
  operationInput,
  toLocalDateTime,
} from '../content-form/form-values.ts'

/**
 * The form's values as a draft's fields (the names and texts the multipart save sends, decision 0283): the cover is
 * the item's current one (a newly chosen file is not part of a draft; it goes with "Kaydet").
 */
export function draftFieldsFrom(
  kind: 'blog' | 'operation',
  values: ContentFormValues,
  existingImagePath: string | null,
  initialSlug: string | null,
): DraftFields {
  const image: ImageChoice = { file: null, existingPath: existingImagePath }
  const input =
    kind === 'blog' ? blogInput(values, image, initialSlug) : operationInput(values, image, initialSlug)
  return draftFieldsOf(input)
}

const bool = (text: string | undefined, fallback: boolean) =>
  text === undefined ? fallback : text === 'true'

/** The texts an item's form and a translation's form both hold, each filled from a draft's field of the same name. */
export interface DraftTexts {
  title?: string
  slug?: string
  shortDescription?: string
  fullContent?: string
  tags: string[]
  seoKeywords?: string
  seoDescription?: string
  isActive: boolean
}

/**
 * A draft's texts over `base` (an item's or a translation's values): a field the draft does not hold keeps the base's;
 * the tags come back from their comma-separated text as chips.
 */
export function textsFromDraft<Base extends DraftTexts>(fields: DraftFields, base: Base): Base {
  return {
    ...base,
    title: fields.title ?? base.title,
    slug: fields.slug ?? base.slug,
    shortDescription: fields.shortDescription ?? base.shortDescription,
    fullContent: fields.fullContent ?? base.fullContent,
    tags:
      fields.tags === undefined
        ? base.tags
        : fields.tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
    seoKeywords: fields.seoKeywords ?? base.seoKeywords,
    seoDescription: fields.seoDescription ?? base.seoDescription,
    isActive: bool(fields.isActive, base.isActive),
  }
}

/** A draft's fields back into the form's values, over `base` (the live item's values, or the empty form). */
export function valuesFromDraft(fields: DraftFields, base: ContentFormValues): ContentFormValues {
  let beforeAfterImages = base.beforeAfterImages
  try {
    if (fields.beforeAfterImages) beforeAfterImages = JSON.parse(fields.beforeAfterImages)
  } catch {
    // a damaged list: the form keeps the item's own
  }
  return {
    ...textsFromDraft(fields, base),
    groupId: fields.categoryId ?? fields.catalogId ?? base.groupId,
    authorName: fields.authorName ?? base.authorName,
    publishedDate: fields.publishedDate ? toLocalDateTime(fields.publishedDate) : base.publishedDate,
    allowComments: bool(fields.allowComments, base.allowComments),
    allowLikes: bool(fields.allowLikes, base.allowLikes),
    beforeAfter: bool(fields.beforeAfter, base.beforeAfter),
    consentId: fields.consentId ?? base.consentId,
    beforeAfterImages,
  }
}
