import type { ComponentPropsWithRef } from 'react'
import { FieldShell } from './field-shell.tsx'
import { type FieldBaseProps, useFieldWiring } from './field-wiring.ts'

export type CheckboxFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'input'>, 'className' | 'required' | 'type'>

/** A checkbox followed by its label (e.g. "Beni hatırla", a consent box). */
export function CheckboxField({ label, hint, error, required, className, id, ...input }: CheckboxFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required, describedBy: input['aria-describedby'] })
  return (
    <FieldShell {...{ label, hint, error, required, className, wiring }} modifier="checkbox" controlFirst>
      <input {...input} {...wiring.controlProps} type="checkbox" className="field__control" />
    </FieldShell>
  )
}
