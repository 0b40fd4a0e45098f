/** docs/spec §9: only above 992 px; fixed after 400 px of scroll past the placeholder, shown again 500 px further down. */
export const STICKY_MIN_WIDTH = 992
export const STICKY_FIX_AFTER = 400
export const STICKY_SHOW_AFTER = 500

export type StickyState = 'static' | 'fixed' | 'shown'

/** The header's state for a scroll position: pure, so the thresholds are tested without a browser. */
export function stickyState(scrollY: number, placeholderBottom: number, viewportWidth: number): StickyState {
  if (viewportWidth <= STICKY_MIN_WIDTH) return 'static'
  const past = scrollY - placeholderBottom
  if (past < STICKY_FIX_AFTER) return 'static'
  return past < STICKY_FIX_AFTER + STICKY_SHOW_AFTER ? 'fixed' : 'shown'
}

export function setUpStickyHeader(): void {
  const placeholder = document.querySelector<HTMLElement>('[data-header-placeholder]')
  const header = document.querySelector<HTMLElement>('[data-sticky-header]')
  if (!placeholder || !header) return
  let queued = false
  const update = () => {
    queued = false
    // The placeholder keeps the header's height in the flow, so nothing below jumps when the header is fixed.
    placeholder.style.minHeight = `${header.offsetHeight}px`
    const bottom = placeholder.offsetTop + placeholder.offsetHeight
    const state = stickyState(window.scrollY, bottom, window.innerWidth)
    header.classList.toggle('is-fixed', state !== 'static')
    header.classList.toggle('is-shown', state === 'shown')
  }
  const schedule = () => {
    if (!queued) {
      queued = true
      requestAnimationFrame(update)
    }
  }
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule, { passive: true })
}
