import type { ComponentPropsWithRef } from 'react'
import { FieldShell } from './field-shell.tsx'
import { type FieldBaseProps, useFieldParts } from './field-wiring.ts'

export type TextareaFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'required'>

export function TextareaField(props: TextareaFieldProps) {
  const { shell, control } = useFieldParts(props)
  return (
    <FieldShell {...shell} modifier="textarea">
      <textarea {...control} className="field__control" />
    </FieldShell>
  )
}
