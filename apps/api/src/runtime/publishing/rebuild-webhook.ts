import { randomUUID } from 'node:crypto'
import { signWebhook } from '../../lib/webhook-signature.ts'
import type { ContentChange } from '../../plugins/events.ts'

const ATTEMPTS = 3
const TIMEOUT_MS = 10_000
const BACKOFF_MS = [1_000, 4_000]

export interface WebhookOutcome {
  ok: boolean
  /** What happened, attempt by attempt: the publishing view's log. */
  log: string
}

/** The body a deploy hook receives: why to rebuild, and what changed (ids only; it fetches the rest from the API). */
export function webhookBody(reason: string, changes: ContentChange[], now = new Date()) {
  return JSON.stringify({
    id: randomUUID(),
    event: 'site.rebuild',
    reason,
    sentAt: now.toISOString(),
    changes,
  })
}

/**
 * Calls the rebuild webhook, signed (see lib/webhook-signature.ts): up to three attempts on a network error, a
 * timeout or a 5xx; a 4xx is final (the hook refused the call, retrying changes nothing). Each attempt is a call of
 * its own, with a fresh id from `makeBody`: a receiver refuses an id it has seen (a replay), and the first attempt
 * may have reached it before failing.
 */
export async function callRebuildWebhook(
  target: { url: string; secret: string | undefined },
  makeBody: () => string,
  sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<WebhookOutcome> {
  const lines: string[] = []
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const body = makeBody()
    try {
      const res = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'klinik-api/1 (rebuild webhook)',
          ...(target.secret ? signWebhook(target.secret, body) : {}),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const text = (await res.text().catch(() => '')).slice(0, 500)
      lines.push(`Deneme ${attempt}: HTTP ${res.status}${text ? ` ${text}` : ''}`)
      if (res.ok) return { ok: true, log: lines.join('\n') }
      if (res.status < 500) break
    } catch (error) {
      lines.push(`Deneme ${attempt}: ${(error as Error).message}`)
    }
    if (attempt < ATTEMPTS) await sleep(BACKOFF_MS[attempt - 1] ?? 4_000)
  }
  return { ok: false, log: lines.join('\n') }
}
