import type { Blog } from '@clinic/contract/blog'
import type { Operation } from '@clinic/contract/operation'
import { formatDateTr } from '@clinic/ui/lib/date'
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

export function mostReadRow(kind: MostReadKind, item: Blog | Operation): MostReadRow {
  const filled = kind === 'blog' ? withBlogDefaults(item as Blog) : withOperationDefaults(item as Operation)
  return {
    id: item.id,
    title: filled.title,
    href: kind === 'blog' ? blogHref(filled) : operationHref(filled),
    imagePath: filled.imagePath,
    authorName: filled.authorName,
    publishedDate: filled.publishedDate,
    date: formatDateTr(filled.publishedDate),
  }
}
