import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { cx } from './lib/class-names.ts'
import { type ToastApi, ToastContext, type ToastKind, type ToastOptions } from './toast-context.ts'

export const DEFAULT_TOAST_DURATION = 5000
export const TOAST_CLOSE_LABEL = 'Bildirimi kapat'

interface Toast {
  id: number
  message: string
  kind: ToastKind
}

/**
 * Gives its children `useToast()` and renders the toasts in an always-present `aria-live="polite"` region
 * (`.toasts` > `.toast.toast--{kind}`), each closing itself after `duration` ms.
 */
export function ToastProvider(props: { children: ReactNode; duration?: number; regionLabel?: string }) {
  const defaultDuration = props.duration ?? DEFAULT_TOAST_DURATION
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id)
    if (timer !== undefined) clearTimeout(timer)
    timers.current.delete(id)
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = nextId.current++
      setToasts((current) => [...current, { id, message, kind: options.kind ?? 'info' }])
      const duration = options.duration ?? defaultDuration
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        )
      return id
    },
    [defaultDuration, dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message, options) => show(message, { ...options, kind: 'success' }),
      error: (message, options) => show(message, { ...options, kind: 'error' }),
      dismiss,
    }),
    [show, dismiss],
  )

  return (
    <ToastContext.Provider value={api}>
      {props.children}
      <section className="toasts" aria-live="polite" aria-label={props.regionLabel ?? 'Bildirimler'}>
        {toasts.map((toast) => (
          <div key={toast.id} className={cx('toast', `toast--${toast.kind}`)}>
            <p className="toast__message">{toast.message}</p>
            <button
              type="button"
              className="toast__close"
              aria-label={TOAST_CLOSE_LABEL}
              onClick={() => dismiss(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  )
}
