import type { ReactNode } from 'react'

export interface SubmitButtonProps {
  busy: boolean
  children: ReactNode
  /** Said while sending, e.g. "Gönderiliyor…". */
  busyLabel?: string
  className?: string
  disabled?: boolean
}

/** A form's submit button: disabled with a spinner and a spoken "busy" text while the request runs. */
export function SubmitButton({
  busy,
  children,
  busyLabel = 'Gönderiliyor…',
  className,
  disabled,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ? `button ${className}` : 'button'}
      disabled={busy || disabled}
      aria-disabled={busy || undefined}
    >
      {busy ? (
        <>
          <span className="visually-busy" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}
