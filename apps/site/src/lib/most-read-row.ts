import type { BlogSummary } from '@clinic/contract/blog'
import type { OperationSummary } from '@clinic/contract/operation'
import {
  DEFAULT_BLOG_AUTHOR,
  DEFAULT_OPERATION_TITLE,
  imageOrDefault,
  publishedDateOrNow,
  textOr,
} from '@clinic/ui/lib/defaults'
import { blogHref, operationHref } from '@clinic/ui/lib/menu'

export type MostReadKind = 'blog' | 'operation'

/** One line of a most-read widget; the build and the browser's refresh both write it from this. */
export interface MostReadRow {
  id: number
  title: string
  href: string
  /** With the default picture filled in. */
  imagePath: string
  authorName: string
  publishedDate: string
  date: string
}

/**
 * From a list's item (a summary) or a whole one: the row needs no body; `formatDate` in the page's language. The
 * defaults are docs/spec §3's, as `withBlogDefaults`/`withOperationDefaults` fill them, but an operation's missing
 * author comes from the caller (`operationAuthor`, the widget writes it into the page): those helpers read the
 * clinic's settings, which the page-wide script that refreshes the widget must not carry (the JavaScript budget).
 */
export function mostReadRow(
  kind: MostReadKind,
  item: BlogSummary | OperationSummary,
  formatDate: (value: string) => string,
  operationAuthor: string,
): MostReadRow {
  const publishedDate = publishedDateOrNow(item.publishedDate)
  return {
    id: item.id,
    title: kind === 'blog' ? item.title : textOr(item.title, DEFAULT_OPERATION_TITLE),
    href: kind === 'blog' ? blogHref(item) : operationHref(item),
    imagePath: imageOrDefault(item.imagePath),
    authorName: textOr(item.authorName, kind === 'blog' ? DEFAULT_BLOG_AUTHOR : operationAuthor),
    publishedDate,
    date: formatDate(publishedDate),
  }
}
