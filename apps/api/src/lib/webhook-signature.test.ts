import { describe, expect, test } from 'vitest'
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER, verifyWebhook } from './webhook-signature.ts'

const SECRET = 'a-shared-secret-of-the-deploy-hook'
const BODY = '{"event":"content-changed","changes":3}'
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0)

describe('rebuild webhook signatures', () => {
  test('a call signed with the secret is genuine', () => {
    expect(verifyWebhook(SECRET, signWebhook(SECRET, BODY, NOW), BODY, NOW)).toBeUndefined()
  })

  test('the signature is HMAC-SHA256 over "<timestamp>.<body>" in hex', () => {
    const headers = signWebhook(SECRET, BODY, NOW)
    expect(headers[TIMESTAMP_HEADER]).toBe(String(NOW / 1000))
    expect(headers[SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/)
  })

  test('a changed body, another secret or a changed timestamp is refused', () => {
    const headers = signWebhook(SECRET, BODY, NOW)
    expect(verifyWebhook(SECRET, headers, `${BODY} `, NOW)).toBe('bad signature')
    expect(verifyWebhook('another-secret', headers, BODY, NOW)).toBe('bad signature')
    const shifted = { ...headers, [TIMESTAMP_HEADER]: String(NOW / 1000 + 1) }
    expect(verifyWebhook(SECRET, shifted, BODY, NOW)).toBe('bad signature')
  })

  test('a replay older than five minutes is refused, even with a good signature', () => {
    const headers = signWebhook(SECRET, BODY, NOW)
    expect(verifyWebhook(SECRET, headers, BODY, NOW + 5 * 60 * 1000)).toBeUndefined()
    expect(verifyWebhook(SECRET, headers, BODY, NOW + 5 * 60 * 1000 + 1000)).toBe(
      'timestamp outside the tolerance',
    )
  })

  test('a call without a timestamp is refused', () => {
    const { [TIMESTAMP_HEADER]: _, ...headers } = signWebhook(SECRET, BODY, NOW)
    expect(verifyWebhook(SECRET, headers, BODY, NOW)).toBe('missing timestamp')
  })
})
