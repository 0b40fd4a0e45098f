import type { AdminComment, CommentModerationStatus } from '@clinic/contract/comment'
import { DEFAULT_COMMENT_AUTHOR } from '@clinic/ui/lib/defaults'

/** The three views of the moderation screen, in the order of their tabs; the first is the default. */
export const COMMENT_VIEWS: readonly { status: CommentModerationStatus; label: string }[] = [
  { status: 'pending', label: 'Onay bekleyen' },
  { status: 'approved', label: 'Onaylanan' },
  { status: 'reported', label: 'Şikâyet edilen' },
]

export const EMPTY_TEXTS: Record<CommentModerationStatus, string> = {
  pending: 'Onay bekleyen yorum yok.',
  approved: 'Onaylanmış yorum yok.',
  reported: 'Şikâyet edilen yorum yok.',
}

/** The `status` param of the URL; anything else is the default view. */
export function moderationStatus(value: string): CommentModerationStatus {
  return COMMENT_VIEWS.some((view) => view.status === value) ? (value as CommentModerationStatus) : 'pending'
}

export const authorOf = (comment: Pick<AdminComment, 'authorName'>) =>
  comment.authorName?.trim() || DEFAULT_COMMENT_AUTHOR

/** The start of a comment on one line, cut at a word: how a toast or a button's name points at it. */
export function excerpt(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** How a row's buttons name their comment: "Ayşe Yılmaz: «Çok faydalı bir yazı.»". */
export const commentLabel = (comment: Pick<AdminComment, 'authorName' | 'content'>) =>
  `${authorOf(comment)}: «${excerpt(comment.content)}»`

export const LONG_COMMENT_CHARS = 280
export const LONG_COMMENT_LINES = 5

/** A long comment's first part (at most 280 characters and 5 lines, cut at a word), or null if it is short. */
export function clipped(text: string): string | null {
  const lines = text.split('\n')
  let head = lines.length > LONG_COMMENT_LINES ? lines.slice(0, LONG_COMMENT_LINES).join('\n') : text
  if (head.length > LONG_COMMENT_CHARS) {
    head = head.slice(0, LONG_COMMENT_CHARS)
    const space = head.search(/\s\S*$/)
    if (space > LONG_COMMENT_CHARS / 2) head = head.slice(0, space)
  }
  return head.length < text.length ? `${head.trimEnd()}…` : null
}
