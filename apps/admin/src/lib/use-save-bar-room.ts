import { useCallback } from 'react'

/** The room kept between a focused field and the bar's top edge. */
const GAP_PX = 12

/**
 * A form's sticky save bar (`.save-bar`, at the bottom of the screen) covers what scrolls under it, and the browser
 * takes a field under it for one in view: Tab, a label's click or typing would leave the field hidden behind the
 * bar (a phone's 116 px bar over the last field). The ref callback for the bar keeps its height, and a gap, as the
 * page's `scroll-padding-bottom` (forms.css), so whatever the browser scrolls into view stops above the bar. The
 * padding goes when the bar does.
 */
export function useSaveBarRoom() {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar) return
    const root = document.documentElement
    const measure = () => {
      root.style.setProperty('--save-bar-room', `${Math.ceil(bar.getBoundingClientRect().height) + GAP_PX}px`)
    }
    measure()
    // A bar grows when its state or its buttons wrap (a phone, a long message); jsdom has no ResizeObserver.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(bar)
    return () => {
      observer?.disconnect()
      root.style.removeProperty('--save-bar-room')
    }
  }, [])
}
