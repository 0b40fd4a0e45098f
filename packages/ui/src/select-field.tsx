import type { ComponentPropsWithRef } from 'react'
import { FieldShell } from './field-shell.tsx'
import { type FieldBaseProps, useFieldParts } from './field-wiring.ts'

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

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { shell, control } = useFieldParts(props)
  return (
    <FieldShell {...shell} modifier="select">
      <select {...control} className="field__control">
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
