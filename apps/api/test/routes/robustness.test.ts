import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

const GARBAGE_PARAMS = [
  '0',
  '-1',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  'x'.repeat(300),
  "1'%20or%20'1'='1",
  '%C4%B0',
]
const GARBAGE_BODIES: unknown[] = [
  {},
  [],
  'metin',
  123,
  null,
  { title: 123, name: ['a'], isActive: 'evet', content: { a: 1 }, email: 5, roles: 'Admin', isApproved: 'x' },
  { isActive: null, isLiked: 0, commentLikeStatuses: { '-5': 'x' }, reportReason: 'x'.repeat(10_000) },
  { name: '\u0000', content: '\u0000\u0000', email: 'a@b.c'.repeat(100), password: 'x'.repeat(5000) },
]

/** Every route the OpenAPI document lists, with its parameters filled in by `fill`. */
function routes(spec: { paths: Record<string, Record<string, unknown>> }) {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
      .map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE', path })),
  )
}

test('no route answers 500 to garbage ids, query strings or bodies, as a guest or as an admin', async () => {
  const admin = await t.loginAsAdmin()
  const spec = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body
  const all = routes(spec)
  expect(all.length).toBeGreaterThan(30)
  const failures: string[] = []
  for (const { method, path } of all) {
    for (const param of GARBAGE_PARAMS) {
      const url = `${path.replace(/\{[^}]+\}/g, param)}?page=-1&pageSize=abc&query=%FF&status=x&categoryId=a&tag=${param}`
      for (const token of [undefined, admin]) {
        const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : GARBAGE_BODIES
        for (const payload of bodies) {
          const res = await t.request({
            method,
            url,
            token,
            ...(payload === undefined
              ? {}
              : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
          })
          if (res.statusCode >= 500)
            failures.push(
              `${method} ${url.slice(0, 60)} ${JSON.stringify(payload).slice(0, 60)} → ${res.statusCode}`,
            )
          else if (res.statusCode >= 400 && res.headers['content-type']?.includes('json')) {
            expect(typeof res.body.message, `${method} ${url}`).toBe('string')
          }
        }
      }
    }
  }
  expect(failures).toEqual([])
}, 240_000)

test('multipart routes answer 4xx, never 500, to garbage forms', async () => {
  const admin = await t.loginAsAdmin()
  const forms = [
    multipartBody({ Title: '', CategoryId: 'abc', IsActive: 'belki', PublishedDate: 'dün' }),
    multipartBody({ Title: 'x'.repeat(500), Tags: ','.repeat(50), Slug: '---' }),
    multipartBody({ Title: 'ok', CatalogId: '-3', Id: 'x' }),
    multipartBody(
      { Title: 'ok' },
      { Title: { data: Buffer.from('dosya'), filename: 'a.txt', contentType: 'text/plain' } },
    ),
    {
      payload: Buffer.from('--kırık\r\nbozuk'),
      headers: { 'content-type': 'multipart/form-data; boundary=kırık' },
    },
    { payload: Buffer.from('x'), headers: { 'content-type': 'multipart/form-data' } },
  ]
  for (const url of ['/api/blog', '/api/Operation']) {
    for (const form of forms) {
      const res = await t.request({ method: 'POST', url, token: admin, ...form })
      expect(res.statusCode, `${url} ${res.payload}`).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, `${url} form ${forms.indexOf(form)} ${res.payload}`).toBeLessThan(500)
    }
  }
  expect((await t.asAdmin('GET', '/api/blog/admin')).body).toEqual([])
})
