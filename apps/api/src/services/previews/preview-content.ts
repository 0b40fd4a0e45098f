import type { Blog } from '@clinic/contract/blog'
import type { Draft } from '@clinic/contract/draft'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import type { Locale } from '@clinic/contract/locale'
import type { Operation } from '@clinic/contract/operation'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/http-errors.ts'
import { sanitizeRichText } from '../../lib/sanitize-rich-text.ts'
import { parseTags } from '../content/content-form.ts'
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

type PreviewApp = Pick<FastifyInstance, 'blogs' | 'operations' | 'drafts' | 'catalogs' | 'categories'>

const sanitised = (html: string | undefined) => (html ? sanitizeRichText(html) || null : null)
const textOrNull = (value: string | undefined) => (value?.trim() ? value.trim() : null)

/** A group's (category's or catalog's) name in the page's language, or null when none is chosen or it is gone. */
async function groupName(
  app: PreviewApp,
  kind: PreviewUnit['kind'],
  raw: string | undefined,
  locale: Locale,
) {
  const id = Number(raw)
  if (!raw || !Number.isInteger(id) || id <= 0) return null
  const service = kind === 'blog' ? app.categories : app.catalogs
  const group = await service.find(id, locale).catch(() => undefined)
  return group?.name ?? null
}

/**
 * A draft's fields laid over what the page shows (decision 0286): a field the draft holds replaces the live one
 * (texts as the save would store them: the body sanitised, tags split as the save splits them); a field it does not
 * hold keeps the live value. The draft's own change time is the page's "updated" time.
 */
async function overlay(
  app: PreviewApp,
  unit: PreviewUnit,
  base: PreviewFields,
  draft: Draft,
): Promise<PreviewFields> {
  const f = draft.fields
  const has = (key: string) => Object.hasOwn(f, key)
  const section =
    unit.locale === 'tr' && has(unit.kind === 'blog' ? 'categoryId' : 'catalogId')
      ? await groupName(app, unit.kind, f[unit.kind === 'blog' ? 'categoryId' : 'catalogId'], unit.locale)
      : base.section
  return {
    title: has('title') ? (f.title ?? '') : base.title,
    shortDescription: has('shortDescription') ? textOrNull(f.shortDescription) : base.shortDescription,
    fullContent: has('fullContent') ? sanitised(f.fullContent) : base.fullContent,
    authorName: has('authorName') ? textOrNull(f.authorName) : base.authorName,
    section,
    seoDescription: has('seoDescription') ? textOrNull(f.seoDescription) : base.seoDescription,
    seoKeywords: has('seoKeywords') ? textOrNull(f.seoKeywords) : base.seoKeywords,
    tags: unit.kind === 'blog' && has('tags') ? draftTags(f.tags, base.tags) : base.tags,
    imagePath: has('existingImagePath') ? textOrNull(f.existingImagePath) : base.imagePath,
    publishedDate: has('publishedDate') ? textOrNull(f.publishedDate) : base.publishedDate,
    contentUpdatedAt: draft.updatedAt,
  }
}

/** The draft's tags as the save splits them; a draft the save would refuse (a tag too long) keeps the live ones. */
function draftTags(raw: string | undefined, live: string[]) {
  try {
    return parseTags(raw, foldTurkish)
  } catch {
    return live
  }
}

const EMPTY: PreviewFields = {
  title: '',
  shortDescription: null,
  fullContent: null,
  authorName: null,
  section: null,
  seoDescription: null,
  seoKeywords: null,
  tags: [],
  imagePath: null,
  publishedDate: null,
  contentUpdatedAt: new Date(0).toISOString(),
}

/**
 * The one place a preview's content is read (decisions 0285, 0286): the live row in the unit's language, an inactive
 * item or translation included (staff preview before they activate), with the unit's pending draft laid over it, so
 * a link shows what the staff are writing while the public page keeps the live text. A new item's link (`draftId`,
 * no item) reads its draft alone. Throws 404 when the item (or the new item's draft) is gone.
 */
export async function previewContent(app: PreviewApp, unit: PreviewUnit): Promise<PreviewFields> {
  if (unit.itemId === null) {
    if (unit.draftId === null) throw notFound('Önizlenecek içerik bulunamadı.')
    const draft = await app.drafts.find(unit.kind, unit.draftId)
    return overlay(app, unit, EMPTY, draft)
  }
  const live = await liveContent(app, unit.kind, unit.itemId, unit.locale)
  const draft = await app.drafts.findOfItem(unit.kind, unit.itemId, unit.locale)
  return draft ? overlay(app, unit, live, draft) : live
}

/** The live row's texts in a language, inactive included. */
async function liveContent(
  app: PreviewApp,
  kind: PreviewUnit['kind'],
  itemId: number,
  locale: Locale,
): Promise<PreviewFields> {
  if (kind === 'blog') {
    const post = (await app.blogs.find(itemId, false, locale)) as Blog
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
  const operation = (await app.operations.find(itemId, false, locale)) as Operation
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
