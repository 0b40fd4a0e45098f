import { expect, test } from 'vitest'
import { MAX_LOGGED_TEXT, requestLogLevel, SLOW_REQUEST_MS, serializeError } from './log.ts'

test('a logged error is short however long its message, and carries no parameters or body', () => {
  const params = Array.from({ length: 70_000 }, (_, i) => i + 1)
  const cause = Object.assign(new Error(`bind message has ${params.length} parameter formats`), {
    code: '08P01',
  })
  const error = Object.assign(new Error(`Failed query: select … params: ${params.join(',')}`, { cause }), {
    params,
    body: { commentLikeStatuses: Object.fromEntries(params.map((p) => [p, true])) },
  })
  const line = JSON.stringify(serializeError(error))
  expect(line.length).toBeLessThan(3 * MAX_LOGGED_TEXT + 2000)
  expect(line).not.toContain('"body"')
  expect(line).not.toContain('"params"')
  expect(line).toContain('08P01')
  expect(line).toContain('karakter kesildi')
})

test('only server errors and slow requests are logged above debug', () => {
  expect(requestLogLevel(200, 12)).toBe('debug')
  expect(requestLogLevel(404, 3)).toBe('debug')
  expect(requestLogLevel(429, 3)).toBe('debug')
  expect(requestLogLevel(200, SLOW_REQUEST_MS + 1)).toBe('warn')
  expect(requestLogLevel(500, 5)).toBe('error')
  expect(requestLogLevel(502, SLOW_REQUEST_MS * 5)).toBe('error')
  // "Site hazırlanıyor" while the first build runs, or a full image queue: answers chosen, not faults.
  expect(requestLogLevel(503, 5)).toBe('debug')
  expect(requestLogLevel(503, SLOW_REQUEST_MS + 1)).toBe('warn')
})
