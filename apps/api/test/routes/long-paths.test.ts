import { request as httpRequest } from 'node:http'
import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'

const t = useTestApp()

/** The headers every error answer carries, whoever wrote it. */
async function errorHeaders() {
  const res = await t.request({ url: '/api/blog/boyle-bir-yazi-yok' })
  expect(res.statusCode).toBe(404)
  const {
    'x-content-type-options': nosniff,
    'content-security-policy': csp,
    'x-frame-options': frame,
  } = res.headers
  expect(nosniff && csp && frame).toBeTruthy()
  return { 'x-content-type-options': nosniff, 'content-security-policy': csp, 'x-frame-options': frame }
}

test('an over-long path segment answers 414 as Turkish JSON with the security headers', async () => {
  const expected = await errorHeaders()
  for (const url of [
    `/api/blog/${'x'.repeat(201)}`,
    `/api/blog/${'x'.repeat(5000)}/comments`,
    `/api/blog/1/comments/${'9'.repeat(300)}/like`,
  ]) {
    const res = await t.request({ url })
    expect(res.statusCode, url.slice(0, 40)).toBe(414)
    expect(res.body).toEqual({ message: 'İstek adresi çok uzun.' })
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers).toMatchObject(expected)
    expect(res.headers['x-request-id']).toBeTruthy()
  }
})

test('a path that is not valid percent-encoding answers 400 as Turkish JSON with the security headers', async () => {
  const expected = await errorHeaders()
  const res = await t.request({ url: '/api/blog/%E0%A4%A' })
  expect(res.statusCode).toBe(400)
  expect(res.body).toEqual({ message: 'İstek adresi geçersiz.' })
  expect(res.headers).toMatchObject(expected)
})

test('a slug as long as the contract allows still opens its post', async () => {
  const admin = await t.loginAsAdmin()
  const slug = `${'a'.repeat(99)}-${'b'.repeat(100)}`
  const post = await t.seedPost({ Slug: slug })
  expect(post.slug).toBe(slug)
  const res = await t.request({ url: `/api/blog/${slug}`, token: admin })
  expect(res.statusCode, JSON.stringify([res.body, post])).toBe(200)
})

test('a path too long for the HTTP parser (over 16 KB) answers 431 as Turkish JSON with the security headers', async () => {
  const expected = await errorHeaders()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as { port: number }
  const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/blog/${'x'.repeat(20_000)}` }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
  expect(answer.status).toBe(431)
  expect(JSON.parse(answer.body)).toEqual({ message: 'İstek adresi ya da başlıkları çok uzun.' })
  expect(answer.headers).toMatchObject(expected)
})
