import { focusableIn, trapTab } from './focus-trap.ts'

/** The off-canvas menu: a modal panel; Escape, the backdrop, the close button and every navigation close it. */
export function setUpMobileMenu(): void {
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]')
  const panel = menu?.querySelector<HTMLElement>('[role="dialog"]')
  const openers = document.querySelectorAll<HTMLButtonElement>('[data-menu-open]')
  if (!menu || !panel) return
  let opener: HTMLElement | null = null
  const outside = () => [...document.body.children].filter((el) => el !== menu && el.tagName !== 'SCRIPT')

  const close = (restoreFocus = true) => {
    if (!menu.classList.contains('is-open')) return
    menu.classList.remove('is-open')
    for (const el of outside()) el.removeAttribute('inert')
    for (const b of openers) b.setAttribute('aria-expanded', 'false')
    document.documentElement.style.overflow = ''
    if (restoreFocus) opener?.focus()
  }
  const open = (button: HTMLElement) => {
    opener = button
    menu.classList.add('is-open')
    // The rest of the page is out of reach while the menu is open (focus and screen readers).
    for (const el of outside()) el.setAttribute('inert', '')
    button.setAttribute('aria-expanded', 'true')
    document.documentElement.style.overflow = 'hidden'
    ;(focusableIn(panel)[0] ?? panel).focus()
  }

  for (const button of openers) button.addEventListener('click', () => open(button))
  for (const closer of menu.querySelectorAll('[data-menu-close]'))
    closer.addEventListener('click', () => close())
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close()
    else trapTab(event, panel)
  })
  // docs/spec §2: the menu closes after each navigation (also when the page comes back from the back/forward cache).
  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a[href]')
    if (link) close(false)
  })
  window.addEventListener('pageshow', () => close(false))
  // Each list that opens (<details>) tells assistive technology whether it is open.
  for (const summary of menu.querySelectorAll<HTMLElement>('summary[data-disclosure]')) {
    const details = summary.parentElement
    if (!(details instanceof HTMLDetailsElement)) continue
    const sync = () => summary.setAttribute('aria-expanded', String(details.open))
    details.addEventListener('toggle', sync)
    sync()
  }
  // From 1200 px the full menu replaces the menu button (SiteHeader.astro).
  matchMedia('(min-width: 1200px)').addEventListener('change', (e) => e.matches && close(false))
}

/** Desktop dropdowns open on hover and focus (CSS); their buttons also toggle them, and Escape closes them. */
export function setUpDropdowns(): void {
  const toggles = document.querySelectorAll<HTMLButtonElement>('[data-dropdown-toggle]')
  for (const toggle of toggles) {
    const item = toggle.closest<HTMLElement>('.main-nav__item')
    const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    if (!item || !submenu) continue
    // Hover and focus open a dropdown in CSS; "is-dismissed" keeps it shut after Escape, although focus stays inside.
    const set = (open: boolean) => {
      item.classList.toggle('is-open', open)
      item.classList.toggle('is-dismissed', !open)
      toggle.setAttribute('aria-expanded', String(open))
    }
    const reset = () => {
      item.classList.remove('is-open', 'is-dismissed')
      toggle.setAttribute('aria-expanded', 'false')
    }
    toggle.addEventListener('click', () => set(!item.classList.contains('is-open')))
    item.addEventListener('keydown', (event) => {
      // Escape closes the innermost submenu that is really showing; a closed one lets it through to its parent.
      if (event.key !== 'Escape' || getComputedStyle(submenu).visibility !== 'visible') return
      event.stopPropagation()
      set(false)
      toggle.focus()
    })
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) reset()
    })
    item.addEventListener('mouseleave', reset)
  }
}
