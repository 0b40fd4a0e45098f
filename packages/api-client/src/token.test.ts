import { describe, expect, test } from 'vitest'
import { tokenExpiringAt } from './test-support/tokens.ts'
import { isTokenExpired, tokenExpiry } from './token.ts'

describe('token expiry (docs/spec §4)', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0) // ms
  const nowSec = now / 1000

  test('a token whose exp, in seconds, is before now is expired', () => {
    expect(isTokenExpired(tokenExpiringAt(nowSec - 1), now)).toBe(true)
  })

  test('a token whose exp, in seconds, is after now is not expired', () => {
    // Compared as milliseconds by mistake, this exp would lie in 1970 and count as expired.
    expect(isTokenExpired(tokenExpiringAt(nowSec + 60), now)).toBe(false)
  })

  test('the exp claim is read in seconds', () => {
    expect(tokenExpiry(tokenExpiringAt(nowSec + 60))).toBe(nowSec + 60)
  })

  test.each([
    ['not a JWT', 'abc.def'],
    ['an empty string', ''],
    ['no token', null],
    ['a JWT without exp', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'],
    ['garbage payload', 'eyJhbGciOiJub25lIn0.!!!.'],
  ])('a token that cannot be read (%s) counts as expired', (_label, token) => {
    expect(isTokenExpired(token, now)).toBe(true)
  })
})
