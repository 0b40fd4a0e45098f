import type { commentEndpoints } from '@clinic/api-client/endpoints/comment'
import type { Comment, LikeStatus, LikeStatuses } from '@clinic/contract/comment'
import { type CommentWithDefaults, withCommentDefaults } from '@clinic/ui/lib/defaults'
import type { Messages } from '@clinic/ui/lib/i18n/tr'

/**
 * What the comments island does, as plain functions: the calls it makes and how each answer changes the list.
 * Nothing here touches the DOM, so it runs in a unit test as well as in the browser.
 */

export type CommentsApi = ReturnType<typeof commentEndpoints>

/** A comment as shown: author name and picture filled in (docs/spec §3 defaults). */
export type ShownComment = CommentWithDefaults

export type CommentsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; comments: ShownComment[] }

export interface LoadOptions {
  /** A signed-in visitor also gets their likes from `GET …/comments/like-statuses` (one call for the post). */
  signedIn: boolean
  /** The API origin for uploaded pictures ("" when the API serves the site). */
  mediaBaseUrl: string
  signal?: AbortSignal | undefined
}

export const shown = (comment: Comment, mediaBaseUrl: string): ShownComment =>
  withCommentDefaults(comment, { mediaBaseUrl })

/** The list's own `isLiked`, overridden by the bulk map where it names the comment. */
export function withLikeStatuses(
  comments: readonly Comment[],
  statuses: LikeStatuses['commentLikeStatuses'] | null | undefined,
): Comment[] {
  if (!statuses) return [...comments]
  return comments.map((c) => {
    const liked = statuses[String(c.id)]
    return typeof liked === 'boolean' ? { ...c, isLiked: liked } : c
  })
}

/**
 * The comments a visitor sees, newest first: approved ones, plus the visitor's own still awaiting approval (the API
 * returns those to their author only). The like map is a nicety: if it fails, the list's own `isLiked` stands.
 */
export async function loadComments(
  api: CommentsApi,
  blogId: number,
  options: LoadOptions,
): Promise<ShownComment[]> {
  const { signal } = options
  const [list, statuses] = await Promise.all([
    api.list(blogId, { signal }),
    options.signedIn ? api.getLikeStatuses(blogId, { signal }).catch(() => null) : null,
  ])
  return withLikeStatuses(list, statuses?.commentLikeStatuses).map((c) => shown(c, options.mediaBaseUrl))
}

/** A new comment goes on top (the list is newest first). */
export const addComment = (comments: readonly ShownComment[], comment: ShownComment): ShownComment[] => [
  comment,
  ...comments.filter((c) => c.id !== comment.id),
]

export const replaceComment = (comments: readonly ShownComment[], comment: ShownComment): ShownComment[] =>
  comments.map((c) => (c.id === comment.id ? comment : c))

export const removeComment = (comments: readonly ShownComment[], id: number): ShownComment[] =>
  comments.filter((c) => c.id !== id)

/** The like fields after the visitor presses the button: flipped, the count one up or down (never below 0). */
export function toggledLike(
  comment: Pick<Comment, 'isLiked' | 'likeCount'>,
): Pick<Comment, 'isLiked' | 'likeCount'> {
  const isLiked = !comment.isLiked
  return { isLiked, likeCount: Math.max(0, comment.likeCount + (isLiked ? 1 : -1)) }
}

/** Writes like fields (optimistic, the server's answer, or the rollback) into one comment of the list. */
export function withLike(
  comments: readonly ShownComment[],
  id: number,
  like: Pick<LikeStatus, 'isLiked' | 'likeCount'>,
): ShownComment[] {
  return comments.map((c) => (c.id === id ? { ...c, isLiked: like.isLiked, likeCount: like.likeCount } : c))
}

/** Sets the visitor's like explicitly (`PUT …/like-status`), so a repeated or crossed request cannot flip it twice. */
export const saveLike = (api: CommentsApi, blogId: number, commentId: number, isLiked: boolean) =>
  api.setLikeStatus(blogId, commentId, isLiked)

/**
 * The message shown when a new or edited comment comes back: it waits for approval unless an admin wrote it. `t` is
 * the comments' texts in the page's language.
 */
export const savedMessage = (
  comment: Pick<Comment, 'isApproved'>,
  edited: boolean,
  t: Pick<Messages['comments'], 'updated' | 'published' | 'updatedPending' | 'received'>,
) => (comment.isApproved ? (edited ? t.updated : t.published) : edited ? t.updatedPending : t.received)
