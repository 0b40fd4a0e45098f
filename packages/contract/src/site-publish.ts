import { z } from 'zod'
import { DateTime } from './common.ts'

/** Where a publish goes: this server's own Astro builder, or the signed rebuild webhook (a static host or CI builds). */
export const PublishTarget = z.enum(['builder', 'webhook'])
export type PublishTarget = z.infer<typeof PublishTarget>

/**
 * running: under way; ok: live (builder) or accepted by the hook (webhook); failed: the live site is unchanged, the
 * log says why; interrupted: the server stopped before it finished (the next start rebuilds).
 */
export const SiteBuildStatus = z.enum(['running', 'ok', 'failed', 'interrupted'])
export type SiteBuildStatus = z.infer<typeof SiteBuildStatus>

/** One publish: a build of the public site, or one call of the rebuild webhook. */
export const SiteBuild = z.object({
  id: z.number().int(),
  target: PublishTarget,
  status: SiteBuildStatus,
  /** Why it ran: "ilk açılış", "yönetici", "içerik değişti (3)"… */
  reason: z.string(),
  startedAt: DateTime,
  finishedAt: DateTime.nullable(),
  durationMs: z.number().int().nullable(),
  /** The end of the build's output (or the hook's answer): why a failed build failed. */
  logTail: z.string(),
})
export type SiteBuild = z.infer<typeof SiteBuild>

/** GET /api/site/publish and the answer of POST /api/site/publish (admin). */
export const SitePublishState = z.object({
  /** False when content changes publish nowhere (no builder and no webhook). */
  enabled: z.boolean(),
  targets: z.array(PublishTarget),
  /** A build (or a webhook call) is under way. */
  building: z.boolean(),
  /** Content changed after the newest publish started: a publish is waiting or about to start. */
  pending: z.boolean(),
  /** The newest change to public content (posts, operations, catalogs, categories), counters excepted. */
  lastChangeAt: DateTime.nullable(),
  /** The newest successful publish: what the public sees now. */
  live: SiteBuild.nullable(),
  /** The newest finished publish, successful or not. */
  lastBuild: SiteBuild.nullable(),
  /** The latest publishes, newest first (at most 10). */
  builds: z.array(SiteBuild),
})
export type SitePublishState = z.infer<typeof SitePublishState>
