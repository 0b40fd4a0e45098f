import type { ComponentPropsWithRef } from 'react'
import { FieldShell } from './field-shell.tsx'
import { type FieldBaseProps, useFieldWiring } from './field-wiring.ts'

export type TextareaFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'required'>

export function TextareaField({
  label,
  hint,
  error,
  required,
  className,
  id,
  ...textarea
}: TextareaFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required, describedBy: textarea['aria-describedby'] })
  return (
    <FieldShell {...{ label, hint, error, required, className, wiring }} modifier="textarea">
      <textarea {...textarea} {...wiring.controlProps} className="field__control" />
    </FieldShell>
  )
}
