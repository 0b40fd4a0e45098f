import type { ContactMessage, WellnessMessage } from '@clinic/contract/message'
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test'
import { axeViolations, inBothThemes } from '../support/a11y.ts'
import { ADMIN, apiLogin } from '../support/accounts.ts'
import { CONTACT_CONSENT, captchaSolved, openFormSlot, uniqueTag as unique } from '../support/forms.ts'
import { mailTo } from '../support/mail.ts'
import { expect, test } from '../support/site.ts'

/** apps/api/src/env.ts: CLINIC_INBOX's default (global-setup leaves it unset). */
const CLINIC_INBOX = 'iletisim@klinik.local'

const WELLNESS_CONSENT =
  'Mesajımın hastaya ulaştırılabilmesi için adımın, iletişim bilgilerimin ve mesajımın (hastanın adı dahil) işlenmesine açık rıza veriyorum.'
const CONSENT_ERROR = 'Kişisel verilerin işlenmesine onay vermeniz gerekir.'
const CONTACT_SENT = 'Mesajınız iletildi. En kısa sürede size dönüş yapacağız.'
const WELLNESS_SENT = 'Geçmiş olsun mesajınız iletildi. Teşekkür ederiz.'

// Each form solves a real proof-of-work captcha and axe reads whole pages: on a busy machine that takes a while.
test.describe.configure({ timeout: 60_000 })

/** The form of a page's form slot, once its island has woken up (it wakes when scrolled into view). */
const openForm = (page: Page, path: string) => openFormSlot(page, path, 'Mesajı Gönder')

/** Every POST the page makes to an API path (compared without case, like the API's routes). */
function postsTo(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.toLowerCase() === path.toLowerCase()) seen.push(r)
  })
  return seen
}

async function adminList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const { token } = await apiLogin(request, ADMIN)
  const res = await request.get(`${path}?pageSize=100`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status(), `GET ${path}`).toBe(200)
  return (await res.json()) as T[]
}

/** window.dataLayer as lists: each entry is the `arguments` of one gtag() call. */
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'event'),
  )

/** The contact message the admin list holds with this subject (the admin reads it over the API). */
async function expectStored(request: APIRequestContext, subject: string): Promise<ContactMessage> {
  const stored = (await adminList<ContactMessage>(request, '/api/Contact')).filter(
    (m) => m.subject === subject,
  )
  expect(stored, `contact messages with the subject "${subject}"`).toHaveLength(1)
  return stored[0]!
}

interface ContactInput {
  name: string
  email: string
  phoneNumber: string
  subject: string
  message: string
}

const contactInput = (): ContactInput => {
  const id = unique()
  return {
    name: 'Ayşe Yılmaz',
    email: `ayse-${id}@example.com`,
    phoneNumber: '+90 532 111 22 33',
    subject: `Diz ağrısı ${id}`,
    message: 'Merdiven çıkarken sağ dizimde ağrı oluyor. Muayene için hangi günler uygunsunuz?',
  }
}

async function fillContact(form: Locator, input: ContactInput) {
  await form.getByLabel('Ad Soyad').fill(input.name)
  await form.getByLabel('E-posta').fill(input.email)
  await form.getByLabel('Telefon (isteğe bağlı)').fill(input.phoneNumber)
  await form.getByLabel('Konu').fill(input.subject)
  await form.getByLabel('Mesajınız').fill(input.message)
}

/** The contact form filled in, consent ticked and captcha solved: ready to send. */
async function readyContactForm(page: Page) {
  const form = await openForm(page, '/iletisim')
  const input = contactInput()
  await fillContact(form, input)
  await form.getByRole('checkbox', { name: CONTACT_CONSENT }).check()
  await captchaSolved(form)
  return { form, input }
}

async function expectContactKept(form: Locator, input: ContactInput) {
  await expect(form.getByLabel('Ad Soyad')).toHaveValue(input.name)
  await expect(form.getByLabel('E-posta')).toHaveValue(input.email)
  await expect(form.getByLabel('Telefon (isteğe bağlı)')).toHaveValue(input.phoneNumber)
  await expect(form.getByLabel('Konu')).toHaveValue(input.subject)
  await expect(form.getByLabel('Mesajınız')).toHaveValue(input.message)
}

test.describe('contact form (/iletisim)', () => {
  test('the form is in the server-rendered page, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/iletisim')
    const form = page.locator('[data-form-slot="contact"] form')
    for (const label of ['Ad Soyad', 'E-posta', 'Telefon (isteğe bağlı)', 'Konu', 'Mesajınız']) {
      await expect(form.getByLabel(label)).toBeVisible()
    }
    await expect(form.getByRole('checkbox', { name: CONTACT_CONSENT })).not.toBeChecked()
    // Until the island runs, a click cannot send the form natively (its fields would land in the URL).
    await expect(form.getByRole('button', { name: 'Mesajı Gönder' })).toBeDisabled()
    await context.close()
  })

  test('the consent box starts unticked; sending without it shows the Turkish error and sends nothing', async ({
    page,
  }) => {
    const posts = postsTo(page, '/api/Contact')
    const form = await openForm(page, '/iletisim')
    const consent = form.getByRole('checkbox', { name: CONTACT_CONSENT })
    await expect(consent).not.toBeChecked()
    const input = contactInput()
    await fillContact(form, input)
    await captchaSolved(form)

    await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
    await expect(form.getByText(CONSENT_ERROR)).toBeVisible()
    await expect(consent).toHaveAttribute('aria-invalid', 'true')
    await expect(consent).toBeFocused()
    await expectContactKept(form, input)
    expect(posts).toHaveLength(0)

    // After a first try the form checks as the visitor types: ticking the box clears its error.
    await consent.check()
    await expect(form.getByText(CONSENT_ERROR)).toBeHidden()
  })

  test('an invalid e-mail is refused in Turkish before sending, and everything typed stays', async ({
    page,
  }) => {
    const posts = postsTo(page, '/api/Contact')
    const form = await openForm(page, '/iletisim')
    const input = { ...contactInput(), email: 'ayse@' }
    await fillContact(form, input)
    await form.getByRole('checkbox', { name: CONTACT_CONSENT }).check()

    await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
    await expect(form.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible()
    await expect(form.getByLabel('E-posta')).toBeFocused()
    await expectContactKept(form, input)
    await expect(form.getByRole('checkbox', { name: CONTACT_CONSENT })).toBeChecked()
    expect(posts).toHaveLength(0)
  })

  test("the server's refusal is shown in Turkish, nothing typed is lost, and the message then goes", async ({
    page,
    request,
  }) => {
    const { form, input } = await readyContactForm(page)

    // The real API refuses a captcha solution it did not sign (400, errors.captcha).
    let solved = ''
    const isContact = (url: URL) => url.pathname.toLowerCase() === '/api/contact'
    await page.route(isContact, (route) => {
      const body = route.request().postDataJSON() as { captcha: string }
      solved = body.captcha
      return route.continue({ postData: JSON.stringify({ ...body, captcha: 'bm90LWEtc29sdXRpb24=' }) })
    })
    await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
    const alert = form.getByRole('alert')
    await expect(alert).toHaveText('Robot doğrulaması geçersiz. Lütfen doğrulamayı yeniden yapın.')
    await expectContactKept(form, input)
    await expect(form.getByRole('checkbox', { name: CONTACT_CONSENT })).toBeChecked()
    expect(
      (await adminList<ContactMessage>(request, '/api/Contact')).some((m) => m.subject === input.subject),
    ).toBe(false)

    // A solution is good once: the widget was reset and solves a fresh challenge for the second try.
    await page.unroute(isContact)
    await captchaSolved(form)
    await expect(form.locator('input[name="captcha"]')).not.toHaveValue(solved)
    const second = page.waitForRequest((r) => r.method() === 'POST' && isContact(new URL(r.url())))
    await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
    expect(((await second).postDataJSON() as { captcha: string }).captcha).not.toBe(solved)
    await expect(page.getByRole('status').filter({ hasText: CONTACT_SENT })).toBeVisible()
    await expectStored(request, input.subject)
  })

  test.describe('with analytics consent', () => {
    test.use({ consent: 'granted' })

    test('a message is sent: busy, then confirmed and cleared; the admin lists it, the clinic is mailed, analytics hears of it', async ({
      page,
      request,
    }) => {
      const { form, input } = await readyContactForm(page)

      // Held back two seconds, so the busy state can be seen even when the click itself is slow.
      await page.route(
        (url) => url.pathname.toLowerCase() === '/api/contact',
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2_000))
          await route.continue()
        },
      )
      await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
      const busy = form.getByRole('button', { name: 'Gönderiliyor…' })
      await expect(busy).toBeDisabled()
      await expect(form).toHaveAttribute('aria-busy', 'true')

      const status = page.getByRole('status').filter({ hasText: CONTACT_SENT })
      await expect(status).toBeVisible()
      await expect(status).toBeFocused()
      const slot = page.locator('[data-form-slot="contact"]')
      await expect(slot.getByRole('textbox')).toHaveCount(0)

      expect(await expectStored(request, input.subject)).toMatchObject({
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        message: input.message,
        isRead: false,
      })

      const mail = await mailTo(CLINIC_INBOX, new RegExp(`^Yeni iletişim mesajı: ${input.subject}$`))
      expect(mail.text).toContain(input.message)
      expect(mail.text).toContain(input.email)

      await expect
        .poll(async () => (await events(page)).filter((e) => e[1] === 'contact_form_submit'))
        .toEqual([['event', 'contact_form_submit', { form_name: 'iletisim' }]])

      // "Yeni mesaj yaz" brings an empty form, the cursor in its first box.
      await slot.getByRole('button', { name: 'Yeni mesaj yaz' }).click()
      await expect(slot.getByLabel('Ad Soyad')).toBeFocused()
      await expect(slot.getByLabel('Ad Soyad')).toHaveValue('')
      await expect(slot.getByLabel('Mesajınız')).toHaveValue('')
      await expect(slot.getByRole('checkbox', { name: CONTACT_CONSENT })).not.toBeChecked()
    })
  })
})

test.describe('get-well form (/gecmis-olsun)', () => {
  test('the consent box starts unticked; sending without it shows the Turkish error and sends nothing', async ({
    page,
  }) => {
    const posts = postsTo(page, '/api/WellnessMessage')
    const form = await openForm(page, '/gecmis-olsun')
    const consent = form.getByRole('checkbox', { name: WELLNESS_CONSENT })
    await expect(consent).not.toBeChecked()
    await form.getByLabel('Adınız Soyadınız').fill('Mehmet Kaya')
    await form.getByLabel('Hastanın Adı Soyadı').fill('Ali Kaya')
    await form
      .getByLabel('Geçmiş olsun mesajınız')
      .fill('Çok geçmiş olsun, en kısa zamanda iyileşmeni dilerim.')
    await captchaSolved(form)

    await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
    await expect(form.getByText(CONSENT_ERROR)).toBeVisible()
    await expect(form.getByLabel('Adınız Soyadınız')).toHaveValue('Mehmet Kaya')
    await expect(form.getByLabel('Hastanın Adı Soyadı')).toHaveValue('Ali Kaya')
    expect(posts).toHaveLength(0)
  })

  test('the patient’s name is asked for, and a short message is refused, in Turkish', async ({ page }) => {
    const posts = postsTo(page, '/api/WellnessMessage')
    const form = await openForm(page, '/gecmis-olsun')
    await form.getByLabel('Adınız Soyadınız').fill('Mehmet Kaya')
    await form.getByLabel('Geçmiş olsun mesajınız').fill('Kısa')
    await form.getByLabel('E-posta (isteğe bağlı)').fill('mehmet@')
    await form.getByRole('checkbox', { name: WELLNESS_CONSENT }).check()
    await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
    await expect(form.getByText('Hastanın adını ve soyadını yazın.')).toBeVisible()
    await expect(form.getByText('Mesaj en az 10 karakter olmalıdır.')).toBeVisible()
    await expect(form.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible()
    await expect(form.getByLabel('Geçmiş olsun mesajınız')).toHaveValue('Kısa')
    expect(posts).toHaveLength(0)
  })

  test.describe('with analytics consent', () => {
    test.use({ consent: 'granted' })

    test('a message is sent without the optional boxes: confirmed, listed for the admin, mailed to the clinic', async ({
      page,
      request,
    }) => {
      const form = await openForm(page, '/gecmis-olsun')
      const sender = `Zeynep ${unique()}`
      const message =
        'Çok geçmiş olsun! Ameliyatın iyi geçtiğini duydum, seni en kısa zamanda ayakta görmek dileğiyle.'
      await form.getByLabel('Adınız Soyadınız').fill(sender)
      await form.getByLabel('Hastanın Adı Soyadı').fill('Fatma Demir')
      await form.getByLabel('Geçmiş olsun mesajınız').fill(message)
      await form.getByRole('checkbox', { name: WELLNESS_CONSENT }).check()
      await captchaSolved(form)
      await form.getByRole('button', { name: 'Mesajı Gönder' }).click()

      const status = page.getByRole('status').filter({ hasText: WELLNESS_SENT })
      await expect(status).toBeVisible()
      await expect(status).toBeFocused()
      await expect(page.locator('[data-form-slot="wellness"]').getByRole('textbox')).toHaveCount(0)

      const stored = (await adminList<WellnessMessage>(request, '/api/WellnessMessage')).find(
        (m) => m.senderName === sender,
      )
      expect(stored).toMatchObject({
        patientName: 'Fatma Demir',
        email: null,
        phoneNumber: null,
        message,
        isRead: false,
      })

      const mail = await mailTo(CLINIC_INBOX, new RegExp(`^Yeni geçmiş olsun mesajı: ${sender}$`))
      expect(mail.text).toContain(message)
      expect(mail.text).toContain('Fatma Demir')

      // The spec's event is the contact form's: a get-well message is not counted as one.
      await page.waitForTimeout(300)
      expect((await events(page)).filter((e) => e[1] === 'contact_form_submit')).toEqual([])

      await page.getByRole('button', { name: 'Yeni mesaj yaz' }).click()
      await expect(form.getByLabel('Adınız Soyadınız')).toBeFocused()
      await expect(form.getByLabel('Adınız Soyadınız')).toHaveValue('')
    })
  })
})

/**
 * The desktop top bar (TopBar.astro) is left out of axe's look: its "region" finding (it sits outside every
 * landmark) is shared by all pages and belongs to site/a11y.spec.ts; these specs look at the forms.
 */
const FORMS_ONLY = { exclude: '.top-bar' }

inBothThemes(
  test,
  (theme) => `the forms in the ${theme} theme`,
  (theme) => {
    for (const path of ['/iletisim', '/gecmis-olsun']) {
      test(`${path} has no axe violations, with the form awake and with its errors shown`, async ({
        page,
      }) => {
        const form = await openForm(page, path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        expect(await axeViolations(page, FORMS_ONLY)).toEqual([])

        await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
        await expect(form.getByText(CONSENT_ERROR)).toBeVisible()
        expect(await axeViolations(page, FORMS_ONLY)).toEqual([])
      })
    }
  },
)
