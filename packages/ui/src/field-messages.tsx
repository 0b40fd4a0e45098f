import type { ReactNode } from 'react'

/** The hint and error lines under a field; ids come from useFieldWiring. */
export function FieldMessages(props: {
  hint?: ReactNode
  hintId?: string | undefined
  error?: string | undefined
  errorId?: string | undefined
}) {
  return (
    <>
      {props.hint && props.hintId ? (
        <p id={props.hintId} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error && props.errorId ? (
        <p id={props.errorId} className="field__error">
          {props.error}
        </p>
      ) : null}
    </>
  )
}
