import { ApiPaths } from '@clinic/contract/api-paths'
import type { SyncKind } from '@clinic/contract/site-sync'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { PublicCacheConfig } from '../env.ts'
import { matchesEntityTag, type PUBLIC_READS } from '../plugins/caching.ts'
import type { PublicReadsScope } from '../plugins/events.ts'

/** What one change can make wrong: the public reads are grouped by what they show. */
type Family = 'blogs' | 'comments' | 'operations' | 'catalogs' | 'categories'
const FAMILIES: readonly Family[] = ['blogs', 'comments', 'operations', 'catalogs', 'categories']

/** Every public read belongs to one family (a new public read must say which). */
const FAMILY_OF: Record<(typeof PUBLIC_READS)[number], Family> = {
  [ApiPaths.blogs]: 'blogs',
  [ApiPaths.blogSearch]: 'blogs',
  [ApiPaths.blogsByCategory]: 'blogs',
  [ApiPaths.blog]: 'blogs',
  [ApiPaths.comments]: 'comments',
  [ApiPaths.commentLikes]: 'comments',
  [ApiPaths.operations]: 'operations',
  [ApiPaths.operationsByCatalog]: 'operations',
  [ApiPaths.operation]: 'operations',
  [ApiPaths.catalogs]: 'catalogs',
  [ApiPaths.catalog]: 'catalogs',
  [ApiPaths.categories]: 'categories',
}
const familyOfRoute = new Map(Object.entries(FAMILY_OF).map(([url, family]) => [url.toLowerCase(), family]))

/**
 * The families a change drops. A post's comments go with the post (an inactive or deleted post's comments answer
 * 404); posts show their category's name and operations their catalog's.
 */
const DROPPED_BY: Record<SyncKind | 'settings' | PublicReadsScope, readonly Family[]> = {
  blogs: ['blogs', 'comments'],
  categories: ['categories', 'blogs'],
  operations: ['operations'],
  catalogs: ['catalogs', 'operations'],
  comments: ['comments'],
  // The settings' public read is never kept (no-store): no family shows them.
  settings: [],
  all: FAMILIES,
}

/**
 * Writes that change no public answer, or only its counters (views and likes, stale until the entry's time is
 * up). Written as registered, method first; a test checks each is a route. Every other successful write outside
 * the content services (which announce their own) drops its scope: see `scopeOfWrite`.
 */
export const QUIET_WRITES = [
  `PUT ${ApiPaths.blogView}`,
  `PUT ${ApiPaths.blogLike}`,
  `PUT ${ApiPaths.blogUnlike}`,
  `PUT ${ApiPaths.operationView}`,
  `PUT ${ApiPaths.commentLike}`,
  `PUT ${ApiPaths.commentLikeStatus}`,
  `PUT ${ApiPaths.commentLikeStatusReset}`,
  `PUT ${ApiPaths.commentLikeStatuses}`,
  `PUT ${ApiPaths.commentLikeStatusesReset}`,
  `POST ${ApiPaths.commentReport}`,
  `POST ${ApiPaths.accountLogin}`,
  `POST ${ApiPaths.accountRegister}`,
  `POST ${ApiPaths.accountResendConfirmation}`,
  `POST ${ApiPaths.accountForgotPassword}`,
  `POST ${ApiPaths.accountResetPassword}`,
  `POST ${ApiPaths.accountChangePassword}`,
  `PUT ${ApiPaths.userRoles}`,
  `POST ${ApiPaths.contactMessages}`,
  `PUT ${ApiPaths.contactMessageRead}`,
  `DELETE ${ApiPaths.contactMessage}`,
  `POST ${ApiPaths.wellnessMessages}`,
  `PUT ${ApiPaths.wellnessMessageRead}`,
  `DELETE ${ApiPaths.wellnessMessage}`,
  // A KVKK erasure deletes messages only, which no public answer shows.
  `DELETE ${ApiPaths.dataRequests}`,
  `POST ${ApiPaths.uploadImage}`,
  `POST ${ApiPaths.sitePublish}`,
  // The settings service announces its own save (a content change of kind `settings`).
  `PUT ${ApiPaths.siteSettings}`,
  `POST ${ApiPaths.siteSearch}`,
  `POST ${ApiPaths.siteSearchInFolder}`,
  `POST ${ApiPaths.siteSearchInPage}`,
  // The statistics beacon changes no public answer (only staff read the counts).
  `POST ${ApiPaths.analyticsBeacon}`,
  // Consents (issue 21) show nowhere public; a withdrawal announces its posts through the blog service.
  `POST ${ApiPaths.consents}`,
  `PUT ${ApiPaths.consent}`,
  `PUT ${ApiPaths.consentWithdraw}`,
] as const
const quietWrites = new Set(QUIET_WRITES.map((write) => write.toLowerCase()))

const CONTENT_SERVICE_ROUTE = /^\/api\/(blog|operation|catalog|category)(\/|$)/
const PEOPLE_ROUTE = /^\/api\/(account|users)(\/|$)/

/** Which public answers a successful write outside the content services changed (undefined: none). */
export function scopeOfWrite(method: string, route: string): PublicReadsScope | undefined {
  const url = route.toLowerCase()
  if (quietWrites.has(`${method.toLowerCase()} ${url}`)) return undefined
  if (url.startsWith(ApiPaths.comments.toLowerCase())) return 'comments'
  // The content services announce their own writes (contentChanged), on every replica.
  if (CONTENT_SERVICE_ROUTE.test(url)) return undefined
  // A user's name and picture show on their comments; a deleted user's comments go with them.
  if (PEOPLE_ROUTE.test(url)) return 'comments'
  return 'all'
}

/** An answer as it left: the body and every header but those of one request or one connection. */
interface Entry {
  body: Buffer
  headers: Record<string, string | number | string[]>
  family: Family
  expires: number
  bytes: number
}

/** What a miss remembers until its answer is sent: the key, and the family's generation when it started. */
interface Miss {
  key: string
  family: Family
  generation: number
  /** Set on the first miss of its key: lets the guests waiting for the same answer go on (see `inFlight`). */
  release?: () => void
}

/** A miss being answered: guests asking the same key meanwhile wait for it, at most FOLLOW_WAIT_MS. */
interface Leader {
  done: Promise<void>
  startedAt: number
}

/** How long a guest waits for the same answer being made by another request before making its own. */
const FOLLOW_WAIT_MS = 5_000

export interface PublicCache {
  /** Forgets every answer (tests that write the database behind the services' back). */
  clear(): void
  stats(): { entries: number; bytes: number; hits: number; misses: number; stored: number; evicted: number }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache
  }
  interface FastifyRequest {
    publicCacheMiss: Miss | null
  }
}

/** A canonical query longer than this is answered but not kept (no caller of the site sends one). */
const MAX_QUERY_LENGTH = 512
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** An LRU of answers, bounded in entries and bytes, dropped by family; a family's generation moves on each drop. */
export function createAnswerStore({ maxBytes, maxEntries, ttlMs }: PublicCacheConfig) {
  const entries = new Map<string, Entry>()
  const generations = Object.fromEntries(FAMILIES.map((family) => [family, 0])) as Record<Family, number>
  const counts = { hits: 0, misses: 0, stored: 0, evicted: 0 }
  let bytes = 0
  // A single answer may take a quarter of the room, so one huge list cannot empty the cache by itself.
  const maxEntryBytes = Math.floor(maxBytes / 4)

  function remove(key: string, entry: Entry) {
    entries.delete(key)
    bytes -= entry.bytes
  }

  return {
    generation: (family: Family) => generations[family],
    get(key: string): Entry | undefined {
      const entry = entries.get(key)
      if (entry === undefined || entry.expires <= Date.now()) {
        if (entry) remove(key, entry)
        counts.misses++
        return undefined
      }
      // Most recently used last: eviction takes the first.
      entries.delete(key)
      entries.set(key, entry)
      counts.hits++
      return entry
    },
    put(miss: Miss, fields: Omit<Entry, 'family' | 'expires' | 'bytes'>) {
      // Dropped while this answer was being made: it may show what was there before.
      if (generations[miss.family] !== miss.generation) return
      const size = fields.body.length + miss.key.length * 2 + 1000
      if (size > maxEntryBytes) return
      const previous = entries.get(miss.key)
      if (previous) remove(miss.key, previous)
      entries.set(miss.key, { ...fields, family: miss.family, expires: Date.now() + ttlMs, bytes: size })
      bytes += size
      counts.stored++
      for (const [key, entry] of entries) {
        if (bytes <= maxBytes && entries.size <= maxEntries) break
        remove(key, entry)
        counts.evicted++
      }
    },
    drop(families: readonly Family[]) {
      for (const family of families) generations[family]++
      for (const [key, entry] of entries) if (families.includes(entry.family)) remove(key, entry)
    },
    clear() {
      for (const family of FAMILIES) generations[family]++
      entries.clear()
      bytes = 0
    },
    stats: () => ({ entries: entries.size, bytes, ...counts }),
  }
}

/**
 * The route and its parameters as the router read them (the fixed segments matched without case, a trailing or
 * doubled slash ignored, the parameters decoded and kept as sent), the canonical query, and what the replayed
 * headers depend on: the Origin (CORS) and the protocol (HSTS). Each part is prefixed with its length, so no value
 * can pass for two.
 */
function keyOf(req: FastifyRequest, route: string, query: string): string {
  const origin = req.headers.origin ?? ''
  let key = `${req.protocol}\n${origin.length}:${origin}\n${route}`
  const params = req.params as Record<string, string>
  for (const name in params) {
    const value = params[name]!
    key += `\n${value.length}:${value}`
  }
  return `${key}\n?${query}`
}

/** The query parameters a route's schema reads, sorted; every other parameter changes nothing in its answer. */
function knownParameters(req: FastifyRequest): readonly string[] {
  const schema = req.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined
  return Object.keys(schema?.shape ?? {}).sort()
}

/**
 * The query as the route reads it (decision 0171): its known parameters only, sorted by name, each value encoded
 * the same way, so `?b=1`, `?sort=views&page=1` and `?page=1&x=2&sort=views` name one answer each, whatever else or
 * in whatever order a caller writes. The route's schema drops the unknown parameters too, so the answer is the same.
 */
export function canonicalQuery(query: Record<string, unknown>, known: readonly string[]): string {
  const parts: string[] = []
  for (const name of known) {
    const value = query[name]
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(`${name}=${encodeURIComponent(String(one))}`)
  }
  return parts.join('&')
}

/** Headers of one request or one connection, never replayed. */
const NOT_REPLAYED = new Set([
  'x-request-id',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
])

function replayable(headers: Record<string, unknown>): Entry['headers'] {
  const kept: Entry['headers'] = {}
  for (const [name, value] of Object.entries(headers)) {
    if (NOT_REPLAYED.has(name)) continue
    if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) kept[name] = value
  }
  return kept
}

/**
 * Writes a kept answer straight to the socket (Fastify still logs it and runs onResponse), or 304 without a body
 * when If-None-Match names its tag, as the caching plugin answers a miss.
 */
function answer(req: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.hijack()
  const headers: Entry['headers'] = { ...entry.headers }
  const id = reply.getHeader('x-request-id')
  if (typeof id === 'string') headers['x-request-id'] = id
  if (matchesEntityTag(req.headers['if-none-match'], String(entry.headers.etag))) {
    delete headers['content-type']
    reply.raw.writeHead(304, headers).end()
    return
  }
  headers['content-length'] = entry.body.length
  reply.raw.writeHead(200, headers).end(entry.body)
}

/**
 * The public reads' answers to guests, kept in this process and answered from the first hook after the request id
 * is set. A hit replays what the miss answered: its bytes and every header the app set (security, CORS, Vary,
 * ETag, Cache-Control, content type, total) but the request's own (id, length, date), so the security and CORS
 * hooks need not run again; the key holds what those headers depend on (Origin, protocol). The caching plugin's
 * onSend still answers 304 to a matching If-None-Match. Only a guest's (no Authorization header) successful GET
 * of a public read is kept.
 *
 * Fresh as long as nothing changed: a content service's change (this replica's at once, another's through NOTIFY)
 * drops the families it can alter, and so does a successful write outside the services (comments, their authors),
 * before its answer leaves. A miss started before a drop is not kept. Counters (views, likes) drop nothing: they
 * may be `ttlMs` old.
 *
 * Registered before the security plugin (its hook must run first) and after the caching plugin (its onSend must
 * have set the ETag when an answer is kept); it subscribes to the events bus, registered later, once the app is
 * ready.
 */
export default fp(
  async function publicCachePlugin(app: FastifyInstance, opts: PublicCacheConfig) {
    const store = createAnswerStore(opts)
    const enabled = opts.maxBytes > 0 && opts.maxEntries > 0 && opts.ttlMs > 0
    app.decorate<PublicCache>('publicCache', { clear: store.clear, stats: store.stats })
    app.decorateRequest('publicCacheMiss', null)

    const unsubscribe: Array<() => void> = []
    app.addHook('onReady', async () => {
      unsubscribe.push(
        app.events.subscribe((message) => {
          if (message.type === 'content-changed') store.drop(DROPPED_BY[message.change.kind])
        }),
        app.events.subscribePublicReads((scope) => store.drop(DROPPED_BY[scope])),
      )
    })
    app.addHook('onClose', async () => {
      for (const off of unsubscribe) off()
    })

    // Each public read's known query parameters, read once from its schema.
    const knownOf = new Map<string, readonly string[]>()
    // One query per key at a time: a burst of the same read (30 guests, or 30 junk parameters naming one key) waits
    // for the first request's answer instead of running the query 30 times (decision 0171).
    const inFlight = new Map<string, Leader>()

    /** Marks the request as the miss of its key, first of its key when no other is being answered. */
    function miss(req: FastifyRequest, key: string, family: Family) {
      const generation = store.generation(family)
      const leader = inFlight.get(key)
      if (leader !== undefined && Date.now() - leader.startedAt < FOLLOW_WAIT_MS) {
        req.publicCacheMiss = { key, family, generation }
        return
      }
      let release = () => {}
      const done = new Promise<void>((resolve) => {
        release = () => {
          if (inFlight.get(key)?.done === done) inFlight.delete(key)
          resolve()
        }
      })
      inFlight.set(key, { done, startedAt: Date.now() })
      req.publicCacheMiss = { key, family, generation, release }
    }

    if (enabled) {
      app.addHook('onRequest', (req, reply, done) => {
        const route = req.routeOptions.url
        if (req.method !== 'GET' || req.headers.authorization !== undefined || route === undefined)
          return done()
        const family = familyOfRoute.get(route.toLowerCase())
        if (family === undefined) return done()
        let known = knownOf.get(route)
        if (known === undefined) {
          known = knownParameters(req)
          knownOf.set(route, known)
        }
        const query = canonicalQuery((req.query ?? {}) as Record<string, unknown>, known)
        if (query.length > MAX_QUERY_LENGTH) return done()
        const key = keyOf(req, route, query)
        const entry = store.get(key)
        if (entry !== undefined) return answer(req, reply, entry)
        const leader = inFlight.get(key)
        if (leader === undefined || Date.now() - leader.startedAt >= FOLLOW_WAIT_MS) {
          miss(req, key, family)
          return done()
        }
        // The same answer is being made: take it once kept, else make it (an error, a drop meanwhile).
        let timer: NodeJS.Timeout | undefined
        const timedOut = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, FOLLOW_WAIT_MS)
        })
        void Promise.race([leader.done, timedOut]).then(() => {
          clearTimeout(timer)
          const kept = store.get(key)
          if (kept !== undefined) return answer(req, reply, kept)
          miss(req, key, family)
          done()
        })
      })
      // A miss whose answer never reaches onSend (the client went away) lets its followers go too.
      const releaseMiss = (req: FastifyRequest) => {
        req.publicCacheMiss?.release?.()
      }
      app.addHook('onResponse', async (req) => releaseMiss(req))
      app.addHook('onRequestAbort', async (req) => releaseMiss(req))
    }

    app.addHook('onSend', (req, reply, payload, done) => {
      const missed = req.publicCacheMiss
      // Null when this request was no miss; undefined on a request a plugin made inside another (Swagger UI's
      // static files), which never passed the onRequest hook.
      if (missed) {
        req.publicCacheMiss = null
        const storable = typeof payload === 'string' || Buffer.isBuffer(payload)
        // The caching plugin's onSend ran first: a kept answer has its ETag (and a 304 is not kept).
        if (reply.statusCode === 200 && storable && reply.hasHeader('etag')) {
          store.put(missed, {
            body: typeof payload === 'string' ? Buffer.from(payload) : payload,
            headers: replayable(reply.getHeaders()),
          })
        }
        missed.release?.()
      } else if (WRITES.has(req.method) && req.routeOptions.url !== undefined) {
        // A refusal (4xx) changed nothing; a server error may have come after the write.
        const status = reply.statusCode
        const scope =
          status < 400 || status >= 500 ? scopeOfWrite(req.method, req.routeOptions.url) : undefined
        if (scope) app.events.publicReadsChanged(scope)
      }
      done(null, payload)
    })
  },
  { name: 'public-cache', dependencies: ['caching'] },
)
