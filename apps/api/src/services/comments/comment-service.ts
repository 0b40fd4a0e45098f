import { commentsOpen } from '@clinic/contract/blog'
import type { CommentModerationQuery } from '@clinic/contract/comment'
import { CONSENT_MESSAGES } from '@clinic/contract/consent'
import { INVALID_INPUT_MESSAGE } from '@clinic/contract/http-messages'
import { and, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogs as blogsTable, commentLikes, commentReports, comments, users } from '../../db/schema.ts'
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts'
import { searchWords } from '../../lib/search-text.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import type { BlogService } from '../blogs/blog-service.ts'
import { commentsVisibleTo } from '../content/visibility.ts'
import { foldedSql, paginate } from '../shared/sql.ts'

const NOT_FOUND = 'Yorum bulunamadı.'

const likeCount = sql<number>`(select count(*)::int from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})`
const likedBy = (userId: number) =>
  sql<boolean>`exists(select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${userId})`
const latestReport = sql<
  string | null
>`(select ${commentReports.reason} from ${commentReports} where ${commentReports.commentId} = ${comments.id} order by ${commentReports.createdAt} desc limit 1)`
const commentSearchText = foldedSql(
  sql`${comments.content} || ' ' || ${users.firstName} || ' ' || ${users.lastName}`,
)
const reportCount = sql<number>`(select count(*)::int from ${commentReports} where ${commentReports.commentId} = ${comments.id})`

function selection(viewer: AuthUser | null) {
  return {
    id: comments.id,
    blogId: comments.blogId,
    content: comments.content,
    /** Internal: who wrote it (dropped before answering). */
    userId: comments.userId,
    authorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    authorProfileImagePath: users.profileImagePath,
    createdDate: comments.createdAt,
    isApproved: comments.isApproved,
    likeCount,
    isLiked: viewer ? likedBy(viewer.id) : sql<boolean>`false`,
    isOwn: viewer ? sql<boolean>`${comments.userId} = ${viewer.id}` : sql<boolean>`false`,
    // Only moderators learn why a comment was reported.
    reportReason: viewer?.isStaff ? latestReport : sql<string | null>`null`,
  }
}

const answer = <R extends { userId: number; createdDate: Date }>({ userId: _userId, ...row }: R) => ({
  ...row,
  createdDate: row.createdDate.toISOString(),
})

/**
 * Comments of the blog posts: who sees which (`commentsVisibleTo`), writing, moderation, reports and likes. Every
 * call names the post by id or slug and checks the comment belongs to it; ownership is checked here, so no route
 * can forget it.
 */
export function createCommentService(db: Database, blogs: BlogService) {
  function loadMany(viewer: AuthUser | null, where: SQL | undefined) {
    return db
      .select(selection(viewer))
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
  }

  /** A comment of this post that the viewer may see, or 404. */
  async function loadOne(blogKey: string, commentId: number, viewer: AuthUser | null) {
    const blog = await blogs.find(blogKey, !viewer?.isStaff)
    const [row] = await loadMany(
      viewer,
      and(eq(comments.id, commentId), eq(comments.blogId, blog.id), commentsVisibleTo(viewer)),
    )
    if (!row) throw notFound(NOT_FOUND)
    return row
  }

  async function likeStatus(commentId: number, userId: number) {
    const [row] = await db
      .select({ likeCount, isLiked: likedBy(userId) })
      .from(comments)
      .where(eq(comments.id, commentId))
    return { commentId, isLiked: row?.isLiked ?? false, likeCount: row?.likeCount ?? 0 }
  }

  async function setLiked(commentId: number, userId: number, isLiked: boolean) {
    if (isLiked) await db.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing()
    else
      await db
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    return likeStatus(commentId, userId)
  }

  async function statusesFor(blogId: number, viewer: AuthUser) {
    const rows = await db
      .select({ id: comments.id, isLiked: likedBy(viewer.id) })
      .from(comments)
      .where(and(eq(comments.blogId, blogId), commentsVisibleTo(viewer)))
    return { commentLikeStatuses: Object.fromEntries(rows.map((r) => [String(r.id), r.isLiked])) }
  }

  /** Ownership: only the author (or an admin) changes a comment. */
  async function ownedBy(blogKey: string, commentId: number, viewer: AuthUser, refusal: string) {
    const existing = await loadOne(blogKey, commentId, viewer)
    if (!viewer.isStaff && existing.userId !== viewer.id) throw forbidden(refusal)
    return existing
  }

  return {
    /** The admin's moderation list across all posts (see `CommentModerationQuery`): one page and the total. */
    async moderationList(query: CommentModerationQuery, viewer: AuthUser) {
      const filters: SQL[] = []
      if (query.status === 'pending') filters.push(eq(comments.isApproved, false))
      if (query.status === 'approved') filters.push(eq(comments.isApproved, true))
      if (query.status === 'reported') {
        filters.push(
          exists(db.select().from(commentReports).where(eq(commentReports.commentId, comments.id))),
        )
      }
      // Every word in the comment or its author's name, folded as the blog search folds.
      const words = searchWords(query.search ?? '')
      filters.push(...words.map((word) => sql`${commentSearchText} like ${`%${word}%`}`))
      const where = filters.length ? and(...filters) : undefined
      const rows = db
        .select({ ...selection(viewer), blogTitle: blogsTable.title, blogSlug: blogsTable.slug, reportCount })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .innerJoin(blogsTable, eq(blogsTable.id, comments.blogId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .$dynamic()
      const [items, [total]] = await Promise.all([
        paginate(rows, query),
        db.select({ n: count() }).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(where),
      ])
      return { items: items.map(answer), total: total?.n ?? 0 }
    },

    /** A post's comments the viewer may see, newest first. */
    async listForPost(blogKey: string, viewer: AuthUser | null) {
      const blog = await blogs.find(blogKey, !viewer?.isStaff)
      const rows = await loadMany(viewer, and(eq(comments.blogId, blog.id), commentsVisibleTo(viewer)))
      return rows.map(answer)
    },

    /** Comments are plain text (rendered escaped); an admin's own comment needs no moderation. */
    async create(blogKey: string, viewer: AuthUser, content: string) {
      const blog = await blogs.find(blogKey, true)
      // Issue 21: a post whose comments are off (or that shows before/after images) takes none.
      if (!commentsOpen(blog)) throw forbidden(CONSENT_MESSAGES.commentsOff)
      const [created] = await db
        .insert(comments)
        .values({ blogId: blog.id, userId: viewer.id, content, isApproved: viewer.isStaff })
        .returning({ id: comments.id })
      return answer(await loadOne(String(blog.id), created!.id, viewer))
    },

    /** A user's edit goes back to moderation, so approved text cannot be swapped for something else. */
    async edit(blogKey: string, commentId: number, viewer: AuthUser, content: string) {
      const existing = await ownedBy(
        blogKey,
        commentId,
        viewer,
        'Yalnızca kendi yorumunuzu düzenleyebilirsiniz.',
      )
      await db
        .update(comments)
        .set({ content, updatedAt: new Date(), isApproved: viewer.isStaff ? existing.isApproved : false })
        .where(eq(comments.id, existing.id))
      return answer(await loadOne(blogKey, existing.id, viewer))
    },

    async remove(blogKey: string, commentId: number, viewer: AuthUser) {
      const existing = await ownedBy(blogKey, commentId, viewer, 'Yalnızca kendi yorumunuzu silebilirsiniz.')
      await db.delete(comments).where(eq(comments.id, existing.id))
    },

    /** One comment as the viewer may see it (the audit log reads a moderated comment before the change). */
    async find(blogKey: string, commentId: number, viewer: AuthUser | null) {
      return answer(await loadOne(blogKey, commentId, viewer))
    },

    async approve(blogKey: string, commentId: number, viewer: AuthUser, isApproved: boolean) {
      const existing = await loadOne(blogKey, commentId, viewer)
      await db.update(comments).set({ isApproved }).where(eq(comments.id, existing.id))
      return answer(await loadOne(blogKey, existing.id, viewer))
    },

    /** One report per user and comment; reporting again updates the reason. Never one's own comment. */
    async report(blogKey: string, commentId: number, viewer: AuthUser, reason: string) {
      const existing = await loadOne(blogKey, commentId, viewer)
      if (existing.userId === viewer.id) throw badRequest('Kendi yorumunuzu şikâyet edemezsiniz.')
      await db
        .insert(commentReports)
        .values({ commentId: existing.id, userId: viewer.id, reason })
        .onConflictDoUpdate({
          target: [commentReports.commentId, commentReports.userId],
          set: { reason, createdAt: new Date() },
        })
    },

    async likeCount(blogKey: string, commentId: number, viewer: AuthUser | null) {
      const existing = await loadOne(blogKey, commentId, viewer)
      return { commentId: existing.id, likeCount: existing.likeCount }
    },

    async likeStatus(blogKey: string, commentId: number, viewer: AuthUser) {
      return likeStatus((await loadOne(blogKey, commentId, viewer)).id, viewer.id)
    },

    /** `isLiked` undefined toggles, as a like button does. */
    async setLike(blogKey: string, commentId: number, viewer: AuthUser, isLiked?: boolean) {
      const existing = await loadOne(blogKey, commentId, viewer)
      const wanted = isLiked ?? !(await likeStatus(existing.id, viewer.id)).isLiked
      return setLiked(existing.id, viewer.id, wanted)
    },

    async likeStatuses(blogKey: string, viewer: AuthUser) {
      return statusesFor((await blogs.find(blogKey, !viewer.isStaff)).id, viewer)
    },

    /** Many comments' likes of one post at once: every id must be a comment of the post the viewer may see. */
    async setLikeStatuses(blogKey: string, viewer: AuthUser, statuses: Record<string, boolean>) {
      const blog = await blogs.find(blogKey, !viewer.isStaff)
      const wanted = Object.entries(statuses).map(([key, liked]) => [Number(key), liked] as const)
      if (wanted.some(([id]) => !Number.isSafeInteger(id) || id <= 0)) {
        throw badRequest(INVALID_INPUT_MESSAGE, { commentLikeStatuses: ['Geçersiz yorum kimliği.'] })
      }
      const ids = wanted.map(([id]) => id)
      if (ids.length > 0) {
        const [found] = await db
          .select({ n: count() })
          .from(comments)
          .where(and(inArray(comments.id, ids), eq(comments.blogId, blog.id), commentsVisibleTo(viewer)))
        if ((found?.n ?? 0) !== new Set(ids).size) throw notFound(NOT_FOUND)
      }
      const liked = wanted.filter(([, on]) => on).map(([id]) => id)
      const unliked = wanted.filter(([, on]) => !on).map(([id]) => id)
      await db.transaction(async (tx) => {
        if (liked.length > 0)
          await tx
            .insert(commentLikes)
            .values(liked.map((commentId) => ({ commentId, userId: viewer.id })))
            .onConflictDoNothing()
        if (unliked.length > 0)
          await tx
            .delete(commentLikes)
            .where(and(inArray(commentLikes.commentId, unliked), eq(commentLikes.userId, viewer.id)))
      })
      return statusesFor(blog.id, viewer)
    },

    async resetLikeStatuses(blogKey: string, viewer: AuthUser) {
      const blog = await blogs.find(blogKey, !viewer.isStaff)
      await db
        .delete(commentLikes)
        .where(
          and(
            eq(commentLikes.userId, viewer.id),
            inArray(
              commentLikes.commentId,
              db.select({ id: comments.id }).from(comments).where(eq(comments.blogId, blog.id)),
            ),
          ),
        )
      return statusesFor(blog.id, viewer)
    },
  }
}

export type CommentService = ReturnType<typeof createCommentService>
