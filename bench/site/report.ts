// What the parts of the site budgets share: the figures they measure, the budgets missed, the browser and the
// site's newest content.
import { type Browser, chromium } from 'playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH, onStop } from '../shared.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
export const SCORE_BUDGET = 100
// 15 KB read as 15,000 bytes: a figure under it is under the budget whichever KB is meant.
export const JS_BUDGET_BYTES = 15_000
/** Core Web Vitals' "good" thresholds (the goal) and what Lighthouse needs for a displayed 100 (the reference). */
export const VITALS = {
  goal: { lcpMs: 2_500, tbtMs: 200, cls: 0.1 },
  hundred: { lcpMs: 1_550, tbtMs: 66, cls: 0.04 },
}
export const PAGE_TIMEOUT_MS = 30_000

/** Every budget missed, one line each, for the summary at the end. */
export const missed: string[] = []
/** Per page, what the goals table at the end needs from the Lighthouse and bytes parts. */
export const figures = new Map<
  string,
  {
    scores?: (number | undefined)[]
    lcpMs?: number
    tbtMs?: number
    cls?: number
    js?: number
    total?: number
  }
>()
export const figuresOf = (page: string) => {
  const found = figures.get(page) ?? {}
  figures.set(page, found)
  return found
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1)
export const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`)

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
  return (await response.json()) as T
}

export interface Listed {
  slug: string
  tags?: string[]
}

export async function newestSlug(baseUrl: string, resource: string, locale = 'tr'): Promise<string> {
  const [item] = await getJson<Listed[]>(`${baseUrl}/api/${resource}?page=1&pageSize=1&locale=${locale}`)
  if (!item) throw new Error(`/api/${resource} lists nothing in ${locale}`)
  return item.slug
}

export async function newestTaggedPost(baseUrl: string): Promise<string | undefined> {
  for (let page = 1; page <= 20; page++) {
    const posts = await getJson<Listed[]>(`${baseUrl}/api/blog?page=${page}&pageSize=50`)
    const tagged = posts.find((post) => (post.tags?.length ?? 0) > 0)
    if (tagged) return tagged.slug
    if (posts.length < 50) return undefined
  }
  return undefined
}

/** Debian's Chromium under Playwright, closed with the script if it is still open then. */
export async function browserStart(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  })
  browser.once(
    'disconnected',
    onStop(() => browser.close()),
  )
  return browser
}
