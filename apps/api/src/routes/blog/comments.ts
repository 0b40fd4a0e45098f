import { ApiPaths } from '@clinic/contract/api-paths'
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
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { withTotal } from '../http.ts'

const tags = ['Yorum']
const auth = [{ bearerAuth: [] }]
const CommentParams = z.object({ id: z.string().min(1).max(200), commentId: Id })
/** What the audit log keeps of a moderated comment: where, whose, its state (not the text). */
const moderated = (c: { blogId: number; authorName: string | null; isApproved: boolean }) => ({
  blogId: c.blogId,
  authorName: c.authorName,
  isApproved: c.isApproved,
})

export default async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { comments } = app

  // The admin's moderation list across all posts.
  app.get(
    ApiPaths.commentsAdmin,
    {
      onRequest: app.requireStaff,
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
    async (req, reply) => withTotal(reply, await comments.moderationList(req.query, req.viewer)),
  )

  app.get(
    ApiPaths.comments,
    {
      onRequest: app.limits.publicReads,
      preHandler: app.optionalUser,
      schema: { tags, params: IdOrSlugParams, response: { 200: z.array(Comment) } },
    },
    async (req) => comments.listForPost(req.params.id, req.user),
  )

  app.post(
    ApiPaths.comments,
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
    async (req, reply) =>
      reply.code(201).send(await comments.create(req.params.id, req.viewer, req.body.content)),
  )

  app.put(
    ApiPaths.comment,
    {
      onRequest: [app.limits.comments, app.authenticate],
      schema: { tags, security: auth, params: CommentParams, body: CommentBody, response: { 200: Comment } },
    },
    async (req) => comments.edit(req.params.id, req.params.commentId, req.viewer, req.body.content),
  )

  app.delete(
    ApiPaths.comment,
    { onRequest: app.authenticate, schema: { tags, security: auth, params: CommentParams } },
    async (req, reply) => {
      const { id, commentId } = req.params
      const remove = () => comments.remove(id, commentId, req.viewer)
      // Staff deleting a comment is moderation, on record; a user deleting their own is not a staff action.
      await (req.viewer.isStaff
        ? app.audit.audited(req, { action: 'delete', resource: 'comment', resourceId: commentId }, remove, {
            before: async () => moderated(await comments.find(id, commentId, req.viewer)),
          })
        : remove())
      return reply.code(204).send()
    },
  )

  app.put(
    ApiPaths.commentApprove,
    {
      onRequest: app.requireStaff,
      schema: { tags, security: auth, params: CommentParams, body: ApproveBody, response: { 200: Comment } },
    },
    async (req) =>
      app.audit.audited(
        req,
        { action: 'approve', resource: 'comment', resourceId: req.params.commentId },
        () => comments.approve(req.params.id, req.params.commentId, req.viewer, req.body.isApproved),
        {
          before: async () => moderated(await comments.find(req.params.id, req.params.commentId, req.viewer)),
          after: moderated,
        },
      ),
  )

  app.post(
    ApiPaths.commentReport,
    {
      onRequest: [app.limits.comments, app.authenticate],
      schema: { tags, security: auth, params: CommentParams, body: ReportBody, response: { 200: Message } },
    },
    async (req) => {
      await comments.report(req.params.id, req.params.commentId, req.viewer, req.body.reportReason)
      return { message: 'Şikâyetiniz alındı. Yorum yöneticiler tarafından incelenecek.' }
    },
  )

  // PUT like toggles the current user's like, as a like button does.
  app.put(
    ApiPaths.commentLike,
    {
      onRequest: app.authenticate,
      preHandler: app.limits.commentLikes,
      schema: { tags, security: auth, params: CommentParams, response: { 200: LikeStatus } },
    },
    async (req) => comments.setLike(req.params.id, req.params.commentId, req.viewer),
  )

  app.get(
    ApiPaths.commentLikes,
    {
      preHandler: app.optionalUser,
      schema: { tags, params: CommentParams, response: { 200: CommentLikes } },
    },
    async (req) => comments.likeCount(req.params.id, req.params.commentId, req.user),
  )

  app.get(
    ApiPaths.commentLikeStatus,
    {
      onRequest: app.authenticate,
      schema: { tags, security: auth, params: CommentParams, response: { 200: LikeStatus } },
    },
    async (req) => comments.likeStatus(req.params.id, req.params.commentId, req.viewer),
  )

  app.put(
    ApiPaths.commentLikeStatus,
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
    async (req) => comments.setLike(req.params.id, req.params.commentId, req.viewer, req.body.isLiked),
  )

  app.put(
    ApiPaths.commentLikeStatusReset,
    {
      onRequest: app.authenticate,
      preHandler: app.limits.commentLikes,
      schema: { tags, security: auth, params: CommentParams, response: { 200: LikeStatus } },
    },
    async (req) => comments.setLike(req.params.id, req.params.commentId, req.viewer, false),
  )

  app.get(
    ApiPaths.commentLikeStatuses,
    {
      onRequest: app.authenticate,
      schema: { tags, security: auth, params: IdOrSlugParams, response: { 200: LikeStatuses } },
    },
    async (req) => comments.likeStatuses(req.params.id, req.viewer),
  )

  app.put(
    ApiPaths.commentLikeStatuses,
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
    async (req) => comments.setLikeStatuses(req.params.id, req.viewer, req.body.commentLikeStatuses),
  )

  app.put(
    ApiPaths.commentLikeStatusesReset,
    {
      onRequest: app.authenticate,
      preHandler: app.limits.postLikes,
      schema: { tags, security: auth, params: IdOrSlugParams, response: { 200: LikeStatuses } },
    },
    async (req) => comments.resetLikeStatuses(req.params.id, req.viewer),
  )
}
