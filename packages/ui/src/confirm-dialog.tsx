import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react'
import { cx } from './lib/class-names.ts'

export const CONFIRM_LABEL = 'Onayla'
export const CANCEL_LABEL = 'Vazgeç'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Adds `confirm-dialog--danger` (deleting, for instance). */
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal `<dialog role="alertdialog">`: opened with showModal() where the browser has it, focus starts on the
 * cancel button and stays inside (Tab wraps), Escape and a backdrop click cancel, and focus returns to where it
 * was when the dialog closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null
  return <OpenConfirmDialog {...props} />
}

function OpenConfirmDialog({
  title,
  message,
  confirmLabel = CONFIRM_LABEL,
  cancelLabel = CANCEL_LABEL,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const messageId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else {
      dialog.setAttribute('open', '')
    }
    cancelRef.current?.focus()
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onCancel()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (
      event.shiftKey &&
      (document.activeElement === first || !dialogRef.current.contains(document.activeElement))
    ) {
      event.preventDefault()
      last.focus()
    } else if (
      !event.shiftKey &&
      (document.activeElement === last || !dialogRef.current.contains(document.activeElement))
    ) {
      event.preventDefault()
      first.focus()
    }
  }

  // The browser's own close request (Escape not seen as keydown, Android back): keep the dialog controlled.
  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onCancel()
  }

  return (
    <dialog
      ref={dialogRef}
      className={cx('confirm-dialog', danger && 'confirm-dialog--danger')}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      onKeyDown={onKeyDown}
      onCancel={onNativeCancel}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop (the content fills the body div).
        if (event.target === event.currentTarget) onCancel()
      }}
    >
      <div className="confirm-dialog__body">
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        {message ? (
          <div id={messageId} className="confirm-dialog__message">
            {message}
          </div>
        ) : null}
        <div className="confirm-dialog__actions">
          <button ref={cancelRef} type="button" className="confirm-dialog__cancel" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="confirm-dialog__confirm" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  )
}
