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
