import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-clinic-signature'
export const TIMESTAMP_HEADER = 'x-clinic-timestamp'
/** How old a signed call may be when it arrives; older ones are replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60

const digest = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/**
 * The headers of a rebuild webhook call: HMAC-SHA256 with the shared secret over "<unix seconds>.<body>", so
 * neither the body nor the time can be changed without the secret.
 */
export function signWebhook(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000)
  return {
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: `sha256=${digest(secret, timestamp, body)}`,
  }
}

/**
 * What a receiver checks (a deploy hook in front of CI, or a test): the signature over the raw body and a timestamp
 * within the tolerance. Answers why it refuses, or undefined when the call is genuine.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Date.now(),
): string | undefined {
  const timestamp = Number(headers[TIMESTAMP_HEADER])
  const signature = String(headers[SIGNATURE_HEADER] ?? '')
  if (!Number.isInteger(timestamp)) return 'missing timestamp'
  if (Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return 'timestamp outside the tolerance'
  const expected = Buffer.from(`sha256=${digest(secret, timestamp, body)}`)
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature'
  return undefined
}
