import { ApiPaths } from '@clinic/contract/api-paths'
import { clientConfig } from '../client/config.ts'

/** The spec's six events, under the names GA4 and the others receive. */
export type AnalyticsEvent =
  | 'appointment_click'
  | 'contact_form_submit'
  | 'blog_read'
  | 'operation_view'
  | 'page_load_time'
  | 'local_search'

export const CONSENT_STORAGE_KEY = 'clinic.cookie-consent'
export type Consent = 'granted' | 'denied'

type Params = Record<string, string | number>

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
    clarity?: ((...args: unknown[]) => void) & { q?: unknown[] }
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[] }
  }
}

export function readConsent(): Consent | null {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

let loaded = false

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

/**
 * What the providers' own snippets put in place before their script arrives: a function that keeps each call in its
 * queue (Clarity's `q`, Meta's `queue`), which the script replays once loaded.
 */
function queueUntilLoaded<K extends 'q' | 'queue'>(queue: K) {
  const calls: unknown[] = []
  const record = (...args: unknown[]) => {
    calls.push(args)
  }
  return Object.assign(record, { [queue]: calls } as { [P in K]: unknown[] })
}

/** Loads each configured third-party script once; only ever called after the visitor said yes. */
function loadProviders(): void {
  if (loaded) return
  loaded = true
  const { gaId, clarityId, metaPixelId } = clientConfig().analytics
  if (gaId) {
    window.dataLayer = window.dataLayer ?? []
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag reads the arguments object itself
      window.dataLayer!.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', gaId, { anonymize_ip: true })
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`)
  }
  if (clarityId) {
    window.clarity = window.clarity ?? queueUntilLoaded('q')
    addScript(`https://www.clarity.ms/tag/${encodeURIComponent(clarityId)}`)
  }
  if (metaPixelId) {
    window.fbq = window.fbq ?? queueUntilLoaded('queue')
    addScript('https://connect.facebook.net/en_US/fbevents.js')
    window.fbq('init', metaPixelId)
    window.fbq('track', 'PageView')
  }
}

/**
 * The clinic's own, cookieless count (decision 0221): one small JSON beacon to the clinic's API, which keeps daily
 * totals only. It needs no consent (no cookie, no storage, no identifier) and never leaves the clinic's server.
 */
function count(body: Record<string, unknown>): void {
  try {
    body.locale = document.documentElement.lang.slice(0, 2) || 'tr'
    navigator.sendBeacon(`${clientConfig().apiUrl}${ApiPaths.analyticsBeacon}`, JSON.stringify(body))
  } catch {}
}

/** The page view: its path, the referring site's host (none from this site) and the viewport's width. */
export function countPageView(): void {
  let referrer = ''
  try {
    referrer = new URL(document.referrer).host
  } catch {}
  count({
    type: 'view',
    path: location.pathname,
    referrer: referrer === location.host ? '' : referrer,
    width: window.innerWidth,
  })
}

/**
 * One entry for every event: the clinic's own count always; the third-party providers only after consent and when
 * configured.
 */
export function track(event: AnalyticsEvent, params: Params = {}): void {
  count(
    event === 'page_load_time'
      ? { type: 'event', name: event, value: params.value }
      : event === 'local_search'
        ? { type: 'event', name: event, query: params.search_term, resultCount: params.result_count }
        : {
            type: 'event',
            name: event,
            detail: event === 'appointment_click' ? location.pathname : (params.slug ?? params.form_name),
          },
  )
  if (readConsent() !== 'granted' || !loaded) return
  window.gtag?.('event', event, params)
  window.clarity?.('event', event)
  window.fbq?.('trackCustom', event, params)
}

/** The banner: shown until the visitor chooses; "Çerez Tercihleri" in the footer shows it again. */
export function setUpConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent]')
  if (!banner) return
  const choose = (consent: Consent) => {
    const previous = readConsent()
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, consent)
    } catch {}
    banner.hidden = true
    if (consent === 'granted') loadProviders()
    // Scripts already running cannot be unloaded: a fresh page honours a withdrawn consent.
    else if (previous === 'granted' && loaded) location.reload()
  }
  for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
    button.addEventListener('click', () => choose(button.dataset.consentChoice as Consent))
  }
  for (const opener of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    opener.addEventListener('click', () => {
      banner.hidden = false
      banner.querySelector<HTMLButtonElement>('[data-consent-choice]')?.focus()
    })
  }
  const consent = readConsent()
  if (consent === null) banner.hidden = false
  else if (consent === 'granted') loadProviders()
}

/** Events every page reports: its view, appointment clicks and the page's load time. */
export function setUpPageEvents(): void {
  countPageView()
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-track="appointment"]')
    if (link) track('appointment_click', { link_url: link.getAttribute('href') ?? '' })
  })
  const report = () => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    if (nav) track('page_load_time', { value: Math.round(nav.loadEventEnd || nav.domContentLoadedEventEnd) })
  }
  if (document.readyState === 'complete') setTimeout(report)
  else window.addEventListener('load', () => setTimeout(report), { once: true })
}
