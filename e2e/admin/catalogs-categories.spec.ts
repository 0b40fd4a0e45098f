import type { Catalog } from '@clinic/contract/catalog'
import type { Operation } from '@clinic/contract/operation'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations, storeTheme } from '../support/a11y.ts'
import { ADMIN, apiLogin, bearer, loginAs, openAsAdmin } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

// Specs run in parallel on one database: every name here is unique to its run, and rows are found by name.

let serial = 0
const unique = (name: string) => {
  serial += 1
  return `${name} ${Date.now().toString(36)}${process.pid}${serial}`
}

const rowNamed = (page: Page, name: string) =>
  page.locator('table.data-table tbody tr').filter({ has: page.getByRole('cell', { name, exact: true }) })

async function createCatalog(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/Catalog', { headers: bearer(token), data: { name } })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as Catalog
}

// Each flow runs axe several times over a list the whole run keeps adding to: a minute, not the default 30 s.
test.describe.configure({ timeout: 60_000 })

test.describe('categories', () => {
  test('an admin adds, renames and deletes a category; a taken name is refused under the field', async ({
    page,
    request,
  }) => {
    const name = unique('Kireçlenme')
    const renamed = unique('Diz Kireçlenmesi')
    await openAsAdmin(page, request, '/admin/categories')
    await expect(page.getByRole('heading', { level: 1, name: 'Kategoriler' })).toBeVisible()
    await expect(page.getByText('Kategoriler yükleniyor…')).toHaveCount(0)

    const field = page.getByRole('textbox', { name: /^Kategori adı/ })
    await field.fill(name)
    await page.getByRole('button', { name: 'Ekle', exact: true }).click()
    await expect(page.getByText(`«${name}» kategorisi eklendi.`)).toBeVisible()
    await expect(rowNamed(page, name)).toBeVisible()
    await expect(field).toHaveValue('')
    await expect(field).toBeFocused()
    // A new category has no posts yet.
    await expect(rowNamed(page, name).getByRole('cell', { name: '0', exact: true })).toBeVisible()

    // The same name in capitals, with the dotted İ: one name to the server.
    const shouted = name.toLocaleUpperCase('tr-TR')
    await field.fill(shouted)
    await page.getByRole('button', { name: 'Ekle', exact: true }).click()
    await expect(field).toHaveAccessibleDescription('Bu isimde bir kategori zaten var.')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue(shouted)
    await expectNoAxeViolations(page, { include: 'main' })

    // Rename in the row; Escape first leaves it as it was.
    await rowNamed(page, name)
      .getByRole('button', { name: `Düzenle: ${name}` })
      .click()
    const rename = page.getByRole('textbox', { name: `Kategori adı: ${name}` })
    await expect(rename).toBeFocused()
    await rename.press('End')
    await page.keyboard.type(' yanlış')
    await page.keyboard.press('Escape')
    await expect(rename).toHaveCount(0)
    await expect(page.getByRole('button', { name: `Düzenle: ${name}` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(rename).toHaveValue(name)
    await rename.fill(renamed)
    await expectNoAxeViolations(page, { include: 'main' })
    await page.getByRole('button', { name: `Kaydet: ${name}` }).click()
    await expect(
      page.getByText(`«${name}» kategorisinin adı «${renamed}» olarak değiştirildi.`),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: `Düzenle: ${renamed}` })).toBeFocused()
    await expect(rowNamed(page, name)).toHaveCount(0)

    await page.getByRole('button', { name: `Sil: ${renamed}` }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Kategoriyi sil' })
    await expect(dialog).toContainText(`«${renamed}» silinecek.`)
    await dialog.getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByText(`«${renamed}» silindi.`)).toBeVisible()
    await expect(rowNamed(page, renamed)).toHaveCount(0)
    const left = await request.get('/api/Category')
    expect(((await left.json()) as Catalog[]).some((c) => c.name === renamed)).toBe(false)
  })

  test('the deletion of a category with posts says they stay without a category', async ({
    page,
    request,
  }) => {
    const { token } = await apiLogin(request, ADMIN)
    const name = unique('Omuz')
    const res = await request.post('/api/Category', { headers: bearer(token), data: { name } })
    expect(res.status()).toBe(201)
    const category = (await res.json()) as Catalog
    const post = await request.post('/api/blog', {
      headers: bearer(token),
      multipart: { Title: unique('Omuz yazısı'), CategoryId: String(category.id), IsActive: 'false' },
    })
    expect(post.status(), await post.text()).toBe(201)
    const postId = ((await post.json()) as { id: number }).id
    try {
      await openAsAdmin(page, request, '/admin/categories')
      await expect(rowNamed(page, name).getByRole('cell', { name: '1', exact: true })).toBeVisible()
      await page.getByRole('button', { name: `Sil: ${name}` }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Kategoriyi sil' })
      await expect(dialog).toContainText('Bu kategorideki 1 yazı silinmez; kategorisiz kalır.')
      await dialog.getByRole('button', { name: 'Sil' }).click()
      await expect(page.getByText(`«${name}» silindi.`)).toBeVisible()
      const kept = await request.get(`/api/blog/${postId}`, { headers: bearer(token) })
      expect(kept.status()).toBe(200)
      expect(((await kept.json()) as { categoryId: number | null }).categoryId).toBeNull()
    } finally {
      await request.delete(`/api/blog/${postId}`, { headers: bearer(token) })
    }
  })
})

test.describe('catalogs', () => {
  test('an admin adds a catalog on its page, renames it on the edit page, and deletes it', async ({
    page,
    request,
  }) => {
    const name = unique('El Cerrahisi')
    const renamed = unique('El ve Bilek Cerrahisi')
    await openAsAdmin(page, request, '/admin/catalogs')
    await expect(page.getByRole('heading', { level: 1, name: 'Kataloglar' })).toBeVisible()
    await expect(page.getByText('Kataloglar yükleniyor…')).toHaveCount(0)
    await expectNoAxeViolations(page, { include: 'main' })

    await page.getByRole('link', { name: 'Yeni katalog' }).click()
    await expect(page).toHaveURL(/\/admin\/catalogs\/new$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni katalog' })).toBeVisible()
    const field = page.getByRole('textbox', { name: /^Katalog adı/ })
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(field).toHaveAccessibleDescription(/Katalog adı zorunludur\./)
    await expectNoAxeViolations(page, { include: 'main' })
    await field.fill(name)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText(`«${name}» kataloğu eklendi.`)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/catalogs$/)
    await expect(rowNamed(page, name).getByRole('cell', { name: '0', exact: true })).toBeVisible()

    await page.getByRole('link', { name: `Düzenle: ${name}` }).click()
    await expect(page).toHaveURL(/\/admin\/catalogs\/edit\/\d+$/)
    await expect(field).toHaveValue(name)
    await field.fill(renamed)
    // Leaving with the change unsaved asks first; staying keeps it.
    await page.getByRole('main').getByRole('link', { name: 'Kataloglar' }).click()
    const leave = page.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' })
    await expect(leave).toBeVisible()
    await leave.getByRole('button', { name: 'Sayfada kal' }).click()
    await expect(page).toHaveURL(/\/admin\/catalogs\/edit\/\d+$/)
    await expect(field).toHaveValue(renamed)
    await expectNoAxeViolations(page, { include: 'main' })
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText(`Katalog «${renamed}» olarak kaydedildi.`)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/catalogs$/)
    await expect(rowNamed(page, renamed)).toBeVisible()
    await expect(rowNamed(page, name)).toHaveCount(0)

    await page.getByRole('button', { name: `Sil: ${renamed}` }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Kataloğu sil' })
    await dialog.getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByText(`«${renamed}» silindi.`)).toBeVisible()
    await expect(rowNamed(page, renamed)).toHaveCount(0)
  })

  test('a name taken is refused on the form page, and what was typed stays', async ({ page, request }) => {
    const { token } = await apiLogin(request, ADMIN)
    const catalog = await createCatalog(request, token, unique('Omurga Cerrahisi'))
    try {
      await openAsAdmin(page, request, '/admin/catalogs/new')
      const field = page.getByRole('textbox', { name: /^Katalog adı/ })
      const shouted = catalog.name.toLocaleUpperCase('tr-TR')
      await field.fill(shouted)
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
      await expect(field).toHaveAccessibleDescription(/Bu isimde bir katalog zaten var\./)
      await expect(field).toHaveValue(shouted)
      await expect(page).toHaveURL(/\/admin\/catalogs\/new$/)
    } finally {
      await request.delete(`/api/Catalog/${catalog.id}`, { headers: bearer(token) })
    }
  })

  test('a catalog that still holds an operation is not deleted: the refusal shows and the row stays', async ({
    page,
    request,
  }) => {
    const { token } = await apiLogin(request, ADMIN)
    const catalog = await createCatalog(request, token, unique('Kalça Cerrahisi'))
    const res = await request.post('/api/Operation', {
      headers: bearer(token),
      multipart: { Title: unique('Kalça operasyonu'), CatalogId: String(catalog.id), IsActive: 'false' },
    })
    expect(res.status(), await res.text()).toBe(201)
    const operation = (await res.json()) as Operation
    try {
      await openAsAdmin(page, request, '/admin/catalogs')
      const row = rowNamed(page, catalog.name)
      await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible()
      await row.getByRole('button', { name: `Sil: ${catalog.name}` }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Kataloğu sil' })
      await expect(dialog).toContainText('operasyonu olan bir katalog silinemez')
      await dialog.getByRole('button', { name: 'Sil' }).click()
      await expect(
        page.getByText(
          'Bu katalogda hâlâ 1 operasyon var. Önce operasyonları başka bir kataloğa taşıyın ya da silin.',
        ),
      ).toBeVisible()
      await expect(row).toBeVisible()
      expect((await request.get(`/api/Catalog/${catalog.id}`)).status()).toBe(200)
    } finally {
      await request.delete(`/api/Operation/${operation.id}`, { headers: bearer(token) })
      await request.delete(`/api/Catalog/${catalog.id}`, { headers: bearer(token) })
    }
  })

  test('an unknown catalog says so, with a way back to the list', async ({ page, request }) => {
    await openAsAdmin(page, request, '/admin/catalogs/edit/987654321')
    await expect(page.getByRole('heading', { level: 1, name: 'Katalog bulunamadı' })).toBeVisible()
    await expectNoAxeViolations(page, { include: 'main' })
    await page.getByRole('link', { name: 'Kataloglara dön' }).click()
    await expect(page).toHaveURL(/\/admin\/catalogs$/)
  })

  test('the catalog and category screens have no axe violations in the dark theme', async ({
    page,
    request,
  }) => {
    await storeTheme(page, 'dark')
    await loginAs(page, request, ADMIN)
    for (const path of ['/admin/catalogs', '/admin/catalogs/new', '/admin/categories']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(/yükleniyor…/)).toHaveCount(0)
      await expectNoAxeViolations(page, { include: 'main' })
    }
  })
})
