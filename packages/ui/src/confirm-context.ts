import { createContext, type ReactNode } from 'react'

export interface ConfirmOptions {
  title: ReactNode
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  danger?: boolean
}

/** Opens the confirm dialog; resolves true on "Onayla", false on "Vazgeç", Escape or a backdrop click. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>

export const ConfirmContext = createContext<Confirm | null>(null)
