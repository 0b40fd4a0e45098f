/**
 * Debian's Chromium (browsers cannot be downloaded on these machines), launched the same way by the browser specs
 * (playwright.config.ts) and by the site's benchmarks (bench/site/).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
