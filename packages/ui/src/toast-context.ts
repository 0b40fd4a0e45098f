import { createContext } from 'react'

export type ToastKind = 'success' | 'error' | 'info'

export interface ToastOptions {
  kind?: ToastKind
  /** Milliseconds before it disappears; 0 keeps it until closed. */
  duration?: number
}

export interface ToastApi {
  /** Shows a message in the polite live region; returns its id. */
  show(message: string, options?: ToastOptions): number
  success(message: string, options?: Omit<ToastOptions, 'kind'>): number
  error(message: string, options?: Omit<ToastOptions, 'kind'>): number
  dismiss(id: number): void
}

export const ToastContext = createContext<ToastApi | null>(null)
