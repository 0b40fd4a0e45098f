import { useConfirm } from '@clinic/ui/use-confirm'
import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router-dom'

export const LEAVE_TITLE = 'Kaydedilmemiş değişiklikler var'
export const LEAVE_MESSAGE = 'Bu sayfadan çıkarsanız yaptığınız değişiklikler kaydedilmeyecek.'

/**
 * While `dirty`, leaving the screen asks first: a link inside the admin through the confirm dialog, a reload or
 * a closed tab through the browser's own question. `allowNextLeave()` lets a save's own navigation through.
 */
export function useUnsavedChanges(dirty: boolean) {
  const confirm = useConfirm()
  const allowed = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    let cancelled = false
    void confirm({
      title: LEAVE_TITLE,
      message: LEAVE_MESSAGE,
      confirmLabel: 'Sayfadan çık',
      cancelLabel: 'Sayfada kal',
      danger: true,
    }).then((leave) => {
      if (cancelled) return
      if (leave) blocker.proceed()
      else blocker.reset()
    })
    return () => {
      cancelled = true
    }
  }, [blocker, confirm])

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  return {
    allowNextLeave() {
      allowed.current = true
    },
  }
}
