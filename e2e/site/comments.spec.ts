import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations, storeTheme, THEMES } from '../support/a11y.ts'
import { ADMIN, apiLogin, createConfirmedUser, loginAs, newUser, type TestUser } from '../support/accounts.ts'
import { approveComment, listComments, moderationList, postComment } from '../support/comments.ts'
import { expectLikeShown, likeButton, likeCount } from '../support/page-actions.ts'
import { expect, getPost, POSTS, postPath, postTitled, test } from '../support/site.ts'
import { hostileSlugs } from '../support/test.ts'

// Specs run in parallel on one database: every test writes on the hostile post with its own users and finds its
// comments by their unique text; the read-only demo post stays without comments.

let serial = 0
/** A comment text no other test writes. */
const unique = (text: string) => {
  serial += 1
  return `${text} [${Date.now().toString(36)}-${process.pid}-${serial}]`
}

const hostilePost = (request: APIRequestContext) => getPost(request, hostileSlugs().post)
const section = (page: Page) => page.locator('section#yorumlar')
const commentById = (page: Page, id: number) => section(page).locator(`article[data-comment-id="${id}"]`)
const commentWith = (page: Page, text: string) =>
  section(page).locator('article.comment').filter({ hasText: text })

/** An approved comment of a fresh user on the hostile post. */
async function approvedComment(request: APIRequestContext, text = unique('Çok faydalı bir yazı.')) {
  const post = await hostilePost(request)
  const author = await createConfirmedUser(request, newUser('Zeynep', 'Kaya'))
  const { token } = await apiLogin(request, author)
  const comment = await postComment(request, token, post.id, text)
  await approveComment(request, post.id, comment.id)
  return { post, author, token, comment, text }
}

/** Opens a post at its comments and waits until the island has loaded them. */
async function openComments(page: Page, path: string) {
  await page.goto(`${path}#yorumlar`)
  await section(page).scrollIntoViewIfNeeded()
  await expect(section(page).getByText('Yorumlar yükleniyor…')).toHaveCount(0)
}

async function signIn(page: Page, request: APIRequestContext, user?: TestUser) {
  const visitor = user ?? (await createConfirmedUser(request))
  await loginAs(page, request, visitor)
  return visitor
}

test.describe('comments of a post', () => {
  // Each test registers users and solves captchas (as a browser does) before it starts: 100,000 hashes a solution.
  test.describe.configure({ timeout: 90_000 })

  test('a guest reads the comments, is invited to log in, and the login comes back to the same comments', async ({
    page,
    request,
  }) => {
    const post = await postTitled(request, POSTS.reading)
    const user = await createConfirmedUser(request)
    await openComments(page, postPath(post))
    const comments = section(page)
    await expect(comments.getByRole('heading', { level: 2, name: 'Yorumlar' })).toBeVisible()
    await expect(comments.getByText('Henüz yorum yapılmamış. İlk yorumu siz yazın.')).toBeVisible()
    await expect(comments.getByRole('textbox', { name: 'Yorumunuz' })).toHaveCount(0)
    await expect(comments.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register')
    const login = comments.getByRole('link', { name: 'Yorum yapmak için giriş yapın' })
    await expect(login).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`${postPath(post)}#yorumlar`)}`,
    )

    await login.click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByLabel('E-posta').fill(user.email)
    await page.locator('input[type="password"]').fill(user.password)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page).toHaveURL(`${postPath(post)}#yorumlar`)
    await expect(section(page).getByRole('textbox', { name: 'Yorumunuz' })).toBeVisible()
    await expect(section(page).getByRole('link', { name: 'Yorum yapmak için giriş yapın' })).toHaveCount(0)
  })

  test('a guest who likes or reports a comment is invited to log in, and nothing changes', async ({
    page,
    request,
  }) => {
    const { post, comment, text } = await approvedComment(request)
    await openComments(page, postPath(post))
    const item = commentWith(page, text)
    await expect(item.getByRole('heading', { name: 'Zeynep Kaya' })).toBeVisible()
    await likeButton(item).click()
    await expect(item.getByText(/^Beğenmek için giriş yapın/)).toBeVisible()
    await expect(item.getByRole('link', { name: 'giriş yapın' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`${postPath(post)}#yorumlar`)}`,
    )
    await expect(likeCount(item)).toHaveText('0')
    await item.getByRole('button', { name: 'Bildir', exact: true }).click()
    await expect(item.getByText(/^Bildirmek için giriş yapın/)).toBeVisible()
    await expect(item.getByRole('textbox', { name: 'Bildirme nedeni' })).toHaveCount(0)
    expect((await listComments(request, post.id)).find((c) => c.id === comment.id)?.likeCount).toBe(0)
  })

  test('a user posts a comment through the form; it awaits approval, seen by its author alone until approved', async ({
    page,
    request,
  }) => {
    const post = await hostilePost(request)
    await signIn(page, request, await createConfirmedUser(request, newUser('Elif', 'Şahin')))
    const text = unique('Ameliyattan sonra ne zaman yürüyebilirim?')
    await openComments(page, postPath(post))
    const form = section(page).locator('form.comment-form')
    await expect(form.getByText('Elif Şahin adıyla yayımlanır.')).toBeVisible()
    await form.getByRole('textbox', { name: 'Yorumunuz' }).fill(text)
    // The ALTCHA widget solves its challenge once the form has focus.
    await expect(form.getByText('Doğrulandı')).toBeVisible({ timeout: 20_000 })
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click()

    await expect(form.locator('.form-alert--success')).toHaveText(/Yönetici onayından sonra yayımlanacak/)
    await expect(form.getByRole('textbox', { name: 'Yorumunuz' })).toHaveValue('')
    const mine = commentWith(page, text)
    await expect(mine).toContainText('Onay bekliyor')
    await expect(mine.getByRole('heading', { name: 'Elif Şahin' })).toBeVisible()
    await expect(likeButton(mine)).toHaveCount(0)

    // The public does not see it; its author still does after a reload, still marked.
    const id = (await listComments(request, post.id, (await apiLogin(request, ADMIN)).token)).find(
      (c) => c.content === text,
    )?.id
    expect(id).toBeDefined()
    expect((await listComments(request, post.id)).map((c) => c.id)).not.toContain(id)
    await page.reload()
    await expect(commentWith(page, text)).toContainText('Onay bekliyor')

    await approveComment(request, post.id, id!)
    expect((await listComments(request, post.id)).map((c) => c.id)).toContain(id)
    await page.reload()
    await expect(commentWith(page, text)).toBeVisible()
    await expect(commentWith(page, text)).not.toContainText('Onay bekliyor')
  })

  test('another user likes a comment (the like survives a reload), unlikes it, then reports it with a reason', async ({
    page,
    request,
  }) => {
    const { post, comment, text } = await approvedComment(request)
    const liker = await signIn(page, request)
    const likerToken = (await apiLogin(request, liker)).token
    const bulkCalls: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'GET' && /\/comments\/like-statuses$/.test(r.url())) bulkCalls.push(r.url())
    })
    await openComments(page, postPath(post))
    // One bulk call tells the signed-in visitor which comments they like.
    expect(bulkCalls).toEqual([
      expect.stringMatching(new RegExp(`/api/blog/${post.id}/comments/like-statuses$`)),
    ])
    const item = commentWith(page, text)
    await expect(item.getByRole('button', { name: 'Düzenle' })).toHaveCount(0)
    await expectLikeShown(item, false, 0)

    await likeButton(item).click()
    await expectLikeShown(item, true, 1)
    await expect
      .poll(async () => (await listComments(request, post.id, likerToken)).find((c) => c.id === comment.id))
      .toMatchObject({ isLiked: true, likeCount: 1 })

    await page.reload()
    await expectLikeShown(item, true, 1)
    await likeButton(item).click()
    await expectLikeShown(item, false, 0)
    await expect
      .poll(async () => (await listComments(request, post.id)).find((c) => c.id === comment.id)?.likeCount)
      .toBe(0)

    await item.getByRole('button', { name: 'Bildir', exact: true }).click()
    const report = item.locator('form.comment-report')
    await report.getByRole('button', { name: 'Bildirimi Gönder' }).click()
    await expect(report.getByText('Şikâyet nedeni en az 3 karakter olmalıdır.')).toBeVisible()
    const reason = unique('Reklam içeriyor')
    await report.getByRole('textbox', { name: 'Bildirme nedeni' }).fill(reason)
    await report.getByRole('button', { name: 'Bildirimi Gönder' }).click()
    await expect(item.getByText(/^Bildiriminiz alındı/)).toBeVisible()
    await expect(report).toHaveCount(0)

    const reported = (await moderationList(request, 'status=reported')).find((c) => c.id === comment.id)
    expect(reported).toMatchObject({ content: text, reportReason: reason, reportCount: 1 })
  })

  test('the author edits their comment (it goes back to moderation) and deletes it after confirming', async ({
    page,
    request,
  }) => {
    const { post, author, token, comment, text } = await approvedComment(request)
    await signIn(page, request, author)
    await openComments(page, postPath(post))
    const item = commentById(page, comment.id)
    await expect(item.locator('.comment__content')).toHaveText(text)
    await expect(item.getByRole('button', { name: 'Bildir', exact: true })).toHaveCount(0)

    await item.getByRole('button', { name: 'Düzenle' }).click()
    const editor = item.getByRole('textbox', { name: 'Yorumunuzu düzenleyin' })
    await expect(editor).toHaveValue(text)
    await expect(editor).toBeFocused()
    await editor.fill('x')
    await item.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(item.getByText('Yorum en az 2 karakter olmalıdır.')).toBeVisible()
    const edited = unique('Düzeltilmiş yorumum')
    await editor.fill(edited)
    await item.getByRole('button', { name: 'Kaydet', exact: true }).click()

    const after = commentById(page, comment.id)
    await expect(after.locator('.comment__content')).toHaveText(edited)
    await expect(after).toContainText('Onay bekliyor')
    await expect(after.getByRole('status')).toContainText('yeniden yayımlanacak')
    expect((await listComments(request, post.id)).map((c) => c.id)).not.toContain(comment.id)

    await after.getByRole('button', { name: 'Sil', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Yorumunuz silinsin mi?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Vazgeç' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(after).toBeVisible()

    await after.getByRole('button', { name: 'Sil', exact: true }).click()
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click()
    await expect(section(page).getByText('Yorumunuz silindi.')).toBeVisible()
    await expect(after).toHaveCount(0)
    expect((await listComments(request, post.id, token)).map((c) => c.id)).not.toContain(comment.id)
  })

  test('hostile comment text is shown as text and runs nothing', async ({ page, request }) => {
    const hostile = unique('<img src=x onerror=alert(1)><script>window.__xss=7</script>')
    const { post } = await approvedComment(request, hostile)
    await openComments(page, postPath(post))
    const item = commentWith(page, '<img src=x onerror=alert(1)>')
    await expect(item.locator('.comment__content')).toHaveText(hostile)
    await expect(section(page).locator('img[src="x"], script')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  })

  test('a refusal keeps what the visitor typed, and a failed like is taken back with a message', async ({
    page,
    request,
  }) => {
    const { post, text } = await approvedComment(request)
    await signIn(page, request)
    const refusal = 'Çok fazla istek gönderdiniz. Lütfen 10 dakika sonra tekrar deneyin.'
    await page.route(/\/api\/blog\/\d+\/comments$/, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, json: { message: refusal } })
        : route.fallback(),
    )
    await page.route(/\/like-status$/, (route) =>
      route.fulfill({ status: 500, json: { message: 'Sunucuda bir hata oluştu.' } }),
    )
    await openComments(page, postPath(post))

    const form = section(page).locator('form.comment-form')
    const typed = 'Bu metin bir ret sonrasında kaybolmamalı.'
    await form.getByRole('textbox', { name: 'Yorumunuz' }).fill(typed)
    await expect(form.getByText('Doğrulandı')).toBeVisible({ timeout: 20_000 })
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click()
    await expect(form.locator('.form-alert--error')).toHaveText(refusal)
    await expect(form.getByRole('textbox', { name: 'Yorumunuz' })).toHaveValue(typed)

    const item = commentWith(page, text)
    await likeButton(item).click()
    await expect(item.getByRole('alert')).toHaveText(/^Beğeniniz kaydedilemedi\. Sunucuda bir hata oluştu\./)
    await expectLikeShown(item, false, 0)
  })

  for (const theme of THEMES) {
    test(`a post with comments, a pending one and an open report form has no axe violations (${theme})`, async ({
      page,
      request,
    }) => {
      const { post } = await approvedComment(request)
      const viewer = await createConfirmedUser(request, newUser('Can', 'Öztürk'))
      const pending = unique('Henüz onaylanmamış yorumum.')
      await postComment(request, (await apiLogin(request, viewer)).token, post.id, pending)
      await loginAs(page, request, viewer)
      await storeTheme(page, theme)
      await openComments(page, postPath(post))
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(commentWith(page, pending)).toContainText('Onay bekliyor')
      await expect(section(page).locator('altcha-widget')).toBeAttached()
      const other = section(page)
        .locator('article.comment')
        .filter({ has: page.getByRole('button', { name: 'Bildir', exact: true }) })
        .first()
      await other.getByRole('button', { name: 'Bildir', exact: true }).click()
      await expect(other.getByRole('textbox', { name: 'Bildirme nedeni' })).toBeFocused()
      await page.evaluate(() => document.fonts.ready.then(() => undefined))

      // The rest of the page is a11y.spec.ts's (on a demo post); the hostile post's own content is not.
      await expectNoAxeViolations(page, { include: '#yorumlar' })
    })
  }
})
