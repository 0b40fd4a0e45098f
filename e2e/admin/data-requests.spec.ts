import { readFile } from 'node:fs/promises'
import type { ContactMessage } from '@clinic/contract/message'
import { expectNoAxeViolations, THEMES } from '../support/a11y.ts'
import { ADMIN, apiLogin, bearer, openAsAdmin } from '../support/accounts.ts'
import { CONTACT_CONSENT, captchaSolved, openFormSlot, uniqueTag } from '../support/forms.ts'
import { expect, test } from '../support/site.ts'

// Issue 21 item 6: a KVKK request that came by mail. A visitor writes through /iletisim; an Admin finds the message
// under "Kişisel veri talepleri" by the address, exports it and erases it, and it is gone from the inbox. Specs run
// in parallel on one database: the address and the subject are this test's own.

test.describe('KVKK requests by e-mail address', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a visitor’s contact message is found by its address, exported as JSON and erased from the inbox', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag()
    const email = `kvkk-${tag}@example.com`
    const subject = `Kalça ağrısı ${tag}`

    const form = await openFormSlot(page, '/iletisim', 'Mesajı Gönder')
    await form.getByLabel('Ad Soyad').fill('Şükrü Öztürk')
    await form.getByLabel('E-posta').fill(email)
    await form.getByLabel('Konu').fill(subject)
    await form.getByLabel('Mesajınız').fill('Yürürken sol kalçamda ağrı oluyor; ne yapmalıyım?')
    await form.getByRole('checkbox', { name: CONTACT_CONSENT }).check()
    await captchaSolved(form)
    await form.getByRole('button', { name: 'Mesajı Gönder' }).click()
    await expect(page.getByText('Mesajınız iletildi. En kısa sürede size dönüş yapacağız.')).toBeVisible()

    await openAsAdmin(page, request, '/admin/')
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Kişisel veri talepleri' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kişisel veri talepleri' })).toBeVisible()
    // The address as a request may quote it: other case, spaces around it.
    await page.getByRole('textbox', { name: /E-posta adresi/ }).fill(`  ${email.toUpperCase()} `)
    await page.getByRole('button', { name: 'Ara' }).click()
    await expect(page.getByRole('heading', { name: `«${email}» için bulunanlar` })).toBeVisible()
    await expect(page.getByText('1 mesaj bulundu.')).toBeVisible()
    const row = page.locator('table.data-table tbody tr').filter({ hasText: subject })
    await expect(row).toContainText('İletişim mesajı')
    await expect(page.getByText('Bu adresle kayıtlı bir hesap yok.')).toBeVisible()
    for (const colorScheme of THEMES) {
      await page.emulateMedia({ colorScheme })
      await expectNoAxeViolations(page)
    }

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Dışa aktar' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('kisisel-veriler.json')
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      email: string
      contactMessages: { subject: string; name: string }[]
    }
    expect(exported.email).toBe(email)
    expect(exported.contactMessages).toEqual([expect.objectContaining({ subject, name: 'Şükrü Öztürk' })])

    await page.getByRole('button', { name: 'Sil', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: '1 mesaj silinsin mi?' })
    await expect(dialog).toContainText(`«${email}» adresiyle gönderilen 1 mesaj`)
    await dialog.getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByText('1 mesaj silindi.')).toBeVisible()
    await expect(page.getByText('Bu adresle gönderilmiş mesaj yok.')).toBeVisible()
    await expect(row).toHaveCount(0)

    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'İletişim Mesajları' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim Mesajları' })).toBeVisible()
    // Loaded: rows of other specs' messages, or none at all.
    const rows = page.locator('table.data-table tbody tr')
    await expect(rows.or(page.getByText('Henüz iletişim mesajı yok.')).first()).toBeVisible()
    await expect(rows.filter({ hasText: subject })).toHaveCount(0)
    const { token } = await apiLogin(request, ADMIN)
    const inbox = (await (
      await request.get('/api/Contact?pageSize=1000', { headers: bearer(token) })
    ).json()) as ContactMessage[]
    expect(inbox.filter((m) => m.email === email)).toEqual([])
  })
})
