// 3. axe on every kind of page, in the light and the dark theme.
import { AxeBuilder } from '@axe-core/playwright'
import type { Browser } from 'playwright'
import { log, print, table, withTimeout } from '../shared.ts'
import { browserStart, missed, PAGE_TIMEOUT_MS } from './report.ts'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const THEME_KEY = 'theme_penal_localStorage'

export interface AxePage {
  path: string
  status: number
}

export async function firstTagLink(
  browser: Browser,
  baseUrl: string,
  postPath: string,
): Promise<string | undefined> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}${postPath}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS })
    const links = page.locator('a[href^="/tag/"]')
    if ((await links.count()) === 0) return undefined
    return (await links.first().getAttribute('href')) ?? undefined
  } finally {
    await context.close()
  }
}

export async function axePart(baseUrl: string, pages: AxePage[]): Promise<void> {
  const browser = await browserStart()
  try {
    const rows: string[][] = []
    const background = new Map<string, string>()
    const sameInBothThemes: string[] = []
    // One line per rule in the summary; the table above has every page.
    const byRule = new Map<string, { pages: Set<string>; themes: Set<string> }>()
    let scanned = 0
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        if (theme === 'dark') {
          await context.addInitScript(
            ([key]) => {
              try {
                localStorage.setItem(key!, 'dark')
              } catch {
                // about:blank has no storage.
              }
            },
            [THEME_KEY],
          )
        }
        const page = await context.newPage()
        page.setDefaultTimeout(PAGE_TIMEOUT_MS)
        for (const { path: pagePath, status } of pages) {
          log(`axe ${pagePath} (${theme})`)
          try {
            const response = await page.goto(`${baseUrl}${pagePath}`, {
              waitUntil: 'load',
              timeout: PAGE_TIMEOUT_MS,
            })
            if (response?.status() !== status) {
              missed.push(`${pagePath} answered ${response?.status()}, expected ${status}`)
            }
            // A page that keeps a connection open is measured anyway once the limit passes.
            await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
            const results = await withTimeout(
              new AxeBuilder({ page }).withTags(AXE_TAGS).analyze(),
              60_000,
              `axe on ${pagePath}`,
            )
            scanned++
            for (const violation of results.violations) {
              const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '))
              const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3})` : ''
              rows.push([
                violation.id,
                violation.impact ?? '—',
                `\`${pagePath}\``,
                theme,
                String(violation.nodes.length),
                `${targets.map((target) => `\`${target}\``).join(', ')}${more}`,
              ])
              const seen = byRule.get(violation.id) ?? { pages: new Set<string>(), themes: new Set<string>() }
              seen.pages.add(pagePath)
              seen.themes.add(theme)
              byRule.set(violation.id, seen)
            }
            // A dark theme that changes nothing would make the second pass a copy of the first.
            const color = await page.evaluate(() => {
              for (const element of [document.body, document.documentElement]) {
                const value = getComputedStyle(element).backgroundColor
                if (value !== 'rgba(0, 0, 0, 0)' && value !== 'transparent') return value
              }
              return 'transparent'
            })
            if (theme === 'light') background.set(pagePath, color)
            else if (background.get(pagePath) === color) sameInBothThemes.push(`\`${pagePath}\` (${color})`)
          } catch (error) {
            // One page that fails to load or scan does not hide the others.
            missed.push(`axe on ${pagePath} (${theme}): ${(error as Error).message.split('\n')[0]}`)
          }
        }
      } finally {
        await context.close()
      }
    }

    for (const [rule, { pages: where, themes }] of byRule) {
      missed.push(`axe ${rule} on ${where.size} page(s), ${[...themes].join(' and ')} theme`)
    }
    print(`## Accessibility (axe, ${AXE_TAGS.join(', ')}; light and dark theme, 1280×800)`)
    print()
    if (rows.length === 0) print(`No violations on ${scanned} scans (${pages.length} pages × 2 themes).`)
    else print(table(['rule', 'impact', 'page', 'theme', 'nodes', 'targets'], rows))
    if (sameInBothThemes.length > 0) {
      print()
      print(
        `Note: the dark theme left the page background as in the light one on ${sameInBothThemes.join(', ')}.`,
      )
    }
    print()
    print('Budget: no violations.')
    print()
  } finally {
    await browser.close()
  }
}
