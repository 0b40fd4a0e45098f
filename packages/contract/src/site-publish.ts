import { z } from 'zod'
import { DateTime } from './common.ts'

/** One finished build of the public site. */
export const SiteBuild = z.object({
  ok: z.boolean(),
  /** Why it ran: "first start", "admin", a content change… */
  reason: z.string(),
  finishedAt: DateTime,
  durationMs: z.number().int(),
  /** The end of the build's output: why a failed build failed. */
  logTail: z.string(),
})
export type SiteBuild = z.infer<typeof SiteBuild>

/** GET /api/site/publish and the answer of POST /api/site/publish (admin). */
export const SitePublishState = z.object({
  /** False when this server does not build the site (SITE_BUILD=false). */
  enabled: z.boolean(),
  building: z.boolean(),
  lastBuild: SiteBuild.nullable(),
})
export type SitePublishState = z.infer<typeof SitePublishState>
