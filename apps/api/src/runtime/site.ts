import { createReadStream } from 'node:fs'
import { access } from 'node:fs/promises'
import path from 'node:path'
import { type AnalyticsIds, analyticsHosts } from '@clinic/contract/analytics'
import { PREVIEW_PAGE_ROUTE, PREVIEW_TEMPLATE_ROUTES } from '@clinic/contract/preview'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-errors.ts'
import { type CspDirectives, serializeCsp } from '../plugins/security.ts'
import { previewContent } from '../services/previews/preview-content.ts'
import {
  fillPreviewTemplate,
  PREVIEW_GONE_PAGE,
  PREVIEW_NOT_FOUND_PAGE,
  PREVIEW_PREPARING_PAGE,
  previewTemplateFile,
  readTemplate,
} from '../services/previews/preview-page.ts'
import { currentRelease, ensureCurrent, listReleases, siteLayout } from './publishing/site-release.ts'

export interface SiteOptions {
  /** DATA_DIR/site. */
  root: string
  apiOrigin: string | undefined
  bookingUrl: string | undefined
  analytics: AnalyticsIds
  /** Where the uploads are served from when not from the site's origin (a preview page's pictures). */
  mediaBase?: string | undefined
}

const origin = (url: string | undefined) => (url ? [new URL(url).origin] : [])

/** The deployment's booking page and analytics ids (environment), with the clinic's settings over them. */
export interface SiteThirdParties {
  bookingUrl: string | undefined
  analytics: AnalyticsIds
}

/**
 * What the CSP allows while settings change: the environment's and the settings' booking page and analytics, so the
 * pages of the release still live (built before a save) and those of the next one both work.
 */
function withSettings(opts: SiteThirdParties, settings: SiteThirdParties) {
  const bookingOrigins = [...new Set([...origin(opts.bookingUrl), ...origin(settings.bookingUrl)])]
  const hosts = [analyticsHosts(opts.analytics), analyticsHosts(settings.analytics)]
  return {
    frame: bookingOrigins,
    script: [...new Set(hosts.flatMap((h) => h.script))],
    connect: [...new Set(hosts.flatMap((h) => h.connect))],
    img: [...new Set(hosts.flatMap((h) => h.img))],
  }
}

/**
 * The site's pages: scripts and styles are narrowed further by the hashes in each page's CSP meta tag; this header
 * adds what a meta tag cannot say (framing, base, forms) and the origins the pages reach.
 */
export function siteCsp(
  options: Pick<SiteOptions, 'apiOrigin' | 'bookingUrl' | 'analytics'>,
  settings: SiteThirdParties = { bookingUrl: undefined, analytics: {} },
): CspDirectives {
  const third = withSettings(options, settings)
  const api = origin(options.apiOrigin)
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...third.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...api, ...third.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api, ...third.connect],
    'frame-src': third.frame.length ? third.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

const HASHED_ASSET = /\/_astro\//
/** A hashed asset's name: no folders, no dots but the extension's, so it cannot leave its folder. */
const ASSET_NAME = /^\/_astro\/([\w-]+(?:\.[\w-]+)*)$/

/** A page of the build (its precompressed copies included). */
const PAGE_FILE = /\.html(\.br|\.gz)?$/

function cacheHeaders(reply: FastifyReply, filePath: string) {
  if (HASHED_ASSET.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable')
  else if (PAGE_FILE.test(filePath)) reply.header('cache-control', 'public, max-age=0, must-revalidate')
  else reply.header('cache-control', 'public, max-age=86400')
}

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}
const mimeOf = (file: string) => ASSET_TYPES[path.extname(file)] ?? 'application/octet-stream'

const PREPARING_PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>Site hazırlanıyor</title></head><body><main><h1>Site hazırlanıyor</h1><p>Sayfalar oluşturuluyor, birkaç saniye içinde hazır olacak.</p></main></body></html>`

/**
 * The site's 404 page for an address: under a language's prefix (`/en/…`), that language's (`/en/404/index.html`,
 * decision 0276), else the Turkish `404.html`; undefined when the release has neither.
 */
async function notFoundPage(release: string, url: string): Promise<string | undefined> {
  const locale = /^\/([a-z]{2})(?:[/?#]|$)/.exec(url)?.[1]
  const candidates = locale ? [path.join(release, locale, '404', 'index.html')] : []
  for (const file of [...candidates, path.join(release, '404.html')]) {
    try {
      await access(file)
      return file
    } catch {}
  }
  return undefined
}

/** Serves the built site at / from the current release (swapped by publishing), with the site's 404 page. */
export default fp(
  async function sitePlugin(app: FastifyInstance, opts: SiteOptions) {
    const layout = siteLayout(opts.root)
    await ensureCurrent(opts.root)
    /**
     * The policy of the build's pages (each also carries its CSP meta tag), given to them alone: every other answer
     * under `/` (the search fragment, "Site hazırlanıyor", the sitemap and feeds, assets) keeps the strict default.
     */
    let pagePolicy = serializeCsp(siteCsp(opts))
    // The clinic's settings may name another booking page or analytics ids: the header follows each save.
    const followSettings = async () => {
      const { bookingUrl, analytics } = await app.siteSettings.readPublic()
      pagePolicy = serializeCsp(siteCsp(opts, { bookingUrl: bookingUrl || undefined, analytics }))
    }
    let unsubscribe: (() => void) | undefined
    app.addHook('onReady', async () => {
      await followSettings()
      unsubscribe = app.events.subscribe((message) => {
        if (message.type === 'content-changed' && message.change.kind === 'settings') {
          followSettings().catch((error) =>
            app.log.warn({ err: error }, 'site CSP not updated from the settings'),
          )
        }
      })
    })
    app.addHook('onClose', async () => unsubscribe?.())

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
      setHeaders(reply: FastifyReply, filePath: string) {
        cacheHeaders(reply, filePath)
        if (PAGE_FILE.test(filePath)) reply.header('content-security-policy', pagePolicy)
      },
    })

    /**
     * A preview link's page (decision 0285): the current release's template of the item's kind and language, filled
     * with the item's texts. Private: never cached, never indexed, no referrer sent on.
     */
    const privateHeaders = (reply: FastifyReply) =>
      reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', pagePolicy)
        .type('text/html; charset=utf-8')
    app.get<{ Params: { token: string } }>(
      PREVIEW_PAGE_ROUTE,
      { schema: { hide: true } },
      async (req, reply) => {
        privateHeaders(reply)
        const link = await app.previewLinks.resolve(req.params.token)
        if (link.state === 'unknown') return reply.code(404).send(PREVIEW_NOT_FOUND_PAGE)
        if (link.state === 'gone') return reply.code(410).send(PREVIEW_GONE_PAGE)
        let fields: Awaited<ReturnType<typeof previewContent>>
        try {
          fields = await previewContent(app, link.unit)
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404)
            return reply.code(404).send(PREVIEW_NOT_FOUND_PAGE)
          throw error
        }
        const release = await currentRelease(opts.root)
        const file = release && (await previewTemplateFile(release, link.unit.kind, link.unit.locale))
        if (!file) return reply.code(503).header('retry-after', '5').send(PREVIEW_PREPARING_PAGE)
        const html = fillPreviewTemplate(await readTemplate(file), fields, {
          locale: link.unit.locale,
          mediaBase: opts.mediaBase,
        })
        return reply.code(200).send(html)
      },
    )
    // The templates themselves are no page of the site.
    const notAPage = (req: FastifyRequest, reply: FastifyReply) =>
      app.pageNotFound ? app.pageNotFound(req, reply) : reply.code(404).send()
    for (const route of PREVIEW_TEMPLATE_ROUTES) app.get(route, { schema: { hide: true } }, notAPage)

    /**
     * A page opened before a release swap may still ask for its own scripts and pictures: hashed assets of the kept
     * older releases are served as well (they never change, whatever release holds them).
     */
    async function olderAsset(url: string): Promise<string | undefined> {
      const name = ASSET_NAME.exec(url.split('?')[0] ?? '')?.[1]
      if (!name) return undefined
      for (const release of (await listReleases(layout)).reverse()) {
        const file = path.join(release, '_astro', name)
        try {
          await access(file)
          return file
        } catch {}
      }
      return undefined
    }

    app.pageNotFound = async (req, reply: FastifyReply) => {
      const release = await currentRelease(opts.root)
      if (!release) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .type('text/html; charset=utf-8')
          .send(PREPARING_PAGE)
      }
      const asset = await olderAsset(req.url)
      if (asset) {
        reply.header('cache-control', 'public, max-age=31536000, immutable')
        return reply.type(mimeOf(asset)).send(createReadStream(asset))
      }
      const page = await notFoundPage(release, req.url)
      if (!page) {
        return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>404</title>')
      }
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pagePolicy)
        .type('text/html; charset=utf-8')
        .send(createReadStream(page))
    }
  },
  { name: 'site' },
)
