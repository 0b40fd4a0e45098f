import type { APIRequestContext } from '@playwright/test'
import { expectNoAxeViolations } from '../support/a11y.ts'
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

// Issue 20: an Editor's admin is the content's; an Admin reads every staff action under "Kayıtlar". Specs run in
// parallel on one database: this one makes its own editor and its own category (unique names).

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function adminToken(request: APIRequestContext) {
  return (await apiLogin(request, ADMIN)).token
}

test.describe('the Editor role and the audit log', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an Editor signs in to the admin, sees only the content menu, and a forbidden address says so in Turkish', async ({
    page,
    request,
  }) => {
    const editor = await createConfirmedUser(request, newUser('Ece', 'Editör'))
    const token = await adminToken(request)
    const { id } = await userByEmail(request, editor.email)
    const made = await request.put(`/api/Users/${id}/roles`, {
      headers: bearer(token),
      data: { roles: ['Editor'] },
    })
    expect(made.status()).toBe(200)

    await loginAs(page, request, editor)
    await page.goto('/admin/blogs')
    await expect(page.getByRole('heading', { level: 1, name: 'Bloglar' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' })
    await expect(nav.getByRole('link')).toHaveText([
      'Genel bakış',
      'Bloglar',
      'Kategoriler',
      'Yorumlar',
      'Operasyonlar',
      'Kataloglar',
      'İstatistikler',
      'Hesap güvenliği',
    ])

    for (const path of ['/admin/users', '/admin/audit']) {
      await page.goto(path)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bu sayfaya erişim yetkiniz yok.' }),
      ).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })

  test('an Admin opens "Kayıtlar", filters by resource and sees the edit made in the test, before and after', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const name = `Kayıt Deneme ${unique()}`
    const created = await request.post('/api/Category', { headers: bearer(token), data: { name } })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const renamed = `${name} Yeni`
    const edited = await request.put(`/api/Category/${id}`, {
      headers: bearer(token),
      data: { name: renamed },
    })
    expect(edited.status()).toBe(200)

    await openAsAdmin(page, request, '/admin/')
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Kayıtlar' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kayıtlar' })).toBeVisible()
    await page.getByLabel('Kayıt türü').selectOption({ label: 'Kategori' })
    await expect(page).toHaveURL(/resource=category/)

    const row = page.locator('table.data-table > tbody > tr', { hasText: `Kategori #${id}` }).filter({
      hasText: 'Düzenleme',
    })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(ADMIN.email)
    await row.getByText('Ayrıntı').click()
    const detail = row.getByRole('table')
    await expect(detail.getByRole('row', { name: /name/ })).toContainText(name)
    await expect(detail.getByRole('row', { name: /name/ })).toContainText(renamed)
    // Every row of the filtered list is a category's.
    const resources = page.locator('table.data-table > tbody > tr > td[data-label="Kayıt"]')
    for (const text of await resources.allTextContents()) expect(text).toMatch(/^Kategori/)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'CSV indir' }).click()
    expect((await download).suggestedFilename()).toMatch(/^kayitlar-\d{4}-\d{2}-\d{2}\.csv$/)

    await expectNoAxeViolations(page)
  })
})
