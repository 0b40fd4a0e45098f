import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useToast } from '@clinic/ui/use-toast'
import { useCallback, useState } from 'react'

export interface ActionOptions {
  /** The toast after success: what happened, in a sentence ("Yazı silindi."). */
  success: string
  /** Runs after success, e.g. the list's revalidation. */
  after?: () => unknown
}

/**
 * Runs one action of a screen (delete, toggle, approve): toasts what happened or the server's Turkish refusal,
 * and tells which action is running so its button can show it. Resolves true on success.
 */
export function useAction() {
  const toast = useToast()
  const [running, setRunning] = useState<string | null>(null)

  const run = useCallback(
    async (key: string, action: () => Promise<unknown>, options: ActionOptions): Promise<boolean> => {
      setRunning(key)
      try {
        await action()
        toast.success(options.success)
        await options.after?.()
        return true
      } catch (failure) {
        toast.error(errorMessage(failure), { duration: 8000 })
        return false
      } finally {
        setRunning((current) => (current === key ? null : current))
      }
    },
    [toast],
  )

  return { run, running }
}
