import { z } from 'zod'
import { CaptchaField } from './captcha.ts'
import { DateTime, ListSearch, Paging, requiredText } from './common.ts'

export const Comment = z.object({
  id: z.number().int(),
  blogId: z.number().int(),
  content: z.string(),
  authorName: z.string().nullable(),
  authorProfileImagePath: z.string().nullable(),
  createdDate: DateTime,
  isApproved: z.boolean(),
  likeCount: z.number().int(),
  isLiked: z.boolean(),
  /** Whether the signed-in viewer wrote it (guests: false), so a client offers edit and delete on it. */
  isOwn: z.boolean().optional(),
  /** Only admins see why a comment was reported; everyone else gets null. */
  reportReason: z.string().nullable(),
})
export type Comment = z.infer<typeof Comment>

/** An admin's moderation row: the comment plus the post it belongs to. */
export const AdminComment = Comment.extend({
  blogTitle: z.string(),
  blogSlug: z.string(),
  reportCount: z.number().int(),
})
export type AdminComment = z.infer<typeof AdminComment>

export const CommentBody = z.object({
  content: requiredText('Yorum', 2, 2000, 'Yorum metni zorunludur.'),
})
export type CommentBody = z.infer<typeof CommentBody>

/** POST /api/blog/{id}/comments: a new comment also carries the captcha solution (editing does not). */
export const CommentCreateBody = CommentBody.extend({ captcha: CaptchaField })
export type CommentCreateBody = z.infer<typeof CommentCreateBody>

export const ApproveBody = z.object({
  isApproved: z.boolean({ error: 'isApproved true ya da false olmalıdır.' }),
})
export const ReportBody = z.object({
  reportReason: requiredText('Şikâyet nedeni', 3, 500),
})
export const LikeStatusBody = z.object({
  isLiked: z.boolean({ error: 'isLiked true ya da false olmalıdır.' }),
})
export const LikeStatus = z.object({
  commentId: z.number().int(),
  isLiked: z.boolean(),
  likeCount: z.number().int(),
})
export type LikeStatus = z.infer<typeof LikeStatus>
export const CommentLikes = z.object({ commentId: z.number().int(), likeCount: z.number().int() })
export type CommentLikes = z.infer<typeof CommentLikes>

/** Keys are comment ids; values say whether the current user likes that comment. */
export const LikeStatuses = z.object({ commentLikeStatuses: z.record(z.string(), z.boolean()) })
export type LikeStatuses = z.infer<typeof LikeStatuses>

/** At most this many comments' like statuses in one PUT (a post's page shows far fewer). */
export const MAX_LIKE_STATUSES = 500

/**
 * PUT /api/blog/{id}/comments/like-statuses: at most MAX_LIKE_STATUSES keys, each a comment id. The count is
 * checked before any key is, so a huge body is refused with one message, cheaply.
 */
export const LikeStatusesBody = z.object({
  commentLikeStatuses: z.preprocess(
    (value, ctx) => {
      if (value && typeof value === 'object' && Object.keys(value).length > MAX_LIKE_STATUSES) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `En fazla ${MAX_LIKE_STATUSES} yorumun beğeni durumu birlikte gönderilebilir.`,
        })
      }
      return value
    },
    z.record(z.string().regex(/^[1-9][0-9]{0,9}$/, 'Geçersiz yorum kimliği.'), z.boolean(), {
      error: 'commentLikeStatuses bir nesne olmalıdır.',
    }),
  ),
})
export type LikeStatusesBody = z.infer<typeof LikeStatusesBody>

/**
 * GET /api/blog/comments/admin: `status` pending, approved or reported; `search` in the comment's text and its
 * author's name (Turkish letters folded); paged like every list.
 */
export const CommentModerationQuery = Paging.extend({
  status: z
    .enum(['pending', 'approved', 'reported'], { error: 'Durum pending, approved ya da reported olmalıdır.' })
    .optional(),
  search: ListSearch.optional(),
})
export type CommentModerationQuery = z.infer<typeof CommentModerationQuery>
export type CommentModerationStatus = NonNullable<CommentModerationQuery['status']>
