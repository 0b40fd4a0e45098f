import {
  apiLogin,
  createConfirmedUser,
  loginNewMember,
  openAsAdmin,
  storeSession,
  submitLoginForm,
} from '../support/accounts.ts'
import { expect, test } from '../support/site.ts'

/** A JWT-shaped token whose `exp` is the given time (seconds); the site only reads the payload. */
function tokenExpiringAt(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', roles: ['User'], exp })}.imza`
}

test.describe('the route guard (docs/spec §2)', () => {
  for (const path of ['/profile', '/change-password']) {
    test(`${path} without login goes to /login with the full path, and back after login`, async ({
      page,
      request,
    }) => {
      const user = await createConfirmedUser(request)
      await page.goto(`${path}?sekme=bilgiler#fotograf`)
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${path}?sekme=bilgiler#fotograf`)}`)
      await submitLoginForm(page, user)
      await expect(page).toHaveURL(`${path}?sekme=bilgiler#fotograf`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/confirm-email']) {
    test(`${path} sends a logged-in visitor home`, async ({ page, request }) => {
      await loginNewMember(page, request)
      await page.goto(path)
      await expect(page).toHaveURL(/\/$/)
    })
  }

  test('an admin route visited by a member goes home; by a guest, to /login with the path', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/users')
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/admin/users')}`)
    await loginNewMember(page, request)
    await page.goto('/admin/users')
    await expect(page).toHaveURL(/\/$/)
  })

  test('after login the redirect goes only to a path of this site', async ({ page, request }) => {
    const user = await createConfirmedUser(request)
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/x')}`)
    await submitLoginForm(page, user)
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })

  test('"Giriş Yap" from a post brings the visitor back to that post', async ({ page, request }) => {
    const user = await createConfirmedUser(request)
    await page.goto('/blog')
    const first = page.locator('main a[href^="/blog/"]').first()
    const href = (await first.getAttribute('href')) ?? ''
    await page.goto(href)
    await page.getByRole('navigation', { name: 'Hesap' }).getByRole('link', { name: 'Giriş Yap' }).click()
    await submitLoginForm(page, user)
    await expect(page).toHaveURL(href)
  })
})

test.describe('the session on static pages', () => {
  test('an expired token logs the visitor out: both stores cleared, the guest menu shown, members’ pages refused', async ({
    page,
  }) => {
    const expired = tokenExpiringAt(Math.floor(Date.now() / 1000) - 60)
    await storeSession(page, expired, { firstName: 'Eski', lastName: 'Oturum', roles: ['User'] })
    await page.addInitScript((t) => localStorage.setItem('clinic.token', t), expired)
    await page.goto('/')
    const account = page.getByRole('navigation', { name: 'Hesap' })
    await expect(account.getByRole('link', { name: 'Giriş Yap' })).toBeVisible()
    await expect(account.getByText('Merhaba Eski Oturum')).toBeHidden()
    await expect
      .poll(() =>
        page.evaluate(() => [sessionStorage.getItem('clinic.token'), localStorage.getItem('clinic.token')]),
      )
      .toEqual([null, null])
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
  })

  test('a stored token the server refuses logs the visitor out and sends a members’ page to /login', async ({
    page,
    request,
  }) => {
    // A stored token the server no longer accepts (its user changed the password elsewhere) is refused with 401.
    const user = await loginNewMember(page, request)
    const { token } = await apiLogin(request, user)
    await request.post('/api/Account/change-password', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        currentPassword: user.password,
        newPassword: 'Yepyeni-Sifre-2026',
        confirmNewPassword: 'Yepyeni-Sifre-2026',
      },
    })
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
    expect(await page.evaluate(() => sessionStorage.getItem('clinic.token'))).toBeNull()
  })

  test('the static HTML shows a logged-in visitor’s menu before any script file runs (no flash)', async ({
    page,
    request,
  }) => {
    const user = await loginNewMember(page, request)
    // Only the inline scripts of the page run: every bundle is refused.
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort())
    await page.goto('/blog')
    const account = page.getByRole('navigation', { name: 'Hesap' })
    await expect(account.getByText(`Merhaba ${user.firstName} ${user.lastName}`)).toBeVisible()
    await expect(account.getByRole('link', { name: 'Giriş Yap' })).toBeHidden()
    await expect(account.getByRole('link', { name: 'Kayıt Ol' })).toBeHidden()
    await expect(account.getByRole('button', { name: /Yönetim/ })).toBeHidden()
  })

  test('before its script runs, no account form can be sent natively (a password never reaches a URL)', async ({
    page,
  }) => {
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort())
    for (const [path, button] of [
      ['/login', 'Giriş Yap'],
      ['/register', 'Kayıt Ol'],
      ['/forgot-password', 'Sıfırlama bağlantısı gönder'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('button', { name: button })).toBeDisabled()
    }
  })

  test('an admin sees the spec’s admin entries, linking into the admin app', async ({ page, request }) => {
    await openAsAdmin(page, request, '/')
    const account = page.getByRole('navigation', { name: 'Hesap' })
    await account.getByRole('button', { name: /Yönetim/ }).click()
    for (const [name, href] of [
      ['Kullanıcı Yönetimi', '/admin/users'],
      ['Bloglar', '/admin/blogs'],
      ['Kategoriler', '/admin/categories'],
      ['Yorumlar', '/admin/comments'],
      ['Operasyonlar', '/admin/operations'],
      ['Kataloglar', '/admin/catalogs'],
      ['Geçmiş Olsun Mesajları', '/admin/wellness-messages'],
    ] as const) {
      await expect(account.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(account.getByText('Blog Yönetimi')).toBeVisible()
    await expect(account.getByText('Operasyon Yönetimi')).toBeVisible()
  })

  test('a login in another tab shows in this one; a logout elsewhere sends a members’ page to /login', async ({
    context,
    request,
  }) => {
    const user = await createConfirmedUser(request)
    const first = await context.newPage()
    await first.goto('/profile')
    await expect(first).toHaveURL(/\/login/)
    await first.getByLabel('E-posta').fill(user.email)
    await first.getByLabel(/^Şifre/).fill(user.password)
    await first.getByLabel('Beni hatırla').check()
    await first.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(first).toHaveURL(/\/profile$/)

    const second = await context.newPage()
    await second.goto('/')
    await expect(second.getByRole('navigation', { name: 'Hesap' }).getByText(/^Merhaba/)).toBeVisible()
    await second
      .getByRole('navigation', { name: 'Hesap' })
      .getByRole('button', { name: /^Merhaba/ })
      .click()
    await second.getByRole('button', { name: 'Çıkış Yap' }).click()
    await expect(first).toHaveURL(/\/login\?redirect=%2Fprofile$/)
  })
})
