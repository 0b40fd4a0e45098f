import { ApiPaths } from '@clinic/contract/api-paths'
import { LocaleQuery } from '@clinic/contract/locale'
import { SiteSearchForm } from '@clinic/contract/site-search'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { searchResultsHtml } from '../../lib/search-results-html.ts'

/** A search form is a few words; the API's 1 MB body limit is far too generous here. */
const BODY_LIMIT = 4 * 1024

const FORM = 'application/x-www-form-urlencoded'

/**
 * The site's search box (docs/spec §7): POST `inc/ajax-search.html` with the form field
 * `searchTerm`, answered with an HTML fragment. The theme posts a page-relative path, so the same call also answers
 * one or two segments deeper (`/blog/inc/…`, `/blog/x/inc/…`).
 */
export default async function siteSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  // Only the form is read here (JSON and multipart get 415); the first value of a repeated field counts.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    const fields: Record<string, string> = {}
    for (const [name, value] of new URLSearchParams(body as string)) fields[name] ??= value
    done(null, fields)
  })

  const options = (hide: boolean) => ({
    // One counter for the three paths.
    onRequest: app.limits.search,
    bodyLimit: BODY_LIMIT,
    schema: {
      hide,
      tags: ['Site'],
      summary: 'Site içi arama',
      description:
        'Sitenin arama kutusu: `searchTerm` form alanıyla gönderilir; eşleşen en fazla 6 yazı ve 4 operasyon, değerleri kaçışlanmış bir HTML parçası (`ul.search-results`) olarak döner. Eşleşme yoksa ya da arama metni boşsa gövde boştur. `?locale=` (varsayılan tr) o dilde yayındaki içerikte, o dilin harf katlamasıyla arar; bağlantılar o dilin adresleridir (`/en/blog/…`).',
      consumes: [FORM],
      produces: ['text/html'],
      querystring: LocaleQuery,
      body: SiteSearchForm,
      response: { 200: z.string() },
    },
  })

  async function answer(req: { body: SiteSearchForm; query: LocaleQuery }, reply: FastifyReply) {
    const found = await app.siteFeeds.search(req.body.searchTerm, req.query.locale)
    return reply.type('text/html; charset=utf-8').send(searchResultsHtml(found, req.query.locale))
  }

  app.post(ApiPaths.siteSearch, options(false), answer)
  app.post(ApiPaths.siteSearchInFolder, options(true), answer)
  app.post(ApiPaths.siteSearchInPage, options(true), answer)
}
