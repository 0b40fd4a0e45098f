import type { Page } from '@playwright/test'
import {
  apiLogin,
  createConfirmedUser,
  newUser,
  solveCaptchaInPage,
  solvedCaptcha,
  submitLoginForm,
} from '../support/accounts.ts'
import { gradientPng } from '../support/images.ts'
import { linkTo, mailTo } from '../support/mail.ts'
import { expect, test } from '../support/site.ts'

const TOKEN_KEY = 'clinic.token'
const USER_KEY = 'clinic.user'

/** Where the session lives: [sessionStorage, localStorage] token presence. */
const storedIn = (page: Page) =>
  page.evaluate(
    ([t]) => ({ session: sessionStorage.getItem(t) !== null, local: localStorage.getItem(t) !== null }),
    [TOKEN_KEY] as const,
  )

const solveCaptcha = (page: Page) => solveCaptchaInPage(page)

const topBar = (page: Page) => page.getByRole('navigation', { name: 'Hesap' })

test.describe('a visitor’s account, from registration to logout', () => {
  // Captcha solving and mail delivery take a few seconds each on a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('register → confirmation mail → login (session only, then remembered) → profile and photo → password change → logout', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const user = newUser('Çağla', 'Öztürk')

    // Register through the form; a refusal would keep what was typed.
    await page.goto('/register')
    await page.getByLabel(/^Ad\b/).fill(user.firstName)
    await page.getByLabel('Soyad').fill(user.lastName)
    await page.getByLabel('E-posta').fill(user.email)
    await page.getByLabel(/^Şifre \*?$/).fill(user.password)
    await page.getByLabel(/^Şifre \(tekrar\)/).fill(user.password)
    await page.getByLabel(/Aydınlatma Metni’ni okudum/).check()
    await solveCaptcha(page)
    await page.getByRole('button', { name: 'Kayıt Ol' }).click()
    await expect(page.getByRole('status')).toContainText('Kaydınız alındı')
    await expect(page.getByText(user.email, { exact: true })).toBeVisible()

    // The confirmation mail's link opens the site's page, which confirms at once.
    const mail = await mailTo(user.email, /doğrulayın/i)
    await page.goto(linkTo(mail, '/confirm-email'))
    await expect(page.getByRole('status')).toContainText('doğrulandı')
    await page.getByRole('link', { name: 'Giriş Yap' }).last().click()
    await expect(page).toHaveURL(/\/login$/)

    // Without "Beni hatırla": the session lives in sessionStorage only.
    await submitLoginForm(page, user)
    await expect(page).toHaveURL(/\/$/)
    expect(await storedIn(page)).toEqual({ session: true, local: false })
    await expect(
      topBar(page).getByRole('button', { name: `Merhaba ${user.firstName} ${user.lastName}` }),
    ).toBeVisible()
    await expect(topBar(page).getByRole('link', { name: 'Giriş Yap' })).toBeHidden()

    // Profile: names (the greeting follows), phone, then a photo with its preview and the upload.
    await page.goto('/profile')
    await expect(page.getByLabel(/^Ad\b/)).toHaveValue(user.firstName)
    await page.getByLabel(/^Ad\b/).fill('Çağlar')
    await page.getByLabel('Telefon', { exact: true }).fill('+90 532 111 22 33')
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText('Bilgileriniz kaydedildi.')).toBeVisible()
    await expect(topBar(page).getByRole('button', { name: `Merhaba Çağlar ${user.lastName}` })).toBeAttached()

    await page
      .getByLabel('Fotoğraf seç')
      .setInputFiles({ name: 'yuz.png', mimeType: 'image/png', buffer: gradientPng() })
    await expect(page.getByRole('img', { name: 'Seçtiğiniz fotoğrafın önizlemesi' })).toHaveAttribute(
      'src',
      /^blob:/,
    )
    await page.getByRole('button', { name: 'Fotoğrafı yükle' }).click()
    await expect(page.getByText('Profil fotoğrafınız güncellendi.')).toBeVisible()
    const photo = page.getByRole('img', { name: 'Profil fotoğrafınız' })
    await expect(photo).toHaveAttribute('src', /\/uploads\/.+\.webp$/)
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const storedUser = await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? '{}'), USER_KEY)
    expect(storedUser.profileImagePath).toMatch(/\/uploads\/.+\.webp$/)

    // After reload everything is still there (it came from the API, not the form's state).
    await page.reload()
    await expect(page.getByLabel(/^Ad\b/)).toHaveValue('Çağlar')
    await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue('+90 532 111 22 33')

    // Change password: logged out everywhere and sent to /login, which says why.
    await page.getByRole('link', { name: 'Şifremi değiştir' }).click()
    await expect(page).toHaveURL(/\/change-password$/)
    const newPassword = 'Uzungöl-Sisli-Sabah-2026'
    await page.getByLabel(/^Mevcut şifre/).fill(user.password)
    await page.getByLabel(/^Yeni şifre \*?$/).fill(newPassword)
    await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill(newPassword)
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click()
    await expect(page).toHaveURL(/\/login\?sifre=degisti$/)
    await expect(page.getByText('Şifreniz değiştirildi. Lütfen yeni şifrenizle giriş yapın.')).toBeVisible()
    expect(await storedIn(page)).toEqual({ session: false, local: false })

    // The old password no longer works; the new one, remembered, lives in localStorage only.
    await submitLoginForm(page, user)
    await expect(page.getByRole('alert')).toContainText('E-posta adresi veya şifre hatalı.')
    await expect(page.getByLabel('E-posta')).toHaveValue(user.email)
    await page.getByLabel(/^Şifre/).fill(newPassword)
    await page.getByLabel('Beni hatırla').check()
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await storedIn(page)).toEqual({ session: false, local: true })

    // Çıkış Yap: both stores cleared, then /login.
    await topBar(page)
      .getByRole('button', { name: /^Merhaba/ })
      .click()
    await topBar(page).getByRole('button', { name: 'Çıkış Yap' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedIn(page)).toEqual({ session: false, local: false })
    await expect(topBar(page).getByRole('link', { name: 'Giriş Yap' })).toBeVisible()
  })

  test('a refused registration keeps what was typed and says why in Turkish', async ({ page, request }) => {
    const taken = await createConfirmedUser(request)
    await page.goto('/register')
    await page.getByLabel(/^Ad\b/).fill('Mehmet')
    await page.getByLabel('Soyad').fill('Kaya')
    await page.getByLabel('E-posta').fill(taken.email)
    await page.getByLabel(/^Şifre \*?$/).fill('Karadeniz-Kestane-61')
    await page.getByLabel(/^Şifre \(tekrar\)/).fill('Karadeniz-Kestane-61')
    await page.getByLabel(/Aydınlatma Metni’ni okudum/).check()
    await solveCaptcha(page)
    await page.getByRole('button', { name: 'Kayıt Ol' }).click()
    await expect(page.getByRole('alert')).toContainText(/kullanılıyor|kayıtlı/)
    await expect(page.getByLabel(/^Ad\b/)).toHaveValue('Mehmet')
    await expect(page.getByLabel('E-posta')).toHaveValue(taken.email)
    await expect(page.getByLabel('E-posta')).toHaveAttribute('aria-invalid', 'true')
    // The used captcha is reset: the visitor solves a new one before trying again.
    await expect(page.locator('altcha-widget input[name="captcha"]')).toHaveValue('')
  })

  test('the form checks fields before sending: Turkish errors, nothing sent', async ({ page }) => {
    let sent = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/Account/register')) sent++
    })
    await page.goto('/register')
    await page.getByLabel(/^Şifre \*?$/).fill('kisa')
    await page.getByLabel(/^Şifre \(tekrar\)/).fill('baska')
    await page.getByRole('button', { name: 'Kayıt Ol' }).click()
    await expect(page.getByText('Ad zorunludur.', { exact: true })).toBeVisible()
    await expect(page.getByText('Şifre en az 8 karakter olmalıdır.')).toBeVisible()
    await expect(page.getByText('Devam etmek için Aydınlatma Metni’ni okuduğunuzu onaylayın.')).toBeVisible()
    // (The captcha's own error is not asserted: focusing the form starts the widget, which may finish first.)
    await expect(page.getByLabel(/Aydınlatma Metni’ni okudum/)).not.toBeChecked()
    expect(sent).toBe(0)
  })

  test('an unconfirmed address is refused at login with an offer to resend the confirmation mail', async ({
    page,
    request,
  }) => {
    const user = newUser('Kemal', 'Demir')
    const res = await request.post('/api/Account/register', {
      data: { ...user, confirmPassword: user.password, captcha: await solvedCaptcha(request) },
    })
    expect(res.status()).toBe(201)
    await mailTo(user.email, /doğrulayın/i)

    await page.goto('/login')
    await submitLoginForm(page, user)
    await expect(page.getByRole('alert').first()).toContainText(/doğrula/i)
    await expect(page.getByRole('heading', { name: 'E-posta adresiniz doğrulanmadı' })).toBeVisible()
    await solveCaptcha(page)
    const before = Date.now()
    await page.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }).click()
    await expect(page.getByRole('status')).toBeVisible()
    const again = await mailTo(user.email, /doğrulayın/i)
    expect(again.links.length).toBeGreaterThan(0)
    expect(Date.now() - before).toBeLessThan(20_000)
    // The new link confirms; the user can then log in.
    await page.goto(linkTo(again, '/confirm-email'))
    await expect(page.getByRole('status')).toContainText('doğrulandı')
    await page.goto('/login')
    await submitLoginForm(page, user)
    await expect(page).toHaveURL(/\/$/)
  })

  test('forgot password → reset mail → new password → login', async ({ page, request }) => {
    const user = await createConfirmedUser(request)
    await page.goto('/login')
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await page.getByLabel('E-posta').fill(user.email)
    await solveCaptcha(page)
    await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click()
    await expect(page.getByRole('status')).toBeVisible()

    const mail = await mailTo(user.email, /şifre/i)
    await page.goto(linkTo(mail, '/reset-password'))
    await expect(page.getByText(user.email, { exact: true })).toBeVisible()
    const fresh = 'Boztepe-Manzara-Cay-88'
    await page.getByLabel(/^Yeni şifre \*?$/).fill(fresh)
    await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill('farkli-bir-sifre-99')
    await page.getByRole('button', { name: 'Şifremi yenile' }).click()
    await expect(page.getByText('Şifreler eşleşmiyor.')).toBeVisible()
    await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill(fresh)
    await page.getByRole('button', { name: 'Şifremi yenile' }).click()
    await expect(page.getByRole('status')).toBeVisible()

    // The link is single-use.
    await page.goto(linkTo(mail, '/reset-password'))
    await page.getByLabel(/^Yeni şifre \*?$/).fill('Baska-Bir-Sifre-2027')
    await page.getByLabel(/^Yeni şifre \(tekrar\)/).fill('Baska-Bir-Sifre-2027')
    await page.getByRole('button', { name: 'Şifremi yenile' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Yeni bağlantı iste' })).toBeVisible()

    expect((await apiLogin(request, { email: user.email, password: fresh })).token).toBeTruthy()
  })

  test('a reset page opened without its link says so', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByRole('alert')).toContainText('Bu bağlantı geçersiz.')
    await page.goto('/confirm-email?userId=1&token=yanlis')
    await expect(page.getByRole('alert')).toBeVisible()
  })

  test('the personal data download holds the member’s data and no secret', async ({ page, request }) => {
    const user = await createConfirmedUser(request, newUser('Elif', 'Şahin'))
    await page.goto('/login')
    await submitLoginForm(page, user)
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/profile')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Verilerimi indir (JSON)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.json$/)
    const text = (await (await download.createReadStream()).toArray()).join('')
    const data = JSON.parse(text)
    expect(JSON.stringify(data)).toContain(user.email)
    expect(text).not.toMatch(/passwordHash|tokenVersion|argon2/i)
  })

  test('account deletion: a wrong password changes nothing; the right one erases the account', async ({
    page,
    request,
  }) => {
    const user = await createConfirmedUser(request, newUser('Burak', 'Aydın'))
    await page.goto('/login')
    await submitLoginForm(page, user, { remember: true })
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Hesabımı sil…' }).click()
    await page.getByLabel(/^Onaylamak için şifreniz/).fill('yanlis-sifre-000')
    await page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByLabel(/^Onaylamak için şifreniz/)).toHaveAttribute('aria-invalid', 'true')
    expect((await apiLogin(request, user)).token).toBeTruthy()

    await page.getByLabel(/^Onaylamak için şifreniz/).fill(user.password)
    await page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click()
    await expect(page.getByText('Hesabınız ve size ait tüm veriler silindi.')).toBeVisible()
    expect(await storedIn(page)).toEqual({ session: false, local: false })
    await expect(topBar(page).getByRole('link', { name: 'Giriş Yap' })).toBeVisible()
    const login = await request.post('/api/Account/login', {
      data: { email: user.email, password: user.password },
    })
    expect(login.status()).toBe(401)
  })
})
