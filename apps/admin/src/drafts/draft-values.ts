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

/** A draft's fields back into the form's values, over `base` (the live item's values, or the empty form). */
export function valuesFromDraft(fields: DraftFields, base: ContentFormValues): ContentFormValues {
  let beforeAfterImages = base.beforeAfterImages
  try {
    if (fields.beforeAfterImages) beforeAfterImages = JSON.parse(fields.beforeAfterImages)
  } catch {
    // a damaged list: the form keeps the item's own
  }
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
