import { solveChallenge } from 'altcha-lib/v1'
import type { TestApp } from './helper.ts'

interface Challenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

/** Encodes a solved challenge as the ALTCHA widget sends it: base64 of the JSON payload. */
export function captchaPayload(challenge: Challenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString(
    'base64',
  )
}

/** Fetches a challenge from GET /api/captcha and solves it for real, as a browser would. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/api/captcha' })
  if (res.statusCode !== 200) throw new Error(`captcha challenge failed: ${res.statusCode} ${res.payload}`)
  const challenge = res.body as Challenge
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise
  if (!solution) throw new Error('captcha challenge could not be solved')
  return captchaPayload(challenge, solution.number)
}
