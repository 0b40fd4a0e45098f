import type { Page } from '@playwright/test'
import { expect, test } from '../support/site.ts'

/**
 * Issue 23: the layout holds in every language (decision 0276). Georgian and Russian menu labels are longer than the
 * Turkish ones, and the phone bar's labels differ in length from language to language.
 */

/** How much of the doctor's name the header shows, and whether the page scrolls sideways. */
const headerFacts = (page: Page) =>
  page.evaluate(() => {
    const name = document.querySelector('.brand__name') as HTMLElement
    return {
      nameShown: name.clientWidth,
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      menuShown: getComputedStyle(document.querySelector('.main-nav') as HTMLElement).display !== 'none',
    }
  })

for (const width of [1200, 1280, 1300]) {
  test(`at ${width} px the Georgian and Russian headers leave the doctor's name the room it has in Turkish`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const turkish = await headerFacts(page)
    expect(turkish.menuShown).toBe(true)
    for (const locale of ['en', 'ka', 'ru']) {
      await page.goto(`/${locale}`)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const facts = await headerFacts(page)
      expect(facts.menuShown, locale).toBe(true)
      expect(facts.sideways, `${locale}: sideways scroll`).toBeLessThanOrEqual(0)
      expect(
        facts.nameShown,
        `${locale}: the name's width beside Turkish ${turkish.nameShown} px`,
      ).toBeGreaterThanOrEqual(turkish.nameShown - 8)
    }
  })
}

// 320 px: the narrowest phones in use (iPhone SE 1st gen., small Androids); "WhatsApp" was cut by 8 px there.
for (const width of [320, 375, 768]) {
  test(`at ${width} px the phone bar's labels are whole in every language and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const locale of ['tr', 'en', 'ka', 'ru']) {
      await page.goto(locale === 'tr' ? '/' : `/${locale}`)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const facts = await page.evaluate(() => ({
        cut: [...document.querySelectorAll<HTMLElement>('.phone-bar__label')]
          .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth)
          .map((label) => label.firstChild?.textContent),
        sideways: document.documentElement.scrollWidth - window.innerWidth,
      }))
      expect(facts.cut, `${locale}: labels cut short`).toEqual([])
      expect(facts.sideways, `${locale}: sideways scroll`).toBeLessThanOrEqual(0)
    }
  })
}
