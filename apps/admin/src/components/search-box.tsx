import { useEffect, useId, useRef, useState } from 'react'

export const SEARCH_DEBOUNCE_MS = 350

/**
 * A labelled search field for a list: the list follows the typing after a short pause, or at once on Enter.
 * A new value from outside (Back, a link) replaces what is shown.
 */
export function SearchBox(props: {
  label: string
  value: string
  onSearch(value: string): void
  placeholder?: string
}) {
  const id = useId()
  const [text, setText] = useState(props.value)
  const { onSearch, value } = props
  const sent = useRef(value)

  useEffect(() => {
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return
    const timer = setTimeout(() => {
      sent.current = text.trim()
      onSearch(text.trim())
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])

  return (
    <search className="filter filter--search">
      <form
        className="filter"
        onSubmit={(event) => {
          event.preventDefault()
          sent.current = text.trim()
          onSearch(text.trim())
        }}
      >
        <label className="filter__label" htmlFor={id}>
          {props.label}
        </label>
        <input
          id={id}
          className="filter__control"
          type="search"
          value={text}
          placeholder={props.placeholder}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  )
}
