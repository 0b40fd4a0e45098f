import { addDays, clinicNow, formatAppointmentDay, isOpeningDay } from '@clinic/contract/appointment'
import type { ContactMessage } from '@clinic/contract/message'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations, inBothThemes } from '../support/a11y.ts'
import { ADMIN, apiLogin, bearer, openAsAdmin } from '../support/accounts.ts'
import { CONTACT_CONSENT, captchaSolved, openFormSlot, uniqueTag as unique } from '../support/forms.ts'
import { expect, test } from '../support/site.ts'

// A real proof-of-work captcha per form, and the admin inbox after it: on a busy machine that takes a while.
test.describe.configure({ timeout: 90_000 })

const PHONE_NEEDED =
  'Randevu talebi için telefon numaranızı yazın; randevunuzu teyit etmek için sizi arayacağız.'

/** A working day a few days ahead, in the clinic's calendar. */
function workingDayAhead(days = 3): string {
  let day = addDays(clinicNow().date, days)
  while (!isOpeningDay(day)) day = addDays(day, 1)
  return day
}

/** The request form on /randevu, once its island has woken up (when scrolled into view). */
const openRequestForm = (page: Page, path = '/randevu') => openFormSlot(page, path, /Gönder$/)

test.describe('an appointment request from /randevu', () => {
  test('reaches the admin inbox marked «Randevu talebi» with the clinic, day and time in Turkish', async ({
    page,
    request,
  }) => {
    const name = `Zeynep Arslan ${unique()}`
    const day = workingDayAhead()
    const form = await openRequestForm(page)
    await form.getByLabel('Ad Soyad').fill(name)
    await form.getByLabel('E-posta').fill('zeynep.arslan@example.com')
    await form.getByLabel('Telefon').fill('+90 532 111 22 33')
    await form.getByLabel(/^Klinik/).selectOption({ label: 'Batum Klinik' })
    await form.getByLabel(/^Gün/).fill(day)
    await form.getByLabel(/^Saat/).selectOption('10:30')
    await form
      .getByLabel('Şikâyetiniz ya da notunuz')
      .fill('Sağ dizimde iki haftadır ağrı var, muayene olmak istiyorum.')
    await form.getByRole('checkbox', { name: CONTACT_CONSENT }).check()
    await captchaSolved(form)
    await form.getByRole('button', { name: 'Randevu Talebini Gönder' }).click()
    await expect(page.getByText('Mesajınız iletildi. En kısa sürede size dönüş yapacağız.')).toBeVisible()
    await expect(page.getByText(/sizi yazdığınız telefon numarasından arayarak/)).toBeVisible()

    // Stored as a request, with its subject set by the page.
    const { token } = await apiLogin(request, ADMIN)
    const list = (await (
      await request.get('/api/Contact?pageSize=200', { headers: bearer(token) })
    ).json()) as ContactMessage[]
    const stored = list.find((m) => m.name === name)
    expect(stored).toMatchObject({
      subject: 'Randevu talebi',
      phoneNumber: '+90 532 111 22 33',
      appointment: { clinic: 'batum', date: day, time: '10:30' },
    })

    await openAsAdmin(page, request, '/admin/contact-messages')
    const row = page.locator('table.data-table tbody tr').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await expect(row.locator('.badge', { hasText: 'Randevu talebi' })).toBeVisible()
    await expect(row.locator('.message-appointment')).toHaveText(
      `Randevu talebi Batum Klinik · ${formatAppointmentDay(day)} · saat 10:30`,
    )
  })

  test('without a phone, a clinic, a day or a time it is not sent, and each box says why in Turkish', async ({
    page,
  }) => {
    const form = await openRequestForm(page)
    let posted = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.toLowerCase() === '/api/contact') posted += 1
    })
    await form.getByLabel('Ad Soyad').fill('Zeynep Arslan')
    await form.getByLabel('E-posta').fill('zeynep.arslan@example.com')
    await form.getByLabel('Şikâyetiniz ya da notunuz').fill('Sağ dizimde iki haftadır ağrı var.')
    await form.getByRole('checkbox', { name: CONTACT_CONSENT }).check()
    await form.getByRole('button', { name: 'Randevu Talebini Gönder' }).click()
    await expect(form.getByText(PHONE_NEEDED)).toBeVisible()
    await expect(form.getByText('Randevu için bir klinik seçin.')).toBeVisible()
    await expect(form.getByText('Randevu için bir gün seçin.')).toBeVisible()
    await expect(form.getByText('Randevu için bir saat seçin.')).toBeVisible()
    await expect(form.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true')

    // A Saturday is refused on its box.
    let saturday = addDays(clinicNow().date, 2)
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1)
    await form.getByLabel(/^Gün/).fill(saturday)
    await form.getByRole('button', { name: 'Randevu Talebini Gönder' }).click()
    await expect(
      form.getByText('Kliniklerimiz yalnızca Pazartesi - Cuma günleri açıktır; hafta içi bir gün seçin.'),
    ).toBeVisible()
    expect(posted).toBe(0)
  })

  test('the day box offers today to a year ahead, the time box the half-hour slots of the opening hours', async ({
    page,
  }) => {
    const form = await openRequestForm(page)
    const today = clinicNow().date
    await expect(form.getByLabel(/^Gün/)).toHaveAttribute('min', today)
    await expect(form.getByLabel(/^Gün/)).toHaveAttribute('max', addDays(today, 365))
    const times = await form.getByLabel(/^Saat/).locator('option').allTextContents()
    expect(times[0]).toBe('Saat seçin')
    expect(times.slice(1, 3)).toEqual(['09:00', '09:30'])
    expect(times.at(-1)).toBe('16:30')
  })
})

test.describe('the contact form on /iletisim', () => {
  test('«Randevu talep ediyorum» adds the clinic, day and time and makes the phone required', async ({
    page,
  }) => {
    const form = await openRequestForm(page, '/iletisim')
    await expect(form.getByLabel(/^Klinik/)).toHaveCount(0)
    await form.getByRole('checkbox', { name: /Randevu talep ediyorum/ }).check()
    await expect(form.getByRole('group', { name: 'Randevu tercihiniz' })).toBeVisible()
    await expect(form.getByLabel(/^Telefon( \*)?$/)).toBeVisible()
    await form.getByRole('checkbox', { name: /Randevu talep ediyorum/ }).uncheck()
    await expect(form.getByLabel(/^Klinik/)).toHaveCount(0)
    await expect(form.getByLabel('Telefon (isteğe bağlı)')).toBeVisible()
  })
})

test.describe('/randevu offers every way to book', () => {
  test("both clinics' phones, WhatsApp with a Turkish text, and the request form", async ({ page }) => {
    await page.goto('/randevu')
    const options = page.locator('[data-booking-options]')
    await expect(options.getByRole('heading', { level: 2 })).toHaveText('Diğer randevu yolları')
    await expect(options.getByRole('link', { name: '+90 (462) 321 45 67' })).toHaveAttribute(
      'href',
      'tel:+904623214567',
    )
    await expect(options.getByRole('link', { name: '+995 (422) 27 45 90' })).toHaveAttribute(
      'href',
      'tel:+995422274590',
    )
    const whatsapp = options.getByRole('link', { name: /WhatsApp ile yaz/ })
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/905324567890?text=${encodeURIComponent('Merhaba, randevu almak istiyorum.')}`,
    )
    await options.getByRole('link', { name: 'Talep formuna git' }).click()
    await expect(page).toHaveURL(/#randevu-talebi$/)
    await expect(page.getByRole('heading', { name: 'Randevu talebi', level: 2 })).toBeInViewport()
  })

  inBothThemes(
    test,
    (theme) => `the request form, filled with errors, in the ${theme} theme`,
    () => {
      test('has no axe violations', async ({ page }) => {
        const form = await openRequestForm(page)
        await form.getByRole('button', { name: 'Randevu Talebini Gönder' }).click()
        await expect(form.getByText('Randevu için bir klinik seçin.')).toBeVisible()
        await expectNoAxeViolations(page)
      })
    },
  )
})
