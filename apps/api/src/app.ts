import { createHmac, randomUUID } from 'node:crypto'
import path from 'node:path'
import { ApiPaths } from '@clinic/contract/api-paths'
import { MAX_PATH_PARAM_LENGTH } from '@clinic/contract/common'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { DatabaseHandle } from './db/client.ts'
import type { AppConfig } from './env.ts'
import { logSerializers, requestLogLevel } from './lib/log.ts'
import { createVisitorIds, type VisitorIds } from './lib/visitor-ids.ts'
import authPlugin, { resolveJwtSecret } from './plugins/auth.ts'
import cachingPlugin from './plugins/caching.ts'
import captchaPlugin, { captchaKey } from './plugins/captcha.ts'
import dbPlugin from './plugins/db.ts'
import errorsPlugin, { answerClientError, answerFrameworkError } from './plugins/errors.ts'
import eventsPlugin from './plugins/events.ts'
import imagesPlugin from './plugins/images.ts'
import inputGuardPlugin from './plugins/input-guard.ts'
import mailPlugin from './plugins/mail.ts'
import multipartPlugin from './plugins/multipart.ts'
import proxyCheckPlugin from './plugins/proxy-check.ts'
import rateLimitPlugin from './plugins/rate-limit.ts'
import securityPlugin from './plugins/security.ts'
import siteSyncPlugin, { resolveSiteSyncToken } from './plugins/site-sync.ts'
import accountRoutes from './routes/account/index.ts'
import advertisingOverrideRoutes from './routes/admin/advertising-overrides.ts'
import auditRoutes from './routes/admin/audit.ts'
import dataRequestRoutes from './routes/admin/data-requests.ts'
import statisticsRoutes from './routes/admin/statistics.ts'
import analyticsRoutes from './routes/analytics/index.ts'
import blogRoutes from './routes/blog/index.ts'
import captchaRoutes from './routes/captcha/index.ts'
import catalogRoutes from './routes/catalog/index.ts'
import categoryRoutes from './routes/category/index.ts'
import consentRoutes from './routes/consents/index.ts'
import contactRoutes from './routes/contact/index.ts'
import draftRoutes from './routes/drafts.ts'
import healthRoutes from './routes/health/index.ts'
import operationRoutes from './routes/operation/index.ts'
import previewLinkRoutes from './routes/previews.ts'
import revisionRoutes from './routes/revisions.ts'
import siteRoutes from './routes/site/index.ts'
import unpublishScheduleRoutes from './routes/unpublish-schedules.ts'
import uploadRoutes from './routes/uploads/index.ts'
import userRoutes from './routes/users/index.ts'
import wellnessMessageRoutes from './routes/wellness-message/index.ts'
import adminPlugin from './runtime/admin.ts'
import auditSweeperPlugin from './runtime/audit-sweeper.ts'
import draftSchedulerPlugin from './runtime/draft-scheduler.ts'
import messageSweeperPlugin from './runtime/message-sweeper.ts'
import publicCachePlugin from './runtime/public-cache.ts'
import publishingPlugin from './runtime/publishing/index.ts'
import sitePlugin from './runtime/site.ts'
import uploadSweeperPlugin from './runtime/upload-sweeper.ts'
import accountsService from './services/accounts/index.ts'
import advertisingService from './services/advertising/index.ts'
import analyticsService from './services/analytics/index.ts'
import auditService from './services/audit/index.ts'
import blogsService from './services/blogs/index.ts'
import catalogsService from './services/catalogs/index.ts'
import categoriesService from './services/categories/index.ts'
import commentsService from './services/comments/index.ts'
import consentsService from './services/consents/index.ts'
import dataRequestsService from './services/data-requests/index.ts'
import draftsService from './services/drafts/index.ts'
import messagesService from './services/messages/index.ts'
import operationsService from './services/operations/index.ts'
import previewLinksService from './services/previews/index.ts'
import revisionsService from './services/revisions/index.ts'
import siteBuildsService from './services/site-builds/index.ts'
import siteFeedsService from './services/site-feeds/index.ts'
import siteSettingsService from './services/site-settings/index.ts'
import uploadsService from './services/uploads/index.ts'
import usersService from './services/users/index.ts'

// Validation messages the schemas do not word themselves come out in Turkish.
z.config(z.locales.tr())

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle
  /** Log to stdout (server) or stay quiet (tests). */
  logger?: boolean
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void }
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    /** Guests' ids for post likes: by address without the cookie, signed in it (lib/visitor-ids.ts). */
    visitorIds: VisitorIds
  }
}

/** What `astro build` reads (apps/site/site-env.ts): this server on loopback for content, the public addresses for links. */
export function siteBuildEnv(config: AppConfig, app: FastifyInstance): Record<string, string> {
  const address = app.server.address()
  const port = address && typeof address === 'object' ? address.port : config.port
  const env: Record<string, string> = {
    SITE_BUILD_API_URL: `http://127.0.0.1:${port}`,
    // The change feeds answer the build only (decision 0173).
    SITE_SYNC_TOKEN: app.siteSyncToken,
    PUBLIC_SITE_URL: config.publicSiteUrl,
    // The site builds the languages this API publishes: asking the change feed for another one is a 400.
    SITE_LOCALES: config.siteLocales.join(','),
  }
  if (config.publicApiUrl !== config.publicSiteUrl) env.PUBLIC_API_URL = config.publicApiUrl
  if (config.bookingUrl) env.BOOKING_URL = config.bookingUrl
  // The admin app is served under /admin/ wherever it lives; the site's admin menu links there.
  if (config.adminOrigin) env.PUBLIC_ADMIN_URL = `${config.adminOrigin.replace(/\/$/, '')}/admin`
  const { gaId, clarityId, metaPixelId } = config.site.analytics
  if (gaId) env.ANALYTICS_GA_ID = gaId
  if (clarityId) env.ANALYTICS_CLARITY_ID = clarityId
  if (metaPixelId) env.ANALYTICS_META_PIXEL_ID = metaPixelId
  return env
}

/**
 * TRUST_PROXY for Fastify: a hop count believes that many X-Forwarded-For entries from the right (the ones the
 * proxies wrote), never what the client wrote before them. Fastify itself ignores a bare number.
 */
const trustedProxies = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust

/**
 * Fastify's per-request lines at the levels above: "incoming request" only at `debug`, "request completed" at
 * `requestLogLevel`'s level. Error and not-found lines keep Fastify's own behaviour.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : requestLogLevel(reply.statusCode, reply.elapsedTime)
    reply.log[level](
      {
        method: request.method,
        url: request.url,
        res: reply,
        responseTime: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      'request completed',
    )
  }
}

/** A caller's own request id is kept when it looks like one (a proxy's), so logs can be followed across hops. */
const REQUEST_ID = /^[\w.-]{8,64}$/

/** Builds the whole API: plugins first (errors, db, auth, uploads), then one route module per resource. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Fastify's two lines per request would drown the start-up lines: at the default `info` only server errors
    // and slow requests are logged.
    logController: new QuietRequestLog(),
    trustProxy: trustedProxies(config.trustProxy),
    // The original server matched paths case-insensitively: /api/Blog and /api/blog are one route.
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // Every slug the contract accepts fits; a longer segment is a 414 (errors plugin: answerFrameworkError).
      maxParamLength: MAX_PATH_PARAM_LENGTH,
    },
    // A bad or over-long path, and what Node's parser refuses, answer the Turkish JSON with the security headers.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    // A first start creates and migrates the embedded database inside the db plugin: on a busy small machine that
    // takes longer than avvio's 10 s default, and the server would die before it ever listened.
    pluginTimeout: 120_000,
    // A client must send its whole request within requestMs (checked every half of it, at most every 30 s) and
    // is cut off when silent for connectionMs: half-sent bodies do not hold sockets open.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    http: {
      headersTimeout: Math.min(config.timeouts.requestMs, 60_000),
      connectionsCheckingInterval: Math.min(config.timeouts.requestMs / 2, 30_000),
    },
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Klinik API',
        description: 'Ortopedi ve travmatoloji kliniğinin web sitesi ve yönetim paneli için API.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The site build's key to the change feeds (SITE_SYNC_TOKEN).
          siteSyncToken: { type: 'apiKey', in: 'header', name: 'X-Site-Sync-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: ApiPaths.apiDocs })

  await app.register(errorsPlugin)
  // One caching rule for every answer: public reads get an ETag and revalidate, everything else is no-store.
  await app.register(cachingPlugin)
  // Guests' public reads answered from memory, before the security and CORS hooks: a hit replays the headers
  // they set for the first answer. Dropped by the content-changed events (runtime/public-cache.ts).
  await app.register(publicCachePlugin, config.publicCache)
  // Security headers and CORS before anything else answers; rate limits before the routes they attach to.
  await app.register(securityPlugin, { siteUrl: config.publicSiteUrl, adminOrigin: config.adminOrigin })
  await app.register(proxyCheckPlugin, { trustProxy: config.trustProxy })
  await app.register(dbPlugin, { url: config.databaseUrl, dataDir: config.dataDir, handle: options.database })
  await app.register(eventsPlugin)
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir)
  await app.register(authPlugin, { secret: jwtSecret, staff2faRequired: config.staff2faRequired })
  app.decorate(
    'visitorIds',
    createVisitorIds(createHmac('sha256', jwtSecret).update('clinic-visitor-key').digest()),
  )
  await app.register(rateLimitPlugin, config.rateLimits)
  await app.register(siteSyncPlugin, {
    token: await resolveSiteSyncToken(config.siteSyncToken, config.dataDir),
  })
  await app.register(captchaPlugin, {
    ...config.captcha,
    hmacKey: captchaKey(config.captcha.hmacKey, jwtSecret),
  })
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  })
  await app.register(multipartPlugin)
  // The audit log of staff actions: routes record through app.audit; a staff write that forgets still leaves one.
  await app.register(auditService)
  await app.register(auditSweeperPlugin, config.audit)
  await app.register(inputGuardPlugin)
  await app.register(imagesPlugin, { uploadsDir: config.uploadsDir, ...config.images })
  // One service per content resource; their writes announce "content changed" (publishing listens).
  await app.register(revisionsService)
  await app.register(previewLinksService)
  await app.register(blogsService)
  await app.register(commentsService)
  await app.register(operationsService)
  await app.register(catalogsService)
  await app.register(categoriesService)
  // Users: the admin's and the account's own deletion share it.
  await app.register(usersService)
  // Drafts (decision 0283): autosave's rows, published through the items' own saves, and their schedule.
  await app.register(draftsService)
  await app.register(draftSchedulerPlugin, { sweepIntervalMs: config.scheduleSweepMs })
  await app.register(accountsService)
  await app.register(uploadsService)
  await app.register(siteFeedsService)
  await app.register(siteBuildsService)
  await app.register(siteSettingsService)
  // Patients' consents to before/after images (issue 21): signed forms outside the public uploads.
  await app.register(consentsService, { privateDir: path.join(config.dataDir, 'private', 'consents') })
  // The contact form's appointment requests name the clinics of the saved settings.
  await app.register(messagesService)
  await app.register(advertisingService)
  // KVKK: messages past MESSAGE_RETENTION_MONTHS go; Admins answer one person's requests by e-mail address.
  await app.register(messageSweeperPlugin, config.messageRetention)
  await app.register(dataRequestsService)
  // First-party statistics: the beacon's daily counts (no visitor data) and the dashboard.
  await app.register(analyticsService)
  await app.register(uploadSweeperPlugin, config.uploadSweep)
  await app.register(publishingPlugin, {
    builder: config.site.build
      ? {
          source: config.site.source,
          root: config.site.root,
          sourceFolders: config.site.sourceFolders,
          // The privacy notice names the retention months: a new value rebuilds the site at start.
          facts: `messageRetentionMonths=${config.messageRetention.months}`,
          env: () => siteBuildEnv(config, app),
          timeoutMs: config.site.buildTimeoutMs,
          coldTimeoutMs: config.site.coldBuildTimeoutMs,
          workerIdleMs: config.site.workerIdleMs,
          workerPeakBytes: config.site.workerPeakBytes,
        }
      : undefined,
    webhook: config.rebuildWebhook,
  })
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  })

  await app.register(healthRoutes)
  await app.register(accountRoutes)
  await app.register(categoryRoutes)
  await app.register(catalogRoutes)
  await app.register(blogRoutes)
  await app.register(operationRoutes)
  await app.register(revisionRoutes)
  await app.register(previewLinkRoutes)
  await app.register(draftRoutes)
  await app.register(unpublishScheduleRoutes)
  await app.register(uploadRoutes)
  await app.register(userRoutes)
  await app.register(wellnessMessageRoutes)
  await app.register(contactRoutes)
  await app.register(captchaRoutes)
  await app.register(siteRoutes)
  await app.register(auditRoutes)
  await app.register(advertisingOverrideRoutes)
  await app.register(dataRequestRoutes)
  await app.register(analyticsRoutes)
  await app.register(statisticsRoutes)
  await app.register(consentRoutes)

  app.get(ApiPaths.openApi, { schema: { hide: true } }, () => app.swagger())

  // Last: the static site answers every GET no route above claims, and the admin every path under /admin.
  const apiOrigin = config.publicApiUrl === config.publicSiteUrl ? undefined : config.publicApiUrl
  if (config.site.build) {
    await app.register(sitePlugin, {
      root: config.site.root,
      apiOrigin,
      bookingUrl: config.bookingUrl,
      analytics: config.site.analytics,
      mediaBase: apiOrigin,
    })
  }
  if (config.admin.serve) await app.register(adminPlugin, { dist: config.admin.dist, apiOrigin })
  return app
}
