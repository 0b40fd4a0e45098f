import { ApiPaths } from '@clinic/contract/api-paths'
import type { CaptchaChallenge } from '@clinic/contract/captcha'
import type { CallOptions, Http } from '../http.ts'

export function captchaEndpoints(http: Http) {
  return {
    /** GET /api/captcha: an ALTCHA challenge; the solved payload goes back as `captcha` in public forms. */
    getChallenge: (options?: CallOptions) =>
      http.send<CaptchaChallenge>({ method: 'GET', path: ApiPaths.captcha, ...options }),
  }
}
