import { ADMIN } from '../support/product.ts'
import { expect, test } from '../support/test.ts'

// The product global-setup started, as `pnpm start` runs it: one port for the site, the admin, the API and uploads.
const base = () => process.env.E2E_BASE_URL ?? ''

test('the site, the admin, the API, uploads and the search call answer on one port', async () => {
  const home = await fetch(`${base()}/`, { headers: { 'accept-encoding': 'br' } })
  expect(home.status).toBe(200)
  expect(home.headers.get('content-type')).toContain('text/html')
  expect(home.headers.get('content-encoding')).toBe('br')

  const admin = await fetch(`${base()}/admin/`)
  expect(admin.status).toBe(200)
  const adminHtml = await admin.text()
  expect(adminHtml).toContain('<div id="root">')
  expect(admin.headers.get('content-security-policy')).toContain("script-src 'self'")
  const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(adminHtml)?.[1]
  expect(script).toBeTruthy()
  const asset = await fetch(`${base()}${script}`, { headers: { 'accept-encoding': 'gzip' } })
  expect(asset.status).toBe(200)
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(asset.headers.get('content-encoding')).toBe('gzip')

  // A deep link into the admin answers its page; the app's router takes it from there.
  const deep = await fetch(`${base()}/admin/blog/edit/7?sekme=seo`)
  expect(deep.status).toBe(200)
  expect(await deep.text()).toBe(adminHtml)

  const health = await fetch(`${base()}/api/health`)
  expect(health.status).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'ok', site: { targets: ['builder'] } })

  const posts = (await (await fetch(`${base()}/api/blog`)).json()) as Array<{ imagePath: string | null }>
  const picture = posts.find((p) => p.imagePath?.startsWith('/uploads/'))?.imagePath
  expect(picture).toBeTruthy()
  const upload = await fetch(`${base()}${picture}`)
  expect(upload.status).toBe(200)
  expect(upload.headers.get('content-type')).toBe('image/webp')

  const search = await fetch(`${base()}/inc/ajax-search.html`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'searchTerm=diz',
  })
  expect(search.status).toBe(200)
  expect(await search.text()).toContain('search-results')

  const missing = await fetch(`${base()}/bu-sayfa-yok`)
  expect(missing.status).toBe(404)
  expect(await missing.text()).toContain('<html')
})

test('a visitor who is not logged in is sent from an admin deep link to the login with the whole path kept', async ({
  page,
}) => {
  await page.goto(`${base()}/admin/blog/edit/7?sekme=seo`)
  await page.waitForURL(/\/login\?/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/blog/edit/7?sekme=seo')
})

test('an admin opens the admin on the same port and sees the site live', async ({ page }) => {
  const res = await fetch(`${base()}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, rememberMe: true }),
  })
  const login = (await res.json()) as { token: string }
  await page.addInitScript((session) => {
    localStorage.setItem('clinic.token', session.token)
    localStorage.setItem('clinic.user', JSON.stringify(session))
  }, login)
  await page.goto(`${base()}/admin/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genel bakış')
  await expect(page.getByText('Site: Yayında')).toBeVisible()
  await page.getByRole('link', { name: 'Yayın durumu' }).click()
  await expect(page).toHaveURL(/\/admin\/publishing$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Yayın')
  await expect(page.getByText('Yayında', { exact: false }).first()).toBeVisible()
})
