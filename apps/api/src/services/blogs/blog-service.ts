import type { Blog, BlogForm, BlogLikeState } from '@clinic/contract/blog'
import type { ListSort, Paging } from '@clinic/contract/common'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import { and, arrayContains, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogLikes, blogs, categories } from '../../db/schema.ts'
import { badRequest, notFound } from '../../lib/http-errors.ts'
import { isPaged, parseIdOrSlug, toIso } from '../../lib/listing.ts'
import { sanitizeRichText } from '../../lib/sanitize-rich-text.ts'
import type { SearchHit } from '../../lib/search-results-html.ts'
import { searchTextOf, searchWords } from '../../lib/search-text.ts'
import type { AppEvents } from '../../plugins/events.ts'
import type { ImageStore } from '../../plugins/images.ts'
import { parseTags, resolveImage, resolveSlug, writeWithImage } from '../content/content-form.ts'
import { recordRemoval, removedSince } from '../content/removals.ts'
import { publicPost } from '../content/visibility.ts'
import { paginate, turkishOrder } from '../shared/sql.ts'
import { removeUnreferenced, uploadsInText } from '../uploads/upload-references.ts'

/**
 * Who likes a post: a signed-in user by their id, a guest by the random id of the `clinic_visitor` cookie, which the
 * API sets on a guest's first like. The cookie holds nothing else and is sent only to the blog API (its Path), never
 * to scripts (HttpOnly) nor with another site's requests (SameSite=Lax).
 */
export type Liker = { userId: number } | { visitorId: string }

const NOT_FOUND = 'Blog yazısı bulunamadı.'

const columns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  shortDescription: blogs.shortDescription,
  fullContent: blogs.fullContent,
  imagePath: blogs.imagePath,
  authorName: blogs.authorName,
  publishedDate: blogs.publishedDate,
  categoryId: blogs.categoryId,
  categoryName: categories.name,
  tags: blogs.tags,
  seoKeywords: blogs.seoKeywords,
  seoDescription: blogs.seoDescription,
  isActive: blogs.isActive,
  viewCount: blogs.viewCount,
  likes: blogs.likes,
}

type Row = Omit<Blog, 'publishedDate'> & { publishedDate: Date | null }

const toBlog = (row: Row): Blog => ({ ...row, publishedDate: toIso(row.publishedDate) })

/** One LIKE per word: a post matches when its folded text holds every word (words are only letters and digits). */
const containsEvery = (words: string[]) => words.map((word) => sql`${blogs.searchText} like ${`%${word}%`}`)

const published = sql`coalesce(${blogs.publishedDate}, ${blogs.createdAt})`
const newestFirst = [desc(published), desc(blogs.id)]
const ORDER: Record<ListSort, SQL[]> = {
  newest: newestFirst,
  oldest: [asc(published), asc(blogs.id)],
  title: [asc(turkishOrder(blogs.title)), asc(blogs.id)],
  views: [desc(blogs.viewCount), ...newestFirst],
}

export interface BlogListFilter extends Paging {
  /** The public's lists: active posts only, whatever `active` says. */
  activeOnly: boolean
  /** The admin's filter: only active (true) or only inactive (false) posts. */
  active?: boolean
  categoryId?: number
  tag?: string
  /** GET /api/blog/search: a query without words finds nothing. */
  query?: string
  /** The lists' search: every word must be found; without words it filters nothing. */
  search?: string
  sort?: ListSort
  /** Only posts changed after this time (the site's loaders). */
  updatedAfter?: Date
}

export function createBlogRepository(
  db: Database,
  images: ImageStore,
  events: Pick<AppEvents, 'contentChanged'>,
) {
  async function list(filter: BlogListFilter): Promise<{ items: Blog[]; total: number }> {
    const where: SQL[] = []
    if (filter.activeOnly) where.push(publicPost())
    if (filter.active !== undefined) where.push(eq(blogs.isActive, filter.active))
    if (filter.categoryId) where.push(eq(blogs.categoryId, filter.categoryId))
    if (filter.tag) where.push(arrayContains(blogs.tagKeys, [foldTurkish(filter.tag.trim())]))
    if (filter.updatedAfter) where.push(gt(blogs.updatedAt, filter.updatedAfter))
    if (filter.query !== undefined) {
      const words = searchWords(filter.query)
      if (words.length === 0) return { items: [], total: 0 }
      where.push(...containsEvery(words))
    }
    if (filter.search !== undefined) where.push(...containsEvery(searchWords(filter.search)))
    const condition = where.length ? and(...where) : undefined
    const rows = await paginate(
      db
        .select(columns)
        .from(blogs)
        .leftJoin(categories, eq(blogs.categoryId, categories.id))
        .where(condition)
        .orderBy(...ORDER[filter.sort ?? 'newest'])
        .$dynamic(),
      filter,
    )
    const total = isPaged(filter)
      ? ((await db.select({ n: count() }).from(blogs).where(condition))[0]?.n ?? 0)
      : rows.length
    return { items: rows.map(toBlog), total }
  }

  async function find(idOrSlug: string | number, activeOnly: boolean): Promise<Blog> {
    const key = typeof idOrSlug === 'number' ? { id: idOrSlug } : parseIdOrSlug(idOrSlug)
    const match = 'id' in key ? eq(blogs.id, key.id) : eq(blogs.slug, key.slug)
    const [row] = await db
      .select(columns)
      .from(blogs)
      .leftJoin(categories, eq(blogs.categoryId, categories.id))
      .where(activeOnly ? and(match, publicPost()) : match)
    if (!row) throw notFound(NOT_FOUND)
    return toBlog(row)
  }

  async function assertCategory(categoryId: number | undefined) {
    if (!categoryId) return
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
    if (!row)
      throw badRequest('Gönderilen bilgiler geçersiz.', { categoryId: ['Seçilen kategori bulunamadı.'] })
  }

  const slugTaken = (exceptId?: number) => async (slug: string) => {
    const [row] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug))
    return row !== undefined && row.id !== exceptId
  }

  /** Create (no id) or replace (id) from the admin's form; text fields left empty become null. */
  async function save(form: BlogForm, author: string, id?: number): Promise<Blog> {
    const current = id ? (await db.select().from(blogs).where(eq(blogs.id, id)))[0] : undefined
    if (id && !current) throw notFound(NOT_FOUND)
    await assertCategory(form.categoryId)
    const slug = await resolveSlug({
      requested: form.slug,
      title: form.title,
      current: current?.slug,
      isTaken: slugTaken(id),
    })
    const tags = parseTags(form.tags, foldTurkish)
    const fullContent = form.fullContent ? sanitizeRichText(form.fullContent) || null : null
    const { imagePath, stored } = await resolveImage({
      upload: form.blogImage,
      existingImagePath: form.existingImagePath,
      folder: 'blog',
      images,
    })
    const values = {
      slug,
      title: form.title,
      shortDescription: form.shortDescription ?? null,
      fullContent,
      ...(imagePath === undefined ? {} : { imagePath }),
      authorName: form.authorName ?? current?.authorName ?? author,
      publishedDate: form.publishedDate
        ? new Date(form.publishedDate)
        : (current?.publishedDate ?? new Date()),
      categoryId: form.categoryId ?? null,
      tags,
      tagKeys: tags.map(foldTurkish),
      seoKeywords: form.seoKeywords ?? null,
      seoDescription: form.seoDescription ?? null,
      isActive: form.isActive ?? current?.isActive ?? true,
      searchText: searchTextOf({
        title: form.title,
        shortDescription: form.shortDescription ?? null,
        fullContent,
        tags,
      }),
      // The database's clock, as the site's change cursor is (GET /api/site/changes).
      updatedAt: sql`now()`,
    }
    const saved = await writeWithImage({
      db,
      images,
      stored,
      imagePath,
      notFoundMessage: NOT_FOUND,
      write: async (tx) => {
        if (!id) {
          const [row] = await tx.insert(blogs).values(values).returning({ id: blogs.id })
          return { id: row!.id, formerImage: null }
        }
        const [before] = await tx
          .select({ id: blogs.id, formerImage: blogs.imagePath })
          .from(blogs)
          .where(eq(blogs.id, id))
          .for('update')
        if (before) await tx.update(blogs).set(values).where(eq(blogs.id, id))
        return before
      },
    })
    events.contentChanged({ kind: 'blogs', id: saved, action: id ? 'updated' : 'created' })
    return find(saved, false)
  }

  /** Deletes a post with its comments; then the files of its cover and its text's images that nothing else shows. */
  async function remove(id: number): Promise<void> {
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(blogs)
        .where(eq(blogs.id, id))
        .returning({ imagePath: blogs.imagePath, fullContent: blogs.fullContent })
      if (!row) throw notFound(NOT_FOUND)
      await recordRemoval(tx, 'blogs', id)
      return row
    })
    events.contentChanged({ kind: 'blogs', id, action: 'deleted' })
    await removeUnreferenced(db, images, [deleted.imagePath, ...uploadsInText(deleted.fullContent)])
  }

  async function setActive(id: number, isActive: boolean): Promise<Blog> {
    const rows = await db
      .update(blogs)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(blogs.id, id))
      .returning({ id: blogs.id })
    if (rows.length === 0) throw notFound(NOT_FOUND)
    events.contentChanged({ kind: 'blogs', id, action: 'status' })
    return find(id, false)
  }

  /** The active post with this id or slug: the public's counters touch no other. */
  function publicPostBy(idOrSlug: string): SQL | undefined {
    const key = parseIdOrSlug(idOrSlug)
    return and('id' in key ? eq(blogs.id, key.id) : eq(blogs.slug, key.slug), publicPost())
  }

  /** The view counter changes in one statement, so concurrent views are never lost. */
  async function view(idOrSlug: string) {
    const [row] = await db
      .update(blogs)
      .set({ viewCount: sql`${blogs.viewCount} + 1` })
      .where(publicPostBy(idOrSlug))
      .returning({ id: blogs.id, viewCount: blogs.viewCount, likes: blogs.likes })
    if (!row) throw notFound(NOT_FOUND)
    return row
  }

  /** The liker's own row of a post (a user's or a guest's). */
  const ownLike = (liker: Liker) =>
    'userId' in liker ? eq(blogLikes.userId, liker.userId) : eq(blogLikes.visitorId, liker.visitorId)

  /** An active post's counters and whether this liker likes it (a guest without an id likes nothing yet). */
  async function likeState(idOrSlug: string, liker: Liker | undefined): Promise<BlogLikeState> {
    const liked = liker
      ? sql<boolean>`exists(${db
          .select({ one: sql`1` })
          .from(blogLikes)
          .where(and(eq(blogLikes.blogId, blogs.id), ownLike(liker)))})`
      : sql<boolean>`false`
    const [row] = await db
      .select({ id: blogs.id, viewCount: blogs.viewCount, likes: blogs.likes, liked })
      .from(blogs)
      .where(publicPostBy(idOrSlug))
    if (!row) throw notFound(NOT_FOUND)
    return row
  }

  /**
   * One like per post and liker: a second like adds no row. The row is taken from the active post in the same
   * statement, so a post deleted or hidden meanwhile gets none; the trigger of blog_likes moves `blogs.likes`.
   */
  async function like(idOrSlug: string, liker: Liker): Promise<BlogLikeState> {
    await db
      .insert(blogLikes)
      .select(
        db
          .select({
            blogId: blogs.id,
            userId: sql<number | null>`${'userId' in liker ? liker.userId : null}::integer`.as('user_id'),
            visitorId: sql<string | null>`${'visitorId' in liker ? liker.visitorId : null}::text`.as(
              'visitor_id',
            ),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(blogs)
          .where(publicPostBy(idOrSlug)),
      )
      .onConflictDoNothing()
    return likeState(idOrSlug, liker)
  }

  /** Takes back this liker's like only; without one (or without an id) nothing changes. */
  async function unlike(idOrSlug: string, liker: Liker | undefined): Promise<BlogLikeState> {
    if (liker)
      await db
        .delete(blogLikes)
        .where(
          and(
            ownLike(liker),
            inArray(blogLikes.blogId, db.select({ id: blogs.id }).from(blogs).where(publicPostBy(idOrSlug))),
          ),
        )
    return likeState(idOrSlug, liker)
  }

  /** The site's search box: slug and title of up to `limit` active posts holding every word, newest first. */
  async function searchTitles(term: string, limit: number): Promise<SearchHit[]> {
    const words = searchWords(term)
    if (words.length === 0) return []
    return db
      .select({ slug: blogs.slug, title: blogs.title })
      .from(blogs)
      .where(and(publicPost(), ...containsEvery(words)))
      .orderBy(...newestFirst)
      .limit(limit)
  }

  /**
   * For the site's loaders: active posts changed after `since` (all of them without it), and the ids that stopped
   * being public after it (deleted, or made inactive). Counters never move `updatedAt`, so views and likes are not
   * changes.
   */
  async function changes(since: Date | undefined): Promise<{ changed: Blog[]; removedIds: number[] }> {
    const { items } = await list({ activeOnly: true, updatedAfter: since })
    if (!since) return { changed: items, removedIds: [] }
    const hidden = await db
      .select({ id: blogs.id })
      .from(blogs)
      .where(and(eq(blogs.isActive, false), gt(blogs.updatedAt, since)))
    const removed = new Set([...(await removedSince(db, 'blogs', since)), ...hidden.map((row) => row.id)])
    return { changed: items, removedIds: [...removed] }
  }

  /** The demo content's counters (the seeder's): set, not counted. */
  async function setCounters(id: number, counters: { viewCount: number; likes: number }) {
    await db.update(blogs).set(counters).where(eq(blogs.id, id))
  }

  const isEmpty = async () => ((await db.select({ n: count() }).from(blogs))[0]?.n ?? 0) === 0

  return {
    setCounters,
    isEmpty,
    list,
    changes,
    searchTitles,
    find,
    save,
    remove,
    setActive,
    view,
    likeState,
    like,
    unlike,
    categoryExists: async (categoryId: number) =>
      (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))).length >
      0,
  }
}

export type BlogRepository = ReturnType<typeof createBlogRepository>
