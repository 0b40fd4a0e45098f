import type { User } from '@clinic/contract/user'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { solveChallenge } from 'altcha-lib/v1'
import { linkTo, mailTo } from './mail.ts'
import { ADMIN } from './product.ts'

export { ADMIN }

export interface TestUser {
  firstName: string
  lastName: string
  email: string
  password: string
}

let counter = 0
/** A fresh visitor with a unique address (specs run in parallel against one database). */
export function newUser(firstName = 'Ayşe', lastName = 'Yılmaz'): TestUser {
  counter += 1
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`
  return { firstName, lastName, email: `ziyaretci-${unique}@example.com`, password: 'Karadeniz-Kestane-61' }
}

/** Solves the API's captcha in Node, as the ALTCHA widget does in the browser, and returns the form's payload. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha')).json()) as {
    algorithm: string
    challenge: string
    maxnumber: number
    salt: string
    signature: string
  }
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise
  if (!solution) throw new Error('the captcha could not be solved')
  const { algorithm, challenge: hash, salt, signature } = challenge
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature }),
  ).toString('base64')
}

/** Registers over the API and follows the confirmation link of the mail, so the user can log in. */
export async function createConfirmedUser(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const res = await request.post('/api/Account/register', {
    data: { ...user, confirmPassword: user.password, captcha: await solvedCaptcha(request) },
  })
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`)
  const link = new URL(linkTo(await mailTo(user.email, /doğrulayın/i), '/confirm-email'))
  const confirmed = await request.get(`/api/Account/confirm-email${link.search}`)
  if (!confirmed.ok()) throw new Error(`confirm failed: ${confirmed.status()} ${await confirmed.text()}`)
  return user
}

/** The header a signed-in call carries. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The login answer of the API for a user. */
export async function apiLogin(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const res = await request.post('/api/Account/login', {
    data: { email: user.email, password: user.password },
  })
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`)
  return (await res.json()) as { token: string; firstName: string; lastName: string; roles: string[] }
}

/** The user the API lists for an exact e-mail, as the admin sees it (specs find their own members by search). */
export async function userByEmail(request: APIRequestContext, email: string): Promise<User> {
  const { token } = await apiLogin(request, ADMIN)
  const res = await request.get(`/api/Users?search=${encodeURIComponent(email)}`, { headers: bearer(token) })
  expect(res.status()).toBe(200)
  const found = ((await res.json()) as User[]).find((u) => u.email === email)
  expect(found, email).toBeDefined()
  return found!
}

/**
 * Stores a session as the site stores it after a login without "Beni hatırla" (sessionStorage), before any page of
 * the site loads; once per tab, so a later logout in the spec sticks.
 */
export async function storeSession(page: Page, token: string, user: object) {
  await page.addInitScript(
    ([t, u]) => {
      if (sessionStorage.getItem('e2e.session-set')) return
      sessionStorage.setItem('e2e.session-set', '1')
      sessionStorage.setItem('clinic.token', t)
      sessionStorage.setItem('clinic.user', u)
    },
    [token, JSON.stringify(user)] as const,
  )
}

/** Logs a user in for a spec that is not about the login form (see `storeSession`). */
export async function loginAs(
  page: Page,
  request: APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
) {
  const { token, ...rest } = await apiLogin(request, user)
  await storeSession(page, token, rest)
  return token
}

/** The admin, logged in, on an admin screen (or any page) of the product. */
export async function openAsAdmin(page: Page, request: APIRequestContext, path: string) {
  await loginAs(page, request, ADMIN)
  await page.goto(path)
}

/** A new confirmed member, logged in for the spec. */
export async function loginNewMember(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await createConfirmedUser(request)
  await loginAs(page, request, user)
  return user
}

/** Fills the site's login form (already open) and sends it, as a visitor types it. */
export async function submitLoginForm(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  { remember = false } = {},
) {
  await page.getByLabel('E-posta').fill(user.email)
  await page.getByLabel(/^Şifre/).fill(user.password)
  if (remember) await page.getByLabel('Beni hatırla').check()
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
}

/**
 * The ALTCHA widget of a form in the page: it starts on its own when the visitor focuses the form, or when its
 * "Ben robot değilim" box is ticked; waits until the form holds the solution. `scope` narrows it to one form.
 */
export async function solveCaptchaInPage(page: Page, scope: Page | ReturnType<Page['locator']> = page) {
  const widget = scope.locator('altcha-widget')
  const solution = widget.locator('input[name="captcha"]')
  await widget.scrollIntoViewIfNeeded()
  if (!(await solution.inputValue().catch(() => ''))) {
    // Already verifying after a focus: the box is replaced by a spinner, and the wait below covers it.
    await widget
      .getByText('Ben robot değilim')
      .click({ timeout: 2_000 })
      .catch(() => undefined)
  }
  await expect(solution).toHaveValue(/.+/, { timeout: 20_000 })
}
