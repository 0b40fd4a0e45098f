import type { Page } from '@playwright/test'
import { expectNoAxeViolations, storeTheme, THEMES } from '../support/a11y.ts'
import {
  ADMIN,
  apiLogin,
  bearer,
  createConfirmedUser,
  loginAs,
  newUser,
  openAsAdmin,
  userByEmail,
} from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

// Specs run in parallel on one database: this one registers its own members (unique e-mails) and finds them by
// searching; the route guard of /admin/users itself is e2e/account/guard.spec.ts's.

const confirmIn = (page: Page, title: string) => page.getByRole('alertdialog', { name: title })

test.describe('the users admin', () => {
  // A member registers (captcha, mail) before the admin starts; every change is checked over the API too.
  test.describe.configure({ timeout: 90_000 })

  test('an admin finds a new member, makes them admin and user again, disables, enables and deletes them', async ({
    page,
    request,
  }) => {
    const member = await createConfirmedUser(request, newUser('Deniz', 'Aydın'))
    const name = `${member.firstName} ${member.lastName}`
    const { token: memberToken } = await apiLogin(request, member)

    await openAsAdmin(page, request, '/admin/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(member.email)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/admin/users?search=${encodeURIComponent(member.email)}`)
    const rows = page.locator('table.data-table tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(member.email)
    await expect(rows.first()).toContainText('Doğrulandı')
    await expect(rows.first()).toContainText('Kullanıcı')
    await expect(rows.first().getByRole('switch', { name: `Etkin: ${name}` })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await rows.first().getByRole('link', { name }).click()

    await expect(page).toHaveURL(/\/admin\/users\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expectNoAxeViolations(page)

    // Admin, then User again: the login answer carries the role the database holds.
    await page.getByRole('radio', { name: /^Yönetici/ }).check()
    await page.getByRole('button', { name: 'Rolü kaydet' }).click()
    await confirmIn(page, `«${name}» yönetici yapılsın mı?`)
      .getByRole('button', { name: 'Yönetici yap' })
      .click()
    await expect(page.getByText(`«${name}» artık yönetici.`)).toBeVisible()
    expect((await apiLogin(request, member)).roles).toEqual(['Admin'])

    await page.getByRole('radio', { name: /^Kullanıcı/ }).check()
    await page.getByRole('button', { name: 'Rolü kaydet' }).click()
    await confirmIn(page, `«${name}» yöneticilikten çıkarılsın mı?`)
      .getByRole('button', { name: 'Kullanıcı yap' })
      .click()
    await expect(page.getByText(`«${name}» artık kullanıcı.`)).toBeVisible()
    expect((await apiLogin(request, member)).roles).toEqual(['User'])

    // Disabled: the login is refused and the session they had ends.
    await page.getByRole('button', { name: 'Devre dışı bırak' }).click()
    const disable = confirmIn(page, `«${name}» devre dışı bırakılsın mı?`)
    await expect(disable).toContainText('açık oturumları hemen kapanır')
    await disable.getByRole('button', { name: 'Devre dışı bırak' }).click()
    await expect(page.getByText(`«${name}» devre dışı bırakıldı.`)).toBeVisible()
    await expect(page.getByText('Hesap devre dışı: kullanıcı giriş yapamaz.')).toBeVisible()
    const refused = await request.post('/api/Account/login', {
      data: { email: member.email, password: member.password },
    })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Hesabınız devre dışı bırakılmış. Lütfen klinikle iletişime geçin.',
    )
    expect((await request.get('/api/Account/profile', { headers: bearer(memberToken) })).status()).toBe(401)

    await page.getByRole('button', { name: 'Etkinleştir' }).click()
    await expect(page.getByText(`«${name}» etkinleştirildi.`)).toBeVisible()
    expect((await apiLogin(request, member)).roles).toEqual(['User'])

    // Deleted: back on the list (with its search) and gone from it.
    await page.getByRole('button', { name: 'Kullanıcıyı sil' }).click()
    const remove = confirmIn(page, `«${name}» silinsin mi?`)
    await expect(remove).toContainText(member.email)
    await remove.getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByText(`«${name}» silindi.`)).toBeVisible()
    await expect(page).toHaveURL(`/admin/users?search=${encodeURIComponent(member.email)}`)
    await expect(page.getByText('Bu arama ve filtrelere uyan kullanıcı yok.')).toBeVisible()
    const gone = await request.post('/api/Account/login', {
      data: { email: member.email, password: member.password },
    })
    expect(gone.status()).toBe(401)
  })

  test('the list filters by role and status; a disabled member is switched back on from the list', async ({
    page,
    request,
  }) => {
    const member = await createConfirmedUser(request, newUser('Ece', 'Öztürk'))
    const name = `${member.firstName} ${member.lastName}`
    const { token } = await apiLogin(request, ADMIN)
    const { id } = await userByEmail(request, member.email)
    expect(
      (
        await request.put(`/api/Users/${id}/status`, { headers: bearer(token), data: { isActive: false } })
      ).ok(),
    ).toBe(true)

    await openAsAdmin(page, request, `/admin/users?search=${encodeURIComponent(member.email)}`)
    const row = page.locator('table.data-table tbody tr').filter({ hasText: member.email })
    await expect(row).toHaveCount(1)
    await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Etkin' })
    await expect(page.getByText('Bu arama ve filtrelere uyan kullanıcı yok.')).toBeVisible()
    await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Devre dışı' })
    await expect(row).toHaveCount(1)
    await page.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Yönetici' })
    await expect(page.getByText('Bu arama ve filtrelere uyan kullanıcı yok.')).toBeVisible()
    await page.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Kullanıcı' })
    await expect(row).toHaveCount(1)
    await expect(page).toHaveURL(/role=User/)
    await expect(page).toHaveURL(/active=false/)

    await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Tümü' })
    await row.getByRole('switch', { name: `Etkin: ${name}` }).click()
    await expect(page.getByText(`«${name}» etkinleştirildi.`)).toBeVisible()
    await expect(row.getByRole('switch', { name: `Etkin: ${name}` })).toHaveAttribute('aria-checked', 'true')
    expect((await apiLogin(request, member)).roles).toEqual(['User'])

    await row.getByRole('button', { name: `Sil: ${name}` }).click()
    await confirmIn(page, `«${name}» silinsin mi?`).getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByText(`«${name}» silindi.`)).toBeVisible()
    await expect(row).toHaveCount(0)
  })

  test('the admin’s own account cannot be deleted or disabled; the server refuses a forced delete in Turkish', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, request, `/admin/users?search=${encodeURIComponent(ADMIN.email)}`)
    const row = page.locator('table.data-table tbody tr').filter({ hasText: ADMIN.email })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('button', { name: /^Sil: / })).toBeDisabled()
    await expect(row.getByRole('switch')).toBeDisabled()
    await expect(row).toContainText('Sizin hesabınız: silinemez, devre dışı bırakılamaz.')
    await expectNoAxeViolations(page)

    await row.getByRole('link').click()
    await expect(page.getByText(/^Bu sizin hesabınız/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Kullanıcıyı sil' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Devre dışı bırak' })).toBeDisabled()
    await expect(page.getByRole('radio', { name: /^Kullanıcı/ })).toBeDisabled()

    const { token } = await apiLogin(request, ADMIN)
    const me = await userByEmail(request, ADMIN.email)
    const forced = await request.delete(`/api/Users/${me.id}`, { headers: bearer(token) })
    expect(forced.status()).toBe(403)
    expect(((await forced.json()) as { message: string }).message).toBe('Kendi hesabınızı silemezsiniz.')
    expect((await userByEmail(request, ADMIN.email)).isActive).toBe(true)
  })

  test('an unknown user id says "Kullanıcı bulunamadı" with a way back to the list', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, request, '/admin/users/999999999')
    await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcı bulunamadı' })).toBeVisible()
    await page.getByRole('link', { name: 'Kullanıcılara dön' }).click()
    await expect(page).toHaveURL('/admin/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible()
  })

  test('a user’s detail page sends a guest to /login with its full path, a member home', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/users/1?sekme=rol')
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/admin/users/1?sekme=rol')}`)
    await loginAs(page, request, await createConfirmedUser(request))
    await page.goto('/admin/users/1')
    await expect(page).toHaveURL(/\/$/)
  })
})

for (const theme of THEMES) {
  test(`the users list and a user's page have no axe violations in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    await storeTheme(page, theme)
    await openAsAdmin(page, request, '/admin/users')
    await expect(page.locator('table.data-table tbody tr').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.locator('table.data-table tbody tr a').first().click()
    await expect(page.getByRole('heading', { level: 2, name: 'Bilgiler' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
