import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { SyncKind } from '@clinic/contract/site-sync'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'

/**
 * What a service says after a write to public content (posts, operations, catalogs, categories) or to the clinic's
 * settings (`settings`: the facts every page shows) committed.
 */
export interface ContentChange {
  kind: SyncKind | 'settings'
  id: number
  action: 'created' | 'updated' | 'deleted' | 'status'
}

/** What travels between replicas: a content change, or an admin's "publish now" that only the builder can act on. */
export type PublishingMessage =
  | { type: 'content-changed'; change: ContentChange }
  | { type: 'publish-requested'; reason: string }

/**
 * Public answers a write changed outside the content services, which publishing does not care about: `comments`
 * (a post's comments: written, edited, approved, deleted, or their authors renamed or gone), `all` (a write the
 * cache cannot place). Caches of public reads drop them; counters (views, likes) never announce.
 */
export type PublicReadsScope = 'comments' | 'all'

export interface AppEvents {
  /** Says that public content changed; counters (views, likes) never do. */
  contentChanged(change: ContentChange): void
  /** Asks whichever replica builds to publish now. */
  publishRequested(reason: string): void
  /** Every message, from this replica or (on PostgreSQL) another; answers a function that unsubscribes. */
  subscribe(listener: (message: PublishingMessage) => void): () => void
  /** Says that public answers outside the content changed (see PublicReadsScope). */
  publicReadsChanged(scope: PublicReadsScope): void
  /** Every such change, from this replica or (on PostgreSQL) another; answers a function that unsubscribes. */
  subscribePublicReads(listener: (scope: PublicReadsScope) => void): () => void
}

declare module 'fastify' {
  interface FastifyInstance {
    events: AppEvents
  }
}

/** The PostgreSQL channel of every replica of one database. */
export const PUBLISHING_CHANNEL = 'clinic_publishing'
/** Public-read changes travel apart, so a replica that knows only the publishing messages never mistakes one. */
export const PUBLIC_READS_CHANNEL = 'clinic_public_reads'
const CHANNELS = [PUBLISHING_CHANNEL, PUBLIC_READS_CHANNEL] as const
type Channel = (typeof CHANNELS)[number]
const RECONNECT_MS = 2_000

interface WireMessage {
  origin: string
  message: unknown
}

/**
 * Listens on the channels with a connection of its own, reconnecting when it drops. A message this replica sent is
 * skipped: it was delivered here already, at once. What was sent while the connection was down is lost, so after a
 * reconnection every public read counts as changed.
 */
function relayFromPostgres(
  url: string,
  origin: string,
  deliver: (channel: Channel, message: unknown) => void,
  log: FastifyInstance['log'],
) {
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let listenedBefore = false

  async function connect() {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (note) => {
      const channel = CHANNELS.find((name) => name === note.channel)
      if (!channel || !note.payload) return
      try {
        const wire = JSON.parse(note.payload) as WireMessage
        if (wire.origin !== origin) deliver(channel, wire.message)
      } catch {
        log.warn({ payload: note.payload.slice(0, 200) }, 'unreadable publishing notification')
      }
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'publishing listener lost its connection; reconnecting')
      void next.end().catch(() => {})
      if (client === next) client = undefined
      schedule()
    })
    try {
      await next.connect()
      for (const channel of CHANNELS) await next.query(`LISTEN ${channel}`)
      if (closed) return void (await next.end())
      client = next
      if (listenedBefore) deliver(PUBLIC_READS_CHANNEL, 'all')
      listenedBefore = true
    } catch (error) {
      log.warn({ err: error }, 'publishing listener could not connect; retrying')
      void next.end().catch(() => {})
      schedule()
    }
  }
  function schedule() {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, RECONNECT_MS)
    retry.unref()
  }

  return {
    ready: connect(),
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}

/**
 * The app's event bus. Services announce content changes here; publishing and the public-read cache subscribe. On
 * PostgreSQL every message is also sent with NOTIFY, so a change saved on one replica reaches the one that builds
 * and every replica's cache.
 */
export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    const emitter = new EventEmitter()
    emitter.setMaxListeners(50)
    const origin = randomUUID()
    const deliver = (channel: Channel, message: unknown) => {
      if (channel === PUBLISHING_CHANNEL) emitter.emit('message', message as PublishingMessage)
      else if (message === 'comments' || message === 'all') emitter.emit('public-reads', message)
    }

    const url = app.dbKind === 'postgres' ? app.dbUrl : undefined
    const relay = url ? relayFromPostgres(url, origin, deliver, app.log) : undefined
    if (relay) {
      await relay.ready
      app.addHook('onClose', () => relay.close())
    }

    function send(channel: Channel, message: PublishingMessage | PublicReadsScope) {
      deliver(channel, message)
      if (!relay) return
      const payload = JSON.stringify({ origin, message } satisfies WireMessage)
      app.db.$client
        .query('select pg_notify($1, $2)', [channel, payload])
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not notify the other replicas'))
    }

    app.decorate<AppEvents>('events', {
      contentChanged: (change) => send(PUBLISHING_CHANNEL, { type: 'content-changed', change }),
      publishRequested: (reason) => send(PUBLISHING_CHANNEL, { type: 'publish-requested', reason }),
      subscribe(listener) {
        emitter.on('message', listener)
        return () => emitter.off('message', listener)
      },
      publicReadsChanged: (scope) => send(PUBLIC_READS_CHANNEL, scope),
      subscribePublicReads(listener) {
        emitter.on('public-reads', listener)
        return () => emitter.off('public-reads', listener)
      },
    })
  },
  { name: 'events', dependencies: ['db'] },
)
