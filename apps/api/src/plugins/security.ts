import { ApiPaths } from '@clinic/contract/api-paths'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** CSP directives by name, e.g. `{ 'default-src': ["'none'"] }`. */
export type CspDirectives = Record<string, string[]>

/** The JSON API loads nothing and may be framed by nobody. */
export const API_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
}

/** The Swagger UI page under /api/docs: its own scripts and styles (inline style attributes), its JSON, data: icons. */
export const DOCS_CSP: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/**
 * Powerful browser features nobody on this origin uses, turned off for the page and anything it frames (the booking
 * frame is given none: its `<iframe>` has no `allow`). Fullscreen stays for the origin's own pages. Only names
 * Chromium knows are listed (checked with Debian's Chromium 156: an unknown one, such as `bluetooth`, is a console
 * warning on every page); `browsing-topics` is what replaced FLoC's `interest-cohort`, and both are off.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'interest-cohort=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Uploaded images are embedded by the site and the admin, which may live on other origins (a CDN, ADMIN_ORIGIN). */
const CROSS_ORIGIN_PREFIX = '/uploads/'

export interface ContentSecurity {
  /**
   * Sets the policy of every path under `prefix` (case-insensitive; the longest matching prefix wins). The API
   * registers `/` (strict: loads nothing, for JSON, XML, fragments and any page without a policy of its own) and
   * `/api/docs`; the admin adds `/admin`. The site's pages get theirs per file (runtime/site.ts), so nothing else
   * under `/` (the search fragment, "Site hazırlanıyor", the feeds) inherits a page's policy.
   */
  set(prefix: string, directives: CspDirectives): void
}

declare module 'fastify' {
  interface FastifyInstance {
    contentSecurity: ContentSecurity
  }
}

export const serializeCsp = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

/** The origin of a URL ("https://example.org/path" → "https://example.org"), or undefined for none. */
const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined)

/**
 * Security headers (helmet, plus a CSP chosen by path prefix and HSTS only over TLS) and CORS limited to the public
 * site and the admin origins, exposing X-Total-Count and Retry-After.
 */
export default fp(async function securityPlugin(
  app: FastifyInstance,
  opts: { siteUrl: string; adminOrigin: string | undefined },
) {
  const policies = new Map<string, string>()
  app.decorate<ContentSecurity>('contentSecurity', {
    set(prefix, directives) {
      policies.set(prefix.toLowerCase(), serializeCsp(directives))
    },
  })
  app.contentSecurity.set('/', API_CSP)
  app.contentSecurity.set(ApiPaths.apiDocs, DOCS_CSP)

  function policyFor(url: string): string {
    const pathname = (url.split('?')[0] ?? '/').toLowerCase()
    let best = ''
    for (const prefix of policies.keys()) {
      const matches = pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)
      if ((matches || prefix === '/') && prefix.length > best.length) best = prefix
    }
    return policies.get(best)!
  }

  await app.register(helmet, {
    global: true,
    // Chosen per path below; HSTS only when the request came over TLS.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    // same-origin everywhere but /uploads/ (below).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  })

  app.addHook('onRequest', async (req, reply) => {
    reply.header('content-security-policy', policyFor(req.url))
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (req.url.toLowerCase().startsWith(CROSS_ORIGIN_PREFIX))
      reply.header('cross-origin-resource-policy', 'cross-origin')
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
  })

  const origins = [originOf(opts.siteUrl), originOf(opts.adminOrigin)].filter((o): o is string => Boolean(o))
  await app.register(cors, {
    origin: [...new Set(origins)],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Total-Count', 'Retry-After', 'Content-Disposition'],
    credentials: false,
    maxAge: 600,
  })
})
