import type { BlogForm } from '@clinic/contract/blog'
import type { BeforeAfterImage } from '@clinic/contract/consent'
import type { OperationForm } from '@clinic/contract/operation'
import type { BlogTranslationForm, OperationTranslationForm } from '@clinic/contract/translation'

/** docs/spec §3: tags are sent joined with a comma and a space. */
export const TAGS_SEPARATOR = ', '
/** The multipart field of the image uploads: POST /api/Account/profile/upload-image and POST /api/uploads/image. */
export const IMAGE_FIELD = 'file'

type Text = string | null | undefined

/** The fields blog and operation forms share. Null or undefined fields are left out of the multipart body. */
interface ContentFormInput {
  id?: number | null | undefined
  title: string
  slug?: Text
  shortDescription?: Text
  fullContent?: Text
  seoKeywords?: Text
  seoDescription?: Text
  isActive?: boolean | null | undefined
  authorName?: Text
  /** ISO 8601 with offset. */
  publishedDate?: Text
  /** Keeps the current image when no new one is chosen. */
  existingImagePath?: Text
  /** The advertising gate's overrides, as JSON (contract `AdvertisingOverridesField`). */
  advertisingOverrides?: Text
}

/** What the admin's blog form hands over. */
export interface BlogFormInput extends ContentFormInput {
  categoryId?: number | null | undefined
  tags?: readonly string[] | null | undefined
  blogImage?: Blob | null | undefined
  // Issue 21: the comments/likes switches, the before/after mark, its consent and its images (sent as JSON).
  allowComments?: boolean | null | undefined
  allowLikes?: boolean | null | undefined
  beforeAfter?: boolean | null | undefined
  consentId?: number | null | undefined
  beforeAfterImages?: readonly BeforeAfterImage[] | null | undefined
}

/** What the admin's operation form hands over. */
export interface OperationFormInput extends ContentFormInput {
  catalogId?: number | null | undefined
  operationImage?: Blob | null | undefined
}

/**
 * The spec's PascalCase multipart names. `satisfies` ties each map to the contract's form schema: a field added
 * there fails the type check here until it has a name.
 */
/** The fields both forms end with, in the order the parts are sent. */
const CONTENT_FORM_TAIL = {
  seoKeywords: 'SeoKeywords',
  seoDescription: 'SeoDescription',
  isActive: 'IsActive',
  authorName: 'AuthorName',
  publishedDate: 'PublishedDate',
  existingImagePath: 'ExistingImagePath',
  advertisingOverrides: 'AdvertisingOverrides',
} as const

export const BLOG_FORM_FIELDS = {
  id: 'Id',
  title: 'Title',
  slug: 'Slug',
  shortDescription: 'ShortDescription',
  fullContent: 'FullContent',
  categoryId: 'CategoryId',
  tags: 'Tags',
  ...CONTENT_FORM_TAIL,
  blogImage: 'BlogImage',
  allowComments: 'AllowComments',
  allowLikes: 'AllowLikes',
  beforeAfter: 'BeforeAfter',
  consentId: 'ConsentId',
  beforeAfterImages: 'BeforeAfterImages',
} as const satisfies Record<keyof BlogForm, string> & Record<keyof BlogFormInput, string>

export const OPERATION_FORM_FIELDS = {
  id: 'Id',
  title: 'Title',
  slug: 'Slug',
  catalogId: 'CatalogId',
  shortDescription: 'ShortDescription',
  fullContent: 'FullContent',
  ...CONTENT_FORM_TAIL,
  operationImage: 'OperationImage',
} as const satisfies Record<keyof OperationForm, string> & Record<keyof OperationFormInput, string>

/** What the admin's translation form of an operation hands over: one language's texts and its own switch. */
export interface OperationTranslationInput {
  title: string
  slug?: Text
  shortDescription?: Text
  fullContent?: Text
  seoKeywords?: Text
  seoDescription?: Text
  isActive?: boolean | null | undefined
}

/** A post's translation: the operation's fields and the tags in that language. */
export interface BlogTranslationInput extends OperationTranslationInput {
  tags?: readonly string[] | null | undefined
}

/** The translation forms' multipart names: the item's own form's names for the same fields (issue 23). */
export const OPERATION_TRANSLATION_FORM_FIELDS = {
  title: 'Title',
  slug: 'Slug',
  shortDescription: 'ShortDescription',
  fullContent: 'FullContent',
  seoKeywords: 'SeoKeywords',
  seoDescription: 'SeoDescription',
  isActive: 'IsActive',
} as const satisfies Record<keyof OperationTranslationForm, string> &
  Record<keyof OperationTranslationInput, string>

export const BLOG_TRANSLATION_FORM_FIELDS = {
  ...OPERATION_TRANSLATION_FORM_FIELDS,
  tags: 'Tags',
} as const satisfies Record<keyof BlogTranslationForm, string> & Record<keyof BlogTranslationInput, string>

/** ["diz", " kalça ", ""] → "diz, kalça". */
export function joinTags(tags: readonly string[]): string {
  return tags
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
    .join(TAGS_SEPARATOR)
}

type FieldValue = string | number | boolean | Blob | readonly string[] | null | undefined

function appendField(form: FormData, name: string, value: FieldValue) {
  if (value === undefined || value === null) return
  if (value instanceof Blob) {
    form.append(name, value, value instanceof File && value.name ? value.name : 'upload')
  } else if (Array.isArray(value)) {
    form.append(name, joinTags(value))
  } else {
    form.append(name, String(value))
  }
}

function toFormData<I extends object>(input: I, names: Readonly<Record<keyof I & string, string>>): FormData {
  const form = new FormData()
  for (const key of Object.keys(names) as Array<keyof I & string>) {
    appendField(form, names[key], input[key] as FieldValue)
  }
  return form
}

export function blogFormData(input: BlogFormInput): FormData {
  const { beforeAfterImages, ...rest } = input
  const form = toFormData(rest, BLOG_FORM_FIELDS)
  // A list, as JSON text (tags are the only list sent joined): an empty list is sent too, so it can be cleared.
  if (beforeAfterImages) form.append(BLOG_FORM_FIELDS.beforeAfterImages, JSON.stringify(beforeAfterImages))
  return form
}

export function operationFormData(input: OperationFormInput): FormData {
  return toFormData(input, OPERATION_FORM_FIELDS)
}

export function blogTranslationFormData(input: BlogTranslationInput): FormData {
  return toFormData(input, BLOG_TRANSLATION_FORM_FIELDS)
}

export function operationTranslationFormData(input: OperationTranslationInput): FormData {
  return toFormData(input, OPERATION_TRANSLATION_FORM_FIELDS)
}

/** A lone image (a profile picture, an image for rich text) as the API's upload calls take it. */
export function imageFormData(file: Blob): FormData {
  const form = new FormData()
  appendField(form, IMAGE_FIELD, file)
  return form
}
