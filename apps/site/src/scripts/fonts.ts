/** Set once Inter has loaded in this browser; the head script then applies it before the first paint. */
export const FONT_LOADED_KEY = 'clinic.font-inter'

/**
 * A first visit paints at once in the fallback (stretched to Inter's measures) and switches to Inter right after
 * the first paint, so the font never delays it; later visits have it from the start (see BaseLayout's head script).
 */
export function setUpFont(): void {
  const root = document.documentElement
  if (root.classList.contains('font-inter')) return
  requestAnimationFrame(() =>
    setTimeout(() => {
      root.classList.add('font-inter')
      void document.fonts.ready.then(() => {
        if (!document.fonts.check('16px Inter')) return
        try {
          localStorage.setItem(FONT_LOADED_KEY, '1')
        } catch {}
      })
    }),
  )
}
