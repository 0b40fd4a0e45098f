import { ApiPaths } from '@clinic/contract/api-paths'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { SLOW_REQUEST_MS } from '../src/lib/log.ts'
import { useTestApp } from './helper.ts'

/** The log lines the app writes, parsed (pino writes one JSON object a line). */
const lines: Array<Record<string, unknown>> = []
const t = useTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(JSON.parse(line)) } })

beforeAll(() => {
  // Stand-ins for a failing and a slow handler, registered before the app is ready.
  t.app.get('/test/fails', async () => {
    throw new Error('veritabanı yanıt vermedi')
  })
  t.app.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100))
    return { ok: true }
  })
})

beforeEach(() => {
  lines.length = 0
})

const completed = () => lines.filter((line) => line.msg === 'request completed')

test('at the default level an ordinary request leaves no log line', async () => {
  expect((await t.request({ method: 'GET', url: ApiPaths.health })).statusCode).toBe(200)
  expect((await t.request({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404)
  expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([])
  expect(completed()).toEqual([])
})

test('a server error is logged with its address and status', async () => {
  expect((await t.request({ method: 'GET', url: '/test/fails' })).statusCode).toBe(500)
  expect(completed()).toHaveLength(1)
  const [line] = completed()
  expect(line).toMatchObject({ url: '/test/fails', res: { statusCode: 500 }, level: 50 })
})

test('a slow request is logged as a warning', async () => {
  expect((await t.request({ method: 'GET', url: '/test/slow' })).statusCode).toBe(200)
  const [line] = completed()
  expect(line).toMatchObject({ url: '/test/slow', res: { statusCode: 200 }, level: 40 })
  expect(line?.responseTime).toBeGreaterThan(SLOW_REQUEST_MS)
})
