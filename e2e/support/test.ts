import { test as base, expect } from '@playwright/test'

export const CONSENT_KEY = 'clinic.cookie-consent'
export const THEME_KEY = 'theme_penal_localStorage'

interface Fixtures {
  /** The visitor's stored cookie choice before the page loads; null shows the banner. Default: 'denied'. */
  consent: 'granted' | 'denied' | null
  /** Dialogs and page errors seen; a spec fails if any appears (an injected script would show here). */
  pageProblems: string[]
}

/**
 * Every spec: the cookie choice is set before load (so the banner stays out of the way), third-party analytics
 * are answered by a local stub (no network here), and any dialog or uncaught page error fails the test.
 */
export const test = base.extend<Fixtures>({
  consent: ['denied', { option: true }],
  pageProblems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`)
      void dialog.dismiss()
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(problems)
    expect(problems).toEqual([])
  },
  page: async ({ page, consent }, use) => {
    await page.route(
      /^https:\/\/(www\.googletagmanager\.com|[^/]*\.clarity\.ms|connect\.facebook\.net)\//,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: 'window.__thirdPartyLoaded = true',
        }),
    )
    if (consent !== null) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        CONSENT_KEY,
        consent,
      ] as const)
    }
    await use(page)
  },
})

export { expect }

/** The slugs global-setup created with hostile text in every field. */
export const hostileSlugs = () => ({
  post: process.env.E2E_HOSTILE_POST ?? '',
  operation: process.env.E2E_HOSTILE_OPERATION ?? '',
})
