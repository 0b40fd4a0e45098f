import type { Blog } from '@clinic/contract/blog'
import type { Operation } from '@clinic/contract/operation'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/http-errors.ts'
import type { PreviewUnit } from './preview-links.ts'

/** What a preview page shows of its unit: the texts the template's markers stand for. */
export interface PreviewFields {
  title: string
  shortDescription: string | null
  /** Sanitised HTML, as stored by the save (the only value written as markup). */
  fullContent: string | null
  authorName: string | null
  /** The category's (a post's) or the catalog's (an operation's) name. */
  section: string | null
  seoDescription: string | null
  seoKeywords: string | null
  tags: string[]
  /** "/uploads/…" or null. */
  imagePath: string | null
  publishedDate: string | null
  contentUpdatedAt: string
}

/**
 * The one place a preview's content is read (decision 0285): today the live row in the unit's language, an inactive
 * item or translation included (staff preview before they activate); when drafts land, a unit's pending draft is laid
 * over it here, and a new item's draft (`draftId` without `itemId`) is read here. Throws 404 when the item is gone.
 */
export async function previewContent(
  app: Pick<FastifyInstance, 'blogs' | 'operations'>,
  unit: PreviewUnit,
): Promise<PreviewFields> {
  if (unit.itemId === null) throw notFound('Önizlenecek içerik bulunamadı.')
  if (unit.kind === 'blog') {
    const post = (await app.blogs.find(unit.itemId, false, unit.locale)) as Blog
    return {
      title: post.title,
      shortDescription: post.shortDescription,
      fullContent: post.fullContent,
      authorName: post.authorName,
      section: post.categoryName,
      seoDescription: post.seoDescription,
      seoKeywords: post.seoKeywords,
      tags: post.tags,
      imagePath: post.imagePath,
      publishedDate: post.publishedDate,
      contentUpdatedAt: post.contentUpdatedAt,
    }
  }
  const operation = (await app.operations.find(unit.itemId, false, unit.locale)) as Operation
  return {
    title: operation.title,
    shortDescription: operation.shortDescription,
    fullContent: operation.fullContent,
    authorName: operation.authorName,
    section: operation.catalogName,
    seoDescription: operation.seoDescription,
    seoKeywords: operation.seoKeywords,
    tags: [],
    imagePath: operation.imagePath,
    publishedDate: operation.publishedDate,
    contentUpdatedAt: operation.contentUpdatedAt,
  }
}
