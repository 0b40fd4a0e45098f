/**
 * `pnpm --filter @clinic/e2e screenshots`: every page type of the site and every admin screen, at phone, tablet and
 * desktop widths, in both themes, into e2e/screenshots-out/ with an index.html to look through them. Starts its own
 * product on a fresh database with the demo content (build the admin first: `pnpm --filter @clinic/admin build`).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Blog } from '@clinic/contract/blog'
import { TRANSLATION_LOCALES } from '@clinic/contract/locales'
import type { Operation } from '@clinic/contract/operation'
import { type Browser, chromium, type Page } from '@playwright/test'
import { storeTheme, THEMES, type Theme } from '../support/a11y.ts'
import { storeSession } from '../support/accounts.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts'
import { ADMIN, startProduct, waitFor } from '../support/product.ts'
import { adminToken, settled } from '../support/publishing.ts'

const OUT = fileURLToPath(new URL('../screenshots-out/', import.meta.url))

/** Phone, two tablets (portrait and landscape) and a desktop, as the issue names them. */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'tablet-landscape', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

interface Shot {
  /** A file-name-safe name of the page type. */
  name: string
  path: string
  /** Who looks: a guest, or the admin (signed in before the page loads). */
  as: 'guest' | 'admin'
}

async function getJson<T>(baseUrl: string, url: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`)
  return (await res.json()) as T
}

/** Every page type once, with real rows of the demo content where a page shows one. */
async function shotsOf(baseUrl: string, token: string): Promise<Shot[]> {
  const [post] = await getJson<Blog[]>(baseUrl, '/api/blog?pageSize=1')
  const [operation] = await getJson<Operation[]>(baseUrl, '/api/Operation?pageSize=1')
  const catalogs = await getJson<Array<{ id: number }>>(baseUrl, '/api/Catalog')
  const users = await getJson<Array<{ id: number }>>(baseUrl, '/api/Users?pageSize=1', token)
  if (!post || !operation) throw new Error('the demo content is missing')
  // Issue 23: each language's home, newest post and newest operation, as a patient abroad reads them.
  const localized: Shot[] = []
  for (const locale of TRANSLATION_LOCALES) {
    const [localPost] = await getJson<Blog[]>(baseUrl, `/api/blog?pageSize=1&locale=${locale}`)
    const [localOperation] = await getJson<Operation[]>(baseUrl, `/api/Operation?pageSize=1&locale=${locale}`)
    localized.push({ name: `site-home-${locale}`, path: `/${locale}`, as: 'guest' })
    if (localPost)
      localized.push({
        name: `site-blog-post-${locale}`,
        path: `/${locale}/blog/${localPost.slug}`,
        as: 'guest',
      })
    if (localOperation) {
      const operationPath = `/${locale}/operations/${localOperation.slug}`
      localized.push({ name: `site-operation-${locale}`, path: operationPath, as: 'guest' })
    }
  }
  const tag = post.tags[0]
  const guest = (name: string, url: string): Shot => ({ name, path: url, as: 'guest' })
  const admin = (name: string, url: string): Shot => ({ name, path: url, as: 'admin' })
  return [
    guest('site-home', '/'),
    guest('site-blog-list', '/blog'),
    guest('site-blog-post', `/blog/${encodeURIComponent(post.slug)}`),
    ...(tag ? [guest('site-tag', `/tag/${encodeURIComponent(tag)}`)] : []),
    guest('site-operations', '/operations'),
    guest('site-operation', `/operations/${encodeURIComponent(operation.slug)}`),
    guest('site-about', '/about'),
    guest('site-booking', '/randevu'),
    guest('site-contact', '/iletisim'),
    guest('site-get-well', '/gecmis-olsun'),
    guest('site-login', '/login'),
    guest('site-register', '/register'),
    guest('site-forgot-password', '/forgot-password'),
    guest('site-privacy-notice', '/aydinlatma-metni'),
    guest('site-cookie-policy', '/cerez-politikasi'),
    guest('site-not-found', '/bulunmayan-bir-sayfa'),
    admin('site-profile', '/profile'),
    admin('site-change-password', '/change-password'),
    admin('site-home-signed-in', '/'),
    ...localized,
    guest('admin-login', '/admin/login'),
    admin('admin-overview', '/admin/'),
    admin('admin-blogs', '/admin/blogs'),
    admin('admin-blog-create', '/admin/blog/create'),
    admin('admin-blog-edit', `/admin/blog/edit/${post.id}`),
    admin('admin-categories', '/admin/categories'),
    admin('admin-comments', '/admin/comments'),
    admin('admin-operations', '/admin/operations'),
    admin('admin-operation-create', '/admin/operation/create'),
    admin('admin-operation-edit', `/admin/operation/edit/${operation.id}`),
    admin('admin-catalogs', '/admin/catalogs'),
    admin('admin-catalog-new', '/admin/catalogs/new'),
    ...(catalogs[0] ? [admin('admin-catalog-edit', `/admin/catalogs/edit/${catalogs[0].id}`)] : []),
    admin('admin-wellness-messages', '/admin/wellness-messages'),
    admin('admin-contact-messages', '/admin/contact-messages'),
    admin('admin-users', '/admin/users'),
    ...(users[0] ? [admin('admin-user', `/admin/users/${users[0].id}`)] : []),
    admin('admin-publishing', '/admin/publishing'),
    admin('admin-settings', '/admin/settings'),
    admin('admin-audit', '/admin/audit'),
    admin('admin-security', '/admin/security'),
    admin('admin-advertising-overrides', '/admin/advertising-overrides'),
    admin('admin-data-requests', '/admin/data-requests'),
    admin('admin-statistics', '/admin/statistics'),
    admin('admin-consents', '/admin/consents'),
    admin('admin-consent-new', '/admin/consents/new'),
  ]
}

const fileOf = (shot: Shot, width: (typeof WIDTHS)[number], theme: Theme) =>
  `${shot.name}--${width.width}-${width.name}--${theme}.png`

async function take(
  browser: Browser,
  baseUrl: string,
  session: { token: string; user: object },
  shot: Shot,
  width: (typeof WIDTHS)[number],
  theme: Theme,
): Promise<string | undefined> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: width.width, height: width.height },
    isMobile: width.name === 'phone',
    hasTouch: width.name !== 'desktop',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    colorScheme: theme,
  })
  const page: Page = await context.newPage()
  try {
    await storeTheme(page, theme)
    if (shot.as === 'admin') await storeSession(page, session.token, session.user)
    await page.goto(shot.path, { waitUntil: 'networkidle' })
    // Lazy images and web fonts settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: path.join(OUT, fileOf(shot, width, theme)), fullPage: true })
    return undefined
  } catch (error) {
    return `${shot.path} at ${width.width} px, ${theme}: ${String(error)}`
  } finally {
    await context.close()
  }
}

function indexHtml(shots: readonly Shot[], problems: readonly string[]): string {
  const htmlText = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
  const sections = shots.map((shot) => {
    const figures = THEMES.flatMap((theme) =>
      WIDTHS.map((width) => {
        const file = fileOf(shot, width, theme)
        return `<figure><a href="${file}"><img src="${file}" loading="lazy" alt=""></a><figcaption>${width.width} px · ${theme}</figcaption></figure>`
      }),
    ).join('')
    return `<section id="${shot.name}"><h2>${htmlText(shot.name)} <small>${htmlText(shot.path)} (${shot.as})</small></h2><div class="row">${figures}</div></section>`
  })
  const list = problems.length
    ? `<h2>Not taken</h2><ul>${problems.map((p) => `<li>${htmlText(p)}</li>`).join('')}</ul>`
    : ''
  return `<!doctype html><html lang="tr"><meta charset="utf-8"><title>Ekran görüntüleri</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;background:#eef3f6}nav a{margin-right:8px}
.row{display:flex;gap:12px;overflow-x:auto;align-items:flex-start}figure{margin:0;flex:none}
img{width:220px;max-height:420px;object-fit:cover;object-position:top;border:1px solid #99a}small{color:#555;font-weight:normal}</style>
<h1>Ekran görüntüleri (${shots.length} sayfa × ${WIDTHS.length} genişlik × ${THEMES.length} tema)</h1>
<nav>${shots.map((s) => `<a href="#${s.name}">${htmlText(s.name)}</a>`).join('')}</nav>${list}${sections.join('')}</html>`
}

const product = await startProduct()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const token = await adminToken(product.baseUrl)
  await settled(product.baseUrl, token, 300_000)
  await waitFor(
    'the built home page',
    async () => ((await fetch(product.baseUrl)).ok ? true : undefined),
    60_000,
  )
  const login = await fetch(`${product.baseUrl}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token: sessionToken, ...user } = (await login.json()) as { token: string }
  const shots = await shotsOf(product.baseUrl, token)
  await rm(OUT, { recursive: true, force: true })
  await mkdir(OUT, { recursive: true })
  const jobs = shots.flatMap((shot) =>
    WIDTHS.flatMap((width) => THEMES.map((theme) => ({ shot, width, theme }))),
  )
  const problems: string[] = []
  // Two pages at a time: the machines these run on have two cores.
  const queue = [...jobs]
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const problem = await take(
          browser,
          product.baseUrl,
          { token: sessionToken, user },
          job.shot,
          job.width,
          job.theme,
        )
        if (problem) problems.push(problem)
      }
    }),
  )
  await writeFile(path.join(OUT, 'index.html'), indexHtml(shots, problems))
  console.log(
    `${jobs.length - problems.length} of ${jobs.length} screenshots in ${path.join(OUT, 'index.html')}`,
  )
  for (const problem of problems) console.error(problem)
  process.exitCode = problems.length ? 1 : 0
} finally {
  await browser.close()
  await product.stop()
}
// product.stop leaves a fallback timer behind; nothing else is left to wait for.
process.exit()
