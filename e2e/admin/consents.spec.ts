import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/a11y.ts'
import { openAsAdmin } from '../support/accounts.ts'
import { gradientPng } from '../support/images.ts'
import { waitFor } from '../support/product.ts'
import { adminToken, pageShows } from '../support/publishing.ts'
import { baseUrl, expect, test } from '../support/site.ts'

/**
 * Issue 21 item 3: patient consents ("Onamlar"), before/after posts gated on them, and the comments/likes switches,
 * from the admin's screens to the built site.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const SIGNED_PDF = Buffer.from('%PDF-1.4\n% imzali onam formu\n%%EOF\n')

/** Saves the open post form and answers the post's id and slug. */
async function savePost(page: Page, title: string) {
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
  await expect(page.getByText(`«${title}» kaydedildi; site birkaç saniye içinde güncellenir.`)).toBeVisible({
    timeout: 20_000,
  })
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/)
  const id = Number(/\/edit\/(\d+)$/.exec(page.url())![1])
  const slug = await page.getByLabel('Kısa ad (adres)').inputValue()
  return { id, slug }
}

/** Waits until the served page answers `status`. */
const pageAnswers = (url: string, status: number) =>
  waitFor(
    `${url} to answer ${status}`,
    async () => ((await fetch(url)).status === status ? true : undefined),
    90_000,
  )

test.describe('consents and before/after posts', () => {
  test('a consent with its signed form publishes a before/after post; withdrawing it takes the post off the site', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const ref = `E2E-${unique()}`
    await openAsAdmin(page, request, '/admin/consents/new')
    await expect(page.getByRole('heading', { name: 'Yeni onam' })).toBeVisible()
    await page.getByLabel(/Hasta referansı/).fill(ref)
    await page.getByLabel(/Onam tarihi/).fill('2026-03-01')
    await page.getByLabel(/İmzalı onam formu/).setInputFiles({
      name: 'onam.pdf',
      mimeType: 'application/pdf',
      buffer: SIGNED_PDF,
    })
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/consents\/edit\/\d+$/)
    const consentId = Number(/\/edit\/(\d+)$/.exec(page.url())![1])
    await expect(page.getByRole('heading', { name: `Onam #${consentId}` })).toBeVisible()
    await expectNoAxeViolations(page)

    // Only staff download the signed form, through the API.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'İmzalı formu indir' }).click()
    expect((await download).suggestedFilename()).toBe(`onam-${consentId}.pdf`)
    const guest = await fetch(`${baseUrl()}/api/admin/consents/${consentId}/form`)
    expect(guest.status).toBe(401)

    await page.getByRole('link', { name: 'Onamlar', exact: true }).click()
    await expect(page.getByRole('link', { name: ref, exact: true })).toBeVisible()

    // A before/after post: the consent's number, one image with its dates.
    const title = `Diz protezi öncesi ve sonrası ${unique()}`
    await page.goto('/admin/blog/create')
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title)
    await page.getByLabel('Yayın tarihi').fill('2019-03-14T10:30')
    await page.getByRole('checkbox', { name: /Öncesi-sonrası görsel içerir/ }).check()
    await expect(page.getByRole('checkbox', { name: 'Yorumlara izin ver' })).toBeDisabled()
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText('hasta onamı seçilmeden yayınlanamaz').first()).toBeVisible()
    await page.getByLabel('Hasta onamı numarası').fill(String(consentId))
    await page.getByLabel('Öncesi-sonrası görseli ekle').setInputFiles({
      name: 'once.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 200),
    })
    await page.getByLabel(/Görsel 1: açıklama/).fill('Ameliyattan önce diz')
    await page.getByLabel(/Çekim tarihi/).fill('2026-01-10')
    await page.getByLabel(/İşlem tarihi/).fill('2026-01-12')
    const post = await savePost(page, title)

    const url = `${baseUrl()}/blog/${post.slug}`
    await pageShows(url, 'Çekim tarihi:', 120_000)
    await page.goto(`/blog/${post.slug}`)
    const figure = page.locator('[data-before-after-figure]')
    await expect(figure).toHaveCount(1)
    await expect(figure.locator('img')).toHaveAttribute('alt', 'Ameliyattan önce diz')
    await expect(figure.locator('figcaption')).toContainText('Çekim tarihi: 10 Ocak 2026')
    await expect(figure.locator('figcaption')).toContainText('İşlem tarihi: 12 Ocak 2026')
    await expect(page.locator('[data-like]')).toHaveCount(0)
    await expect(page.locator('section.comments')).toHaveCount(0)

    // The consent lists the post that names it.
    const token = await adminToken(baseUrl())
    const record = await (
      await fetch(`${baseUrl()}/api/admin/consents/${consentId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
    expect(record.postIds).toEqual([post.id])

    // Withdrawn: the post leaves the public API and, after the rebuild, the site.
    await page.goto(`/admin/consents/edit/${consentId}`)
    await page.getByRole('button', { name: 'Onamı geri çek' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Bu onam geri çekilsin mi?' })
    await expect(dialog).toContainText('1 yazı bir sonraki yayında siteden kaldırılacak')
    await dialog.getByRole('button', { name: 'Onamı geri çek' }).click()
    await expect(page.getByText(/tarihinde geri çekildi/)).toBeVisible()
    expect((await fetch(`${baseUrl()}/api/blog/${post.id}`)).status).toBe(404)
    await pageAnswers(url, 404)
    const listed = (await (
      await fetch(`${baseUrl()}/api/blog?search=${encodeURIComponent(title)}`)
    ).json()) as Array<{ id: number }>
    expect(listed.map((p) => p.id)).not.toContain(post.id)

    // The admin says why the post is off the site.
    await page.goto(`/admin/blogs?search=${encodeURIComponent(title)}`)
    await expect(page.getByText('Onam geri çekildi')).toBeVisible()
  })

  test('a normal post with comments and likes switched off shows neither', async ({ page, request }) => {
    test.setTimeout(180_000)
    const title = `Yorumsuz yazı ${unique()}`
    await openAsAdmin(page, request, '/admin/blog/create')
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title)
    await page.getByLabel('Yayın tarihi').fill('2019-03-13T10:30')
    await page.getByRole('checkbox', { name: 'Yorumlara izin ver' }).uncheck()
    await page.getByRole('checkbox', { name: 'Beğenilere izin ver' }).uncheck()
    const post = await savePost(page, title)

    await pageShows(`${baseUrl()}/blog/${post.slug}`, title, 120_000)
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('[data-like]')).toHaveCount(0)
    await expect(page.locator('section.comments')).toHaveCount(0)
    // The bookmark stays: only likes are off.
    await expect(page.locator('[data-bookmark]')).toBeVisible()
    // And the API refuses a like.
    const like = await fetch(`${baseUrl()}/api/blog/${post.id}/like`, { method: 'PUT' })
    expect(like.status).toBe(403)
  })
})
