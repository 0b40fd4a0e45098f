import { expectNoAxeViolations } from '../support/a11y.ts'
import { ADMIN, apiLogin, openAsAdmin } from '../support/accounts.ts'
import { pageShows, settled } from '../support/publishing.ts'
import { baseUrl, expect, test } from '../support/site.ts'

// The run shares one product: this spec changes only the Batum clinic's street, which no other spec asserts.

test.describe('Site ayarları', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the checklist on the overview shows what is left and links to where it is done', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, request, '/admin')
    const card = page.getByRole('region', { name: 'İlk kurulum' })
    await expect(card).toBeVisible()
    // The e2e product runs without SMTP: that item is not done and explains the deployment setting.
    const smtp = card.locator('[data-setup-item="smtp"]')
    await expect(smtp).toContainText('yapılmadı')
    await smtp.getByText('Nasıl yapılır?').click()
    await expect(smtp).toContainText('SMTP_URL')
    await expect(card.getByRole('link', { name: /Kliniklerin harita konumları/ })).toHaveAttribute(
      'href',
      '/admin/settings#klinikler',
    )
    await expect(card.getByRole('link', { name: /Yönetici şifresi/ })).toHaveAttribute(
      'href',
      /\/change-password$/,
    )
    await expectNoAxeViolations(page)

    await card.getByRole('link', { name: /İletişim e-postası/ }).click()
    await expect(page).toHaveURL('/admin/settings#iletisim')
    await expect(page.getByRole('heading', { level: 1, name: 'Site ayarları' })).toBeVisible()
    await expect(page.getByLabel('İletişim e-postası')).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('an admin changes a clinic’s address; bad input is refused in Turkish; the published site shows it', async ({
    page,
    request,
  }) => {
    const { token } = await apiLogin(request, ADMIN)
    const street = `Zurab Gorgiladze Caddesi No: 45 <b>"Kat 2"</b> & Ofis ${Date.now().toString(36)}`
    await openAsAdmin(page, request, '/admin/settings#klinikler')
    const batum = page.getByRole('group', { name: 'Batum Klinik' })
    await expect(batum).toBeVisible()

    // A position off the globe is refused under its field, and nothing is saved.
    const lat = batum.getByLabel('Enlem')
    await lat.fill('123')
    await page.getByRole('button', { name: 'Kaydet ve yayınla' }).click()
    await expect(batum.getByText('Enlem -90 ile 90 arasında olmalıdır.')).toBeVisible()
    await lat.fill('41.6458')

    await batum.getByLabel('Açık adres').fill(street)
    await page.getByRole('button', { name: 'Kaydet ve yayınla' }).click()
    await expect(page.getByText('Site ayarları kaydedildi.')).toBeVisible()
    await expect(page.getByText(/Son kayıt:/)).toBeVisible()

    await settled(baseUrl(), token)
    await pageShows(`${baseUrl()}/iletisim`, 'Kat 2')
    await page.goto('/iletisim')
    // The clinic's street shows in the contact facts and again in the booking options.
    await expect(page.getByRole('main').getByText(street, { exact: false }).first()).toBeVisible()
    // The markup typed in is text on the page, never markup.
    await expect(page.locator('main b', { hasText: '"Kat 2"' })).toHaveCount(0)

    // The checklist counts the addresses as done now.
    await page.goto('/admin')
    await expect(page.locator('[data-setup-item="addresses"]')).toContainText('tamamlandı')
  })

  test('on a 375 px phone a text’s translations open under it and name what is missing, without sideways scrolling', async ({
    page,
    request,
  }) => {
    // Nothing is saved: the other tests of this file save the whole form.
    await page.setViewportSize({ width: 375, height: 800 })
    await openAsAdmin(page, request, '/admin/settings#klinikler')
    const batum = page.getByRole('group', { name: 'Batum Klinik' })
    const summary = batum.locator('summary', { hasText: 'Şehir: çeviriler' })
    await summary.click()
    const translations = batum.getByRole('group', { name: 'Şehir: çeviriler' })
    await expect(translations.getByLabel('Gürcüce')).toHaveValue('ბათუმი')
    await expect(translations.getByLabel('Rusça')).toHaveValue('Батуми')
    await translations.getByLabel('Rusça').fill('')
    await expect(summary).toContainText('Eksik: Rusça')
    await expect(page.getByRole('region', { name: 'Çeviriler' })).toContainText(
      'Batum Klinik: Şehir: Rusça eksik',
    )
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
  test('on a 375 px phone the save bar never hides the field being typed in: Tab to the last field stops above the bar', async ({
    page,
    request,
  }) => {
    // Nothing is saved: the other tests of this file save the whole form.
    await page.setViewportSize({ width: 375, height: 740 })
    await openAsAdmin(page, request, '/admin/settings')
    const clarity = page.getByRole('textbox', { name: 'Microsoft Clarity kimliği' })
    const pixel = page.getByRole('textbox', { name: 'Meta Pixel kimliği' })
    const bar = page.locator('.save-bar')
    await expect(bar).toBeVisible()
    const bottomOf = (box: { y: number; height: number } | null) => box!.y + box!.height

    // The page keeps the bar's height as its bottom scroll padding.
    const room = await page.evaluate(() => ({
      padding: getComputedStyle(document.documentElement).scrollPaddingBottom,
      bar: document.querySelector('.save-bar')!.getBoundingClientRect().height,
    }))
    expect(Number.parseFloat(room.padding)).toBeGreaterThanOrEqual(room.bar)

    // The Clarity field ends where the sticky bar begins: the Pixel field, the form's last, is under the bar.
    await clarity.focus()
    await clarity.evaluate((field) => {
      const barHeight = document.querySelector('.save-bar')!.getBoundingClientRect().height
      window.scrollBy({
        top: field.getBoundingClientRect().bottom - (innerHeight - barHeight),
        behavior: 'instant',
      })
    })
    expect((await pixel.boundingBox())!.y).toBeGreaterThan((await bar.boundingBox())!.y)

    // Tab and type: the browser brings the field above the bar, not under it.
    await page.keyboard.press('Tab')
    await expect(pixel).toBeFocused()
    await page.keyboard.type('1234567890')
    expect(bottomOf(await pixel.boundingBox())).toBeLessThanOrEqual((await bar.boundingBox())!.y)
    await expect(pixel).toHaveValue('1234567890')
  })
})
