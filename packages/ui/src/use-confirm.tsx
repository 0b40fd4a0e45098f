import { useContext } from 'react'
import { type Confirm, ConfirmContext } from './confirm-context.ts'

export type { Confirm, ConfirmOptions } from './confirm-context.ts'

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm bir ConfirmProvider içinde kullanılmalıdır.')
  return confirm
}
