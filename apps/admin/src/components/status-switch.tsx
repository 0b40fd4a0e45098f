/**
 * An on/off switch for a row ("Aktif" / "Pasif"); the accessible name says what it switches ("Yayında: Diz
 * ağrısı"), the state is aria-checked.
 */
export function StatusSwitch(props: {
  checked: boolean
  label: string
  onLabel?: string
  offLabel?: string
  busy?: boolean
  disabled?: boolean
  onToggle(next: boolean): void
}) {
  return (
    <button
      type="button"
      role="switch"
      className="switch"
      aria-checked={props.checked}
      aria-label={props.label}
      aria-busy={props.busy || undefined}
      disabled={props.disabled || props.busy}
      onClick={() => props.onToggle(!props.checked)}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">
        {props.checked ? (props.onLabel ?? 'Aktif') : (props.offLabel ?? 'Pasif')}
      </span>
    </button>
  )
}
