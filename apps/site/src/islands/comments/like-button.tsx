import { CommentIcon } from './icon.tsx'
import { useCommentTexts } from './texts.ts'

export interface LikeButtonProps {
  liked: boolean
  count: number
  /** A request is on its way: further presses wait for it. */
  busy: boolean
  onPress: () => void
}

/** "Beğen" with the count; pressed while the visitor likes the comment. */
export function LikeButton({ liked, count, busy, onPress }: LikeButtonProps) {
  const t = useCommentTexts().m.comments
  return (
    <button
      type="button"
      className="comment-action comment-like"
      aria-pressed={liked}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onPress()
      }}
    >
      <CommentIcon name="heart" />
      <span>{t.like}</span>
      <span className="comment-like__count" data-like-count>
        {count}
      </span>
      <span className="visually-hidden">{t.likeCount}</span>
    </button>
  )
}
