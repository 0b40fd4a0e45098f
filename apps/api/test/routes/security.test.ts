import { describe, expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'

const SITE = 'https://www.klinik.example'
const ADMIN_ORIGIN = 'https://yonetim.klinik.example'

const t = useTestApp({ publicSiteUrl: SITE, adminOrigin: ADMIN_ORIGIN, trustProxy: 1 })

const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )

describe('security headers', () => {
  test('API answers forbid sniffing, framing and referrers and carry a CSP that loads nothing', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    const policy = csp(res.headers['content-security-policy'])
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(res.headers['x-powered-by']).toBeUndefined()
  })

  test('errors carry the same headers as successes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/yok-boyle-bir-yer' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(csp(res.headers['content-security-policy'])['default-src']).toEqual(["'none'"])
  })

  test('the API docs page gets a CSP that lets Swagger UI load its own scripts and styles, and still cannot be framed', async () => {
    for (const url of ['/api/docs/', '/API/Docs/']) {
      const res = await t.request({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      const policy = csp(res.headers['content-security-policy'])
      expect(policy['script-src']).toEqual(["'self'"])
      expect(policy['style-src']).toContain("'self'")
      expect(policy['frame-ancestors']).toEqual(["'none'"])
      expect(policy['script-src']).not.toContain("'unsafe-inline'")
    }
  })

  test('a policy set for another prefix applies there and only there', async () => {
    t.app.contentSecurity.set('/admin', { 'default-src': ["'self'", 'https://admin.example'] })
    const admin = await t.request({ method: 'GET', url: '/admin/users' })
    expect(csp(admin.headers['content-security-policy'])['default-src']).toContain('https://admin.example')
    const near = await t.request({ method: 'GET', url: '/administrator' })
    expect(csp(near.headers['content-security-policy'])['default-src']).not.toContain('https://admin.example')
  })

  test('HSTS is sent only when the request came over TLS', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const tls = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  test('uploaded images may be embedded by the site on another origin', async () => {
    const res = await t.request({ method: 'GET', url: '/uploads/yok.webp' })
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })
})

describe('CORS', () => {
  test('the public site may call the API and read X-Total-Count', async () => {
    const res = await t.request({ method: 'GET', url: '/api/blog', headers: { origin: SITE } })
    expect(res.headers['access-control-allow-origin']).toBe(SITE)
    expect(String(res.headers['access-control-expose-headers'])).toContain('X-Total-Count')
    expect(res.headers['access-control-allow-credentials']).toBeUndefined()
  })

  test('the admin origin may send an authenticated PUT (preflight)', async () => {
    const res = await t.request({
      method: 'OPTIONS',
      url: '/api/Users/1/status',
      headers: {
        origin: ADMIN_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(ADMIN_ORIGIN)
    expect(String(res.headers['access-control-allow-methods'])).toContain('PUT')
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization')
  })

  test('another origin is not allowed to read answers', async () => {
    for (const origin of ['https://kotu.example', `${SITE}.kotu.example`, 'null']) {
      const res = await t.request({ method: 'GET', url: '/api/blog', headers: { origin } })
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/Users/1',
      headers: { origin: 'https://kotu.example', 'access-control-request-method': 'DELETE' },
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })
})
