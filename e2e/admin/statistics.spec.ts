import { readFile } from 'node:fs/promises'
import { expectNoAxeViolations, inBothThemes } from '../support/a11y.ts'
import { openAsAdmin } from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

// Issue 21 item 5: "İstatistikler". A desktop Chrome's user agent: headless Chromium's beacons are not counted.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
})

/** Letters only: a path or search with a run of digits is counted hidden (it might be a phone number). */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

test.describe('İstatistikler', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a visit reaches the dashboard; the period switches between 30 and 90 days; the CSV downloads', async ({
    page,
    request,
  }) => {
    const path = `/istatistik-panel-${uniqueWord()}`
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/analytics') && r.status() === 204)
    await page.goto(path)
    await counted

    await openAsAdmin(page, request, '/admin/statistics')
    await expect(page.getByRole('heading', { level: 1, name: 'İstatistikler' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'İstatistikler' }),
    ).toHaveAttribute('aria-current', 'page')

    const pages = page.getByRole('region', { name: 'En çok ziyaret edilen sayfalar', exact: true })
    await pages.getByText('Tablo olarak göster').click()
    await expect(pages.getByRole('row', { name: new RegExp(path) })).toContainText('1')

    const visits = page.getByRole('region', { name: 'Günlük ziyaretler', exact: true })
    await visits.getByText('Tablo olarak göster').click()
    await expect(visits.getByRole('table').getByRole('row')).toHaveCount(1 + 30)
    await expect(page.getByRole('radio', { name: 'Son 30 gün' })).toBeChecked()

    // The keyboard moves the period like any radio group.
    await page.getByRole('radio', { name: 'Son 30 gün' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Son 90 gün' })).toBeChecked()
    await expect(page).toHaveURL(/\/admin\/statistics\?days=90$/)
    await expect(visits.getByRole('table').getByRole('row')).toHaveCount(1 + 90)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'CSV indir' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^istatistikler-90-gun-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await readFile((await file.path())!, 'utf8')
    expect(text.startsWith('\uFEFFGün,Tür,Anahtar,Ayrıntı,Dil,Sayı\r\n')).toBe(true)
    expect(text).toContain(`,Sayfa görüntüleme,${path},,tr,1\r\n`)
  })

  inBothThemes(
    test,
    (theme) => `in the ${theme} theme`,
    () => {
      test('the dashboard, its tables open, has no axe violations', async ({ page, request }) => {
        await openAsAdmin(page, request, '/admin/statistics')
        await expect(page.getByRole('heading', { level: 2, name: 'Günlük ziyaretler' })).toBeVisible()
        for (const summary of await page.getByText('Tablo olarak göster').all()) await summary.click()
        await expectNoAxeViolations(page)
      })
    },
  )
})
