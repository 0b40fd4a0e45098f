import { createConfirmedUser, newUser, solveCaptchaInPage } from '../support/accounts.ts'
import { linkTo, mailTo } from '../support/mail.ts'
import { expect, test } from '../support/site.ts'

/**
 * Issue 23, decision 0282: the API answers in Turkish; on an English, Georgian or Russian page its refusals are said
 * in the page's language (by status and field), and a Turkish page keeps the API's own message.
 */

test.describe('the API’s refusals in the page’s language', () => {
  // Captcha solving takes a few seconds on a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('a wrong password on /en/login is said in English, on /login in the API’s Turkish', async ({
    page,
    request,
  }) => {
    const user = await createConfirmedUser(request)
    await page.goto('/en/login')
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel(/^Password/).fill('Yanlis-Sifre-2026')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText('The e-mail address or password is incorrect.')
    await expect(alert).not.toContainText('hatalı')

    await page.goto('/login')
    await page.getByLabel('E-posta').fill(user.email)
    await page.getByLabel(/^Şifre/).fill('Yanlis-Sifre-2026')
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı.')
  })

  test('an already registered e-mail on /ru/register is said in Russian, in the alert and under the box', async ({
    page,
    request,
  }) => {
    const taken = await createConfirmedUser(request)
    await page.goto('/ru/register')
    await page.getByLabel(/^Имя/).fill('Нино')
    await page.getByLabel(/^Фамилия/).fill('Беридзе')
    await page.getByLabel(/^Электронная почта/).fill(taken.email)
    await page.getByLabel(/^Пароль \*?$/).fill('Karadeniz-Kestane-61')
    await page.getByLabel(/^Пароль \(повторите\)/).fill('Karadeniz-Kestane-61')
    await page.getByLabel(/Я ознакомился/).check()
    await solveCaptchaInPage(page)
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
    const sentence = 'Аккаунт с этим адресом электронной почты уже существует.'
    await expect(page.getByRole('alert')).toHaveText(sentence)
    const email = page.getByLabel(/^Электронная почта/)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(sentence)
    await expect(page.locator('main')).not.toContainText('kayıtlı')

    // A new address: the API's Turkish confirmation is said in Russian too.
    const fresh = newUser()
    await email.fill(fresh.email)
    await solveCaptchaInPage(page)
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Спасибо за регистрацию. Вы сможете войти после подтверждения адреса электронной почты.',
    )
    await expect(page.locator('main')).not.toContainText('Kaydınız')

    // The confirmation e-mail is in Russian and opens the Russian page, which confirms in Russian (decision 0282).
    const mail = await mailTo(fresh.email, /^Подтвердите адрес электронной почты$/)
    expect(mail.text).toContain('Здравствуйте!')
    expect(mail.text).not.toMatch(/Merhaba|doğrula/)
    const link = new URL(linkTo(mail, '/ru/confirm-email'))
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('status')).toHaveText(
      'Ваш адрес электронной почты подтверждён. Теперь Вы можете войти.',
    )
  })

  test('on /ka/login too many attempts, a server failure and no network are said in Georgian', async ({
    page,
  }) => {
    await page.goto('/ka/login')
    const form = page.locator('form').filter({ has: page.locator('input[type=password]') })
    const send = async () => {
      await form.locator('input[type=email]').fill('nino@example.com')
      await form.locator('input[type=password]').fill('Karadeniz-Kestane-61')
      await form.locator('button[type=submit]').click()
    }
    const turkish = (status: number, message: string) =>
      page.route('**/api/Account/login**', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) }),
      )

    await turkish(429, 'Çok fazla deneme. Lütfen 5 dakika sonra tekrar deneyin.')
    await send()
    await expect(page.getByRole('alert')).toHaveText(
      'ძალიან ბევრი მცდელობა. გთხოვთ, დაელოდოთ რამდენიმე წუთს და სცადოთ თავიდან.',
    )

    await page.unroute('**/api/Account/login**')
    await turkish(503, 'Sunucu geçici olarak kullanılamıyor.')
    await send()
    await expect(page.getByRole('alert')).toHaveText(
      'ჩვენს მხარეს შეცდომა მოხდა. გთხოვთ, სცადოთ მოგვიანებით.',
    )

    await page.unroute('**/api/Account/login**')
    await page.route('**/api/Account/login**', (route) => route.abort('internetdisconnected'))
    await send()
    await expect(page.getByRole('alert')).toHaveText(
      'სერვერთან დაკავშირება ვერ მოხერხდა. გთხოვთ, შეამოწმოთ ინტერნეტკავშირი და სცადოთ თავიდან.',
    )
  })
})
