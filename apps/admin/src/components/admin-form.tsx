import type { FormEvent, ReactNode } from 'react'

/**
 * The frame of an admin form: no browser validation bubbles (the fields show the Turkish messages), busy while it
 * saves, and the refusal that names no field above the fields, announced.
 */
export function AdminForm({
  className,
  busy,
  alert,
  onSubmit,
  children,
}: {
  className: string
  busy: boolean
  /** What went wrong, when no field could say it; null when nothing did. */
  alert: ReactNode
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  children: ReactNode
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy || undefined}
    >
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      {children}
    </form>
  )
}
