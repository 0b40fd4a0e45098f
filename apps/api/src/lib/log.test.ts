import { expect, test } from 'vitest'
import { MAX_LOGGED_TEXT, serializeError } from './log.ts'

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
