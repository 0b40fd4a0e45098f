import { createHash } from 'node:crypto'
import { ApiPaths } from '@clinic/contract/api-paths'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The public reads: GET routes whose answer is the same for every guest. They carry an ETag, answer 304 to a
 * matching If-None-Match and may be stored by any cache, which must ask again before reusing (`public, no-cache`).
 * Every other answer of the API is `no-store` (see `cachingPlugin`). Written as registered; matched without case.
 */
export const PUBLIC_READS = [
  ApiPaths.blogs,
  ApiPaths.blogSearch,
  ApiPaths.blogsByCategory,
  ApiPaths.blog,
  ApiPaths.comments,
  ApiPaths.commentLikes,
  ApiPaths.operations,
  ApiPaths.operationsByCatalog,
  ApiPaths.operation,
  ApiPaths.catalogs,
  ApiPaths.catalog,
  ApiPaths.categories,
] as const

export const PUBLIC_CACHE_CONTROL = 'public, no-cache'

const publicReads = new Set(PUBLIC_READS.map((url) => url.toLowerCase()))

const isPublicRead = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  typeof req.routeOptions.url === 'string' &&
  publicReads.has(req.routeOptions.url.toLowerCase())

/** Adds Authorization to Vary, keeping what CORS put there (Origin). */
function varyOnAuthorization(reply: FastifyReply) {
  const current = reply.getHeader('vary')
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!names.some((name) => name.toLowerCase() === 'authorization' || name === '*'))
    names.push('Authorization')
  reply.header('vary', names.join(', '))
}

/** A strong tag of the bytes and the list total (a page can stay the same while the total changes). */
function entityTag(payload: string | Buffer, total: unknown): string {
  const hash = createHash('sha1').update(payload)
  if (total !== undefined) hash.update(`\0${String(total)}`)
  return `"${hash.digest('base64url')}"`
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a list of tags, `W/` ignored, `*` matches any. */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag)
}

/**
 * The one caching rule of the API, applied to every answer as it is sent:
 * - a request with an Authorization header is answered `no-store` whatever the route (tokens, personal data, and
 *   a public route answering a signed-in caller: an admin sees inactive posts, a user their pending comments);
 * - a public read (`PUBLIC_READS`) to a guest, when it succeeds, is `public, no-cache` with an ETag, and 304 with an
 *   empty body when If-None-Match names it; it always says `Vary: Authorization`, so a shared cache never hands the
 *   guest's copy to a signed-in caller; its errors are `no-store`;
 * - any other answer keeps the Cache-Control its route chose (uploads, the static site, the admin), else `no-store`.
 *
 * Not @fastify/etag: it tags every answer of its scope (errors, writes, personal reads) and turns any of them into a
 * 304, while here only a guest's successful public read may be.
 */
export default fp(
  async function cachingPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (req, reply, payload) => {
      const publicRead = isPublicRead(req)
      if (publicRead) varyOnAuthorization(reply)
      if (req.headers.authorization !== undefined) {
        reply.header('cache-control', 'no-store')
        return payload
      }
      if (!publicRead) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
        return payload
      }
      if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
        reply.header('cache-control', 'no-store')
        return payload
      }
      const tag = entityTag(payload, reply.getHeader('x-total-count'))
      reply.header('etag', tag).header('cache-control', PUBLIC_CACHE_CONTROL)
      const ifNoneMatch = req.headers['if-none-match']
      if (!matchesEntityTag(ifNoneMatch, tag)) return payload
      reply.code(304).removeHeader('content-type').removeHeader('content-length')
      return ''
    })
  },
  { name: 'caching' },
)
