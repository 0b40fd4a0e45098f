/**
 * A date and time entered as Istanbul time (a `datetime-local` field in Turkish) with its save button, as the draft
 * bar's "Zamanla" and the unpublish panel take it. The parent holds the value and says what is wrong: the message
 * sits under the field and is tied to it, so a screen reader reads it with the field.
 */
export function IstanbulTimeField(props: {
  /** The input's id; the error's is `${id}-error`. */
  id: string
  /** The row's class: the field and its button side by side, laid out by the panel that holds them. */
  className: string
  label: string
  value: string
  error: string | null
  onChange(value: string): void
  onFocus?(): void
  saveLabel: string
  saveDisabled: boolean
  onSave(): void
}) {
  const { id, error } = props
  return (
    <div className={props.className}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {props.label}
        </label>
        <input
          id={id}
          className="field__control"
          type="datetime-local"
          lang="tr"
          value={props.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={props.onFocus}
          onChange={(event) => props.onChange(event.target.value)}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" className="button" disabled={props.saveDisabled} onClick={props.onSave}>
        {props.saveLabel}
      </button>
    </div>
  )
}
