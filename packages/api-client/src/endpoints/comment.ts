import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type {
  AdminComment,
  Comment,
  CommentBody,
  CommentCreateBody,
  CommentLikes,
  CommentModerationQuery,
  LikeStatus,
  LikeStatuses,
} from '@clinic/contract/comment'
import type { Message } from '@clinic/contract/common'
import type { CallOptions, Http, Method } from '../http.ts'
import { type IdTemplate, idPath, listCalls, sendTo } from './calls.ts'

/** `status` pending | approved | reported, `search` (comment text and author name), `page`/`pageSize`. */
export type CommentModerationListQuery = CommentModerationQuery

/** The routes on one comment of a post: `/api/blog/:id/comments/:commentId…`. */
type CommentTemplate = `${string}:id${string}:commentId${string}`

export function commentEndpoints(http: Http) {
  const onComment =
    <T>(method: Method, template: CommentTemplate, blogId: number, commentId: number) =>
    (body?: unknown, options?: CallOptions) =>
      sendTo<T>(
        http,
        method,
        apiPath(template as '/:id/:commentId', { id: blogId, commentId }),
        body,
        options,
      )
  const onPost =
    <T>(method: Method, template: IdTemplate, blogId: number) =>
    (body?: unknown, options?: CallOptions) =>
      sendTo<T>(http, method, idPath(template, blogId), body, options)
  const moderation = listCalls<AdminComment, CommentModerationListQuery>(http, ApiPaths.commentsAdmin)
  return {
    list: (blogId: number, options?: CallOptions) =>
      onPost<Comment[]>('GET', ApiPaths.comments, blogId)(undefined, options),
    create: (blogId: number, body: CommentCreateBody, options?: CallOptions) =>
      onPost<Comment>('POST', ApiPaths.comments, blogId)(body, options),
    update: (blogId: number, commentId: number, body: CommentBody, options?: CallOptions) =>
      onComment<Comment>('PUT', ApiPaths.comment, blogId, commentId)(body, options),
    remove: (blogId: number, commentId: number, options?: CallOptions) =>
      onComment<void>('DELETE', ApiPaths.comment, blogId, commentId)(undefined, options),
    approve: (blogId: number, commentId: number, isApproved: boolean, options?: CallOptions) =>
      onComment<Comment>('PUT', ApiPaths.commentApprove, blogId, commentId)({ isApproved }, options),
    report: (blogId: number, commentId: number, reportReason: string, options?: CallOptions) =>
      onComment<Message>('POST', ApiPaths.commentReport, blogId, commentId)({ reportReason }, options),
    like: (blogId: number, commentId: number, options?: CallOptions) =>
      onComment<LikeStatus>('PUT', ApiPaths.commentLike, blogId, commentId)(undefined, options),
    getLikes: (blogId: number, commentId: number, options?: CallOptions) =>
      onComment<CommentLikes>('GET', ApiPaths.commentLikes, blogId, commentId)(undefined, options),
    getLikeStatus: (blogId: number, commentId: number, options?: CallOptions) =>
      onComment<LikeStatus>('GET', ApiPaths.commentLikeStatus, blogId, commentId)(undefined, options),
    setLikeStatus: (blogId: number, commentId: number, isLiked: boolean, options?: CallOptions) =>
      onComment<LikeStatus>('PUT', ApiPaths.commentLikeStatus, blogId, commentId)({ isLiked }, options),
    resetLikeStatus: (blogId: number, commentId: number, options?: CallOptions) =>
      onComment<LikeStatus>('PUT', ApiPaths.commentLikeStatusReset, blogId, commentId)(undefined, options),
    getLikeStatuses: (blogId: number, options?: CallOptions) =>
      onPost<LikeStatuses>('GET', ApiPaths.commentLikeStatuses, blogId)(undefined, options),
    setLikeStatuses: (
      blogId: number,
      commentLikeStatuses: LikeStatuses['commentLikeStatuses'],
      options?: CallOptions,
    ) => onPost<LikeStatuses>('PUT', ApiPaths.commentLikeStatuses, blogId)({ commentLikeStatuses }, options),
    resetLikeStatuses: (blogId: number, options?: CallOptions) =>
      onPost<LikeStatuses>('PUT', ApiPaths.commentLikeStatusesReset, blogId)(undefined, options),
    /** GET /api/blog/comments/admin: moderation across all posts, newest first (admin). */
    listAdmin: moderation.list,
    listAdminPage: moderation.listPage,
  }
}
