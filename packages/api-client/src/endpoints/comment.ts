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
import { type CallOptions, type Http, type Page, path } from '../http.ts'

/** `status` pending | approved | reported, `search` (comment text and author name), `page`/`pageSize`. */
export type CommentModerationListQuery = CommentModerationQuery

export function commentEndpoints(http: Http) {
  const one = (blogId: number, commentId: number) => path`/api/blog/${blogId}/comments/${commentId}`
  return {
    list: (blogId: number, options?: CallOptions) =>
      http.send<Comment[]>({ method: 'GET', path: path`/api/blog/${blogId}/comments`, ...options }),
    create: (blogId: number, body: CommentCreateBody, options?: CallOptions) =>
      http.send<Comment>({ method: 'POST', path: path`/api/blog/${blogId}/comments`, body, ...options }),
    update: (blogId: number, commentId: number, body: CommentBody, options?: CallOptions) =>
      http.send<Comment>({ method: 'PUT', path: one(blogId, commentId), body, ...options }),
    remove: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<void>({ method: 'DELETE', path: one(blogId, commentId), ...options }),
    approve: (blogId: number, commentId: number, isApproved: boolean, options?: CallOptions) =>
      http.send<Comment>({
        method: 'PUT',
        path: `${one(blogId, commentId)}/approve`,
        body: { isApproved },
        ...options,
      }),
    report: (blogId: number, commentId: number, reportReason: string, options?: CallOptions) =>
      http.send<Message>({
        method: 'POST',
        path: `${one(blogId, commentId)}/report`,
        body: { reportReason },
        ...options,
      }),
    like: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<LikeStatus>({ method: 'PUT', path: `${one(blogId, commentId)}/like`, ...options }),
    getLikes: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<CommentLikes>({ method: 'GET', path: `${one(blogId, commentId)}/likes`, ...options }),
    getLikeStatus: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<LikeStatus>({ method: 'GET', path: `${one(blogId, commentId)}/like-status`, ...options }),
    setLikeStatus: (blogId: number, commentId: number, isLiked: boolean, options?: CallOptions) =>
      http.send<LikeStatus>({
        method: 'PUT',
        path: `${one(blogId, commentId)}/like-status`,
        body: { isLiked },
        ...options,
      }),
    resetLikeStatus: (blogId: number, commentId: number, options?: CallOptions) =>
      http.send<LikeStatus>({
        method: 'PUT',
        path: `${one(blogId, commentId)}/like-status/reset`,
        ...options,
      }),
    getLikeStatuses: (blogId: number, options?: CallOptions) =>
      http.send<LikeStatuses>({
        method: 'GET',
        path: path`/api/blog/${blogId}/comments/like-statuses`,
        ...options,
      }),
    setLikeStatuses: (
      blogId: number,
      commentLikeStatuses: LikeStatuses['commentLikeStatuses'],
      options?: CallOptions,
    ) =>
      http.send<LikeStatuses>({
        method: 'PUT',
        path: path`/api/blog/${blogId}/comments/like-statuses`,
        body: { commentLikeStatuses },
        ...options,
      }),
    resetLikeStatuses: (blogId: number, options?: CallOptions) =>
      http.send<LikeStatuses>({
        method: 'PUT',
        path: path`/api/blog/${blogId}/comments/like-statuses/reset`,
        ...options,
      }),
    /** GET /api/blog/comments/admin: moderation across all posts, newest first (admin). */
    listAdmin: (query?: CommentModerationListQuery, options?: CallOptions) =>
      http.send<AdminComment[]>({ method: 'GET', path: '/api/blog/comments/admin', query, ...options }),
    listAdminPage: (query?: CommentModerationListQuery, options?: CallOptions): Promise<Page<AdminComment>> =>
      http.sendForPage<AdminComment>({ method: 'GET', path: '/api/blog/comments/admin', query, ...options }),
  }
}
