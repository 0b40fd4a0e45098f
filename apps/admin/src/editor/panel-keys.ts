import type { KeyboardEvent } from 'react'

/**
 * The keys of an editor panel (link, image): Escape closes it without touching the editor's own Escape; Enter in
 * one of its text fields submits the panel, not the page's form around the editor.
 */
export function panelKeyHandler(actions: { close(): void; submit(): void }) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      actions.close()
    } else if (
      event.key === 'Enter' &&
      event.target instanceof HTMLInputElement &&
      event.target.type === 'text'
    ) {
      event.preventDefault()
      actions.submit()
    }
  }
}
