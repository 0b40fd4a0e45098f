import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { CspDirectives } from '../plugins/security.ts'
import { precompress } from './publishing/site-release.ts'

export interface AdminOptions {
  /** The admin app's build (apps/admin/dist). */
  dist: string
  /** The API's public origin when it is not the admin's own (the admin calls it). */
  apiOrigin: string | undefined
}

/** The admin is one bundle of the server's own scripts: no inline script, no third party. */
export function adminCsp(apiOrigin: string | undefined): CspDirectives {
  const api = apiOrigin ? [apiOrigin] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

const ADMIN_PATH = /^\/admin(\/|$|\?)/i
const HASHED_ASSET = /\/assets\//

/**
 * Serves the admin app at /admin/: hashed assets immutable and precompressed, and every other path under /admin
 * (a deep link such as /admin/blog/edit/7) answers its index.html, where the app's router takes over.
 */
export default fp(
  async function adminPlugin(app: FastifyInstance, opts: AdminOptions) {
    const index = path.join(opts.dist, 'index.html')
    try {
      await access(index)
    } catch {
      app.log.warn('the admin app is not built (pnpm start builds it); /admin answers 404')
      return
    }
    // Vite writes plain files; .br/.gz beside them once, so they are never compressed per request.
    await precompress(opts.dist)
    app.contentSecurity.set('/admin', adminCsp(opts.apiOrigin))

    await app.register(fastifyStatic, {
      root: opts.dist,
      prefix: '/admin/',
      decorateReply: false,
      preCompressed: true,
      redirect: false,
      index: false,
      cacheControl: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })

    const site = app.pageNotFound
    app.pageNotFound = async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? ''
      if (ADMIN_PATH.test(req.url) && !HASHED_ASSET.test(pathname)) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await readFile(index))
      }
      if (site) return site(req, reply)
      return reply.code(404).send({ message: 'Sayfa bulunamadı.' })
    }
  },
  { name: 'admin' },
)
