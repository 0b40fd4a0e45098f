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
  /** The widget's language: Turkish is bundled; another page's pack is loaded with the widget. */
  language: string
}

/**
 * ALTCHA's language packs besides Turkish (bundled above): a page in another language loads its own, so Turkish
 * pages carry no other language's texts.
 */
const LANGUAGE_PACKS: Record<string, () => Promise<unknown>> = {
  en: () => import('altcha/i18n/en'),
  ka: () => import('altcha/i18n/ka'),
  ru: () => import('altcha/i18n/ru'),
}

/** The ALTCHA widget (self-hosted, in the page's language) fetching its challenge from `GET /api/captcha`. */
export const CaptchaField = forwardRef<CaptchaFieldHandle, CaptchaFieldProps>(function CaptchaField(
  { onChange, error, language },
  ref,
) {
  const widget = useRef<AltchaElement>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const errorId = useId()
  // The widget exists in the browser only; the server-rendered page keeps its place so nothing moves.
  const [challengeUrl, setChallengeUrl] = useState<string | null>(null)
  useEffect(() => {
    const url = `${clientConfig().apiUrl}/api/captcha`
    const pack = LANGUAGE_PACKS[language]
    if (!pack) {
      setChallengeUrl(url)
      return
    }
    // The widget is shown once its language is there (or without it, in English, if the pack fails to load).
    void pack()
      .catch(() => undefined)
      .then(() => setChallengeUrl(url))
  }, [language])

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
          language={language}
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
