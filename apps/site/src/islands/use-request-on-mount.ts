import { type RefusalTexts, refusalText } from '@clinic/ui/lib/localized-refusal'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useEffect, useRef } from 'react'

/**
 * Sends one request as soon as the island runs in the browser (a page that is its answer: the profile, a confirmed
 * address) and hands over the answer or the server's Turkish refusal; nothing arrives after the island has gone.
 * `request` may return null when there is nothing to ask (e.g. a link without its token). With `refusal` (a page in
 * another language than Turkish) a refusal is said in the page's language (decision 0282).
 */
export function useRequestOnMount<T>(
  request: (signal: AbortSignal) => Promise<T> | null,
  onAnswer: (answer: T) => void,
  onRefusal: (text: string) => void,
  refusal?: RefusalTexts,
): void {
  // The first render's callbacks: the request is made once, whatever the island renders later.
  const first = useRef({ request, onAnswer, onRefusal, refusal })
  useEffect(() => {
    const { request, onAnswer, onRefusal, refusal } = first.current
    const controller = new AbortController()
    request(controller.signal)
      ?.then(onAnswer)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) onRefusal(refusalText(error, refusal, errorMessage))
      })
    return () => controller.abort()
  }, [])
}
