import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, describe, expect, test } from 'vitest'
import { PERMISSIONS_POLICY } from '../../src/plugins/security.ts'
import { useTestApp } from '../helper.ts'
import { releaseOnlySite } from '../release-only-site.ts'

// The served site without running Astro (a release folder written here), the admin from a stand-in build, uploads.
const siteRoot = mkdtempSync(path.join(os.tmpdir(), 'clinic-headers-site-'))
const adminDist = mkdtempSync(path.join(os.tmpdir(), 'clinic-headers-admin-'))
mkdirSync(path.join(adminDist, 'assets'))
writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><div id="root"></div>')
const t = useTestApp({
  site: releaseOnlySite(siteRoot),
  admin: { serve: true, dist: adminDist },
  bookingUrl: 'https://randevu.example/takvim',
})

afterAll(async () => {
  await rm(siteRoot, { recursive: true, force: true })
  await rm(adminDist, { recursive: true, force: true })
})

async function useRelease(present: boolean) {
  await rm(path.join(siteRoot, 'current'), { force: true })
  if (!present) return
  const dir = path.join(siteRoot, 'releases', 'r1')
  await mkdir(path.join(dir, 'blog'), { recursive: true })
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Ana Sayfa</title>')
  await writeFile(path.join(dir, '404.html'), '<!doctype html><title>Sayfa bulunamadı</title>')
  await writeFile(path.join(dir, 'rss.xml'), '<?xml version="1.0"?><rss version="2.0"></rss>')
  await writeFile(path.join(dir, 'sitemap-index.xml'), '<?xml version="1.0"?><sitemapindex/>')
  await symlink(path.join('releases', 'r1'), path.join(siteRoot, 'current'))
}

const STRICT = ["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"]

function expectStrictCsp(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy'])
  for (const directive of STRICT) expect(csp, what).toContain(directive)
  expect(csp, what).not.toContain("'unsafe-inline'")
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

/** One request of every kind the server answers, with what it is. */
async function everyKind(): Promise<Array<[string, LightMyRequestResponse]>> {
  const token = await t.loginAsAdmin()
  return [
    ['API JSON', await t.app.inject({ method: 'GET', url: '/api/blog' })],
    ['API 401', await t.app.inject({ method: 'GET', url: '/api/Account/profile' })],
    ['API 400', await t.app.inject({ method: 'GET', url: '/api/blog/abc/comments?page=x' })],
    ['API 404', await t.app.inject({ method: 'GET', url: '/api/yok' })],
    [
      'API personal',
      await t.app.inject({
        method: 'GET',
        url: '/api/Account/profile',
        headers: { authorization: `Bearer ${token}` },
      }),
    ],
    ['upload 404', await t.app.inject({ method: 'GET', url: '/uploads/content/yok.webp' })],
    ['site page', await t.app.inject({ method: 'GET', url: '/' })],
    ['site 404 page', await t.app.inject({ method: 'GET', url: '/bu-sayfa-yok' })],
    ['RSS', await t.app.inject({ method: 'GET', url: '/rss.xml' })],
    ['sitemap', await t.app.inject({ method: 'GET', url: '/sitemap-index.xml' })],
    [
      'search fragment',
      await t.app.inject({
        method: 'POST',
        url: '/inc/ajax-search.html',
        headers: FORM,
        payload: 'searchTerm=diz',
      }),
    ],
    ['admin', await t.app.inject({ method: 'GET', url: '/admin/' })],
    ['admin deep link', await t.app.inject({ method: 'GET', url: '/admin/blogs' })],
  ]
}

describe('headers on every answer', () => {
  test('every answer (API, errors, site, feeds, search, admin, uploads) carries the Permissions-Policy', async () => {
    await useRelease(true)
    for (const [what, res] of await everyKind()) {
      expect(res.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY)
    }
    for (const feature of [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
      'usb=()',
      'browsing-topics=()',
      'interest-cohort=()',
    ])
      expect(PERMISSIONS_POLICY).toContain(feature)
  })

  test('only /uploads/ may be embedded by other origins; everything else is same-origin', async () => {
    await useRelease(true)
    for (const [what, res] of await everyKind()) {
      expect(res.headers['cross-origin-resource-policy'], what).toBe(
        what.startsWith('upload') ? 'cross-origin' : 'same-origin',
      )
    }
  })

  test('answers without a CSP meta tag (JSON, errors, XML, the search fragment) get the strict CSP header', async () => {
    await useRelease(true)
    const kinds = new Map(await everyKind())
    for (const what of [
      'API JSON',
      'API 401',
      'API 400',
      'API 404',
      'API personal',
      'upload 404',
      'RSS',
      'sitemap',
      'search fragment',
    ])
      expectStrictCsp(kinds.get(what)!, what)
    expect(kinds.get('search fragment')!.headers['content-type']).toMatch(/^text\/html/)
    expect(kinds.get('RSS')!.statusCode).toBe(200)
  })

  test('the site’s pages keep their own policy (framing the booking page); the admin keeps its own', async () => {
    await useRelease(true)
    const kinds = new Map(await everyKind())
    for (const what of ['site page', 'site 404 page']) {
      const csp = String(kinds.get(what)!.headers['content-security-policy'])
      expect(csp, what).toContain('frame-src https://randevu.example')
      expect(csp, what).toContain("frame-ancestors 'none'")
    }
    expect(String(kinds.get('admin')!.headers['content-security-policy'])).toContain("script-src 'self'")
  })

  test('"Site hazırlanıyor" (no release yet) gets the strict CSP and the same headers', async () => {
    await useRelease(false)
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(503)
    expect(res.payload).toContain('Site hazırlanıyor')
    expectStrictCsp(res, 'preparing page')
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})
