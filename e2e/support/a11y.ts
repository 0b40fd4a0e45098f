import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, THEME_KEY } from './test.ts'

/** The level every page and screen is held to: WCAG 2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** What axe looks at: the whole page by default, or only `include`, leaving `exclude` out. */
export interface AxeScope {
  include?: string
  exclude?: string
}

/** Axe's findings on the page, each with enough to find it (its first five targets) and short enough to read. */
export async function axeViolations(page: Page, scope: AxeScope = {}) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  if (scope.include) builder = builder.include(scope.include)
  if (scope.exclude) builder = builder.exclude(scope.exclude)
  const results = await builder.analyze()
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }))
}

export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}) {
  expect(await axeViolations(page, scope)).toEqual([])
}

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** Stores the theme before any script of the page runs, as a visitor's earlier choice would be. */
export const storeTheme = (page: Page, theme: Theme) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const)

/** The parts of a spec's `test` that `inBothThemes` uses (the site's and the harness's `test` both fit). */
interface ThemedTest {
  describe(title: string, body: () => void): void
  beforeEach(hook: (args: { page: Page }) => Promise<void>): void
}

/** One describe block per theme; every test in it opens its pages with that theme stored. */
export function inBothThemes(
  test: ThemedTest,
  title: (theme: Theme) => string,
  body: (theme: Theme) => void,
) {
  for (const theme of THEMES) {
    test.describe(title(theme), () => {
      test.beforeEach(async ({ page }) => {
        await storeTheme(page, theme)
      })
      body(theme)
    })
  }
}
