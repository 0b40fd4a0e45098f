import type { Blog } from '@clinic/contract/blog'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/a11y.ts'
import { ADMIN, apiLogin, bearer, openAsAdmin } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

// Specs run in parallel on one database: every title here is unique to its run, and rows are found by title.

let serial = 0
const unique = (title: string) => {
  serial += 1
  return `${title} ${Date.now().toString(36)}${process.pid}${serial}`
}

async function createPost(request: APIRequestContext, token: string, title: string): Promise<Blog> {
  const res = await request.post('/api/blog', {
    headers: bearer(token),
    multipart: { Title: title, FullContent: '<p>Diz protezinden sonra ilk haftalar.</p>', IsActive: 'true' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as Blog
}

const languageTab = (page: Page, name: RegExp) =>
  page.getByRole('tablist', { name: 'Dil' }).getByRole('tab', { name })

// Several saves, a reload and axe: a minute, not the default 30 s.
test.describe.configure({ timeout: 60_000 })

test('a post is translated into English from its language tab; the public read, the list and the states follow', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, ADMIN)
  const title = unique('Diz protezi sonrası yürüyüş')
  const post = await createPost(request, token, title)

  await openAsAdmin(page, request, `/admin/blog/edit/${post.id}`)
  await expect(languageTab(page, /^Türkçe/)).toHaveAttribute('aria-selected', 'true')
  await expect(languageTab(page, /İngilizce.*Eksik/)).toBeVisible()
  await languageTab(page, /İngilizce/).click()
  await expect(languageTab(page, /İngilizce/)).toHaveAttribute('aria-selected', 'true')

  const english = unique('Walking after knee replacement')
  const panel = page.getByRole('tabpanel')
  await panel.getByRole('textbox', { name: /^Başlık/ }).fill(english)
  const editor = panel.getByRole('textbox', { name: 'Metin' })
  await editor.click()
  await page.keyboard.type('The first weeks after a knee replacement.')
  await expectNoAxeViolations(page, { include: 'main' })
  await panel.getByRole('button', { name: 'Çeviriyi kaydet' }).click()
  await expect(
    page.getByText('İngilizce çeviri kaydedildi; site birkaç saniye içinde güncellenir.'),
  ).toBeVisible()
  await expect(languageTab(page, /İngilizce.*Yayında/)).toBeVisible()

  // The API answers the post in English, under its English slug, and names it among the Turkish post's languages.
  const read = await request.get(`/api/blog/${post.id}?locale=en`)
  expect(read.status()).toBe(200)
  const translated = (await read.json()) as Blog
  expect(translated.title).toBe(english)
  expect(translated.fullContent).toContain('The first weeks after a knee replacement.')
  expect(translated.alternates).toMatchObject({ tr: post.slug, en: translated.slug })
  expect(translated.slug).toMatch(/^walking-after-knee-replacement/)

  // The list says every language's state in words.
  await page.goto(`/admin/blogs?search=${encodeURIComponent(title)}`)
  const row = page.locator('table.data-table tbody tr').filter({ hasText: title })
  await expect(row.getByRole('list', { name: 'Çeviriler' })).toContainText('İngilizce: Yayında')
  await expect(row.getByRole('list', { name: 'Çeviriler' })).toContainText('Gürcüce: Eksik')

  // The Turkish text changes after the translation: the English one is flagged, and stays public meanwhile.
  const retitled = await request.put(`/api/blog/${post.id}`, {
    headers: bearer(token),
    multipart: {
      Title: `${title} (güncel)`,
      Slug: post.slug,
      FullContent: '<p>Yeni metin.</p>',
      IsActive: 'true',
    },
  })
  expect(retitled.status(), await retitled.text()).toBe(200)
  await page.goto(`/admin/blog/edit/${post.id}`)
  await expect(languageTab(page, /İngilizce.*Güncel değil/)).toBeVisible()
  expect((await request.get(`/api/blog/${post.id}?locale=en`)).status()).toBe(200)

  // Deleting asks first; then the post is gone from the English site and the tab says so.
  await languageTab(page, /İngilizce/).click()
  await page.getByRole('tabpanel').getByRole('button', { name: 'Çeviriyi sil' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'İngilizce çeviri silinsin mi?' })
  await dialog.getByRole('button', { name: 'Çeviriyi sil' }).click()
  await expect(languageTab(page, /İngilizce.*Eksik/)).toBeVisible()
  expect((await request.get(`/api/blog/${post.id}?locale=en`)).status()).toBe(404)
})

test('on a phone the save bar never hides the field being typed in: Tab to the last field stops above the bar', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const { token } = await apiLogin(request, ADMIN)
  const post = await createPost(request, token, unique('Koşucu dizi'))
  await openAsAdmin(page, request, `/admin/blog/edit/${post.id}`)
  await languageTab(page, /İngilizce/).click()
  const panel = page.getByRole('tabpanel')
  const keywords = panel.getByRole('textbox', { name: 'SEO anahtar kelimeleri' })
  const description = panel.getByRole('textbox', { name: /^SEO açıklaması/ })
  const bar = panel.locator('.save-bar')
  const bottomOf = async (box: { y: number; height: number } | null) => box!.y + box!.height

  // The keywords field ends where the sticky bar begins: the description, the form's last field, is under the bar.
  await keywords.focus()
  await keywords.evaluate((field) => {
    const barHeight = document.querySelector('.translation-form .save-bar')!.getBoundingClientRect().height
    window.scrollBy({
      top: field.getBoundingClientRect().bottom - (innerHeight - barHeight),
      behavior: 'instant',
    })
  })
  expect((await description.boundingBox())!.y).toBeGreaterThan((await bar.boundingBox())!.y)

  // Tab and type: the browser brings the field above the bar, not under it.
  await page.keyboard.press('Tab')
  await expect(description).toBeFocused()
  await page.keyboard.type('Knee pain in runners.')
  expect(await bottomOf(await description.boundingBox())).toBeLessThanOrEqual((await bar.boundingBox())!.y)

  // At the end of the page the bar sits under the form: the last field and the preview stay in sight above it.
  await page.evaluate(() =>
    window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'instant' }),
  )
  const preview = panel.getByRole('figure', { name: 'Arama sonucu önizlemesi' })
  expect(await bottomOf(await preview.boundingBox())).toBeLessThanOrEqual((await bar.boundingBox())!.y)
  await expect(description).toHaveValue('Knee pain in runners.')
})

test('"Çevirisi eksik" narrows the post list to those a language still needs (decision 0277)', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, ADMIN)
  const marker = unique('Çeviri filtresi')
  const translated = await createPost(request, token, `${marker} çevrilmiş`)
  await createPost(request, token, `${marker} çevrilmemiş`)
  const saved = await request.put(`/api/blog/${translated.id}/translations/en`, {
    headers: bearer(token),
    multipart: { Title: unique('Translated filter post') },
  })
  expect(saved.status(), await saved.text()).toBe(200)

  await openAsAdmin(page, request, `/admin/blogs?search=${encodeURIComponent(marker)}`)
  const rows = page.locator('table.data-table tbody tr')
  await expect(rows).toHaveCount(2)
  await page.getByRole('combobox', { name: 'Çevirisi eksik' }).selectOption({ label: 'İngilizce' })
  await expect(page).toHaveURL(/needsTranslation=en/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`${marker} çevrilmemiş`)
  await expect(rows.first().getByRole('list', { name: 'Çeviriler' })).toContainText('İngilizce: Eksik')
  // Russian: neither is translated there.
  await page.getByRole('combobox', { name: 'Çevirisi eksik' }).selectOption({ label: 'Rusça' })
  await expect(rows).toHaveCount(2)
})

test('a language tab warns of a claim the advertising rules forbid in that language; the save says it too', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, ADMIN)
  const post = await createPost(request, token, unique('Reklam uyarısı çeviri'))
  await openAsAdmin(page, request, `/admin/blog/edit/${post.id}`)
  await languageTab(page, /İngilizce/).click()
  const panel = page.getByRole('tabpanel')
  const warning = panel.getByRole('region', { name: 'Sağlık reklamı kurallarına takılabilecek ifadeler' })
  await panel.getByRole('textbox', { name: /^Başlık/ }).fill(unique('Knee replacement'))
  await expect(warning).toHaveCount(0)
  await panel.getByRole('textbox', { name: /^Başlık/ }).fill(unique('The best knee surgeon'))
  await expect(warning).toContainText('«the best knee surgeon»')
  await expect(warning.getByRole('checkbox')).toHaveCount(0)

  const answer = page.waitForResponse(
    (res) => res.url().includes(`/api/blog/${post.id}/translations/en`) && res.request().method() === 'PUT',
  )
  await panel.getByRole('button', { name: 'Çeviriyi kaydet' }).click()
  const body = await (await answer).json()
  expect(body.advertising).toContainEqual(
    expect.objectContaining({ ruleId: 'superlative', claim: 'the best knee surgeon' }),
  )
  await expect(
    page.getByText('İngilizce çeviri kaydedildi; site birkaç saniye içinde güncellenir.'),
  ).toBeVisible()
})
