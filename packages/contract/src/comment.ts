import { z } from 'zod'
import { CaptchaField } from './captcha.ts'
import { DateTime } from './common.ts'

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
  content: z
    .string({ error: 'Yorum metni zorunludur.' })
    .trim()
    .min(2, 'Yorum en az 2 karakter olmalıdır.')
    .max(2000, 'Yorum en fazla 2000 karakter olabilir.'),
})
export type CommentBody = z.infer<typeof CommentBody>

/** POST /api/blog/{id}/comments: a new comment also carries the captcha solution (editing does not). */
export const CommentCreateBody = CommentBody.extend({ captcha: CaptchaField })
export type CommentCreateBody = z.infer<typeof CommentCreateBody>

export const ApproveBody = z.object({
  isApproved: z.boolean({ error: 'isApproved true ya da false olmalıdır.' }),
})
export const ReportBody = z.object({
  reportReason: z
    .string({ error: 'Şikâyet nedeni zorunludur.' })
    .trim()
    .min(3, 'Şikâyet nedeni en az 3 karakter olmalıdır.')
    .max(500, 'Şikâyet nedeni en fazla 500 karakter olabilir.'),
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

export const CommentModerationQuery = z.object({
  status: z
    .enum(['pending', 'approved', 'reported'], { error: 'Durum pending, approved ya da reported olmalıdır.' })
    .optional(),
})
export type CommentModerationStatus = NonNullable<z.infer<typeof CommentModerationQuery>['status']>
