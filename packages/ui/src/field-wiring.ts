import { type ReactNode, useId } from 'react'

export interface FieldBaseProps {
  label: ReactNode
  /** Help text under the control, tied to it with aria-describedby. */
  hint?: ReactNode
  /** The Turkish error text; marks the control aria-invalid and ties the text to it. */
  error?: string | undefined
  /** Marks the control aria-required and the label with "*" (no native validation bubbles). */
  required?: boolean
  /** Extra class on the wrapping `.field`. */
  className?: string
}

/** Ids and ARIA attributes shared by every field component. */
export function useFieldWiring(props: {
  id?: string | undefined
  hint?: ReactNode
  error?: string | undefined
  required?: boolean | undefined
  describedBy?: string | undefined
}) {
  const generated = useId()
  const id = props.id ?? `field-${generated}`
  const hintId = props.hint ? `${id}-hint` : undefined
  const errorId = props.error ? `${id}-error` : undefined
  const describedBy = [props.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      id,
      'aria-invalid': props.error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': props.required ? true : undefined,
    },
  } as const
}

/**
 * Splits a field component's props: what the `.field` shell shows (label, hint, error, required mark) and what goes
 * on the control (the rest, with the ids and ARIA attributes tying it to its label, hint and error).
 */
export function useFieldParts<C extends { id?: string | undefined; 'aria-describedby'?: string | undefined }>(
  props: FieldBaseProps & C,
) {
  const { label, hint, error, required, className, ...control } = props
  const wiring = useFieldWiring({
    id: control.id,
    hint,
    error,
    required,
    describedBy: control['aria-describedby'],
  })
  return {
    shell: { label, hint, error, required, className, wiring },
    control: { ...control, ...wiring.controlProps },
  }
}
