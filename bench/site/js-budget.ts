// 2. Bytes before interaction: every response of a page's load on a phone, by kind, and the post's JavaScript
// against its budget.
import { gzipSync } from 'node:zlib'
import type { Browser, Response } from 'playwright'
import { log, print, table, withTimeout } from '../shared.ts'
import { browserStart, figuresOf, JS_BUDGET_BYTES, kb, missed, PAGE_TIMEOUT_MS } from './report.ts'

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

type Kind = 'HTML' | 'CSS' | 'JS' | 'images' | 'fonts' | 'other'
const KINDS: Kind[] = ['HTML', 'CSS', 'JS', 'images', 'fonts', 'other']

interface Loaded {
  url: string
  kind: Kind
  raw: number
  gzip: number
}

function kindOf(response: Response): Kind {
  const type = response.request().resourceType()
  const contentType = response.headers()['content-type'] ?? ''
  // Module imports and preloads are scripts; a prefetched or worker script is still JavaScript by its type.
  if (type === 'script' || /javascript|ecmascript/.test(contentType)) return 'JS'
  if (type === 'document') return 'HTML'
  if (type === 'stylesheet') return 'CSS'
  if (type === 'image') return 'images'
  if (type === 'font') return 'fonts'
  return 'other'
}

/** Every response of one load of the page on a phone, up to the load event and network idle, with no input. */
async function loadPage(browser: Browser, url: string): Promise<Loaded[]> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const loaded: Loaded[] = []
    const reading: Promise<void>[] = []
    page.on('response', (response) => {
      reading.push(
        (async () => {
          const status = response.status()
          if (status >= 300 && status < 400) return
          const body = await response.body().catch(() => undefined)
          if (!body) return
          // Our own gzip at level 9, so the figure does not depend on what the server compresses.
          loaded.push({
            url: response.url(),
            kind: kindOf(response),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          })
        })(),
      )
    })
    const response = await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS })
    if (response?.status() !== 200) throw new Error(`${url}: status ${response?.status()}`)
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS })
    await withTimeout(Promise.all(reading), PAGE_TIMEOUT_MS, `response bodies of ${url}`)
    return loaded
  } finally {
    await context.close()
  }
}

export async function jsPart(baseUrl: string, pages: [string, string][], postPath: string): Promise<void> {
  const browser = await browserStart()
  try {
    const rows: string[][] = []
    let postScripts: Loaded[] = []
    for (const [name, pagePath] of pages) {
      log(`bytes of ${pagePath}`)
      const loaded = await loadPage(browser, `${baseUrl}${pagePath}`)
      const sum = (kind?: Kind) =>
        loaded
          .filter((item) => kind === undefined || item.kind === kind)
          .reduce((total, item) => total + item.gzip, 0)
      Object.assign(figuresOf(name), { js: sum('JS'), total: sum() })
      rows.push([
        `${name} \`${pagePath}\``,
        ...KINDS.map((kind) => kb(sum(kind))),
        kb(sum()),
        String(loaded.length),
      ])
      if (pagePath === postPath) postScripts = loaded.filter((item) => item.kind === 'JS')
    }

    const jsBytes = postScripts.reduce((total, item) => total + item.gzip, 0)
    print(
      `## JavaScript before interaction on a post (phone ${PHONE.viewport.width}×${PHONE.viewport.height})`,
    )
    print()
    if (postScripts.length === 0) print('No JavaScript.')
    else
      print(
        table(
          ['script', 'bytes', 'gzip bytes'],
          postScripts.map((item) => [new URL(item.url).pathname, String(item.raw), String(item.gzip)]),
        ),
      )
    print()
    print(`Total ${jsBytes} bytes gzip (${kb(jsBytes)} KB); budget ${kb(JS_BUDGET_BYTES)} KB.`)
    print()
    if (jsBytes > JS_BUDGET_BYTES) {
      missed.push(`JavaScript on ${postPath}: ${kb(jsBytes)} KB gzip > ${kb(JS_BUDGET_BYTES)} KB`)
    }

    print('## Bytes per page before interaction (KB gzip level 9, phone)')
    print()
    print(table(['page', ...KINDS, 'total', 'requests'], rows))
    print()
  } finally {
    await browser.close()
  }
}
