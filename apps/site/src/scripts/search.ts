import { SEARCH_DEBOUNCE_MS, siteSearch } from '@clinic/api-client/site-search'
import { ApiPaths } from '@clinic/contract/api-paths'
import { track } from './analytics.ts'

/** The theme's endpoint, from the site's root so it is the same on every page. */
const SEARCH_URL = ApiPaths.siteSearch

function status(panel: HTMLElement, text: string) {
  const p = document.createElement('p')
  p.className = 'search-box__status'
  p.textContent = text
  panel.replaceChildren(p)
}

/**
 * Each search box posts `searchTerm` 800 ms after the last keystroke once it is non-empty, and shows the escaped
 * HTML fragment the server answers, 'There is no result.' for an empty answer, 'There was some error.' on failure:
 * those two in the page's language, as the box carries them (`data-no-result`, `data-error`).
 */
export function setUpSearch(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-search]')) {
    const input = form.querySelector<HTMLInputElement>('input[name="searchTerm"]')
    const panel = form.querySelector<HTMLElement>('[data-search-panel]')
    if (!input || !panel) continue
    const noResult = form.dataset.noResult ?? ''
    const failed = form.dataset.error ?? ''
    // The page's language (issue 23): the API searches its texts and links to its addresses.
    const locale = form.dataset.locale ?? 'tr'
    const url = locale === 'tr' ? SEARCH_URL : `${SEARCH_URL}?locale=${encodeURIComponent(locale)}`
    let timer: ReturnType<typeof setTimeout> | undefined
    let running: AbortController | undefined

    const run = async (term: string) => {
      running?.abort()
      const controller = new AbortController()
      running = controller
      try {
        const html = await siteSearch(term, { url, signal: controller.signal })
        if (controller.signal.aborted) return
        // The server escapes every value it writes into the fragment (see the API's site search).
        if (html === '') status(panel, noResult)
        else panel.innerHTML = html
        panel.hidden = false
        // The result count: the fragment's items (one a result), 0 for an empty answer.
        track('local_search', {
          search_term: term,
          result_count: html === '' ? 0 : panel.querySelectorAll('.search-results__item').length,
        })
      } catch {
        if (controller.signal.aborted) return
        status(panel, failed)
        panel.hidden = false
      }
    }

    input.addEventListener('input', () => {
      clearTimeout(timer)
      const term = input.value.trim()
      if (term === '') {
        running?.abort()
        panel.hidden = true
        panel.replaceChildren()
        return
      }
      timer = setTimeout(() => void run(term), SEARCH_DEBOUNCE_MS)
    })
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const first = panel.querySelector<HTMLAnchorElement>('a[href]')
      if (!panel.hidden && first) first.click()
    })
    form.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !panel.hidden) {
        panel.hidden = true
        input.focus()
      } else if (event.key === 'ArrowDown' && event.target === input) {
        const first = panel.querySelector<HTMLAnchorElement>('a[href]')
        if (!panel.hidden && first) {
          event.preventDefault()
          first.focus()
        }
      }
    })
    form.addEventListener('focusout', (event) => {
      if (!form.contains(event.relatedTarget as Node | null)) panel.hidden = true
    })
    input.addEventListener('focus', () => {
      if (panel.childElementCount > 0 && input.value.trim() !== '') panel.hidden = false
    })
  }
}
