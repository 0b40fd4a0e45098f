import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations, storeTheme } from '../support/a11y.ts'
import { ADMIN, apiLogin, bearer, createConfirmedUser, newUser, openAsAdmin } from '../support/accounts.ts'
import { listComments, postComment } from '../support/comments.ts'
import { expect, getPost, test } from '../support/site.ts'
import { hostileSlugs } from '../support/test.ts'

// Specs run in parallel on one database: this one writes its own comments (unique texts) on the hostile post, whose
// title is markup that must stay text in the admin too, and finds its rows by those texts.

/** A word no other run writes, to search for: letters and digits only, as the server's search splits words. */
const token = () => `kod${Date.now().toString(36)}${process.pid}${Math.random().toString(36).slice(2, 7)}`

/** What a guest's browser gets from the API when the post's comments load. */
async function guestSees(request: APIRequestContext, blogId: number, text: string) {
  return (await listComments(request, blogId)).some((c) => c.content === text)
}

const tab = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) })
const rowWith = (page: Page, text: string) =>
  page.locator('table.data-table tbody tr').filter({ hasText: text })

test.describe('comment moderation', () => {
  // Two users register and solve captchas as a browser does before the admin starts.
  test.describe.configure({ timeout: 120_000 })

  test('the admin approves a waiting comment, withdraws the approval, and deletes a reported one', async ({
    page,
    request,
  }) => {
    const post = await getPost(request, hostileSlugs().post)
    const author = await createConfirmedUser(request, newUser('Zeynep', 'Kaya'))
    const reporter = await createConfirmedUser(request, newUser('Mert', 'Demir'))
    const { token: authorToken } = await apiLogin(request, author)
    const { token: reporterToken } = await apiLogin(request, reporter)
    const { token: adminToken } = await apiLogin(request, ADMIN)

    const run = token()
    const waitingText = `Ameliyat sonrası egzersizler için teşekkürler, çok işime yaradı. ${run}`
    const reportedText = `Bu yorum şikâyet edilecek. ${run}`
    const reason = `Reklam içeriyor ${token()}`
    const reported = await postComment(request, authorToken, post.id, reportedText)
    const approve = await request.put(`/api/blog/${post.id}/comments/${reported.id}/approve`, {
      headers: bearer(adminToken),
      data: { isApproved: true },
    })
    expect(approve.status()).toBe(200)
    const report = await request.post(`/api/blog/${post.id}/comments/${reported.id}/report`, {
      headers: bearer(reporterToken),
      data: { reportReason: reason },
    })
    expect(report.ok(), await report.text()).toBe(true)
    await postComment(request, authorToken, post.id, waitingText)
    expect(await guestSees(request, post.id, waitingText)).toBe(false)

    await openAsAdmin(page, request, '/admin/comments')
    await expect(page.getByRole('heading', { level: 1, name: 'Yorumlar' })).toBeVisible()
    await expect(tab(page, 'Onay bekleyen')).toHaveAttribute('aria-pressed', 'true')
    // Only this run's comments: one waiting, one approved and reported.
    await page.getByRole('searchbox', { name: 'Ara' }).fill(run)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`search=${run}`))
    await expect(tab(page, 'Onay bekleyen')).toHaveAccessibleName('Onay bekleyen 1')
    await expect(tab(page, 'Onaylanan')).toHaveAccessibleName('Onaylanan 1')
    await expect(tab(page, 'Şikâyet edilen')).toHaveAccessibleName('Şikâyet edilen 1')

    // The waiting comment: author, text, the post as text (its title is markup) linking to the public post.
    const waiting = rowWith(page, waitingText)
    await expect(waiting).toBeVisible()
    await expect(waiting.getByText('Zeynep Kaya')).toBeVisible()
    await expect(waiting.getByText('Onay bekliyor')).toBeVisible()
    const postLink = waiting.getByRole('link', { name: /yeni sekmede açılır/ })
    await expect(postLink).toHaveAttribute('href', `/blog/${encodeURIComponent(post.slug)}`)
    await expect(postLink).toHaveAttribute('target', '_blank')
    await expect(postLink).toContainText(post.title)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    await expectNoAxeViolations(page, { include: 'main' })

    await waiting.getByRole('button', { name: /^Onayla: Zeynep Kaya/ }).click()
    await expect(page.getByText(/^Yorum onaylandı: «Ameliyat sonrası egzersizler/)).toBeVisible()
    await expect(waiting).toHaveCount(0)
    await expect(page.getByText('Aramanızla eşleşen yorum yok.')).toBeVisible()
    await expect(tab(page, 'Onaylanan')).toHaveAccessibleName('Onaylanan 2')
    expect(await guestSees(request, post.id, waitingText)).toBe(true)

    await tab(page, 'Onaylanan').click()
    await expect(page).toHaveURL(/[?&]status=approved(&|$)/)
    await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue(run)
    const approved = rowWith(page, waitingText)
    await expect(approved.getByText('Onaylı', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, { include: 'main' })
    await approved.getByRole('button', { name: /^Onayı kaldır: Zeynep Kaya/ }).click()
    await expect(page.getByText(/^Yorumun onayı kaldırıldı: «Ameliyat sonrası/)).toBeVisible()
    await expect(approved).toHaveCount(0)
    expect(await guestSees(request, post.id, waitingText)).toBe(false)

    await tab(page, 'Şikâyet edilen').click()
    const complaint = rowWith(page, reportedText)
    await expect(complaint.getByText(reason)).toBeVisible()
    await expect(complaint.getByText('Şikâyet nedeni:')).toBeVisible()
    await expect(complaint.getByText('Şikâyet edildi')).toBeVisible()
    await expectNoAxeViolations(page, { include: 'main' })

    await complaint.getByRole('button', { name: /^Sil: Zeynep Kaya/ }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Yorumu sil' })
    await expect(dialog).toContainText('kalıcı olarak silinecek')
    await dialog.getByRole('button', { name: 'Vazgeç' }).click()
    await expect(complaint).toBeVisible()
    await complaint.getByRole('button', { name: /^Sil: Zeynep Kaya/ }).click()
    await dialog.getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByText(/^Yorum silindi: «Bu yorum şikâyet edilecek/)).toBeVisible()
    await expect(complaint).toHaveCount(0)
    expect(await guestSees(request, post.id, reportedText)).toBe(false)
    const left = await listComments(request, post.id, adminToken)
    expect(left.some((c) => c.id === reported.id)).toBe(false)
  })

  test('the screen has no axe violations in the dark theme, and its tabs work from the keyboard', async ({
    page,
    request,
  }) => {
    await storeTheme(page, 'dark')
    await openAsAdmin(page, request, '/admin/comments')
    await expect(tab(page, 'Onay bekleyen')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Yorumlar yükleniyor…')).toHaveCount(0)
    await tab(page, 'Onay bekleyen').focus()
    await page.keyboard.press('Tab')
    await expect(tab(page, 'Onaylanan')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(tab(page, 'Onaylanan')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Yorumlar yükleniyor…')).toHaveCount(0)
    await expectNoAxeViolations(page, { include: 'main' })
  })
})
