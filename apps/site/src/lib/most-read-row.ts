import type { BlogSummary } from '@clinic/contract/blog'
import type { OperationSummary } from '@clinic/contract/operation'
import { withBlogDefaults, withOperationDefaults } from '@clinic/ui/lib/defaults'
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

/** From a list's item (a summary) or a whole one: the row needs no body; `formatDate` in the page's language. */
export function mostReadRow(
  kind: MostReadKind,
  item: BlogSummary | OperationSummary,
  formatDate: (value: string) => string,
): MostReadRow {
  const whole = { ...item, fullContent: null }
  const filled =
    kind === 'blog'
      ? withBlogDefaults(whole as BlogSummary & { fullContent: null })
      : withOperationDefaults(whole as OperationSummary & { fullContent: null })
  return {
    id: item.id,
    title: filled.title,
    href: kind === 'blog' ? blogHref(filled) : operationHref(filled),
    imagePath: filled.imagePath,
    authorName: filled.authorName,
    publishedDate: filled.publishedDate,
    date: formatDate(filled.publishedDate),
  }
}
