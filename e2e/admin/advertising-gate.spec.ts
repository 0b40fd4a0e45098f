import { expectNoAxeViolations, storeTheme } from '../support/a11y.ts'
import { ADMIN, loginAs } from '../support/accounts.ts'
import { expect, listPosts, test } from '../support/site.ts'

// The advertising gate (issue 21, item 4): the API refuses to publish a flagged claim; an Admin's written reason
// lets it through, and the decision is listed in "Uyarı kararları".
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const REASON = 'Hasta kılavuzundan aktarılan bir karşılaştırma, tanıtım amacı yok.'

test.describe('the advertising gate in the admin', () => {
  test('a flagged post is refused in Turkish; overridden with a reason it is published and listed', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const title = `Diz ağrısında egzersiz ${unique()}`
    await loginAs(page, request, ADMIN)
    await page.goto('/admin/blog/create')
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title)
    await page.getByLabel('Kısa açıklama').fill('Bölgenin en iyi diz cerrahından öneriler.')
    const warning = page.getByRole('region', { name: 'Sağlık reklamı kurallarına takılabilecek ifadeler' })
    await expect(warning).toContainText('«en iyi»')

    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'Kaydedilemedi' })
    await expect(refusal).toContainText('Sağlık reklamı kurallarına takılan ifadeler var: «en iyi»')
    await expect(page).toHaveURL(/\/admin\/blog\/create$/)
    expect((await listPosts(request)).some((post) => post.title === title)).toBe(false)

    await warning.getByLabel('Uyarıyı yok say').check()
    await warning.getByLabel('Gerekçe: «en iyi»').fill(REASON)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/)
    await expect(warning).toContainText(`Uyarı yok sayıldı. Gerekçe: ${REASON}`)
    expect((await listPosts(request)).some((post) => post.title === title)).toBe(true)

    await page.goto('/admin/advertising-overrides')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText('«en iyi»')
    await expect(row).toContainText(REASON)
    await row.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/)
  })

  test("a flagged draft cannot be switched on in the list: the server's Turkish refusal shows", async ({
    page,
    request,
  }) => {
    const title = `Omuz ağrısı ${unique()}`
    await loginAs(page, request, ADMIN)
    await page.goto('/admin/blog/create')
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title)
    await page.getByLabel('Kısa açıklama').fill('Kırk yaşından sonra check-up yaptırın.')
    await page.getByLabel('Sitede yayında').uncheck()
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/)
    await page.goto('/admin/blogs')
    await page.getByRole('searchbox', { name: 'Ara' }).fill(title)
    const row = page.getByRole('row').filter({ hasText: title })
    const toggle = row.getByRole('switch', { name: `Yayında: ${title}` })
    await toggle.click()
    await expect(page.getByText(/Sağlık reklamı kurallarına takılan ifadeler var: «check-up»/)).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect((await listPosts(request)).some((post) => post.title === title)).toBe(false)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the form's warning and "Uyarı kararları" have no axe violations (${theme})`, async ({
      page,
      request,
    }) => {
      await storeTheme(page, theme)
      await loginAs(page, request, ADMIN)
      await page.goto('/admin/advertising-overrides')
      await expect(page.getByRole('heading', { level: 1, name: 'Uyarı kararları' })).toBeVisible()
      await expect(page.getByText(/yükleniyor…/)).toHaveCount(0)
      await expectNoAxeViolations(page, { include: 'main' })
      await page.goto('/admin/blog/create')
      await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Garantili sonuç')
      const warning = page.getByRole('region', { name: 'Sağlık reklamı kurallarına takılabilecek ifadeler' })
      await warning.getByLabel('Uyarıyı yok say').check()
      await expectNoAxeViolations(page, { include: '.advertising' })
    })
  }
})
