import { compileErrors, validate } from '@readme/openapi-parser'
import { expect, test } from 'vitest'
import { useTestApp } from '../helper.ts'

const t = useTestApp()

test('the health check answers ok with the database in use and no publish yet', async () => {
  const res = await t.request({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.body).toEqual({
    status: 'ok',
    database: { kind: t.kind, ok: true },
    site: { targets: [], building: false, lastBuild: null },
  })
})

test("every answer carries a request id, and a caller's well-formed one is kept for the logs", async () => {
  const own = await t.request({ method: 'GET', url: '/api/health' })
  expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  const given = await t.request({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'lb-1234abcd' },
  })
  expect(given.headers['x-request-id']).toBe('lb-1234abcd')
  const hostile = await t.request({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'x\n{"level":60}' },
  })
  expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('an unknown API path answers a Turkish 404', async () => {
  const res = await t.request({ method: 'GET', url: '/api/yok-boyle-bir-yer' })
  expect(res.statusCode).toBe(404)
  expect(res.body.message).toBe('İstenen kaynak bulunamadı.')
})

test('the OpenAPI document lists the spec paths', async () => {
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' })
  expect(res.statusCode).toBe(200)
  expect(res.body.openapi).toMatch(/^3\./)
  expect(Object.keys(res.body.paths)).toEqual(
    expect.arrayContaining(['/api/blog', '/api/Operation/{id}', '/api/Catalog']),
  )
})

test('the OpenAPI document is valid OpenAPI 3.1 and documents the multipart forms with their file fields', async () => {
  const spec = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body
  const result = await validate(structuredClone(spec))
  expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true)
  const create = spec.paths['/api/blog'].post
  expect(Object.keys(create.requestBody.content)).toEqual(['multipart/form-data'])
  const fields = create.requestBody.content['multipart/form-data'].schema.properties
  expect(fields.blogImage).toMatchObject({ type: 'string', format: 'binary' })
  expect(create.security).toEqual([{ bearerAuth: [] }])
})

test('the browsable API docs page is served', async () => {
  const res = await t.request({ method: 'GET', url: '/api/docs/' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('text/html')
})
