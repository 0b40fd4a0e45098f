import { ApiPaths } from '@clinic/contract/api-paths'
import { CaptchaChallenge } from '@clinic/contract/captcha'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

export default async function captchaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    ApiPaths.captcha,
    {
      onRequest: app.limits.captcha,
      schema: {
        tags: ['Robot doğrulaması'],
        summary: 'ALTCHA sorusu',
        description:
          'Tarayıcının çözeceği bir iş kanıtı sorusu. Çözüm (ALTCHA yükü, base64) kayıt, şifre sıfırlama, iletişim, geçmiş olsun ve yorum formlarında `captcha` alanıyla gönderilir; her çözüm bir kez ve 10 dakika içinde kullanılabilir.',
        response: { 200: CaptchaChallenge },
      },
    },
    () => app.captcha.challenge(),
  )
}
