import { ANALYTICS_ID_PATTERN } from '@clinic/contract/analytics'
import { type Locale, parseSiteLocales } from '@clinic/contract/locale'
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const optionalUrl = optionalText.pipe(z.url().optional())

const optionalId = optionalText.pipe(z.string().regex(ANALYTICS_ID_PATTERN).optional())

const SiteEnvSchema = z.object({
  /** The public address of the site: canonical links, sitemap, feed, OpenGraph. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:4321'),
  /** The API as the build reaches it (content, images). */
  SITE_BUILD_API_URL: z.url().default('http://127.0.0.1:4321'),
  /**
   * The build token the API's change feeds ask for (X-Site-Sync-Token): the built-in builder passes its own; a static
   * host's CI is given the API's SITE_SYNC_TOKEN. Needed unless SITE_OFFLINE.
   */
  SITE_SYNC_TOKEN: optionalText,
  /** The API as browsers reach it; unset means the site's own origin (one-port setup). */
  PUBLIC_API_URL: optionalUrl,
  /** Where the admin app lives (its /admin/ base included); unset means /admin on this site (one-port setup). */
  PUBLIC_ADMIN_URL: optionalUrl,
  /** The third-party online booking page shown on /randevu. */
  BOOKING_URL: optionalUrl,
  /** Third-party scripts, loaded only when set and after the visitor consents. */
  ANALYTICS_GA_ID: optionalId,
  ANALYTICS_CLARITY_ID: optionalId,
  ANALYTICS_META_PIXEL_ID: optionalId,
  /** Build output and Astro's cache; the builder keeps both beside its database, so a cache never meets another's data. */
  SITE_OUT_DIR: optionalText,
  SITE_CACHE_DIR: optionalText,
  /**
   * The languages the site publishes (issue 23), as the API's SITE_LOCALES: Turkish always (today's URLs), the others
   * under /{locale}/. The API must publish at least these, or its change feed refuses the build's `?locale=`.
   */
  SITE_LOCALES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseSiteLocales(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  /** Type checking only: the loaders leave their collections as they are instead of asking the API. */
  SITE_OFFLINE: z.stringbool().default(false),
})

export type SiteEnv = {
  siteUrl: string
  buildApiUrl: string
  /** The change feeds' build token; undefined only for an offline build. */
  syncToken: string | undefined
  /** "" when the API is the site's own origin. */
  publicApiUrl: string
  /** "/admin" when the admin app is served by this site, else its absolute address; no trailing slash. */
  adminUrl: string
  bookingUrl: string | undefined
  analytics: { gaId?: string | undefined; clarityId?: string | undefined; metaPixelId?: string | undefined }
  outDir: string | undefined
  cacheDir: string | undefined
  offline: boolean
  /** The languages built, Turkish first (SITE_LOCALES; every language by default). */
  locales: Locale[]
}

/** The build's settings: read and validated once, here, from the environment the builder passes. */
export function loadSiteEnv(source: Record<string, string | undefined> = process.env): SiteEnv {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const parsed = SiteEnvSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid site build environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const siteUrl = e.PUBLIC_SITE_URL.replace(/\/+$/, '')
  const publicApiUrl = (e.PUBLIC_API_URL ?? '').replace(/\/+$/, '')
  return {
    siteUrl,
    buildApiUrl: e.SITE_BUILD_API_URL.replace(/\/+$/, ''),
    syncToken: e.SITE_SYNC_TOKEN,
    publicApiUrl: publicApiUrl === siteUrl ? '' : publicApiUrl,
    adminUrl: (e.PUBLIC_ADMIN_URL ?? '/admin').replace(/\/+$/, ''),
    bookingUrl: e.BOOKING_URL,
    analytics: {
      gaId: e.ANALYTICS_GA_ID,
      clarityId: e.ANALYTICS_CLARITY_ID,
      metaPixelId: e.ANALYTICS_META_PIXEL_ID,
    },
    outDir: e.SITE_OUT_DIR,
    cacheDir: e.SITE_CACHE_DIR,
    offline: e.SITE_OFFLINE,
    locales: e.SITE_LOCALES,
  }
}

export const siteEnv = loadSiteEnv()
