import { connect } from 'node:net'
import { expect, test } from 'vitest'
import { loadConfig } from '../../src/env.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp({ timeouts: { requestMs: 1000, connectionMs: 1500 } })

test('the request and connection timeouts come from the environment, with sane defaults', () => {
  expect(loadConfig({}).timeouts).toEqual({ requestMs: 60_000, connectionMs: 120_000 })
  expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '0' }).timeouts).toEqual({
    requestMs: 5000,
    connectionMs: 0,
  })
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/)
  expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: 'uzun' })).toThrow(/CONNECTION_TIMEOUT_MS/)
})

test('a body sent only in part is answered 408 and its connection closed', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as { port: number }
  const started = Date.now()
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/Account/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na',
      )
      // Keep the connection busy so only the request timeout, not the idle one, can end it.
      const drip = setInterval(() => socket.writable && socket.write(' '), 200)
      socket.on('close', () => clearInterval(drip))
    })
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      received += chunk
    })
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
  expect(Date.now() - started).toBeLessThan(5000)
  expect(answer).toMatch(/^HTTP\/1\.1 408/)
  expect(answer).toContain('"message":"İstek zamanında tamamlanmadı."')
  expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff')
})

test('a multipart body sent to a JSON route is refused with 415 before any part is read', async () => {
  // A 6 MB file: read, it would be a 413; a cut body: read, it would be a 400.
  const big = multipartBody(
    { name: 'Diz' },
    { file: { data: Buffer.alloc(6 * 1024 * 1024), filename: 'a.png', contentType: 'image/png' } },
  )
  const cut = {
    payload: Buffer.from('--b\r\nbozuk'),
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  }
  for (const form of [big, cut]) {
    const res = await t.asAdmin('POST', '/api/Category', form)
    expect(res.statusCode).toBe(415)
    expect(res.body).toEqual({ message: 'Bu adres dosya yüklenen form verisi (multipart) kabul etmiyor.' })
  }
  expect((await t.request({ url: '/api/Category' })).body).toEqual([])
  // A multipart route still reads its form.
  const post = await t.asAdmin('POST', '/api/blog', multipartBody({ Title: 'Diz Ağrısı', IsActive: true }))
  expect(post.statusCode).toBe(201)
})
