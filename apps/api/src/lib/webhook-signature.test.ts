import { describe, expect, test } from 'vitest'
import {
  createWebhookVerifier,
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
  verifyWebhook,
} from './webhook-signature.ts'

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

  test('a timestamp that is not plain digits is refused, whatever Number() would make of it', () => {
    const headers = signWebhook(SECRET, BODY, NOW)
    const seconds = String(NOW / 1000)
    for (const odd of [
      ` ${seconds}`,
      `${seconds} `,
      `${seconds}.0`,
      `+${seconds}`,
      '1.795e9',
      `0x${Number(seconds).toString(16)}`,
      '',
      '-1',
    ]) {
      expect(verifyWebhook(SECRET, { ...headers, [TIMESTAMP_HEADER]: odd }, BODY, NOW), odd).toBe(
        'malformed timestamp',
      )
    }
    expect(verifyWebhook(SECRET, { ...headers, [TIMESTAMP_HEADER]: [seconds, seconds] }, BODY, NOW)).toBe(
      'malformed timestamp',
    )
  })
})

describe('the reference receiver', () => {
  const body = (id: string) => JSON.stringify({ id, event: 'site.rebuild' })

  test('a genuine call is accepted once; the same call sent again within the tolerance is a replay', () => {
    const verifier = createWebhookVerifier(SECRET)
    const headers = signWebhook(SECRET, body('a'), NOW)
    expect(verifier.verify(headers, body('a'), NOW)).toBeUndefined()
    expect(verifier.verify(headers, body('a'), NOW + 1000)).toBe('replayed call')
    // Signed again later (a new timestamp), the same id is still refused.
    expect(verifier.verify(signWebhook(SECRET, body('a'), NOW + 60_000), body('a'), NOW + 60_000)).toBe(
      'replayed call',
    )
    expect(verifier.verify(signWebhook(SECRET, body('b'), NOW), body('b'), NOW + 2000)).toBeUndefined()
  })

  test('a refused call is not remembered, and a call without an id is refused', () => {
    const verifier = createWebhookVerifier(SECRET)
    const headers = signWebhook(SECRET, body('a'), NOW)
    expect(verifier.verify({ ...headers, [SIGNATURE_HEADER]: 'sha256=00' }, body('a'), NOW)).toBe(
      'bad signature',
    )
    expect(verifier.verify(headers, body('a'), NOW)).toBeUndefined()
    const noId = '{"event":"site.rebuild"}'
    expect(verifier.verify(signWebhook(SECRET, noId, NOW), noId, NOW)).toBe('missing id')
  })

  test('ids are forgotten once their calls are too old to be replayed, so memory stays bounded', () => {
    const verifier = createWebhookVerifier(SECRET, { maxIds: 3 })
    for (const id of ['a', 'b', 'c']) {
      expect(verifier.verify(signWebhook(SECRET, body(id), NOW), body(id), NOW)).toBeUndefined()
    }
    // Full: a new call is refused rather than an id forgotten that could still be replayed.
    expect(verifier.verify(signWebhook(SECRET, body('d'), NOW), body('d'), NOW)).toBe('too many calls')
    expect(verifier.size).toBe(3)
    const later = NOW + 11 * 60 * 1000
    expect(verifier.verify(signWebhook(SECRET, body('d'), later), body('d'), later)).toBeUndefined()
    expect(verifier.size).toBe(1)
  })
})
