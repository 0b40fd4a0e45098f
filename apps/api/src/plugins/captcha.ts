import { createHmac } from 'node:crypto'
import type { CaptchaChallenge } from '@clinic/contract/captcha'
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import { lt } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { usedCaptchas } from '../db/schema.ts'
import type { CaptchaConfig } from '../env.ts'
import { badRequest } from '../lib/http-errors.ts'

export interface CaptchaService {
  /** A new ALTCHA challenge (SHA-256 proof of work), signed with the server's key, expiring in a few minutes. */
  challenge(): Promise<CaptchaChallenge>
  /**
   * Accepts the widget's payload (base64 JSON) only when it solves a live challenge of ours that was never used
   * before, and marks it used (across replicas, through the database). Otherwise throws 400 with `errors.captcha`.
   */
  verify(payload: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService
    /** preHandler of a public form: its validated body's `captcha` must solve a fresh challenge (400 otherwise). */
    requireCaptcha: (req: FastifyRequest) => Promise<void>
  }
}

const INVALID = 'Robot doğrulaması geçersiz. Lütfen doğrulamayı yeniden yapın.'
const EXPIRED = 'Robot doğrulamasının süresi doldu. Lütfen doğrulamayı yeniden yapın.'
const USED = 'Bu robot doğrulaması daha önce kullanıldı. Lütfen doğrulamayı yeniden yapın.'

const fail = (message: string) => badRequest(message, { captcha: [message] })

/** What the ALTCHA widget sends back (v1 payload), base64-encoded JSON. */
const Payload = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(300),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
  took: z.number().optional(),
})

function decode(payload: string): z.infer<typeof Payload> | undefined {
  try {
    return Payload.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
  } catch {
    return undefined
  }
}

/** The challenge key: CAPTCHA_HMAC_KEY, or one derived from the JWT secret (never the secret itself). */
export function captchaKey(configured: string | undefined, jwtSecret: Uint8Array): string {
  return configured ?? createHmac('sha256', jwtSecret).update('clinic-altcha-hmac-key').digest('hex')
}

const PRUNE_EVERY_MS = 60_000

/** Self-hosted ALTCHA: GET /api/captcha hands out challenges; public forms send the solution as `captcha`. */
export default fp(async function captchaPlugin(
  app: FastifyInstance,
  opts: CaptchaConfig & { hmacKey: string },
) {
  let lastPrune = 0

  async function prune(now: Date) {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return
    lastPrune = now.getTime()
    await app.db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now))
  }

  app.decorate<CaptchaService>('captcha', {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey: opts.hmacKey,
        maxnumber: opts.maxNumber,
        expires: new Date(Date.now() + opts.expiresSeconds * 1000),
      })
      return { ...challenge, maxnumber: opts.maxNumber }
    },

    async verify(raw) {
      const payload = decode(raw)
      if (!payload) throw fail(INVALID)
      const expires = Number(extractParams(payload).expires)
      // Every challenge of ours carries its expiry inside the signed salt.
      if (!Number.isSafeInteger(expires)) throw fail(INVALID)
      const solved = await verifySolution(payload, opts.hmacKey, false).catch(() => false)
      if (!solved) throw fail(INVALID)
      const now = new Date()
      if (expires * 1000 < now.getTime()) throw fail(EXPIRED)
      const [fresh] = await app.db
        .insert(usedCaptchas)
        .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature })
      if (!fresh) throw fail(USED)
      await prune(now)
    },
  })

  app.decorate('requireCaptcha', async (req: FastifyRequest) => {
    const captcha = (req.body as { captcha?: unknown } | undefined)?.captcha
    if (typeof captcha !== 'string') throw fail(INVALID)
    await app.captcha.verify(captcha)
  })
})
