import { useId, useState } from 'react'
import { clipped } from './moderation.ts'

/** A comment's plain text (line breaks kept, never markup); a long one shows its start and opens on demand. */
export function CommentText(props: { text: string; author: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const head = clipped(props.text)
  return (
    <div className="comment-text">
      <p id={id} className="comment-text__body">
        {head && !open ? head : props.text}
      </p>
      {head ? (
        <button
          type="button"
          className="button button--link comment-text__toggle"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Daha az göster' : 'Devamını göster'}: ${props.author} yorumu`}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Daha az göster' : 'Devamını göster'}
        </button>
      ) : null}
    </div>
  )
}
