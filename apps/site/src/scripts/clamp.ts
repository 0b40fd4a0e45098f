/** Spec: text limited to two lines that expands and collapses; the button shows only when the text is cut. */
export function setUpClamps(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-clamp]')) {
    const text = box.querySelector<HTMLElement>('[data-clamp-text]')
    const button = box.querySelector<HTMLButtonElement>('[data-clamp-toggle]')
    if (!text || !button) continue
    button.hidden = text.scrollHeight <= text.clientHeight + 1
    button.addEventListener('click', () => {
      const expanded = box.classList.toggle('is-expanded')
      button.setAttribute('aria-expanded', String(expanded))
      button.textContent = expanded ? 'Daha az göster' : 'Devamını oku'
    })
  }
}
