import { useId } from 'react'

export interface FilterOption {
  value: string
  label: string
}

/** A labelled select that narrows a list; the first option ("Tümü") is the empty value. */
export function FilterSelect(props: {
  label: string
  value: string
  options: readonly FilterOption[]
  onChange(value: string): void
  allLabel?: string
}) {
  const id = useId()
  return (
    <div className="filter">
      <label className="filter__label" htmlFor={id}>
        {props.label}
      </label>
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
    </div>
  )
}
