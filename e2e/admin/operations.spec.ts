import type { Operation } from '@clinic/contract/operation'
import type { APIRequestContext } from '@playwright/test'
import { ADMIN, apiLogin, loginAs, openAsAdmin } from '../support/accounts.ts'
import { gradientPng } from '../support/images.ts'
import { expect, listCatalogs, test } from '../support/site.ts'

/** An operation found through the admin's list (drafts included). */
async function adminOperation(request: APIRequestContext, title: string): Promise<Operation> {
  const { token } = await apiLogin(request, ADMIN)
  const headers = { authorization: `Bearer ${token}` }
  const res = await request.get(`/api/Operation/admin?search=${encodeURIComponent(title)}`, { headers })
  const [found] = (await res.json()) as Array<Pick<Operation, 'id'>>
  if (!found) throw new Error(`no operation titled ${title}`)
  // The list answers summaries; the operation's own call carries its body (fullContent).
  return (await (await request.get(`/api/Operation/${found.id}`, { headers })).json()) as Operation
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test.describe('the operation admin', () => {
  test('an admin adds an operation to a catalog with a picture and finds it in the list', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, ADMIN)
    const [catalog] = await listCatalogs(request)
    if (!catalog) throw new Error('no catalog in the demo content')
    const title = `Artroskopik menisküs tamiri ${unique()}`

    await page.goto('/admin/operations')
    await page.getByRole('link', { name: 'Yeni operasyon' }).click()
    await expect(page.getByRole('heading', { name: 'Yeni operasyon' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title)
    await page.getByLabel('Kısa açıklama').fill('Yırtık menisküsün kapalı yöntemle onarımı.')
    await page.getByRole('textbox', { name: 'Metin' }).click()
    await page.keyboard.type('Ameliyat genellikle bir saat sürer.')
    await page.getByLabel('Katalog').selectOption({ label: catalog.name })
    // A draft: the home page's carousel, which other specs read meanwhile, shows active operations only.
    await page.getByLabel('Sitede yayında').uncheck()
    await page.getByLabel('Operasyon görseli').setInputFiles({
      name: 'ameliyat.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 260),
    })
    await expect(page.getByRole('img', { name: 'Seçilen görselin önizlemesi' })).toBeVisible()
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText(`«${title}» kaydedildi (yayında değil).`)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/operation\/edit\/\d+$/)
    await expect(page.getByRole('img', { name: 'Şu anki görsel' })).toHaveAttribute(
      'src',
      /\/uploads\/operations\//,
    )

    const operation = await adminOperation(request, title)
    expect(operation.catalogId).toBe(catalog.id)
    expect(operation.fullContent).toBe('<p>Ameliyat genellikle bir saat sürer.</p>')

    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Operasyonlar' })
      .click()
    await page.getByLabel('Katalog').selectOption({ label: catalog.name })
    await page.getByRole('searchbox', { name: 'Ara' }).fill('menisküs tamiri')
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1)
    expect(operation.isActive).toBe(false)
  })

  test('editing keeps the address and renames the page', async ({ page, request }) => {
    await loginAs(page, request, ADMIN)
    const title = `Tetik parmak gevşetme ${unique()}`
    await page.goto('/admin/operation/create')
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title)
    await page.getByLabel('Sitede yayında').uncheck()
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/operation\/edit\/\d+$/)
    const slug = await page.getByLabel('Kısa ad (adres)').inputValue()

    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(`${title} (güncel)`)
    await expect(page.getByLabel('Kısa ad (adres)')).toHaveValue(slug)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText(`«${title} (güncel)» kaydedildi`, { exact: false })).toBeVisible()
    await expect(page.getByText('Tüm değişiklikler kaydedildi.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Başlık', exact: true })).toHaveValue(`${title} (güncel)`)
    await expect(page.getByLabel('Kısa ad (adres)')).toHaveValue(slug)
  })

  test('an unknown operation says so and leads back to the list', async ({ page, request }) => {
    await openAsAdmin(page, request, '/admin/operation/edit/999999')
    await expect(page.getByText('Operasyon bulunamadı.')).toBeVisible()
    await page.getByRole('link', { name: 'Operasyonlara dön' }).click()
    await expect(page).toHaveURL(/\/admin\/operations$/)
  })
})
