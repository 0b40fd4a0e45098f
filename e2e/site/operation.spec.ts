import { expectAccountability } from '../support/accountability.ts'
import { bookmarkButton, expectBookmarked, expectOneViewPerVisit } from '../support/page-actions.ts'
import {
  expect,
  getOperation,
  jsonLd,
  OPERATIONS,
  operationPath,
  operationTitled,
  test,
  trLongDate,
} from '../support/site.ts'

const NOTICE =
  'Her cerrahi veya girişimsel işlemde sonuçlar kişiden kişiye değişiklik gösterebilir. İşlem öncesinde hekiminizden detaylı görüş almanız önerilir.'

test.describe('an operation page', () => {
  test('shows the title, the catalog, the author and the date', async ({ page, request }) => {
    const operation = await operationTitled(request, OPERATIONS.reading)
    await page.goto(operationPath(operation))
    const article = page.locator('article.article')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(operation.title)
    const meta = article.locator('.article__meta')
    await expect(meta.locator('.chip')).toHaveText(operation.catalogName!)
    await expect(meta).toContainText(operation.authorName!)
    await expect(meta.locator('time')).toHaveText(trLongDate(operation.publishedDate!))
    // No uploaded picture (the demo's operations have none): its catalog's drawing stands in its place.
    await expect(article.locator('.article__art svg[data-illustration]')).toBeVisible()
  })

  test('shows the notice that results differ from person to person', async ({ page, request }) => {
    const operation = await operationTitled(request, OPERATIONS.reading)
    await page.goto(operationPath(operation))
    await expect(page.getByRole('note')).toHaveText(NOTICE)
    await expect(page.getByRole('note')).toBeVisible()
  })

  test('shows "Son güncelleme" from its last content change, who answers for it, and the same dateModified', async ({
    page,
    request,
  }) => {
    const operation = await operationTitled(request, OPERATIONS.reading)
    await page.goto(operationPath(operation))
    await expectAccountability(page, operation.contentUpdatedAt)
    const procedure = (await jsonLd(page)).find((item) => item['@type'] === 'MedicalProcedure')
    expect((procedure?.mainEntityOfPage as Record<string, unknown> | undefined)?.dateModified).toBe(
      operation.contentUpdatedAt,
    )
  })

  test('links to /randevu to book an examination', async ({ page, request }) => {
    const operation = await operationTitled(request, OPERATIONS.reading)
    await page.goto(operationPath(operation))
    const link = page.locator('article.article').getByRole('link', { name: 'Muayene için randevu alın' })
    await expect(link).toHaveAttribute('href', '/randevu')
    await link.click()
    await expect(page).toHaveURL(/\/randevu\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Randevu Sistemi')
  })

  test('a visit is counted once through PUT /api/Operation/{id}/view, and not again on a reload', async ({
    page,
    request,
  }) => {
    const operation = await operationTitled(request, OPERATIONS.views)
    await expectOneViewPerVisit(page, {
      path: operationPath(operation),
      listPath: '/api/Operation',
      viewPath: `/api/Operation/${operation.id}/view`,
      viewCount: async () => (await getOperation(request, operation.slug)).viewCount,
    })
  })

  test('Kaydet bookmarks the operation, and the bookmark survives a reload', async ({ page, request }) => {
    const operation = await operationTitled(request, OPERATIONS.bookmark)
    await page.goto(operationPath(operation))
    const bookmark = bookmarkButton(page)
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
    await bookmark.click()
    await expectBookmarked(bookmark, true)
    await page.reload()
    await expectBookmarked(bookmark, true)
  })
})
