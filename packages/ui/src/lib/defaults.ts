import type { Blog } from '@clinic/contract/blog'
import type { Comment } from '@clinic/contract/comment'
import type { Operation } from '@clinic/contract/operation'
import { siteConfig } from '@clinic/contract/site-config'

/** docs/spec §3, "Defaults when a value is missing". The API sends null; the clients fill in these. */
export const DEFAULT_IMAGE = '/img/default.jpg'
export const AUTHOR_PLACEHOLDER_IMAGE = '/img/author-placeholder.svg'
export const DEFAULT_OPERATION_TITLE = 'İsimsiz Operasyon'
export const DEFAULT_CATALOG_NAME = 'Kategori Yok'
export const DEFAULT_BLOG_CATEGORY_NAME = 'Kategori'
export const DEFAULT_BLOG_AUTHOR = 'Yazar'
// Made by a call marked pure, so a browser bundle that never uses it leaves the site's settings out (a property read
// at the top level would keep the whole settings object in every script importing this file).
const operationAuthor = () => `Dr. ${siteConfig.doctorName}`
export const DEFAULT_OPERATION_AUTHOR = /* @__PURE__ */ operationAuthor()
/** Not in the spec: a comment whose author has no name left (deleted account). Same word as the menu's fallback. */
export const DEFAULT_COMMENT_AUTHOR = 'Kullanıcı'

/** The words shown for a missing value: docs/spec §3's Turkish ones, or a page's own language (its catalogue). */
export interface MissingTexts {
  blogCategory: string
  blogAuthor: string
  operationTitle: string
  catalog: string
}

export interface DefaultsOptions {
  /** The words for missing values in the page's language; the spec's Turkish ones when not given. */
  missing?: MissingTexts | undefined
  /** "Now" for a missing published date; injectable for tests. */
  now?: () => Date
  /**
   * Prefixed to server paths such as "/uploads/…" when the API lives on another origin than the site. The
   * default images are the site's own and are never prefixed.
   */
  mediaBaseUrl?: string | undefined
}

type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]: string }

export type BlogWithDefaults = Filled<
  Blog,
  'slug' | 'imagePath' | 'authorName' | 'categoryName' | 'publishedDate'
>
export type OperationWithDefaults = Filled<
  Operation,
  'slug' | 'title' | 'imagePath' | 'catalogName' | 'authorName' | 'authorProfileImagePath' | 'publishedDate'
>
export type CommentWithDefaults = Filled<Comment, 'authorName' | 'authorProfileImagePath'>

const isMissing = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === ''

/** The value, or the fallback when it is null, undefined or blank. */
export function textOr(value: string | null | undefined, fallback: string): string {
  return isMissing(value) ? fallback : value
}

/** "/uploads/a.webp" + "https://api.example.com" → "https://api.example.com/uploads/a.webp"; absolute URLs stay. */
export function resolveMediaUrl(path: string, mediaBaseUrl?: string): string {
  if (!mediaBaseUrl || !path.startsWith('/') || path.startsWith('//')) return path
  return `${mediaBaseUrl.replace(/\/+$/, '')}${path}`
}

/** The image path (resolved against mediaBaseUrl), or /img/default.jpg when missing. */
export function imageOrDefault(path: string | null | undefined, options: DefaultsOptions = {}): string {
  return isMissing(path) ? DEFAULT_IMAGE : resolveMediaUrl(path, options.mediaBaseUrl)
}

/** The author's picture, or the placeholder when missing. */
export function authorImageOrPlaceholder(
  path: string | null | undefined,
  options: DefaultsOptions = {},
): string {
  return isMissing(path) ? AUTHOR_PLACEHOLDER_IMAGE : resolveMediaUrl(path, options.mediaBaseUrl)
}

/** The slug, or the id when the slug is missing. */
export function slugOrId(slug: string | null | undefined, id: number | string): string {
  return isMissing(slug) ? String(id) : slug
}

/** The published date, or now (ISO 8601) when missing. */
export function publishedDateOrNow(date: string | null | undefined, options: DefaultsOptions = {}): string {
  return isMissing(date) ? (options.now?.() ?? new Date()).toISOString() : date
}

export function withBlogDefaults(blog: Blog, options: DefaultsOptions = {}): BlogWithDefaults {
  return {
    ...blog,
    slug: slugOrId(blog.slug, blog.id),
    imagePath: imageOrDefault(blog.imagePath, options),
    authorName: textOr(blog.authorName, options.missing?.blogAuthor ?? DEFAULT_BLOG_AUTHOR),
    categoryName: textOr(blog.categoryName, options.missing?.blogCategory ?? DEFAULT_BLOG_CATEGORY_NAME),
    publishedDate: publishedDateOrNow(blog.publishedDate, options),
  }
}

export function withOperationDefaults(
  operation: Operation,
  options: DefaultsOptions = {},
): OperationWithDefaults {
  return {
    ...operation,
    slug: slugOrId(operation.slug, operation.id),
    title: textOr(operation.title, options.missing?.operationTitle ?? DEFAULT_OPERATION_TITLE),
    imagePath: imageOrDefault(operation.imagePath, options),
    catalogName: textOr(operation.catalogName, options.missing?.catalog ?? DEFAULT_CATALOG_NAME),
    authorName: textOr(operation.authorName, DEFAULT_OPERATION_AUTHOR),
    authorProfileImagePath: authorImageOrPlaceholder(operation.authorProfileImagePath, options),
    publishedDate: publishedDateOrNow(operation.publishedDate, options),
  }
}

export function withCommentDefaults(comment: Comment, options: DefaultsOptions = {}): CommentWithDefaults {
  return {
    ...comment,
    authorName: textOr(comment.authorName, DEFAULT_COMMENT_AUTHOR),
    authorProfileImagePath: authorImageOrPlaceholder(comment.authorProfileImagePath, options),
  }
}
