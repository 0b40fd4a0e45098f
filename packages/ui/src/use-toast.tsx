import { useContext } from 'react'
import { type ToastApi, ToastContext } from './toast-context.ts'

export type { ToastApi, ToastKind, ToastOptions } from './toast-context.ts'

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast bir ToastProvider içinde kullanılmalıdır.')
  return api
}
