import { ApiPaths } from '@clinic/contract/api-paths'
import { AnalyticsBeacon, isBotUserAgent, MAX_BEACON_BYTES } from '@clinic/contract/statistics'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { badRequest } from '../../lib/http-errors.ts'

const tags = ['İstatistikler']

/** A crawler, a preview, a monitor or a headless browser (or no user agent at all): 204 unread, nothing counted. */
async function ignoreBots(req: FastifyRequest, reply: FastifyReply) {
  if (isBotUserAgent(req.headers['user-agent'])) return reply.code(204).send()
}

/**
 * The site's beacon (decision 0221): public, at most 1 KB, limited per address, bots ignored. navigator.sendBeacon
 * sends its JSON as text/plain, which is read as JSON here only (this plugin's own parser).
 */
export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ownHosts = [new URL(app.config.publicSiteUrl).hostname, new URL(app.config.publicApiUrl).hostname]

  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(badRequest('Geçersiz istatistik kaydı.'), undefined)
    }
  })

  app.post(
    ApiPaths.analyticsBeacon,
    {
      onRequest: [ignoreBots, app.limits.analytics],
      bodyLimit: MAX_BEACON_BYTES,
      schema: {
        tags,
        summary: 'Sitenin istatistik işareti (çerezsiz)',
        description:
          'Bir sayfa görüntüleme ya da şartnamedeki altı olaydan biri; yalnızca günlük sayılar tutulur (IP adresi, ' +
          'kimlik, çerez, tarayıcı bilgisi saklanmaz). text/plain (navigator.sendBeacon) ya da application/json, ' +
          'en fazla 1 KB. Robotlar sayılmaz; yanıt her durumda 204.',
        body: AnalyticsBeacon,
      },
    },
    async (req, reply) => {
      await app.analytics.record(req.body, [...ownHosts, req.hostname.replace(/:\d+$/, '')])
      return reply.code(204).send()
    },
  )
}
