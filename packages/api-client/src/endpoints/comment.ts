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
import type { CallOptions, Http, Page } from '../http.ts'

/** `status` pending | approved | reported, `search` (comment text and author name), `page`/`pageSize`. */
export type CommentModerationListQuery = CommentModerationQuery

export function commentEndpoints(http: Http) {
  return {
    list: (blogId: number, options?: CallOptions) =>
      http.send<Comment[]>({ method: 'GET', path: apiPath(ApiPaths.comments, { id: blogId }), ...options }),
    create: (blogId: number, body: CommentCreateBody, options?: CallOptions) =>
      http.send<Comment>({
        method: 'POST',
        path: apiPath(ApiPaths.comments, { id: blogId }),
        body,
        ...options,
      }),
    update: (blogId: number, commentId: number, body: CommentBody, options?: CallOptions) =>
      http.send<Comment>({
        method: 'PUT',
        path: apiPath(ApiPaths.comment, { id: blogId, commentId }),
        body,
        ...options,
      }),
    remove: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<void>({
        method: 'DELETE',
        path: apiPath(ApiPaths.comment, { id: blogId, commentId }),
        ...options,
      }),
    approve: (blogId: number, commentId: number, isApproved: boolean, options?: CallOptions) =>
      http.send<Comment>({
        method: 'PUT',
        path: apiPath(ApiPaths.commentApprove, { id: blogId, commentId }),
        body: { isApproved },
        ...options,
      }),
    report: (blogId: number, commentId: number, reportReason: string, options?: CallOptions) =>
      http.send<Message>({
        method: 'POST',
        path: apiPath(ApiPaths.commentReport, { id: blogId, commentId }),
        body: { reportReason },
        ...options,
      }),
    like: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<LikeStatus>({
        method: 'PUT',
        path: apiPath(ApiPaths.commentLike, { id: blogId, commentId }),
        ...options,
      }),
    getLikes: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<CommentLikes>({
        method: 'GET',
        path: apiPath(ApiPaths.commentLikes, { id: blogId, commentId }),
        ...options,
      }),
    getLikeStatus: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<LikeStatus>({
        method: 'GET',
        path: apiPath(ApiPaths.commentLikeStatus, { id: blogId, commentId }),
        ...options,
      }),
    setLikeStatus: (blogId: number, commentId: number, isLiked: boolean, options?: CallOptions) =>
      http.send<LikeStatus>({
        method: 'PUT',
        path: apiPath(ApiPaths.commentLikeStatus, { id: blogId, commentId }),
        body: { isLiked },
        ...options,
      }),
    resetLikeStatus: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<LikeStatus>({
        method: 'PUT',
        path: apiPath(ApiPaths.commentLikeStatusReset, { id: blogId, commentId }),
        ...options,
      }),
    getLikeStatuses: (blogId: number, options?: CallOptions) =>
      http.send<LikeStatuses>({
        method: 'GET',
        path: apiPath(ApiPaths.commentLikeStatuses, { id: blogId }),
        ...options,
      }),
    setLikeStatuses: (
      blogId: number,
      commentLikeStatuses: LikeStatuses['commentLikeStatuses'],
      options?: CallOptions,
    ) =>
      http.send<LikeStatuses>({
        method: 'PUT',
        path: apiPath(ApiPaths.commentLikeStatuses, { id: blogId }),
        body: { commentLikeStatuses },
        ...options,
      }),
    resetLikeStatuses: (blogId: number, options?: CallOptions) =>
      http.send<LikeStatuses>({
        method: 'PUT',
        path: apiPath(ApiPaths.commentLikeStatusesReset, { id: blogId }),
        ...options,
      }),
    /** GET /api/blog/comments/admin: moderation across all posts, newest first (admin). */
    listAdmin: (query?: CommentModerationListQuery, options?: CallOptions) =>
      http.send<AdminComment[]>({ method: 'GET', path: ApiPaths.commentsAdmin, query, ...options }),
    listAdminPage: (query?: CommentModerationListQuery, options?: CallOptions): Promise<Page<AdminComment>> =>
      http.sendForPage<AdminComment>({ method: 'GET', path: ApiPaths.commentsAdmin, query, ...options }),
  }
}
