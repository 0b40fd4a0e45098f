import type { ComponentPropsWithRef } from 'react'
import { FieldShell } from './field-shell.tsx'
import { type FieldBaseProps, useFieldWiring } from './field-wiring.ts'

export type { FieldBaseProps } from './field-wiring.ts'

export type TextFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'className' | 'required'>

/** A labelled `<input>`; spread react-hook-form's `register(name)` into it. */
export function TextField({
  label,
  hint,
  error,
  required,
  className,
  id,
  type = 'text',
  ...input
}: TextFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required, describedBy: input['aria-describedby'] })
  return (
    <FieldShell {...{ label, hint, error, required, className, wiring }}>
      <input {...input} {...wiring.controlProps} type={type} className="field__control" />
    </FieldShell>
  )
}
