import { type ReactNode, useId } from 'react'

export interface FilterOption {
  value: string
  label: string
}

/** A filter's frame: its label above its control (`control(id)` renders the control with that id). */
export function FilterField(props: { label: string; control(id: string): ReactNode }) {
  const id = useId()
  return (
    <div className="filter">
      <label className="filter__label" htmlFor={id}>
        {props.label}
      </label>
      {props.control(id)}
    </div>
  )
}

/** A labelled select that narrows a list; the first option ("Tümü") is the empty value. */
export function FilterSelect(props: {
  label: string
  value: string
  options: readonly FilterOption[]
  onChange(value: string): void
  allLabel?: string
}) {
  return (
    <FilterField
      label={props.label}
      control={(id) => (
        <select
          id={id}
          className="filter__control"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.allLabel === undefined || props.allLabel !== '' ? (
            <option value="">{props.allLabel ?? 'Tümü'}</option>
          ) : null}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}
