import { z } from 'zod'

/** GET /api/captcha: an ALTCHA challenge, solved in the browser and sent back as `captcha`. */
export const CaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
})
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>

/** Captcha solution sent with public forms: the ALTCHA widget's payload (base64 JSON). */
export const CaptchaField = z
  .string({ error: 'Robot doğrulaması zorunludur.' })
  .min(1, 'Robot doğrulaması zorunludur.')
  .max(4000, 'Robot doğrulaması geçersiz.')
