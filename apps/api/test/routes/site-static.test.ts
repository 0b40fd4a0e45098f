import { mkdtempSync } from 'node:fs'
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { precompress } from '../../src/runtime/publishing/site-release.ts'
import { useTestApp } from '../helper.ts'
import { releaseOnlySite } from '../release-only-site.ts'

// The served site without running Astro: a release folder written by the test stands in for a build.
const siteRoot = mkdtempSync(path.join(os.tmpdir(), 'clinic-site-test-'))
const t = useTestApp({
  site: releaseOnlySite(siteRoot),
  bookingUrl: 'https://randevu.example/takvim',
})

const PAGE = '<!doctype html><html lang="tr"><title>Ana Sayfa</title><h1>Merhaba</h1></html>'

async function writeRelease(name: string) {
  const dir = path.join(siteRoot, 'releases', name)
  await mkdir(path.join(dir, '_astro'), { recursive: true })
  await mkdir(path.join(dir, 'blog'), { recursive: true })
  await writeFile(path.join(dir, 'index.html'), PAGE)
  await writeFile(path.join(dir, 'blog', 'index.html'), PAGE.replace('Merhaba', 'Blog'))
  await writeFile(
    path.join(dir, '404.html'),
    '<!doctype html><title>Sayfa bulunamadı</title><h1>Sayfa bulunamadı</h1>',
  )
  await mkdir(path.join(dir, 'en', '404'), { recursive: true })
  await writeFile(
    path.join(dir, 'en', '404', 'index.html'),
    '<!doctype html><html lang="en"><title>Page not found</title><h1>Page not found</h1></html>',
  )
  await writeFile(
    path.join(dir, '_astro', 'site.abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))})`,
  )
  await precompress(dir)
  return dir
}

async function pointCurrentAt(name: string | null) {
  await rm(path.join(siteRoot, 'current'), { force: true })
  if (name) await symlink(path.join('releases', name), path.join(siteRoot, 'current'))
}

afterAll(() => rm(siteRoot, { recursive: true, force: true }))

describe('before the first build', () => {
  beforeEach(() => pointCurrentAt(null))

  test('a page answers 503 "Site hazırlanıyor" and asks to come back', async () => {
    const res = await t.request({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.payload).toContain('Site hazırlanıyor')
  })
})

describe('the served site', () => {
  beforeEach(async () => {
    await writeRelease('r1')
    await pointCurrentAt('r1')
  })

  test('pages answer their HTML, revalidated on every visit, with and without a trailing slash', async () => {
    for (const url of ['/', '/blog', '/blog/']) {
      const res = await t.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    }
  })

  test('hashed assets are immutable for a year and come precompressed', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/_astro/site.abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log')
  })

  test('a missing page answers the site’s 404 page with status 404; a missing API path still answers JSON', async () => {
    const page = await t.request({ method: 'GET', url: '/bu-sayfa-yok' })
    expect(page.statusCode).toBe(404)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.payload).toContain('Sayfa bulunamadı')
    const api = await t.request({ method: 'GET', url: '/api/bu-yok' })
    expect(api.statusCode).toBe(404)
    expect(api.body.message).toBe('İstenen kaynak bulunamadı.')
  })

  test('a missing page under a language’s prefix answers that language’s 404 page; one it lacks, the Turkish', async () => {
    for (const url of ['/en/no-such-page', '/en/blog/no-such-post']) {
      const res = await t.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(res.payload, url).toContain('Page not found')
    }
    for (const url of ['/ru/no-such-page', '/english/no-such-page', '/blog/en/x']) {
      const res = await t.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.payload, url).toContain('Sayfa bulunamadı')
    }
  })

  test('pages cannot be framed and may frame only the booking page; the API keeps its own strict policy', async () => {
    const page = await t.request({ method: 'GET', url: '/' })
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('frame-src https://randevu.example')
    expect(csp).toContain("object-src 'none'")
    const api = await t.request({ method: 'GET', url: '/api/health' })
    expect(String(api.headers['content-security-policy'])).toContain("default-src 'none'")
  })

  test('a new release swapped in is served at once, with no restart', async () => {
    const dir = await writeRelease('r2')
    await writeFile(path.join(dir, 'index.html'), PAGE.replace('Merhaba', 'Yeni sürüm'))
    await pointCurrentAt('r2')
    const res = await t.request({ method: 'GET', url: '/' })
    expect(res.payload).toContain('Yeni sürüm')
  })

  test('precompression writes brotli and gzip beside text files only', async () => {
    const dir = path.join(siteRoot, 'releases', 'r1')
    await writeFile(path.join(dir, 'photo.webp'), Buffer.from([1, 2, 3]))
    await precompress(dir)
    await expect(readFile(path.join(dir, 'index.html.br'))).resolves.toBeInstanceOf(Buffer)
    await expect(readFile(path.join(dir, 'index.html.gz'))).resolves.toBeInstanceOf(Buffer)
    await expect(readFile(path.join(dir, 'photo.webp.br'))).rejects.toThrow()
  })
})
