import 'altcha/external'
import 'altcha/i18n/tr'
import 'altcha/altcha.css'
import type {} from 'altcha/types/react'
import ShaWorker from 'altcha/workers/sha?worker'
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react'
import { clientConfig } from '../client/config.ts'

// The self-hosted build ships no workers: the API's challenges are SHA-256, solved in a worker file of this site
// (a strict CSP allows it; the default bundle would start workers from blob: URLs).
const altchaGlobal = globalThis as unknown as { $altcha?: { algorithms: Map<string, () => Worker> } }
altchaGlobal.$altcha?.algorithms.set('SHA-256', () => new ShaWorker())

interface AltchaElement extends HTMLElement {
  reset: () => void
}

export interface CaptchaFieldHandle {
  /** A solution is accepted once: after every answer from the server, the visitor solves a fresh challenge. */
  reset: () => void
}

export interface CaptchaFieldProps {
  /** The solved payload, or null while unsolved, solving, expired or failed. */
  onChange: (payload: string | null) => void
  error?: string | undefined
}

/** The ALTCHA widget (self-hosted, Turkish) fetching its challenge from `GET /api/captcha`. */
export const CaptchaField = forwardRef<CaptchaFieldHandle, CaptchaFieldProps>(function CaptchaField(
  { onChange, error },
  ref,
) {
  const widget = useRef<AltchaElement>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const errorId = useId()
  // The widget exists in the browser only; the server-rendered page keeps its place so nothing moves.
  const [challengeUrl, setChallengeUrl] = useState<string | null>(null)
  useEffect(() => setChallengeUrl(`${clientConfig().apiUrl}/api/captcha`), [])

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset()
      onChangeRef.current(null)
    },
  }))

  useEffect(() => {
    const element = widget.current
    if (!element || !challengeUrl) return
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      onChangeRef.current(state === 'verified' && payload ? payload : null)
    }
    element.addEventListener('statechange', onState)
    return () => element.removeEventListener('statechange', onState)
  }, [challengeUrl])

  return (
    <div className={error ? 'field field--captcha field--invalid' : 'field field--captcha'}>
      {challengeUrl ? (
        <altcha-widget
          ref={widget}
          challenge={challengeUrl}
          language="tr"
          auto="onfocus"
          name="captcha"
          aria-describedby={error ? errorId : undefined}
        />
      ) : (
        <div className="captcha-placeholder" aria-hidden="true" />
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
})
