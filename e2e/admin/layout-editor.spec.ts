import { siteConfig } from '@clinic/contract/site-config'
import type { Page } from '@playwright/test'
import { ADMIN, loginAs, openAsAdmin } from '../support/accounts.ts'
import { expect, getOperation, listPosts, OPERATIONS, POSTS, postTitled, test } from '../support/site.ts'

/** Issue 19, items 6–10: the link picker, the category race, the preview, the author, the admin's layout. */

// The admin's screens and the editor load their code on first use: on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 })
test.use({ actionTimeout: 30_000 })

const SCREENS = [
  ['/admin/', 'Genel bakış'],
  ['/admin/users', 'Kullanıcılar'],
  ['/admin/blogs', 'Bloglar'],
  ['/admin/blog/create', 'Yeni blog yazısı'],
  ['/admin/categories', 'Kategoriler'],
  ['/admin/comments', 'Yorumlar'],
  ['/admin/operations', 'Operasyonlar'],
  ['/admin/operation/create', 'Yeni operasyon'],
  ['/admin/catalogs', 'Kataloglar'],
  ['/admin/wellness-messages', 'Geçmiş Olsun Mesajları'],
  ['/admin/contact-messages', 'İletişim Mesajları'],
  ['/admin/publishing', 'Yayın durumu'],
] as const

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.describe('the editor’s links', () => {
  test('"Sitede ara" finds a page and a post by keyboard and links to their site paths', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const post = await postTitled(request, POSTS.reading)
    await openAsAdmin(page, request, '/admin/blog/create')
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Bağlantı denemesi')
    const editor = page.getByRole('textbox', { name: 'Metin' })
    await editor.click()
    await page.getByRole('button', { name: 'Bağlantı ekle' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bağlantı ekle' })

    const search = dialog.getByRole('combobox', { name: 'Sitede ara' })
    await search.fill('randevu')
    // The site's pages come first: the page "Randevu" is the first result, chosen.
    await expect(dialog.getByRole('option').first()).toContainText('Randevu')
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await search.press('Enter')
    await expect(dialog.getByLabel('Adres')).toHaveValue('/randevu')
    await expect(dialog.getByLabel('Görünen metin')).toHaveValue('Randevu')
    await dialog.getByRole('button', { name: 'Bağlantı ekle' }).click()
    await expect(editor.locator('a[href="/randevu"]')).toHaveText('Randevu')

    await editor.press('End')
    await page.keyboard.type(' ')
    await page.getByRole('button', { name: 'Bağlantı ekle' }).click()
    await search.fill('Kireçlenme')
    const option = dialog.getByRole('option').filter({ hasText: post.title })
    await expect(option).toBeVisible()
    // Arrows move through the results (other posts and operations may mention the word too): down to the post, one
    // further when there is one, and back up.
    const titles = await dialog.getByRole('option').allTextContents()
    const index = titles.findIndex((title) => title.includes(post.title))
    for (let step = 0; step < index; step++) await search.press('ArrowDown')
    if (index < titles.length - 1) {
      await search.press('ArrowDown')
      await search.press('ArrowUp')
    }
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await search.press('Enter')
    await expect(dialog.getByLabel('Adres')).toHaveValue(`/blog/${post.slug}`)
    await dialog.getByRole('button', { name: 'Bağlantı ekle' }).click()
    await expect(editor.locator(`a[href="/blog/${post.slug}"]`)).toBeVisible()

    // Typed by hand: an anchor is a link, a way off the site is refused.
    await editor.press('End')
    await page.keyboard.type(' ')
    await page.getByRole('button', { name: 'Bağlantı ekle' }).click()
    await dialog.getByLabel('Adres').fill('//evil.example/x')
    await dialog.getByRole('button', { name: 'Bağlantı ekle' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Geçerli bir bağlantı girin')
    await dialog.getByLabel('Adres').fill('#bolum')
    await dialog.getByRole('button', { name: 'Bağlantı ekle' }).click()
    await expect(editor.locator('a[href="#bolum"]')).toBeVisible()
  })
})

test.describe('the edit form’s category', () => {
  for (const slow of ['post', 'categories'] as const) {
    test(`shows the stored category when the ${slow === 'post' ? 'post' : 'category list'} answers last`, async ({
      page,
      request,
    }) => {
      const post = (await listPosts(request)).find((p) => p.categoryId !== null && p.title === POSTS.reading)!
      expect(post).toBeDefined()
      await loginAs(page, request, ADMIN)
      // Our own API's answer is held back at the network layer: the other one arrives first.
      const pattern = slow === 'post' ? `**/api/blog/${post.id}` : '**/api/Category**'
      await page.route(pattern, async (route) => {
        await new Promise((done) => setTimeout(done, 1500))
        await route.continue()
      })
      await page.goto(`/admin/blog/edit/${post.id}`)
      const select = page.getByLabel('Kategori', { exact: true })
      await expect(select).toHaveValue(String(post.categoryId), { timeout: 30_000 })
      await expect(select.locator('option:checked')).toHaveText(post.categoryName!)
    })
  }
})

test.describe('the preview', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`is the site’s article in the ${theme} theme: font, classes, notice, author and date`, async ({
      page,
      request,
    }) => {
      const operation = await getOperation(
        request,
        (await request.get('/api/Operation?pageSize=100').then((r) => r.json())).find(
          (op: { title: string }) => op.title === OPERATIONS.reading,
        ).slug,
      )
      await page.emulateMedia({ colorScheme: theme })
      await openAsAdmin(page, request, `/admin/operation/edit/${operation.id}`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByRole('heading', { level: 1, name: `Düzenle: ${operation.title}` })).toBeVisible({
        timeout: 30_000,
      })
      await page.getByRole('button', { name: 'Önizleme', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: operation.title })
      const article = dialog.locator('article.card.article')
      await expect(article).toBeVisible()
      await expect(article.locator('h1.article__title')).toHaveText(operation.title)
      await expect(article.locator('.article__meta')).toContainText(operation.authorName ?? '')
      await expect(article.locator('.article__meta time')).toHaveText(
        /^\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4}$/,
      )
      // The procedure notice of the site's operation pages (@clinic/ui/lib/texts PROCEDURE_NOTICE).
      await expect(article.locator('.notice')).toContainText(
        'sonuçlar kişiden kişiye değişiklik gösterebilir',
      )
      const style = await article.evaluate((el) => {
        const css = getComputedStyle(el)
        const title = getComputedStyle(el.querySelector('.article__title')!)
        return {
          font: css.fontFamily,
          background: css.backgroundColor,
          color: css.color,
          titleWeight: title.fontWeight,
        }
      })
      expect(style.font).toMatch(/^"?Inter"?/)
      expect(style.titleWeight).toBe('750')
      // The site's tokens: a light card with dark text, or a dark card with light text.
      const luminance = (rgb: string) => {
        const [r, g, b] = rgb.match(/\d+/g)!.map(Number)
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
      }
      if (theme === 'light') expect(luminance(style.background)).toBeGreaterThan(luminance(style.color))
      else expect(luminance(style.background)).toBeLessThan(luminance(style.color))
    })
  }

  test('a new post is signed by the practice doctor in the form and the preview', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, request, '/admin/blog/create')
    await expect(page.getByLabel('Yazar')).toHaveValue(siteConfig.doctor.fullName, { timeout: 30_000 })
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Yazar denemesi')
    await page.getByRole('button', { name: 'Önizleme' }).click()
    const dialog = page.getByRole('dialog', { name: 'Yazar denemesi' })
    await expect(dialog.locator('.article__meta')).toContainText(siteConfig.doctor.fullName)
  })

  test('the empty form’s address preview shows no encoded characters', async ({ page, request }) => {
    await openAsAdmin(page, request, '/admin/blog/create')
    await expect(page.getByText(/Sayfanın adresi: .*\/blog\/…/)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/%E2%80%A6/)).toHaveCount(0)
  })
})

test.describe('the admin’s layout', () => {
  test('at 768 px the menu is a drawer behind "Menü": focus inside, Tab kept in, Escape closes', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 })
    await openAsAdmin(page, request, '/admin/blogs')
    const button = page.getByRole('button', { name: 'Menü' })
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(nav).toBeHidden()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    const links = nav.getByRole('link')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(links.last()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(button).toBeFocused()
    await button.click()
    await nav.getByRole('link', { name: 'Operasyonlar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Operasyonlar' })).toBeVisible()
    await expect(nav).toBeHidden()
    expect(await sideways(page)).toBeLessThanOrEqual(0)
  })

  test('at 1024 px the menu is a column that fully fits beside the screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await openAsAdmin(page, request, '/admin/wellness-messages')
    await expect(page.getByRole('button', { name: 'Menü' })).toBeHidden()
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' })
    await expect(nav).toBeVisible()
    const navBox = (await nav.boundingBox())!
    const mainBox = (await page.locator('main').boundingBox())!
    expect(navBox.x).toBeGreaterThanOrEqual(0)
    expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x)
    for (const box of await nav
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => ({ ...el.getBoundingClientRect().toJSON(), w: el.scrollWidth }))))
      expect(box.right, 'a menu link leaves its column').toBeLessThanOrEqual(navBox.x + navBox.width + 0.5)
    await page.screenshot({ path: test.info().outputPath('menu-1024.png') })
  })

  test('lists are cards below 900 px and one- or two-line rows at 1280 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 860, height: 1000 })
    await openAsAdmin(page, request, '/admin/blogs')
    const firstRow = page.locator('table.data-table tbody tr').first()
    await expect(firstRow).toBeVisible()
    expect(await firstRow.evaluate((tr) => getComputedStyle(tr).display)).toBe('block')
    expect(await sideways(page)).toBeLessThanOrEqual(0)

    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await firstRow.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row')
    const heights = await page
      .locator('table.data-table tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
    // A thumbnail row with a two-line title and the address line: no more.
    for (const height of heights) expect(height).toBeLessThanOrEqual(112)
    const dateCells = page.locator('table.data-table tbody td[data-label="Tarih"]')
    for (const height of await dateCells.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        return range.getClientRects().length
      }),
    ))
      expect(height, 'a date on one line').toBe(1)
  })

  for (const width of [768, 1024, 1280]) {
    test(`no admin screen scrolls sideways at ${width} px`, async ({ page, request }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      await loginAs(page, request, ADMIN)
      for (const [path, heading] of SCREENS) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page.getByRole('status').filter({ hasText: /yükleniyor/i })).toHaveCount(0)
        expect(await sideways(page), `${path} at ${width} px`).toBeLessThanOrEqual(0)
      }
    })
  }

  test('file inputs are a Turkish drop zone that stays a real, labelled file input', async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, request, '/admin/blog/create')
    const input = page.getByLabel('Kapak görseli')
    await expect(input).toHaveAttribute('type', 'file')
    const zone = page.locator('.dropzone').filter({ has: input })
    await expect(zone).toContainText('Dosyayı buraya sürükleyin veya seçin')
    await input.setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PNG })
    await expect(zone).toContainText('kapak.png')
  })
})

test.describe('Turkish dates whatever the browser’s language', () => {
  test.use({ locale: 'en-US' })

  test('the lists and the form write dates in Turkish', async ({ page, request }) => {
    const post = await postTitled(request, POSTS.reading)
    await openAsAdmin(page, request, '/admin/blogs')
    const date = page.locator('table.data-table tbody td[data-label="Tarih"]').first()
    await expect(date).toHaveText(
      /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    )
    await page.goto(`/admin/blog/edit/${post.id}`)
    await expect(page.getByText(/^Sitede: \d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4} \d{2}:\d{2}$/)).toBeVisible()
  })
})

test('the save message never covers the save bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openAsAdmin(page, request, '/admin/blog/create')
  await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(`Toast denemesi ${Date.now()}`)
  await page.getByRole('checkbox', { name: 'Sitede yayında' }).uncheck()
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
  const toast = page.locator('.toast').first()
  await expect(toast).toBeVisible()
  const a = (await toast.boundingBox())!
  const b = (await page.locator('.save-bar').boundingBox())!
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  expect(overlaps).toBe(false)
})

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
