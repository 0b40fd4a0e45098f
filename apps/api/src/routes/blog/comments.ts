import {
  AdminComment,
  ApproveBody,
  Comment,
  CommentBody,
  CommentCreateBody,
  CommentLikes,
  CommentModerationQuery,
  LikeStatus,
  LikeStatusBody,
  LikeStatuses,
  LikeStatusesBody,
  ReportBody,
} from '@clinic/contract/comment'
import { Id, IdOrSlugParams, Message } from '@clinic/contract/common'
import { and, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { blogs as blogsTable, commentLikes, commentReports, comments, users } from '../../db/schema.ts'
import { searchWords } from '../../domain/search-text.ts'
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts'
import { foldedSql, pageWindow, withTotal } from '../../lib/listing.ts'
import { commentsVisibleTo } from '../../lib/visibility.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import type { BlogRepository } from './blog-repository.ts'

const tags = ['Yorum']
const auth = [{ bearerAuth: [] }]
const CommentParams = z.object({ id: z.string().min(1).max(200), commentId: Id })
const NOT_FOUND = 'Yorum bulunamadı.'

export default async function commentRoutes(fastify: FastifyInstance, opts: { blogs: BlogRepository }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = app.db
  const { blogs } = opts

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
      /** Internal: who wrote it (the response schema drops it). */
      userId: comments.userId,
      authorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      authorProfileImagePath: users.profileImagePath,
      createdDate: comments.createdAt,
      isApproved: comments.isApproved,
      likeCount,
      isLiked: viewer ? likedBy(viewer.id) : sql<boolean>`false`,
      isOwn: viewer ? sql<boolean>`${comments.userId} = ${viewer.id}` : sql<boolean>`false`,
      // Only moderators learn why a comment was reported.
      reportReason: viewer?.isAdmin ? latestReport : sql<string | null>`null`,
    }
  }

  type Row = Awaited<ReturnType<typeof loadMany>>[number]
  const toComment = ({ userId: _userId, ...row }: Row) => ({
    ...row,
    createdDate: row.createdDate.toISOString(),
  })

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
    const blog = await blogs.find(blogKey, !viewer?.isAdmin)
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

  const user = (viewer: AuthUser | null) => viewer as AuthUser

  // The admin's moderation list across all posts.
  app.get(
    '/api/blog/comments/admin',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: auth,
        summary: 'Yorum moderasyonu (yönetici)',
        description:
          'Bütün yazıların yorumları, en yeni önce. `status`: pending, approved ya da reported; `search`: yorum ' +
          'metninde ve yazarın adında her kelime (Türkçe harfler katlanır). `page`/`pageSize` ile sayfalanır; ' +
          'X-Total-Count toplamı verir.',
        querystring: CommentModerationQuery,
        response: { 200: z.array(AdminComment) },
      },
    },
    async (req, reply) => {
      const { status, search } = req.query
      const filters: SQL[] = []
      if (status === 'pending') filters.push(eq(comments.isApproved, false))
      if (status === 'approved') filters.push(eq(comments.isApproved, true))
      if (status === 'reported') {
        filters.push(
          exists(db.select().from(commentReports).where(eq(commentReports.commentId, comments.id))),
        )
      }
      // Every word in the comment or its author's name, folded as the blog search folds.
      const words = searchWords(search ?? '')
      filters.push(...words.map((word) => sql`${commentSearchText} like ${`%${word}%`}`))
      const where = filters.length ? and(...filters) : undefined
      const { limit, offset } = pageWindow(req.query)
      const query = db
        .select({
          ...selection(req.user),
          blogTitle: blogsTable.title,
          blogSlug: blogsTable.slug,
          reportCount,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .innerJoin(blogsTable, eq(blogsTable.id, comments.blogId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .offset(offset)
      const [rows, [total]] = await Promise.all([
        limit === undefined ? query : query.limit(limit),
        db.select({ n: count() }).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(where),
      ])
      const items = rows.map(({ userId: _userId, ...r }) => ({
        ...r,
        createdDate: r.createdDate.toISOString(),
      }))
      return withTotal(reply, { items, total: total?.n ?? 0 })
    },
  )

  app.get(
    '/api/blog/:id/comments',
    {
      preHandler: app.optionalUser,
      schema: { tags, params: IdOrSlugParams, response: { 200: z.array(Comment) } },
    },
    async (req) => {
      const blog = await blogs.find(req.params.id, !req.user?.isAdmin)
      const rows = await loadMany(req.user, and(eq(comments.blogId, blog.id), commentsVisibleTo(req.user)))
      return rows.map(toComment)
    },
  )

  app.post(
    '/api/blog/:id/comments',
    {
      onRequest: [app.limits.comments, app.authenticate],
      // A new comment carries a solved captcha (robots with a stolen or scripted account post no spam).
      preHandler: app.requireCaptcha,
      schema: {
        tags,
        security: auth,
        params: IdOrSlugParams,
        body: CommentCreateBody,
        response: { 201: Comment },
      },
    },
    async (req, reply) => {
      const viewer = user(req.user)
      const blog = await blogs.find(req.params.id, true)
      // Comments are plain text (rendered escaped); an admin's own comment needs no moderation.
      const [created] = await db
        .insert(comments)
        .values({ blogId: blog.id, userId: viewer.id, content: req.body.content, isApproved: viewer.isAdmin })
        .returning({ id: comments.id })
      return reply.code(201).send(toComment(await loadOne(String(blog.id), created!.id, viewer)))
    },
  )

  app.put(
    '/api/blog/:id/comments/:commentId',
    {
      onRequest: [app.limits.comments, app.authenticate],
      schema: { tags, security: auth, params: CommentParams, body: CommentBody, response: { 200: Comment } },
    },
    async (req) => {
      const viewer = user(req.user)
      const existing = await loadOne(req.params.id, req.params.commentId, viewer)
      if (!viewer.isAdmin && existing.userId !== viewer.id)
        throw forbidden('Yalnızca kendi yorumunuzu düzenleyebilirsiniz.')
      // A user's edit goes back to moderation, so approved text cannot be swapped for something else.
      await db
        .update(comments)
        .set({
          content: req.body.content,
          updatedAt: new Date(),
          isApproved: viewer.isAdmin ? existing.isApproved : false,
        })
        .where(eq(comments.id, existing.id))
      return toComment(await loadOne(req.params.id, existing.id, viewer))
    },
  )

  app.delete(
    '/api/blog/:id/comments/:commentId',
    { onRequest: app.authenticate, schema: { tags, security: auth, params: CommentParams } },
    async (req, reply) => {
      const viewer = user(req.user)
      const existing = await loadOne(req.params.id, req.params.commentId, viewer)
      if (!viewer.isAdmin && existing.userId !== viewer.id)
        throw forbidden('Yalnızca kendi yorumunuzu silebilirsiniz.')
      await db.delete(comments).where(eq(comments.id, existing.id))
      return reply.code(204).send()
    },
  )

  app.put(
    '/api/blog/:id/comments/:commentId/approve',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: auth, params: CommentParams, body: ApproveBody, response: { 200: Comment } },
    },
    async (req) => {
      const existing = await loadOne(req.params.id, req.params.commentId, req.user)
      await db.update(comments).set({ isApproved: req.body.isApproved }).where(eq(comments.id, existing.id))
      return toComment(await loadOne(req.params.id, existing.id, req.user))
    },
  )

  app.post(
    '/api/blog/:id/comments/:commentId/report',
    {
      onRequest: [app.limits.comments, app.authenticate],
      schema: { tags, security: auth, params: CommentParams, body: ReportBody, response: { 200: Message } },
    },
    async (req) => {
      const viewer = user(req.user)
      const existing = await loadOne(req.params.id, req.params.commentId, viewer)
      if (existing.userId === viewer.id) throw badRequest('Kendi yorumunuzu şikâyet edemezsiniz.')
      // One report per user and comment; reporting again updates the reason.
      await db
        .insert(commentReports)
        .values({ commentId: existing.id, userId: viewer.id, reason: req.body.reportReason })
        .onConflictDoUpdate({
          target: [commentReports.commentId, commentReports.userId],
          set: { reason: req.body.reportReason, createdAt: new Date() },
        })
      return { message: 'Şikâyetiniz alındı. Yorum yöneticiler tarafından incelenecek.' }
    },
  )

  // PUT like toggles the current user's like, as a like button does.
  app.put(
    '/api/blog/:id/comments/:commentId/like',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.commentLikes,
      schema: { tags, security: auth, params: CommentParams, response: { 200: LikeStatus } },
    },
    async (req) => {
      const viewer = user(req.user)
      const existing = await loadOne(req.params.id, req.params.commentId, viewer)
      const current = await likeStatus(existing.id, viewer.id)
      return setLiked(existing.id, viewer.id, !current.isLiked)
    },
  )

  app.get(
    '/api/blog/:id/comments/:commentId/likes',
    {
      preHandler: app.optionalUser,
      schema: { tags, params: CommentParams, response: { 200: CommentLikes } },
    },
    async (req) => {
      const existing = await loadOne(req.params.id, req.params.commentId, req.user)
      return { commentId: existing.id, likeCount: existing.likeCount }
    },
  )

  app.get(
    '/api/blog/:id/comments/:commentId/like-status',
    {
      onRequest: app.authenticate,
      schema: { tags, security: auth, params: CommentParams, response: { 200: LikeStatus } },
    },
    async (req) => {
      const existing = await loadOne(req.params.id, req.params.commentId, req.user)
      return likeStatus(existing.id, user(req.user).id)
    },
  )

  app.put(
    '/api/blog/:id/comments/:commentId/like-status',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.commentLikes,
      schema: {
        tags,
        security: auth,
        params: CommentParams,
        body: LikeStatusBody,
        response: { 200: LikeStatus },
      },
    },
    async (req) => {
      const existing = await loadOne(req.params.id, req.params.commentId, req.user)
      return setLiked(existing.id, user(req.user).id, req.body.isLiked)
    },
  )

  app.put(
    '/api/blog/:id/comments/:commentId/like-status/reset',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.commentLikes,
      schema: { tags, security: auth, params: CommentParams, response: { 200: LikeStatus } },
    },
    async (req) => {
      const existing = await loadOne(req.params.id, req.params.commentId, req.user)
      return setLiked(existing.id, user(req.user).id, false)
    },
  )

  app.get(
    '/api/blog/:id/comments/like-statuses',
    {
      onRequest: app.authenticate,
      schema: { tags, security: auth, params: IdOrSlugParams, response: { 200: LikeStatuses } },
    },
    async (req) => {
      const viewer = user(req.user)
      const blog = await blogs.find(req.params.id, !viewer.isAdmin)
      return statusesFor(blog.id, viewer)
    },
  )

  app.put(
    '/api/blog/:id/comments/like-statuses',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.postLikes,
      schema: {
        tags,
        security: auth,
        params: IdOrSlugParams,
        body: LikeStatusesBody,
        response: { 200: LikeStatuses },
      },
    },
    async (req) => {
      const viewer = user(req.user)
      const blog = await blogs.find(req.params.id, !viewer.isAdmin)
      const wanted = Object.entries(req.body.commentLikeStatuses).map(
        ([key, liked]) => [Number(key), liked] as const,
      )
      if (wanted.some(([id]) => !Number.isSafeInteger(id) || id <= 0)) {
        throw badRequest('Gönderilen bilgiler geçersiz.', {
          commentLikeStatuses: ['Geçersiz yorum kimliği.'],
        })
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
  )

  app.put(
    '/api/blog/:id/comments/like-statuses/reset',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.postLikes,
      schema: { tags, security: auth, params: IdOrSlugParams, response: { 200: LikeStatuses } },
    },
    async (req) => {
      const viewer = user(req.user)
      const blog = await blogs.find(req.params.id, !viewer.isAdmin)
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
  )
}
