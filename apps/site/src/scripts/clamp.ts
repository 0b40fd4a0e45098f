/**
 * Spec: text limited to two lines that expands and collapses. The button's room is kept from the start (so showing
 * it moves nothing); it is shown (and so reachable) only when the text is really cut. Its two texts come in the
 * page's language from the button (`data-more`, `data-less`).
 */
export function setUpClamps(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-clamp]')) {
    const text = box.querySelector<HTMLElement>('[data-clamp-text]')
    const button = box.querySelector<HTMLButtonElement>('[data-clamp-toggle]')
    if (!text || !button) continue
    const needed = text.scrollHeight > text.clientHeight + 1
    button.dataset.needed = String(needed)
    button.addEventListener('click', () => {
      const expanded = box.classList.toggle('is-expanded')
      button.setAttribute('aria-expanded', String(expanded))
      button.textContent = (expanded ? button.dataset.less : button.dataset.more) ?? ''
    })
  }
}
