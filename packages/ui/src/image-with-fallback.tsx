import { type ComponentPropsWithRef, type SyntheticEvent, useEffect, useRef, useState } from 'react'
import { DEFAULT_IMAGE } from './lib/defaults.ts'

export type ImageWithFallbackProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt'> & {
  /** A missing src shows the fallback straight away. */
  src?: string | null | undefined
  alt: string
  /** /img/default.jpg unless told otherwise (e.g. AUTHOR_PLACEHOLDER_IMAGE for portraits). */
  fallbackSrc?: string
}

/** An `<img>` that swaps to the fallback image once when its source fails; a failing fallback is left alone. */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = DEFAULT_IMAGE,
  onError,
  ref,
  ...img
}: ImageWithFallbackProps) {
  const wanted = src?.trim() ? src : fallbackSrc
  const [failed, setFailed] = useState<string | null>(null)
  const current = failed === wanted ? fallbackSrc : wanted
  const own = useRef<HTMLImageElement | null>(null)

  // An image that broke before hydration fired its error event before React listened.
  useEffect(() => {
    const element = own.current
    if (
      element?.complete &&
      element.naturalWidth === 0 &&
      element.getAttribute('src') === wanted &&
      wanted !== fallbackSrc
    ) {
      setFailed(wanted)
    }
  }, [wanted, fallbackSrc])

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    onError?.(event)
    if (current !== fallbackSrc) setFailed(wanted)
  }

  const setRef = (element: HTMLImageElement | null) => {
    own.current = element
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }

  return <img {...img} ref={setRef} src={current} alt={alt} onError={handleError} />
}
