import type { ReactNode } from 'react'
import { FieldLabel } from './field-label.tsx'
import { FieldMessages } from './field-messages.tsx'
import type { FieldBaseProps, useFieldWiring } from './field-wiring.ts'
import { cx } from './lib/class-names.ts'

/** `.field` with its label, the control, then hint and error; a checkbox puts the control before the label. */
export function FieldShell(
  props: Omit<FieldBaseProps, 'className'> & {
    className?: string | undefined
    modifier?: string
    wiring: ReturnType<typeof useFieldWiring>
    controlFirst?: boolean
    children: ReactNode
  },
) {
  const { wiring, error } = props
  const label = (
    <FieldLabel htmlFor={wiring.id} required={props.required}>
      {props.label}
    </FieldLabel>
  )
  return (
    <div
      className={cx(
        'field',
        props.modifier && `field--${props.modifier}`,
        error && 'field--invalid',
        props.className,
      )}
    >
      {props.controlFirst ? null : label}
      {props.children}
      {props.controlFirst ? label : null}
      <FieldMessages hint={props.hint} hintId={wiring.hintId} error={error} errorId={wiring.errorId} />
    </div>
  )
}
