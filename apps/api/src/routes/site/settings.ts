import { ApiPaths } from '@clinic/contract/api-paths'
import {
  SetupStatus,
  SiteSettings,
  SiteSettingsAdmin,
  SiteSettingsPublic,
} from '@clinic/contract/site-settings'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

const tags = ['Site']
const admin = [{ bearerAuth: [] }]

/** The clinic's settings ("Site ayarları"): the admin reads and saves them, the site's build reads the public part. */
export default async function siteSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    ApiPaths.siteSettings,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Site ayarları',
        description:
          'Kliniğin ayarları, son kaydeden ve boş alanların düştüğü ortam (BOOKING_URL, ANALYTICS_*) değerleri.',
        response: { 200: SiteSettingsAdmin },
      },
    },
    () => app.siteSettings.read(),
  )

  app.put(
    ApiPaths.siteSettings,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Site ayarlarını kaydet',
        description:
          'Ayarların tamamı gönderilir; kaydedilince site bir sonraki yayında bunlarla yeniden oluşturulur.',
        body: SiteSettings,
        response: { 200: SiteSettingsAdmin },
      },
    },
    (req) =>
      app.audit.audited(
        req,
        { action: 'update', resource: 'site-settings' },
        () => app.siteSettings.save(req.body, req.viewer),
        { before: () => app.siteSettings.read() },
      ),
  )

  app.get(
    ApiPaths.siteSettingsPublic,
    {
      schema: {
        tags,
        summary: 'Sitenin klinik bilgileri',
        description: 'Sitenin derlemesinin okuduğu ayarlar: kimin kaydettiği ya da ortam bilgisi yoktur.',
        response: { 200: SiteSettingsPublic },
      },
    },
    () => app.siteSettings.readPublic(),
  )

  app.get(
    ApiPaths.siteSetupStatus,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'İlk kurulum durumu',
        description:
          'İlk kurulum listesinin her maddesi için tamamlandı mı (true/false); analytics isteğe bağlıdır.',
        response: { 200: SetupStatus },
      },
    },
    () => app.siteSettings.setupStatus(),
  )
}
