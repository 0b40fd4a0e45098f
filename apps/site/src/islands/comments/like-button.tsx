import { CommentIcon } from './icon.tsx'

export interface LikeButtonProps {
  liked: boolean
  count: number
  /** A request is on its way: further presses wait for it. */
  busy: boolean
  onPress: () => void
}

/** "Beğen" with the count; pressed while the visitor likes the comment. */
export function LikeButton({ liked, count, busy, onPress }: LikeButtonProps) {
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
      <span>Beğen</span>
      <span className="comment-like__count" data-like-count>
        {count}
      </span>
      <span className="visually-hidden"> beğeni</span>
    </button>
  )
}
