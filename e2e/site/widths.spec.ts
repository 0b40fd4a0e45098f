import type { Page } from '@playwright/test'
import {
  expect,
  OPERATIONS,
  operationPath,
  operationTitled,
  POSTS,
  postPath,
  postTitled,
  test,
} from '../support/site.ts'
import { hostileSlugs, THEME_KEY } from '../support/test.ts'

/**
 * Issue 19, item 1: nothing scrolls sideways at any width from 320 to 1920 px, in either theme, on any page type,
 * with the hostile content of the global setup (an unbroken 76-letter word, a long e-mail address, long names) in
 * every field; and the header's controls stay inside the viewport. One page per width and theme visits every URL.
 */
const WIDTHS = [320, 360, 390, 768, 1024, 1100, 1280, 1440, 1920] as const
const THEMES = ['light', 'dark'] as const

/** Elements reaching past the right edge: the first few, to say what to fix. */
const overflowReport = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const wide: string[] = []
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 0.5) continue
      // Clipped by an ancestor that scrolls or hides (a carousel's track): not the page's width.
      let clipped = false
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true
      if (clipped) continue
      // Only the outermost culprits: a child of a reported element adds nothing.
      if (wide.length < 6) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`
        wide.push(`${name} right=${Math.round(box.right)}`)
      }
    }
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      innerWidth: window.innerWidth,
      htmlOverflowX: getComputedStyle(root).overflowX,
      bodyOverflowX: getComputedStyle(document.body).overflowX,
      wide,
    }
  })

/** The header's visible controls, each with its box. */
const headerControls = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.site-header')
    const selectors = [
      '.menu-toggle',
      '.brand',
      '.main-nav',
      '.header-search .search-box__input',
      '.header-account',
      '.theme-toggle',
    ]
    return selectors.map((selector) => {
      const el = header?.querySelector<HTMLElement>(selector)
      const box = el?.getBoundingClientRect()
      const visible = !!el && !!box && box.width > 0 && getComputedStyle(el).visibility !== 'hidden'
      return { selector, visible, left: box?.left ?? 0, right: box?.right ?? 0 }
    })
  })

async function pagesToVisit(page: Page): Promise<string[]> {
  const request = page.request
  const [post, operation] = await Promise.all([
    postTitled(request, POSTS.reading),
    operationTitled(request, OPERATIONS.reading),
  ])
  const hostile = hostileSlugs()
  await page.goto(`/blog/${hostile.post}`)
  const tag = await page.locator('.tag-list a', { hasText: 'Etiket' }).getAttribute('href')
  expect(tag, 'the hostile tag page').toBeTruthy()
  return [
    '/',
    '/blog',
    '/blog/2',
    postPath(post),
    `/blog/${hostile.post}`,
    tag!,
    '/operations',
    operationPath(operation),
    `/operations/${hostile.operation}`,
    '/about',
    '/iletisim',
    '/randevu',
    '/gecmis-olsun',
    '/aydinlatma-metni',
    '/cerez-politikasi',
    '/login',
    '/register',
    '/forgot-password',
    '/bulunmayan-bir-sayfa',
  ]
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    for (const width of WIDTHS) {
      test(`at ${width} px no page scrolls sideways and the header's controls are on screen`, async ({
        page,
      }) => {
        test.setTimeout(180_000)
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          THEME_KEY,
          theme,
        ] as const)
        await page.setViewportSize({ width, height: 800 })
        const paths = await pagesToVisit(page)
        const problems: string[] = []
        for (const path of paths) {
          await page.goto(path)
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
          const report = await overflowReport(page)
          if (report.htmlOverflowX !== 'visible' || report.bodyOverflowX !== 'visible')
            problems.push(`${path}: overflow is hidden on html or body, which only hides the problem`)
          if (report.scrollWidth > report.clientWidth)
            problems.push(
              `${path}: ${report.scrollWidth} px wide in ${report.clientWidth}: ${report.wide.join(', ')}`,
            )

          const controls = await headerControls(page)
          const shown = (selector: string) => controls.find((c) => c.selector === selector)?.visible
          for (const c of controls.filter((c) => c.visible)) {
            if (c.left < -0.5 || c.right > report.clientWidth + 0.5)
              problems.push(
                `${path}: ${c.selector} is off screen (${Math.round(c.left)}–${Math.round(c.right)})`,
              )
          }
          if (!shown('.theme-toggle')) problems.push(`${path}: no theme switch in the header`)
          // The full menu, or the menu button (whose panel holds the menu and the search).
          if (!shown('.main-nav') && !shown('.menu-toggle')) problems.push(`${path}: no menu in the header`)
          if (!shown('.header-search .search-box__input') && !shown('.menu-toggle'))
            problems.push(`${path}: no way to search`)
        }

        // The search's answers (the hostile post among them) in the 404 page's own search box.
        await page.goto('/bulunmayan-bir-sayfa')
        await page.locator('#not-found-search-input').fill('Başlık')
        await expect(page.locator('#not-found-search-panel .search-results__link').first()).toBeVisible()
        const search = await overflowReport(page)
        if (search.scrollWidth > search.clientWidth)
          problems.push(
            `search results: ${search.scrollWidth} px in ${search.clientWidth}: ${search.wide.join(', ')}`,
          )

        // Below 1200 px the menu button opens the off-canvas menu: the catalogs with hostile names stay inside it.
        if (width < 1200) {
          await page.goto('/')
          await page.locator('.menu-toggle').click()
          const panel = page.locator('.mobile-menu__panel')
          await expect(panel).toBeVisible()
          await panel.locator('summary', { hasText: 'Operasyonlar' }).click()
          const fits = await panel.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
          if (fits.scroll > fits.client)
            problems.push(`mobile menu: ${fits.scroll} px wide in ${fits.client}`)
        }
        expect(problems).toEqual([])
      })
    }
  })
}
