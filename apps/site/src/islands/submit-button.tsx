import type { ReactNode } from 'react'
import { useHydrated } from './use-hydrated.ts'

export interface SubmitButtonProps {
  busy: boolean
  children: ReactNode
  /** Said while sending, e.g. "Gönderiliyor…" (from the catalogue: `form.sending`). */
  busyLabel: string
  className?: string
  disabled?: boolean
}

/**
 * A form's submit button: disabled with a spinner and a spoken "busy" text while the request runs, and disabled
 * until React runs the form, so a click on the server-rendered page cannot submit it natively (a GET that would put
 * the fields, passwords included, into the URL).
 */
export function SubmitButton({ busy, children, busyLabel, className, disabled }: SubmitButtonProps) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      className={className ? `button ${className}` : 'button'}
      disabled={busy || disabled || !hydrated}
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

/** The actions of a form opened in place (edit, report, delete): submit, and "Vazgeç" which closes it unsent. */
export function SubmitOrCancel({
  onCancel,
  cancelLabel,
  ...submit
}: SubmitButtonProps & { onCancel: () => void; cancelLabel: string }) {
  return (
    <div className="form-actions">
      <SubmitButton {...submit} />
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={submit.busy}>
        {cancelLabel}
      </button>
    </div>
  )
}
