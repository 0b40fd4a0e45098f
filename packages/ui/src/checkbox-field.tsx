import type { ComponentPropsWithRef } from 'react'
import { FieldShell } from './field-shell.tsx'
import { type FieldBaseProps, useFieldParts } from './field-wiring.ts'

export type CheckboxFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'input'>, 'className' | 'required' | 'type'>

/** A checkbox followed by its label (e.g. "Beni hatırla", a consent box). */
export function CheckboxField(props: CheckboxFieldProps) {
  const { shell, control } = useFieldParts(props)
  return (
    <FieldShell {...shell} modifier="checkbox" controlFirst>
      <input {...control} type="checkbox" className="field__control" />
    </FieldShell>
  )
}
