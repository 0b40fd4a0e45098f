import { z } from 'zod'
import {
  ActiveFilter,
  ContentFormFields,
  DateTime,
  FormBoolean,
  FormFile,
  Id,
  optionalText,
  PublicPaging,
} from './common.ts'
import { BeforeAfterImages, BeforeAfterImagesField } from './consent.ts'
import { adminListQuery, contentItemStart, contentListQuery } from './content.ts'
import { LocaleQuery } from './locale.ts'
import { Alternates, TranslationStates } from './translation.ts'

export const Blog = z.object({
  ...contentItemStart(),
  imagePath: z.string().nullable(),
  authorName: z.string().nullable(),
  publishedDate: DateTime.nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  tags: z.array(z.string()),
  seoKeywords: z.string().nullable(),
  seoDescription: z.string().nullable(),
  isActive: z.boolean(),
  viewCount: z.number().int(),
  likes: z.number().int(),
  /** The last change of what the post says (issue 21): "Son güncelleme", dateModified, the sitemap's lastmod. */
  contentUpdatedAt: DateTime,
  // Comments, likes and before/after images (issue 21, decision 0210). A before/after post has comments and likes
  // off whatever its switches say; it names the consent it relies on.
  allowComments: z.boolean(),
  allowLikes: z.boolean(),
  beforeAfter: z.boolean(),
  consentId: z.number().int().nullable(),
  /** The post's consent was withdrawn: the public no longer sees the post (the admin shows "Onam geri çekildi"). */
  consentWithdrawn: z.boolean(),
  beforeAfterImages: BeforeAfterImages,
  /** The post's slug in each language it is public in, Turkish included (issue 23): hreflang and the switcher. */
  alternates: Alternates,
})
export type Blog = z.infer<typeof Blog>

/** Whether the site shows a post's comments and like button (and the API takes new ones). */
export const commentsOpen = (post: Pick<Blog, 'allowComments' | 'beforeAfter'>) =>
  post.allowComments && !post.beforeAfter
export const likesOpen = (post: Pick<Blog, 'allowLikes' | 'beforeAfter'>) =>
  post.allowLikes && !post.beforeAfter

/**
 * A post in a list (every list of posts): the post without `fullContent`, which comes with the post's own call
 * (GET /api/blog/{id}) and the site's change feed (decision 0170).
 */
export const BlogSummary = Blog.omit({ fullContent: true })
export type BlogSummary = z.infer<typeof BlogSummary>

/** A row of the admin's list: the summary and where each translation stands (issue 23). */
export const AdminBlogSummary = BlogSummary.extend({ translationStates: TranslationStates })
export type AdminBlogSummary = z.infer<typeof AdminBlogSummary>

/** The answer of PUT /api/blog/{id}/view. */
export const BlogCounters = z.object({
  id: z.number().int(),
  viewCount: z.number().int(),
  likes: z.number().int(),
})
export type BlogCounters = z.infer<typeof BlogCounters>

/**
 * The answer of GET and PUT /api/blog/{id}/like and PUT /api/blog/{id}/unlike: the counters, and whether the caller
 * (a signed-in user, else the guest of the `clinic_visitor` cookie) likes the post now.
 */
export const BlogLikeState = BlogCounters.extend({ liked: z.boolean() })
export type BlogLikeState = z.infer<typeof BlogLikeState>

/** GET /api/blog (active posts only) and, with `active`, GET /api/blog/admin. */
/** `search` looks in the title, short description, tags and plain content. */
const BlogListFilters = contentListQuery({
  categoryId: Id.optional(),
  tag: z.string().max(100).optional(),
})
/** The public's list in a language (`locale`, Turkish by default): its texts, search and tags. */
export const BlogListQuery = BlogListFilters.extend(LocaleQuery.shape)
/** What a client sends: `locale` may be left out (Turkish). */
export type BlogListQuery = z.infer<typeof BlogListFilters> & Partial<LocaleQuery>

/** The admin's list is Turkish: the item's own texts, with each translation's state. */
export const AdminBlogListQuery = adminListQuery(BlogListFilters).extend({ active: ActiveFilter.optional() })
export type AdminBlogListQuery = z.infer<typeof AdminBlogListQuery>

export const BlogSearchQuery = PublicPaging.extend({
  query: z.string().max(200, 'Arama metni en fazla 200 karakter olabilir.').default(''),
}).extend(LocaleQuery.shape)
export type BlogSearchQuery = Omit<z.infer<typeof BlogSearchQuery>, 'locale'> & Partial<LocaleQuery>

/**
 * The multipart form of POST /api/blog and PUT /api/blog/{id}. The spec's PascalCase names (Title, BlogImage, …)
 * arrive camelCased by the server; Tags arrive joined with ", ".
 */
export const BlogForm = ContentFormFields.extend({
  categoryId: Id.optional(),
  tags: optionalText(1000, 'Etiketler'),
  blogImage: FormFile.optional(),
  // Issue 21 (decision 0210): the switches default to on; a before/after post needs a consent to be active.
  allowComments: FormBoolean.optional(),
  allowLikes: FormBoolean.optional(),
  beforeAfter: FormBoolean.optional(),
  consentId: Id.optional(),
  beforeAfterImages: BeforeAfterImagesField.optional(),
})
export type BlogForm = z.infer<typeof BlogForm>
