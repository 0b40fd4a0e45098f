import path from 'node:path'
import type { PublishTarget, SitePublishState } from '@clinic/contract/site-publish'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectGarbageSoon } from '../../lib/memory.ts'
import type { ContentChange } from '../../plugins/events.ts'
import { type BuildWorkerStatus, createAstroBuilder } from './astro-builder.ts'
import { createBuilderLock } from './builder-lock.ts'
import { type CoalescerTiming, createCoalescer, PUBLISH_TIMING } from './coalescer.ts'
import { callRebuildWebhook, webhookBody } from './rebuild-webhook.ts'
import {
  currentRelease,
  pruneReleases,
  publishRelease,
  readManifest,
  siteLayout,
  sourceDigest,
} from './site-release.ts'

export interface PublishingOptions {
  /** This server builds the site with Astro (DATA_DIR/site); undefined when the site lives elsewhere. */
  builder?: {
    /** The Astro project (apps/site). */
    source: string
    /** DATA_DIR/site. */
    root: string
    /** The folders whose files make the site (a change makes the live release stale). */
    sourceFolders: string[]
    /**
     * The deployment's settings the pages state (MESSAGE_RETENTION_MONTHS, named by the privacy notice): a restart
     * with another value makes the live release stale, as a change of the code does.
     */
    facts?: string | undefined
    /** The build's environment (apps/site/site-env.ts), read when the worker starts (the port is known then). */
    env: () => Record<string, string>
    /** BUILD_TIMEOUT_S: a longer build is stopped and recorded as failed. */
    timeoutMs: number
    /** BUILD_COLD_TIMEOUT_S: the same for a cold build (see astro-builder.ts). */
    coldTimeoutMs?: number
    /** BUILD_WORKER_IDLE_S: the Astro worker exits this long after its last build (default 45 s). */
    workerIdleMs?: number
    /** BUILD_WORKER_PEAK_MB in bytes: a worker whose build peaked above it is replaced (default 500 MB). */
    workerPeakBytes?: number
  }
  /** The signed rebuild webhook: a static host's deploy hook or CI builds the site. */
  webhook?: { url: string; secret: string | undefined }
  timing?: CoalescerTiming
}

/** Why a publish runs; shown in the admin's publishing view. */
type Trigger = { kind: 'change'; change: ContentChange } | { kind: 'request'; reason: string }

export interface Publishing {
  readonly targets: PublishTarget[]
  /** Starts publishing once the server listens: a missing or stale site is built now, changes publish from then on. */
  start(): Promise<void>
  /** "Publish now" (the admin's button); reaches the builder replica wherever it is asked. */
  request(reason: string): void
  state(): Promise<SitePublishState>
  /** The newest publish alone, for the health check (one query, however often a load balancer asks). */
  newest(): Promise<SitePublishState['lastBuild']>
  /** This replica publishes (it holds the builder lock and has started). */
  readonly isBuilder: boolean
  /** The Astro worker of this process, or null when this server does not build the site (SITE_BUILD=false). */
  worker(): BuildWorkerStatus | null
  /** The newest finished publish (ok or failed) of this deployment, or null before the first. */
  lastFinished(): Promise<SitePublishState['lastBuild']>
  /** Lets the running publish finish and starts no other (graceful shutdown, before the server stops listening). */
  drain(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    publishing: Publishing
  }
}

function describe(batch: Trigger[]): string {
  const requests = batch.filter((t) => t.kind === 'request').map((t) => t.reason)
  const changes = batch.length - requests.length
  const parts = [...new Set(requests)]
  if (changes > 0) parts.push(changes === 1 ? 'içerik değişti' : `içerik değişti (${changes})`)
  return parts.join(', ')
}

/**
 * Publishing: content changes announced by the services are coalesced into batches; each batch builds the site into a
 * new release (swapped in atomically, the live one kept when a build fails) and/or calls the rebuild webhook. On
 * PostgreSQL one replica, the holder of the builder lock, does this for all of them.
 */
export default fp(
  async function publishingPlugin(app: FastifyInstance, opts: PublishingOptions) {
    const history = app.siteBuilds
    const targets: PublishTarget[] = [
      ...(opts.webhook ? (['webhook'] as const) : []),
      ...(opts.builder ? (['builder'] as const) : []),
    ]
    const builder = opts.builder
    const layout = builder ? siteLayout(builder.root) : undefined
    const astro =
      builder && layout
        ? createAstroBuilder({
            source: builder.source,
            timeoutMs: builder.timeoutMs,
            coldTimeoutMs: builder.coldTimeoutMs,
            idleMs: builder.workerIdleMs,
            peakBytes: builder.workerPeakBytes,
            // Output and cache beside the database: the same folders every build, never another database's.
            env: () => ({ ...builder.env(), SITE_OUT_DIR: layout.out, SITE_CACHE_DIR: layout.cache }),
          })
        : undefined
    let digest: Promise<string> | undefined
    const siteDigest = () => {
      digest ??= sourceDigest(builder?.sourceFolders ?? [], builder?.facts)
      return digest
    }
    /**
     * After an interrupted build Astro's output and cache may be half-written: the next build ignores both. After a
     * failed one the output may be: the next build starts from an empty folder.
     */
    let forceNext = false
    let cleanNext = false

    async function buildSite(reason: string): Promise<void> {
      if (!astro || !layout) return
      const row = await history.start('builder', reason)
      const log = app.log.child({ buildId: row.id })
      log.info({ reason }, 'site build started')
      try {
        const started = performance.now()
        const startedAtMs = Date.now()
        const run = await astro.build({ force: forceNext, clean: cleanNext })
        if (!run.ok) {
          cleanNext = true
          // Stopped mid-way, its cache may be half-written as after an interruption.
          if (run.timedOut) forceNext = true
          await history.finish(row.id, 'failed', run.log)
          log.error({ reason, log: run.log.slice(-4_000) }, 'site build failed; the live site is unchanged')
          return
        }
        forceNext = false
        cleanNext = false
        const astroMs = Math.round(performance.now() - started)
        const release = await publishRelease(
          layout,
          { buildId: row.id, contentAsOf: row.startedAt, sourceDigest: await siteDigest() },
          startedAtMs,
        )
        const releaseMs = Math.round(performance.now() - started) - astroMs
        await history.finish(row.id, 'ok', run.log)
        // The new release is live whatever happens to the old ones.
        await pruneReleases(layout).catch((error) => log.warn({ err: error }, 'old releases not pruned'))
        log.info(
          {
            reason,
            release: path.basename(release.release),
            copied: release.copied,
            linked: release.linked,
            dropped: release.dropped,
            astroMs,
            releaseMs,
          },
          'site published',
        )
      } catch (error) {
        await history.finish(row.id, 'failed', String((error as Error).stack ?? error))
        log.error({ err: error }, 'site release failed; the live site is unchanged')
      } finally {
        // What the build's reads and the release allocated is garbage now: hand it back (decision 0240).
        collectGarbageSoon()
      }
    }

    async function callWebhook(reason: string, batch: Trigger[]): Promise<void> {
      if (!opts.webhook) return
      const row = await history.start('webhook', reason)
      const changes = batch.flatMap((t) => (t.kind === 'change' ? [t.change] : []))
      const outcome = await callRebuildWebhook(opts.webhook, () => webhookBody(reason, changes))
      await history.finish(row.id, outcome.ok ? 'ok' : 'failed', outcome.log)
      if (outcome.ok) app.log.info({ buildId: row.id, reason }, 'rebuild webhook called')
      else app.log.error({ buildId: row.id, reason, log: outcome.log }, 'rebuild webhook failed')
    }

    const coalescer = createCoalescer<Trigger>(async (batch) => {
      const reason = describe(batch)
      await callWebhook(reason, batch)
      await buildSite(reason)
    }, opts.timing ?? PUBLISH_TIMING)

    const lock = createBuilderLock(app.dbUrl, app.log)
    /** The newest "publish now" heard: reported as pending until a build starts after it, and kept for a replica that becomes the builder later. */
    let lastRequest: { reason: string; at: Date } | undefined
    const unanswered = (newest: { startedAt: string } | undefined) =>
      lastRequest !== undefined && (newest === undefined || lastRequest.at > new Date(newest.startedAt))
    const unsubscribe = app.events.subscribe((message) => {
      if (message.type === 'publish-requested') lastRequest = { reason: message.reason, at: new Date() }
      // Every replica hears every message; only the builder acts, once it has started (the staleness check at its
      // start covers whatever changed before, such as the first start's demo content).
      if (!building) return
      // A build follows: a worker gone idle starts loading Astro now, during the batch's quiet moment.
      astro?.prepare()
      if (message.type === 'content-changed') coalescer.add({ kind: 'change', change: message.change })
      else coalescer.addNow({ kind: 'request', reason: message.reason })
    })

    /** Why the live site needs a publish at start, or undefined when it is up to date. */
    async function staleness(): Promise<string | undefined> {
      const changedAt = await history.lastChangeAt()
      if (layout) {
        const live = await currentRelease(layout.root)
        if (!live) return 'ilk yayın'
        const manifest = await readManifest(live)
        if (!manifest || manifest.sourceDigest !== (await siteDigest())) return 'site kodu değişti'
        if (changedAt && changedAt > new Date(manifest.contentAsOf)) return 'kapalıyken içerik değişti'
        return undefined
      }
      const last = await history.newestOk('webhook')
      if (changedAt && (!last || changedAt > new Date(last.startedAt))) return 'kapalıyken içerik değişti'
      return undefined
    }

    /** This replica holds the builder lock and has started: it publishes. */
    let building = false

    async function becomeBuilder() {
      if (targets.length === 0) return
      building = true
      forceNext = await history.interruptRunning()
      const reason =
        (await staleness()) ?? (unanswered((await history.latest(1))[0]) ? lastRequest?.reason : undefined)
      if (reason) coalescer.addNow({ kind: 'request', reason })
      // An up-to-date site: Astro warms up meanwhile, so the first save publishes as fast as the next.
      else if (!forceNext) void astro?.warm()
      coalescer.resume()
    }

    let started = false
    app.decorate<Publishing>('publishing', {
      targets,
      async start() {
        if (started) return
        started = true
        lock.onAcquired(() => {
          becomeBuilder().catch((error) => app.log.error({ err: error }, 'publishing could not start'))
        })
        // Without the lock another replica may build: this one starts no build until it holds the lock again.
        lock.onLost(() => {
          building = false
          void coalescer.drain()
        })
      },
      request(reason) {
        app.events.publishRequested(reason)
      },
      async newest() {
        return (await history.latest(1))[0] ?? null
      },
      get isBuilder() {
        return building
      },
      worker: () => astro?.status() ?? null,
      async lastFinished() {
        return (await history.latest(5)).find((b) => b.status !== 'running') ?? null
      },
      async state() {
        const [builds, changedAt] = await Promise.all([history.latest(), history.lastChangeAt()])
        const newest = builds[0]
        const finished = builds.filter((b) => b.status !== 'running')
        const mainTarget: PublishTarget = targets.includes('builder') ? 'builder' : 'webhook'
        const enabled = targets.length > 0
        const changedSinceNewest =
          changedAt !== undefined && (newest === undefined || changedAt > new Date(newest.startedAt))
        return {
          enabled,
          targets,
          building: builds.some((b) => b.status === 'running') || coalescer.busy,
          pending: enabled && (coalescer.pendingCount > 0 || changedSinceNewest || unanswered(newest)),
          lastChangeAt: changedAt?.toISOString() ?? null,
          live: enabled ? ((await history.newestOk(mainTarget)) ?? null) : null,
          lastBuild: finished[0] ?? null,
          builds,
        }
      },
      async drain() {
        building = false
        unsubscribe()
        await coalescer.drain()
        astro?.stop()
        await lock.close()
      },
    })

    app.addHook('onClose', async () => {
      await app.publishing.drain()
    })
  },
  { name: 'publishing', dependencies: ['db', 'events', 'siteBuilds'] },
)
