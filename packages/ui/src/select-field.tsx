import type { ComponentPropsWithRef } from 'react'
import { FieldShell } from './field-shell.tsx'
import { type FieldBaseProps, useFieldWiring } from './field-wiring.ts'

export interface SelectOption {
  value: string | number
  label: string
  disabled?: boolean
}

export type SelectFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'select'>, 'className' | 'required' | 'children'> & {
    options: readonly SelectOption[]
    /** A first, empty-valued option such as "Seçiniz". */
    placeholder?: string
  }

export function SelectField(props: SelectFieldProps) {
  const { label, hint, error, required, className, id, options, placeholder, ...select } = props
  const wiring = useFieldWiring({ id, hint, error, required, describedBy: select['aria-describedby'] })
  return (
    <FieldShell {...{ label, hint, error, required, className, wiring }} modifier="select">
      <select {...select} {...wiring.controlProps} className="field__control">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
