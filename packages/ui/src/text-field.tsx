import type { ComponentPropsWithRef } from 'react'
import { FieldShell } from './field-shell.tsx'
import { type FieldBaseProps, useFieldParts } from './field-wiring.ts'

export type { FieldBaseProps } from './field-wiring.ts'

export type TextFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'className' | 'required'>

/** A labelled `<input>`; spread react-hook-form's `register(name)` into it. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { shell, control } = useFieldParts(props)
  return (
    <FieldShell {...shell}>
      <input {...control} type={type} className="field__control" />
    </FieldShell>
  )
}
