import { type ReactNode, useCallback, useRef, useState } from 'react'
import { ConfirmContext, type ConfirmOptions } from './confirm-context.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'

interface Pending {
  options: ConfirmOptions
  resolve: (answer: boolean) => void
}

/** Gives its children `useConfirm()`: `if (await confirm({ title: 'Silinsin mi?' })) …`. One dialog at a time. */
export function ConfirmProvider(props: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null)
  const current = useRef<Pending | null>(null)

  const settle = useCallback((answer: boolean) => {
    const open = current.current
    if (!open) return
    current.current = null
    setPending(null)
    open.resolve(answer)
  }, [])

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // A new question replaces an unanswered one, which counts as cancelled.
        current.current?.resolve(false)
        const next = { options, resolve }
        current.current = next
        setPending(next)
      }),
    [],
  )

  return (
    <ConfirmContext.Provider value={confirm}>
      {props.children}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.options.title}
        message={pending?.options.message}
        confirmLabel={pending?.options.confirmLabel}
        cancelLabel={pending?.options.cancelLabel}
        danger={pending?.options.danger}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext.Provider>
  )
}
