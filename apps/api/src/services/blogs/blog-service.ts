import type { Blog, BlogForm, BlogLikeState } from '@clinic/contract/blog'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogLikes, blogs, categories } from '../../db/schema.ts'
import { notFound } from '../../lib/http-errors.ts'
import type { AppEvents } from '../../plugins/events.ts'
import type { ImageStore } from '../../plugins/images.ts'
import { parseTags } from '../content/content-form.ts'
import { type ContentListFilter, createContentService, type SaveGate } from '../content/content-service.ts'

/**
 * Who likes a post: a signed-in user by their id, a guest by the random id of the `clinic_visitor` cookie, which the
 * API sets on a guest's first like. The cookie holds nothing else and is sent only to the blog API (its Path), never
 * to scripts (HttpOnly) nor with another site's requests (SameSite=Lax).
 */
export type Liker = { userId: number } | { visitorId: string }

const NOT_FOUND = 'Blog yazısı bulunamadı.'

export interface BlogListFilter extends Omit<ContentListFilter, 'groupId'> {
  categoryId?: number
  tag?: string
}

/** The blog posts: the shared content life, plus tags and likes. */
export function createBlogService(
  db: Database,
  images: ImageStore,
  events: Pick<AppEvents, 'contentChanged'>,
) {
  const content = createContentService<Blog, { likes: number }>(db, images, events, {
    kind: 'blogs',
    table: blogs,
    notFound: NOT_FOUND,
    imageFolder: 'blog',
    group: {
      table: categories,
      column: blogs.categoryId,
      field: 'categoryId',
      notFound: 'Kategori bulunamadı.',
      missing: 'Seçilen kategori bulunamadı.',
    },
    columns: {
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
      contentUpdatedAt: blogs.contentUpdatedAt,
    },
    counters: { likes: blogs.likes },
  })
  const publicPostBy = content.publicBy

  /**
   * Create (no id) or replace (id) from the admin's form; tags are trimmed and kept once each. A post without an
   * author is signed by the practice doctor, whoever saves it (the writer is not asked: `_writer` is unused).
   */
  function save(form: BlogForm, _writer?: unknown, id?: number, gate?: SaveGate): Promise<Blog> {
    const tags = parseTags(form.tags, foldTurkish)
    return content.save({
      form,
      upload: form.blogImage,
      groupId: form.categoryId,
      id,
      gate,
      own: () => ({
        values: { categoryId: form.categoryId ?? null, tags, tagKeys: tags.map(foldTurkish) },
        searchWords: { tags },
      }),
    })
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

  return {
    ...content,
    list: ({ categoryId, tag, ...filter }: BlogListFilter) =>
      content.list(
        { ...filter, groupId: categoryId },
        tag ? [arrayContains(blogs.tagKeys, [foldTurkish(tag.trim())])] : [],
      ),
    save,
    likeState,
    like,
    unlike,
  }
}

export type BlogService = ReturnType<typeof createBlogService>
