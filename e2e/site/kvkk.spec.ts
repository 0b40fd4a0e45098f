import type { Page } from '@playwright/test'
import { expectNoAxeViolations, inBothThemes } from '../support/a11y.ts'
import { baseUrl, expect, jsonLd, test } from '../support/site.ts'

const NOTICE = { path: '/aydinlatma-metni', title: 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni' }
const COOKIES = { path: '/cerez-politikasi', title: 'Çerez Politikası' }
const DOCTOR = 'Op. Dr. Emre Kalaycıoğlu'
/** packages/contract/src/site-config.ts */
const CLINIC_EMAIL = 'iletisim@dremrekalaycioglu.example'

const footer = (page: Page) => page.getByRole('contentinfo')
const banner = (page: Page) => page.getByRole('region', { name: 'Çerez tercihleriniz' })

test.describe('KVKK pages', () => {
  for (const { link, target } of [
    { link: 'Aydınlatma Metni', target: NOTICE },
    { link: 'Çerez Politikası', target: COOKIES },
  ]) {
    test(`the footer links "${link}" on every page, and it opens ${target.path}`, async ({ page }) => {
      for (const path of ['/about', '/iletisim', target.path]) {
        await page.goto(path)
        await expect(footer(page).getByRole('link', { name: link, exact: true })).toHaveAttribute(
          'href',
          target.path,
        )
      }
      await page.goto('/')
      await footer(page).getByRole('link', { name: link, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${target.path}/?$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title)
      await expect(page).toHaveTitle(`${target.title} | ${DOCTOR}`)
    })
  }

  for (const path of ['/iletisim', '/gecmis-olsun']) {
    test(`${path} links the privacy notice in a new tab, apart from the consent box`, async ({ page }) => {
      await page.goto(path)
      const slot = page.locator('[data-form-slot]')
      await slot.scrollIntoViewIfNeeded()
      await expect(slot.locator('altcha-widget')).toBeAttached()
      const link = slot.getByRole('link', { name: 'Aydınlatma Metni (yeni sekmede açılır)' })
      await expect(link).toHaveAttribute('href', NOTICE.path)
      await expect(link).toHaveAttribute('target', '_blank')
      // The consent box's label is the consent sentence alone; the notice is a separate link, never inside it.
      const consent = slot.getByRole('checkbox', { name: /açık rıza veriyorum\.$/ })
      await expect(consent).not.toBeChecked()
      await expect(slot.locator('label a')).toHaveCount(0)
      const described = await consent.getAttribute('aria-describedby')
      expect(described, 'the hint with the link describes the box').toBeTruthy()
      await expect(page.locator(`[id="${described!.split(' ')[0]}"]`)).toContainText('Aydınlatma Metni')

      const opened = page.context().waitForEvent('page')
      await link.click()
      const notice = await opened
      await expect(notice.getByRole('heading', { level: 1 })).toHaveText(NOTICE.title)
      await notice.close()
      // The form page stays where it was.
      await expect(page).toHaveURL(new RegExp(`${path}/?$`))
    })
  }

  test.describe('first visit', () => {
    test.use({ consent: null })

    test('the cookie banner links the Çerez Politikası', async ({ page }) => {
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      await banner(page).getByRole('link', { name: 'Çerez Politikası' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COOKIES.title)
    })
  })

  test('the privacy notice names the data controller, what each feature keeps, the rights of KVKK md. 11 and how to use them', async ({
    page,
  }) => {
    await page.goto(NOTICE.path)
    const text = page.locator('.legal__text')
    await expect(text).toContainText(`veri sorumlusu ${DOCTOR}`)
    await expect(text.getByRole('link', { name: CLINIC_EMAIL }).first()).toHaveAttribute(
      'href',
      `mailto:${CLINIC_EMAIL}`,
    )
    for (const heading of [
      '2.1. Üyelik ve hesap',
      '2.2. Yorumlar ve beğeniler',
      '2.3. İletişim formu',
      '2.4. Geçmiş olsun mesajı',
      '2.5. Robot doğrulaması',
      '2.6. Sunucu kayıtları ve güvenlik',
    ]) {
      await expect(text.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    }
    for (const phrase of ['profil fotoğrafı', 'telefon numaran', 'IP adresiniz', 'açık rıza', 'md. 5/2-c']) {
      await expect(text).toContainText(phrase)
    }
    const rights = page.locator('#haklariniz + p + ol > li')
    await expect(rights).toHaveCount(9)
    await expect(rights.first()).toHaveText('kişisel verilerinizin işlenip işlenmediğini öğrenme,')
    // Turkish letters, as the Kanun numbers them: a) b) c) ç) …
    expect(await rights.nth(3).evaluate((li) => getComputedStyle(li).listStyleType)).toBe('tr-lower-alpha')
    await expect(text.getByRole('link', { name: 'Profilim' })).toHaveAttribute('href', '/profile')
    await expect(text).toContainText('Verilerimi indir')
    await expect(text).toContainText('Hesabımı sil')
  })

  test('the privacy notice says after how many months messages are deleted: the number the API runs with', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/site/settings/public')).json()) as {
      messageRetentionMonths: number
    }
    expect(settings.messageRetentionMonths).toBeGreaterThan(0)
    await page.goto(NOTICE.path)
    const retention = page
      .locator('#saklama + ul > li')
      .filter({ hasText: 'İletişim mesajları, randevu talepleri' })
    await expect(retention).toContainText(
      `alındıkları tarihten itibaren ${settings.messageRetentionMonths} ay sonra otomatik olarak silinir`,
    )
  })

  test('the cookie policy lists what the site stores and the analytics tool it is set up with; its button reopens the choice', async ({
    page,
  }) => {
    await page.goto(COOKIES.path)
    const text = page.locator('.legal__text')
    for (const key of [
      'theme_penal_localStorage',
      'clinic.token, clinic.user',
      'clinic.cookie-consent',
      'clinic_visitor',
      'clinic.bookmarks',
    ]) {
      await expect(text.locator('.entry__name code', { hasText: key })).toBeVisible()
    }
    await expect(text).toContainText('“Beni hatırla” seçilirse localStorage')
    // global-setup configures Google Analytics only: the list of loaded tools says so, and names no other.
    const loaded = text.getByRole('list', { name: 'Yalnızca onayınızla yüklenen analiz ve reklam araçları' })
    await expect(loaded.getByText('Google Analytics', { exact: true })).toBeVisible()
    await expect(loaded.getByText('Microsoft Clarity', { exact: true })).toHaveCount(0)
    await expect(loaded.getByText('Meta Pixel', { exact: true })).toHaveCount(0)
    // Every optional tool is named with its state and where its data goes when on (issue 21 item 5).
    const optional = text.getByRole('list', {
      name: 'Açılabilen üçüncü taraf araçlar ve verilerin gittiği yer',
    })
    for (const [tool, state] of [
      ['Google Analytics', 'Açık (yalnızca onayınızla yüklenir)'],
      ['Microsoft Clarity', 'Kapalı'],
      ['Meta Pixel', 'Kapalı'],
    ]) {
      const entry = optional.getByRole('listitem').filter({ hasText: tool! })
      await expect(entry).toContainText(state!)
      await expect(entry).toContainText('Türkiye dışına, ABD’deki sunuculara aktarılır')
    }
    // The site's own statistics: no cookie, no personal data, nothing abroad.
    await expect(text).toContainText('Bu sayaç çerez kullanmaz, tarayıcınızda hiçbir şey saklamaz')
    await expect(text).toContainText('yurt dışına aktarılmaz')

    await expect(banner(page)).toBeHidden()
    await text.getByRole('button', { name: 'Çerez tercihlerimi değiştir' }).click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Kabul Et' })).toBeFocused()
  })

  for (const target of [NOTICE, COOKIES]) {
    test(`${target.path}: every entry of its table of contents leads to a heading, and the breadcrumbs are marked up`, async ({
      page,
    }) => {
      await page.goto(target.path)
      const toc = page.getByRole('navigation', { name: 'İçindekiler' }).getByRole('link')
      expect(await toc.count()).toBeGreaterThanOrEqual(5)
      for (const [index, link] of (await toc.all()).entries()) {
        const id = (await link.getAttribute('href'))?.slice(1)
        await expect(page.locator(`h2[id="${id}"]`), `#${id}`).toHaveText(
          `${index + 1}. ${await link.textContent()}`,
        )
      }
      await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText(target.title)
      const crumbs = (await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList')
      expect(crumbs?.itemListElement).toEqual([
        expect.objectContaining({ position: 1, name: 'Ana Sayfa' }),
        expect.objectContaining({ position: 2, name: target.title, item: `${baseUrl()}${target.path}` }),
      ])
    })
  }
})

inBothThemes(
  test,
  (theme) => `KVKK pages in the ${theme} theme`,
  (theme) => {
    for (const target of [NOTICE, COOKIES]) {
      test(`${target.path} has no axe violations`, async ({ page }) => {
        await page.goto(target.path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        // The desktop top bar's "region" finding is every page's and site/a11y.spec.ts's (see forms.spec.ts).
        await expectNoAxeViolations(page, { exclude: '.top-bar' })
      })
    }
  },
)
