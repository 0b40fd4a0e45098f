import { createReadStream } from 'node:fs'
import { access } from 'node:fs/promises'
import path from 'node:path'
import { type AnalyticsIds, analyticsHosts } from '@clinic/contract/analytics'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import {
  type BuildResult,
  buildRelease,
  currentRelease,
  ensureCurrent,
  siteLayout,
} from '../publishing/site-release.ts'
import { API_CSP, type CspDirectives } from './security.ts'

export interface SiteOptions {
  /** DATA_DIR/site. */
  root: string
  /** The Astro project. */
  source: string
  /** The environment of `astro build` (see apps/site/site-env.ts), read when a build starts (the port is known then). */
  buildEnv: () => Record<string, string>
  apiOrigin: string | undefined
  bookingUrl: string | undefined
  analytics: AnalyticsIds
}

export interface SitePublisher {
  /** Builds and swaps in a new release; a build already running is awaited instead of starting another. */
  publish(reason: string): Promise<BuildResult>
  readonly building: boolean
  /** The last finished build, if any. */
  readonly lastBuild: (BuildResult & { finishedAt: string; reason: string }) | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    site: SitePublisher
  }
}

const origin = (url: string | undefined) => (url ? [new URL(url).origin] : [])

/**
 * The site's pages: scripts and styles are narrowed further by the hashes in each page's CSP meta tag; this header
 * adds what a meta tag cannot say (framing, base, forms) and the origins the pages reach.
 */
export function siteCsp(options: Pick<SiteOptions, 'apiOrigin' | 'bookingUrl' | 'analytics'>): CspDirectives {
  const third = analyticsHosts(options.analytics)
  const api = origin(options.apiOrigin)
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...third.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...api, ...third.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api, ...third.connect],
    'frame-src': origin(options.bookingUrl).length ? origin(options.bookingUrl) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

const HASHED_ASSET = /\/_astro\//

function cacheHeaders(reply: FastifyReply, filePath: string) {
  if (HASHED_ASSET.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable')
  else if (filePath.endsWith('.html')) reply.header('cache-control', 'public, max-age=0, must-revalidate')
  else reply.header('cache-control', 'public, max-age=86400')
}

const PREPARING_PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>Site hazırlanıyor</title></head><body><main><h1>Site hazırlanıyor</h1><p>Sayfalar oluşturuluyor, birkaç saniye içinde hazır olacak.</p></main></body></html>`

/** Serves the built site at / from the current release, with the site's 404 page, and builds new releases. */
export default fp(
  async function sitePlugin(app: FastifyInstance, opts: SiteOptions) {
    const layout = siteLayout(opts.root)
    await ensureCurrent(opts.root)
    app.contentSecurity.set('/', siteCsp(opts))
    app.contentSecurity.set('/api', API_CSP)
    app.contentSecurity.set('/uploads', API_CSP)

    await app.register(fastifyStatic, {
      // A symlink swapped between releases; the file system resolves it on every request.
      root: layout.current,
      prefix: '/',
      decorateReply: false,
      wildcard: true,
      preCompressed: true,
      redirect: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: cacheHeaders,
    })

    app.pageNotFound = async (_req, reply: FastifyReply) => {
      const release = await currentRelease(opts.root)
      if (!release) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .type('text/html; charset=utf-8')
          .send(PREPARING_PAGE)
      }
      const page = path.join(release, '404.html')
      try {
        await access(page)
      } catch {
        return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>404</title>')
      }
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(createReadStream(page))
    }

    let running: Promise<BuildResult> | undefined
    let lastBuild: SitePublisher['lastBuild']
    app.decorate<SitePublisher>('site', {
      publish(reason) {
        running ??= buildRelease({ source: opts.source, root: opts.root }, opts.buildEnv())
          .then((result) => {
            lastBuild = { ...result, reason, finishedAt: new Date().toISOString() }
            if (result.ok) app.log.info({ ms: Math.round(result.durationMs), reason }, 'site published')
            else
              app.log.error(
                { reason, log: result.log.slice(-4000) },
                'site build failed; the live site is unchanged',
              )
            return result
          })
          .finally(() => {
            running = undefined
          })
        return running
      },
      get building() {
        return running !== undefined
      },
      get lastBuild() {
        return lastBuild
      },
    })
  },
  { name: 'site' },
)
