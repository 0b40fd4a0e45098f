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

/** A timestamp is plain digits: `Number()` would also read " 1e9", "0x3b9aca00" or "1795420000.0". */
const TIMESTAMP = /^\d{1,15}$/

/**
 * What a receiver checks (a deploy hook in front of CI, or a test): the signature over the raw body and a timestamp
 * of plain digits within the tolerance. Answers why it refuses, or undefined when the call is genuine. It keeps no
 * memory: a receiver uses `createWebhookVerifier`, which also refuses a call it has seen.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Date.now(),
): string | undefined {
  const raw = headers[TIMESTAMP_HEADER]
  if (raw === undefined) return 'missing timestamp'
  if (typeof raw !== 'string' || !TIMESTAMP.test(raw)) return 'malformed timestamp'
  const timestamp = Number(raw)
  const signature = String(headers[SIGNATURE_HEADER] ?? '')
  if (Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return 'timestamp outside the tolerance'
  const expected = Buffer.from(`sha256=${digest(secret, timestamp, body)}`)
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature'
  return undefined
}

/** The call's id (the body's `id`), or undefined when the body has none. */
function callId(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { id?: unknown } | null)?.id
    return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined
  } catch {
    return undefined
  }
}

export interface WebhookVerifier {
  /** Like `verifyWebhook`, and a genuine call whose id was seen within the tolerance is refused as a replay. */
  verify(
    headers: Record<string, string | string[] | undefined>,
    body: string,
    now?: number,
  ): string | undefined
  /** Ids kept (for tests and monitoring). */
  readonly size: number
}

/**
 * The reference receiver: checks each call as `verifyWebhook` does and keeps the ids of the calls it accepted for
 * the tolerance window (twice it, as a timestamp may lie that far either side of now), so a captured call sent
 * again is refused. Memory is bounded: ids older than the window are forgotten, and past `maxIds` the receiver
 * refuses new calls rather than forget an id that could still be replayed (the sender retries, see
 * runtime/publishing/rebuild-webhook.ts). Every attempt of the sender carries a fresh id.
 */
export function createWebhookVerifier(secret: string, options: { maxIds?: number } = {}): WebhookVerifier {
  const maxIds = options.maxIds ?? 10_000
  /** id → when it stops being replayable (ms); in insertion order, which is expiry order. */
  const seen = new Map<string, number>()
  const windowMs = 2 * WEBHOOK_TOLERANCE_SECONDS * 1000

  const forgetExpired = (now: number) => {
    for (const [id, until] of seen) {
      if (until > now) break
      seen.delete(id)
    }
  }

  return {
    verify(headers, body, now = Date.now()) {
      const refused = verifyWebhook(secret, headers, body, now)
      if (refused) return refused
      const id = callId(body)
      if (id === undefined) return 'missing id'
      forgetExpired(now)
      if (seen.has(id)) return 'replayed call'
      if (seen.size >= maxIds) return 'too many calls'
      seen.set(id, now + windowMs)
      return undefined
    },
    get size() {
      return seen.size
    },
  }
}
