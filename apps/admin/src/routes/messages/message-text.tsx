import { useId, useState } from 'react'

/** Longer texts show this much first. */
export const MESSAGE_PREVIEW_LENGTH = 180

/** The first words of a long text, cut at a space, with an ellipsis; null when the text is short enough. */
export function messagePreview(text: string, length = MESSAGE_PREVIEW_LENGTH): string | null {
  const lines = text.split('\n')
  if (text.length <= length + 20 && lines.length <= 4) return null
  const head = lines.slice(0, 4).join('\n').slice(0, length)
  const cut = head.lastIndexOf(' ')
  return `${(cut > length * 0.6 ? head.slice(0, cut) : head).trimEnd()}…`
}

/**
 * A message's text as the sender wrote it (line breaks kept, never HTML). A long one shows its beginning and a
 * toggle with aria-expanded; expanding does not mark the message read.
 */
export function MessageText(props: { text: string; name: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const preview = messagePreview(props.text)
  if (preview === null) return <p className="message-text">{props.text}</p>
  const label = open ? 'Kısalt' : 'Devamını göster'
  return (
    <div className="message-text-wrap">
      <p className="message-text" id={id}>
        {open ? props.text : preview}
      </p>
      <button
        type="button"
        className="button button--link message-text__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${label}: ${props.name}`}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
    </div>
  )
}
