import { DEFAULT_IMAGE } from './defaults.ts'

/** Set on an image once it has been swapped to its fallback, so a broken fallback cannot loop. */
export const FALLBACK_APPLIED_ATTRIBUTE = 'data-fallback-applied'

/** Swaps a broken image to the fallback, once. Returns whether it swapped. */
export function applyImageFallback(img: HTMLImageElement, fallback: string = DEFAULT_IMAGE): boolean {
  if (img.hasAttribute(FALLBACK_APPLIED_ATTRIBUTE)) return false
  img.setAttribute(FALLBACK_APPLIED_ATTRIBUTE, '')
  if (img.getAttribute('src') === fallback) return false
  img.src = fallback
  return true
}

/**
 * For static pages (no React): one capturing listener gives every `<img data-fallback>` in `root` the fallback
 * swap; `data-fallback="/img/x.jpg"` names another fallback than /img/default.jpg. Images that broke before this
 * ran are swapped at once. Returns a function that removes the listener.
 */
export function installImageFallbacks(
  root: Document | HTMLElement = document,
  selector = 'img[data-fallback]',
): () => void {
  const swap = (img: HTMLImageElement) => applyImageFallback(img, img.dataset.fallback || DEFAULT_IMAGE)
  const onError = (event: Event) => {
    const target = event.target
    if (target instanceof HTMLImageElement && target.matches(selector)) swap(target)
  }
  root.addEventListener('error', onError, true)
  for (const img of root.querySelectorAll<HTMLImageElement>(selector)) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) swap(img)
  }
  return () => root.removeEventListener('error', onError, true)
}
