import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { DatabaseHandle } from './db/client.ts'
import type { AppConfig } from './env.ts'
import authPlugin, { resolveJwtSecret } from './plugins/auth.ts'
import dbPlugin from './plugins/db.ts'
import errorsPlugin from './plugins/errors.ts'
import imagesPlugin from './plugins/images.ts'
import multipartPlugin from './plugins/multipart.ts'
import accountRoutes from './routes/account/index.ts'
import blogRoutes from './routes/blog/index.ts'
import catalogRoutes from './routes/catalog/index.ts'
import categoryRoutes from './routes/category/index.ts'
import healthRoutes from './routes/health/index.ts'
import operationRoutes from './routes/operation/index.ts'

// Validation messages the schemas do not word themselves come out in Turkish.
z.config(z.locales.tr())

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle
  /** Log to stdout (server) or stay quiet (tests). */
  logger?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
  }
}

/** Builds the whole API: plugins first (errors, db, auth, uploads), then one route module per resource. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // The original server matched paths case-insensitively: /api/Blog and /api/blog are one route.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()

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
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(errorsPlugin)
  await app.register(dbPlugin, { url: config.databaseUrl, dataDir: config.dataDir, handle: options.database })
  await app.register(authPlugin, { secret: await resolveJwtSecret(config.jwtSecret, config.dataDir) })
  await app.register(multipartPlugin)
  await app.register(imagesPlugin, { uploadsDir: config.uploadsDir })
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

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger())
  return app
}
