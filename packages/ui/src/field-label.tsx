import type { ReactNode } from 'react'

export function FieldLabel(props: { htmlFor: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <label className="field__label" htmlFor={props.htmlFor}>
      {props.children}
      {props.required ? (
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  )
}
