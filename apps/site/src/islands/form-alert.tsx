import { type ReactNode, useEffect, useRef } from 'react'

export interface FormAlertProps {
  kind: 'error' | 'success'
  children: ReactNode
  /** Moves focus to the message, so a keyboard or screen-reader user hears the outcome of a submit. */
  focus?: boolean
}

/** The outcome of a submit: the server's Turkish refusal, or what happens next after a success. */
export function FormAlert({ kind, children, focus = true }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <div
      ref={ref}
      className={`form-alert form-alert--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      {children}
    </div>
  )
}

/** Said while an island waits for the API: announced to screen readers, with the spinner before it. */
export function BusyNote({ text }: { text: string }) {
  return (
    <p className="form-note" role="status">
      <span className="visually-busy" aria-hidden="true" />
      {` ${text}`}
    </p>
  )
}
