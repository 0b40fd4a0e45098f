import type { ContactMessage, WellnessMessage } from '@clinic/contract/message'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations, storeTheme, THEMES } from '../support/a11y.ts'
import { ADMIN, apiLogin, bearer, loginAs, openAsAdmin, solvedCaptcha } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

// Specs run in parallel on one database (e2e/site/forms.spec.ts sends messages too): each test sends its own
// message with a unique name or subject and finds its row by it.

let counter = 0
const unique = () => `${Date.now().toString(36)}${process.pid}${++counter}`

/** Sends a form as the site does: the public POST with a solved captcha and explicit consent. */
async function send(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, {
    data: { ...data, consent: true, captcha: await solvedCaptcha(request) },
  })
  expect(res.status(), await res.text()).toBe(201)
}

async function stored<T>(request: APIRequestContext, path: string, match: (m: T) => boolean) {
  const { token } = await apiLogin(request, ADMIN)
  const res = await request.get(`${path}?pageSize=200`, { headers: bearer(token) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as T[]).find(match)
}

const rowWith = (page: Page, text: string) =>
  page.locator('table.data-table tbody tr').filter({ hasText: text })
const filterTab = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Okunma durumu' }).getByRole('button', { name, exact: true })

test.describe('the message inboxes', () => {
  test.describe.configure({ timeout: 60_000 })

  test('a get-well message: found unread, opened without being marked read, marked read, deleted', async ({
    page,
    request,
  }) => {
    const sender = `Zeynep Kılıç ${unique()}`
    const message = `Çok geçmiş olsun! ${'Ameliyatın iyi geçtiğini duyduk, hepimiz seni düşünüyoruz. '.repeat(4)}Son cümle: yakında görüşmek üzere.`
    await send(request, '/api/WellnessMessage', {
      senderName: sender,
      email: 'zeynep.kilic@example.com',
      phoneNumber: '+90 532 111 22 33',
      patientName: 'Fatma Demir',
      message,
    })

    await openAsAdmin(page, request, '/admin/wellness-messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Geçmiş Olsun Mesajları' })).toBeVisible()
    await filterTab(page, 'Okunmamış').click()
    await expect(page).toHaveURL('/admin/wellness-messages?unread=true')
    await expect(filterTab(page, 'Okunmamış')).toHaveAttribute('aria-pressed', 'true')
    const row = rowWith(page, sender)
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Okunmadı', { exact: true })).toBeVisible()
    await expect(row.getByRole('link', { name: 'zeynep.kilic@example.com' })).toHaveAttribute(
      'href',
      'mailto:zeynep.kilic@example.com',
    )
    await expect(row.getByRole('link', { name: '+90 532 111 22 33' })).toHaveAttribute(
      'href',
      'tel:+905321112233',
    )
    await expect(row).toContainText('Fatma Demir')
    await expectNoAxeViolations(page)

    // The long text opens in place; that alone does not mark it read.
    await expect(row).not.toContainText('Son cümle')
    await row.getByRole('button', { name: `Devamını göster: ${sender}` }).click()
    await expect(row.getByRole('button', { name: `Kısalt: ${sender}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(row).toContainText('Son cümle: yakında görüşmek üzere.')
    await expect(row.getByText('Okunmadı', { exact: true })).toBeVisible()
    expect(
      (await stored<WellnessMessage>(request, '/api/WellnessMessage', (m) => m.senderName === sender))
        ?.isRead,
    ).toBe(false)

    await row.getByRole('button', { name: `Okundu işaretle: ${sender}` }).click()
    await expect(page.getByText(`«${sender}» mesajı okundu olarak işaretlendi.`)).toBeVisible()
    await expect(row).toHaveCount(0)
    expect(
      (await stored<WellnessMessage>(request, '/api/WellnessMessage', (m) => m.senderName === sender))
        ?.isRead,
    ).toBe(true)

    await filterTab(page, 'Okunmuş').click()
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Okunmadı', { exact: true })).toHaveCount(0)
    await row.getByRole('button', { name: `Sil: ${sender}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `«${sender}» mesajı silinsin mi?` })
    await expect(confirm).toContainText('geri alınamaz')
    await confirm.getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByText(`«${sender}» mesajı silindi.`)).toBeVisible()
    await expect(row).toHaveCount(0)
    expect(
      await stored<WellnessMessage>(request, '/api/WellnessMessage', (m) => m.senderName === sender),
    ).toBeUndefined()
  })

  test('a contact message: found unread by its subject, marked read, deleted after a confirm', async ({
    page,
    request,
  }) => {
    const subject = `Diz ağrısı ${unique()}`
    await send(request, '/api/Contact', {
      name: 'Ayşe Yılmaz',
      email: 'ayse.yilmaz@example.com',
      subject,
      message: 'Merdiven çıkarken sağ dizimde ağrı oluyor. Muayene için hangi günler uygunsunuz?',
    })

    await openAsAdmin(page, request, '/admin/contact-messages?unread=true')
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim Mesajları' })).toBeVisible()
    const row = rowWith(page, subject)
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Okunmadı', { exact: true })).toBeVisible()
    await expect(row).toContainText('Ayşe Yılmaz')
    await expect(row.getByRole('link', { name: 'ayse.yilmaz@example.com' })).toHaveAttribute(
      'href',
      'mailto:ayse.yilmaz@example.com',
    )
    await expect(row).toContainText('Merdiven çıkarken sağ dizimde ağrı oluyor.')
    await expectNoAxeViolations(page)

    await row.getByRole('button', { name: `Okundu işaretle: ${subject}` }).click()
    await expect(page.getByText(`«${subject}» mesajı okundu olarak işaretlendi.`)).toBeVisible()
    await expect(row).toHaveCount(0)

    await filterTab(page, 'Tümü').click()
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: `Okunmadı işaretle: ${subject}` }).click()
    await expect(row.getByText('Okunmadı', { exact: true })).toBeVisible()
    expect(
      (await stored<ContactMessage>(request, '/api/Contact', (m) => m.subject === subject))?.isRead,
    ).toBe(false)

    await row.getByRole('button', { name: `Sil: ${subject}` }).click()
    await page
      .getByRole('alertdialog', { name: `«${subject}» mesajı silinsin mi?` })
      .getByRole('button', { name: 'Vazgeç' })
      .click()
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: `Sil: ${subject}` }).click()
    await page
      .getByRole('alertdialog', { name: `«${subject}» mesajı silinsin mi?` })
      .getByRole('button', { name: 'Sil' })
      .click()
    await expect(page.getByText(`«${subject}» mesajı silindi.`)).toBeVisible()
    await expect(row).toHaveCount(0)
    expect(
      await stored<ContactMessage>(request, '/api/Contact', (m) => m.subject === subject),
    ).toBeUndefined()
  })
})

for (const theme of THEMES) {
  test(`both inboxes have no axe violations in the ${theme} theme`, async ({ page, request }) => {
    // Two whole-page axe passes over inboxes the run keeps filling.
    test.setTimeout(60_000)
    await send(request, '/api/WellnessMessage', {
      senderName: `Axe ${theme} ${unique()}`,
      message: 'Geçmiş olsun, sağlıklı günler dileriz.',
    })
    await storeTheme(page, theme)
    await loginAs(page, request, ADMIN)
    for (const path of ['/admin/wellness-messages', '/admin/contact-messages']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('table.data-table, .empty').first()).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
}
