import { readStoredTheme, storeTheme, type Theme } from '@clinic/ui/lib/theme'

/** The dark-mode switch: the inline head script already applied the theme; this keeps the button and storage in step. */
export function setUpTheme(): void {
  const root = document.documentElement
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')
  const media = matchMedia('(prefers-color-scheme: dark)')
  const apply = (theme: Theme) => {
    root.dataset.theme = theme
    for (const b of buttons) b.setAttribute('aria-pressed', String(theme === 'dark'))
  }
  apply(root.dataset.theme === 'dark' ? 'dark' : 'light')
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const next: Theme = root.dataset.theme === 'dark' ? 'light' : 'dark'
      storeTheme(next)
      apply(next)
    })
  }
  // Follow the system only while the visitor has not chosen.
  media.addEventListener('change', (event) => {
    if (readStoredTheme() === null) apply(event.matches ? 'dark' : 'light')
  })
}
