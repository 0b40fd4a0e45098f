import { type ConfirmOptions, useConfirm } from '@clinic/ui/use-confirm'
import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router-dom'

/** The content form's question before leaving it unsaved. */
export const CONTENT_LEAVE_QUESTION: ConfirmOptions = {
  title: 'Kaydedilmemiş değişiklikler var',
  message: 'Bu sayfadan çıkarsanız yaptığınız değişiklikler kaydedilmeyecek.',
  confirmLabel: 'Sayfadan çık',
  cancelLabel: 'Sayfada kal',
  danger: true,
}

/**
 * While `dirty`, leaving the screen asks first: a link inside the admin through the confirm dialog (`question`),
 * a reload or a closed tab through the browser's own question. `allowNextLeave()` lets a save's own navigation
 * through; `blockLeave()` takes that back when the save failed.
 */
export function useUnsavedChanges(dirty: boolean, question: ConfirmOptions = CONTENT_LEAVE_QUESTION) {
  const confirm = useConfirm()
  const allowed = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  )
  const questionRef = useRef(question)
  questionRef.current = question

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    let cancelled = false
    void confirm(questionRef.current).then((leave) => {
      if (cancelled) return
      if (leave) blocker.proceed()
      else blocker.reset()
    })
    return () => {
      cancelled = true
    }
  }, [blocker, confirm])

  const warnOnUnload = dirty && !allowed.current
  useEffect(() => {
    if (!warnOnUnload) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [warnOnUnload])

  return {
    allowNextLeave() {
      allowed.current = true
    },
    blockLeave() {
      allowed.current = false
    },
  }
}
