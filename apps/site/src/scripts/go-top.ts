/** docs/spec §9: the go-to-top button appears after 800 px of scroll. */
export const GO_TOP_AFTER = 800

export function setUpGoTop(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-go-top]')
  if (!button) return
  let queued = false
  const update = () => {
    queued = false
    button.hidden = window.scrollY <= GO_TOP_AFTER
  }
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true
        requestAnimationFrame(update)
      }
    },
    { passive: true },
  )
  update()
  button.addEventListener('click', () => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    // Keyboard users land where the page starts, not on a button that is about to disappear.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true })
  })
}
