import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ANALYTICS_ID_PATTERN } from '@clinic/contract/analytics'
import { type Locale, parseSiteLocales } from '@clinic/contract/locale'
import { DEFAULT_MESSAGE_RETENTION_MONTHS } from '@clinic/contract/site-settings'
import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional()

const optionalAnalyticsId = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().regex(ANALYTICS_ID_PATTERN, 'letters, digits, - and _ only').optional())
  .optional()

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1, and so on). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** An address, `address/prefix` or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

export const TRUST_PROXY_TRUE_MESSAGE =
  'true would believe every X-Forwarded-For a client writes, so any client could pick the address its limits ' +
  'count against. Write how many proxies stand in front of the API (TRUST_PROXY=1 behind one reverse proxy or ' +
  'load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1); false when clients connect directly.'

/**
 * Which X-Forwarded-* hops to believe: false (none, the default), a hop count (the last N proxies) or the proxies'
 * addresses and CIDR ranges. `true` is refused: it believes what the client itself wrote.
 */
const TrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase()
    if (lower === 'false' || lower === '0') return false
    if (lower === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE })
      return z.NEVER
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value)
      if (hops >= 1 && hops <= 10) return hops
      ctx.addIssue({ code: 'custom', message: 'a hop count is 1 to 10 (the proxies in front of the API)' })
      return z.NEVER
    }
    const entries = value.split(',').map((entry) => entry.trim())
    const bad = entries.filter((entry) => !isProxyAddress(entry))
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a proxy address or CIDR range: ${bad.map((b) => JSON.stringify(b)).join(', ')} (false, a hop count 1-10, or addresses such as 10.0.0.0/8,127.0.0.1)`,
      })
      return z.NEVER
    }
    return entries
  })

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Loopback unless set: a server that answers the network is a choice (the container sets HOST=0.0.0.0). */
  HOST: z.string().trim().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@klinik.local'),
  ADMIN_PASSWORD: z.string().min(8).default('Klinik-Admin-2026'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Klinik <no-reply@klinik.local>'),
  CLINIC_INBOX: z.email().default('iletisim@klinik.local'),
  /** Unset: http://localhost:PORT, so links in mails, canonical and OG addresses follow another port. */
  PUBLIC_SITE_URL: z.url().optional(),
  PUBLIC_API_URL: z.url().optional(),
  ADMIN_ORIGIN: optionalUrl,
  REBUILD_WEBHOOK_URL: optionalUrl,
  REBUILD_WEBHOOK_SECRET: z
    .string()
    .min(32, 'REBUILD_WEBHOOK_SECRET must be at least 32 characters (the hook checks the signature with it)')
    .optional(),
  BOOKING_URL: optionalUrl,
  ANALYTICS_GA_ID: optionalAnalyticsId,
  ANALYTICS_CLARITY_ID: optionalAnalyticsId,
  ANALYTICS_META_PIXEL_ID: optionalAnalyticsId,
  SITE_BUILD: z.stringbool().optional(),
  /**
   * The languages the site publishes (issue 23), comma-separated; Turkish is always among them. A public read or a
   * translation in another language is refused (400).
   */
  SITE_LOCALES: z
    .string()
    .optional()
    .transform((value, ctx): Locale[] => {
      try {
        return parseSiteLocales(value?.trim() ? value : undefined)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  /** A site build running longer is stopped (the worker and everything it started) and recorded as failed. */
  BUILD_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(120),
  /**
   * The same for a cold build (the first of a start, after a failure, or from an empty folder): every page and
   * picture, minutes with thousands of posts (decision 0251).
   */
  BUILD_COLD_TIMEOUT_S: z.coerce.number().int().min(1).max(7200).default(1800),
  /**
   * The Astro build worker (several hundred MB) exits this long after its last build; the next build forks a new one
   * (about a second). 0 keeps it no longer than the build.
   */
  BUILD_WORKER_IDLE_S: z.coerce.number().int().min(0).max(86_400).default(45),
  /**
   * A build worker whose memory peaked above this many MB during a build is replaced by a new one (forked at once);
   * 500 keeps server and worker within 1 GB at 500 posts in four languages (decision 0284). A server with memory to
   * spare may raise it: a kept worker builds without loading Astro again.
   */
  BUILD_WORKER_PEAK_MB: z.coerce.number().int().min(100).max(65_536).default(500),
  SERVE_ADMIN: z.stringbool().optional(),
  SEED_DEMO_CONTENT: z.stringbool().default(true),
  TRUST_PROXY: TrustProxy.default(false),
  CAPTCHA_HMAC_KEY: z
    .string()
    .transform((v) => (v.trim() === '' ? undefined : v))
    .pipe(z.string().min(32, 'CAPTCHA_HMAC_KEY must be at least 32 characters').optional())
    .optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).optional(),
  RATE_LIMITS: z.stringbool().optional(),
  /** Uploads (content images, profile pictures, the post and operation forms) per user and per address. */
  RATE_LIMIT_UPLOADS_MAX: z.coerce.number().int().min(1).max(100_000).optional(),
  RATE_LIMIT_UPLOADS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /**
   * A Redis server the replicas share for the request limits' counters (redis:// or rediss://); unset: each replica
   * counts in its own memory (decision 0174).
   */
  REDIS_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// address' }).optional(),
    )
    .optional(),
  /** Public lists and searches not answered from the public cache, per address (decision 0172). */
  RATE_LIMIT_PUBLIC_READS_MAX: z.coerce.number().int().min(1).max(100_000).optional(),
  RATE_LIMIT_PUBLIC_READS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /**
   * The site build's key to the change feeds (GET /api/site/changes/*), sent as `X-Site-Sync-Token`; a static
   * host's CI is given it. Unset: generated once and kept in DATA_DIR/site-sync-token (decision 0173).
   */
  SITE_SYNC_TOKEN: z
    .string()
    .trim()
    .min(32, 'SITE_SYNC_TOKEN must be at least 32 characters')
    .max(256, 'SITE_SYNC_TOKEN must be at most 256 characters')
    .regex(
      /^[\x21-\x7e]+$/,
      'SITE_SYNC_TOKEN must be printable ASCII without spaces (it travels in a header)',
    )
    .optional(),
  /**
   * A monitor's key to the health check's details (memory, build worker, latencies), sent as `X-Health-Token`;
   * unset: only staff see them (decision 0261).
   */
  HEALTH_TOKEN: z
    .string()
    .trim()
    .min(32, 'HEALTH_TOKEN must be at least 32 characters')
    .max(256, 'HEALTH_TOKEN must be at most 256 characters')
    .regex(/^[\x21-\x7e]+$/, 'HEALTH_TOKEN must be printable ASCII without spaces (it travels in a header)')
    .optional(),
  /** Failed logins for one e-mail (from any address) after which its logins need a solved captcha. */
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).optional(),
  /** Time a client has to send a whole request (headers and body); a half-sent body is closed with 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** An idle connection (nothing sent either way) is closed after this; 0 keeps it open. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  /** Memory for the public reads' answers kept in each process (MB); 0 turns that cache off. */
  PUBLIC_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** How long a kept answer is reused: how old view and like counts may be (content is never stale). */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** Uploaded images decoded at once; each holds its decoded pixels in memory (docs/ARCHITECTURE.md, Uploads). */
  IMAGE_DECODES_AT_ONCE: z.coerce.number().int().min(1).max(8).default(2),
  /** Uploads that may wait for a decode; one more is answered 503 with Retry-After. */
  IMAGE_DECODE_QUEUE: z.coerce.number().int().min(0).max(100).default(10),
  /** Memory the decodes running at once may hold together, as estimated from their headers (MB). */
  IMAGE_DECODE_MEMORY_MB: z.coerce.number().int().min(64).max(4096).default(256),
  /** Minutes between sweeps of uploads nothing references (one also runs at start); 0 turns the sweeper off. */
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(360),
  /** An unreferenced upload younger than this is kept: an image in an editor draft that is not saved yet. */
  UPLOAD_SWEEP_GRACE_HOURS: z.coerce.number().min(0).max(8760).default(24),
  /** Days an audit log entry is kept (the sweep runs at start and twice a day); at least one. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  /**
   * Months a contact message (an appointment request too) or a get-well message is kept; older ones are deleted at
   * start and twice a day, and the privacy notice names the number (decision 0230).
   */
  MESSAGE_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1200)
    .default(DEFAULT_MESSAGE_RETENTION_MONTHS),
  /**
   * How many revisions of each post, operation, catalog or category (per language) are kept, newest first; unset:
   * every revision, for ever (decision 0281).
   */
  REVISION_KEEP: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** How many days a new preview link stays valid (issue 24, item 2; decision 0285). */
  PREVIEW_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /**
   * Seconds between the sweeps that publish scheduled drafts (every replica runs one; each draft is claimed by one);
   * 0 turns scheduled publishing off on this server (decision 0283). Unset: 15, and off under NODE_ENV=test (the
   * tests run the sweep themselves).
   */
  SCHEDULE_SWEEP_S: z.coerce.number().int().min(0).max(3600).optional(),
  /**
   * Staff (Admin, Editor) must have a second factor: a login without one can only enrol. On unless explicitly
   * false (the demo and the e2e product turn it off, and the admin then says so).
   */
  STAFF_2FA_REQUIRED: z.stringbool().default(true),
})

export type Env = z.infer<typeof EnvSchema>

const ROOT = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url))

export interface WindowLimit {
  max: number
  windowSeconds: number
}

/** Abuse limits. Numbers and reasons: docs/api-accounts.md. */
export interface RateLimitConfig {
  /** Request limits per address (everything below but `login`); off by default only under NODE_ENV=test. */
  enabled: boolean
  /**
   * Login back-off, always on, shared by replicas through the database. Within `blockSeconds`: `maxFailures` from
   * one address for one e-mail (or by one signed-in account confirming its password) make that pair (account)
   * wait `blockSeconds`; `maxAddressFailures` from one address for any e-mails make the address wait; `captchaAfter`
   * for one e-mail from anywhere make its logins ask for a solved captcha for `blockSeconds` (never a wait, so the
   * owner elsewhere still gets in).
   */
  login: { maxFailures: number; maxAddressFailures: number; captchaAfter: number; blockSeconds: number }
  register: WindowLimit
  /** Forgot password and resend confirmation together. */
  forgotPassword: WindowLimit
  /** Get-well and contact messages together. */
  messages: WindowLimit
  comments: WindowLimit
  /** Per post or comment (the normalised path). */
  likes: WindowLimit
  /** Per post or operation (the normalised path). */
  views: WindowLimit
  captcha: WindowLimit
  /** The site's search box (POST inc/ajax-search.html). */
  search: WindowLimit
  /** Public lists and searches the public cache did not answer (RATE_LIMIT_PUBLIC_READS_*; decision 0172). */
  publicReads: WindowLimit
  /** Every upload call, per signed-in user and per address (RATE_LIMIT_UPLOADS_*). */
  uploads: WindowLimit
  /** The site's statistics beacon (POST /api/analytics), per address (decision 0221). */
  analytics: WindowLimit
  /** Keys kept per limit in each replica's memory (least recently used go first). */
  storeSize: number
  /** REDIS_URL: the request limits' counters in Redis, shared by the replicas; undefined: in memory. */
  redisUrl?: string | undefined
}

export const DEFAULT_RATE_LIMITS: Omit<RateLimitConfig, 'enabled'> = {
  login: { maxFailures: 5, maxAddressFailures: 20, captchaAfter: 3, blockSeconds: 15 * 60 },
  register: { max: 5, windowSeconds: 60 * 60 },
  forgotPassword: { max: 5, windowSeconds: 15 * 60 },
  messages: { max: 5, windowSeconds: 10 * 60 },
  comments: { max: 10, windowSeconds: 10 * 60 },
  likes: { max: 30, windowSeconds: 10 * 60 },
  views: { max: 10, windowSeconds: 10 * 60 },
  captcha: { max: 60, windowSeconds: 60 },
  search: { max: 60, windowSeconds: 60 },
  publicReads: { max: 120, windowSeconds: 60 },
  uploads: { max: 60, windowSeconds: 10 * 60 },
  analytics: { max: 120, windowSeconds: 60 },
  storeSize: 10_000,
}

/** The public reads' answers kept in each process (runtime/public-cache.ts). */
export interface PublicCacheConfig {
  /** Bytes of answers kept (bodies and keys); 0 turns the cache off. */
  maxBytes: number
  /** Answers kept. */
  maxEntries: number
  /** How long an answer is reused: the staleness allowed to counters (views, likes), which announce nothing. */
  ttlMs: number
}

export interface CaptchaConfig {
  /** HMAC key of the challenges; undefined: derived from the JWT secret. */
  hmacKey: string | undefined
  /** Largest number a challenge hides: the work a browser does (about half of it on average). */
  maxNumber: number
  expiresSeconds: number
}

/** The public site: built by this server from its own API and served at /. */
export interface SiteConfig {
  /** Build (on first start, when missing) and serve the site; off for an API whose site lives on a static host. */
  build: boolean
  /** The Astro project. */
  source: string
  /** What the site is made of (the project, the shared packages): a change makes the live release stale. */
  sourceFolders: string[]
  /** DATA_DIR/site: builds, Astro's cache, releases and the `current` link. */
  root: string
  /** BUILD_TIMEOUT_S in ms: a longer build is stopped and recorded as failed (the live site stays). */
  buildTimeoutMs: number
  /** BUILD_COLD_TIMEOUT_S in ms: the same for a cold build (at least buildTimeoutMs); unset: buildTimeoutMs. */
  coldBuildTimeoutMs?: number
  /** BUILD_WORKER_IDLE_S in ms: the Astro worker exits this long after its last build (default 45 s). */
  workerIdleMs?: number
  /** BUILD_WORKER_PEAK_MB in bytes: a worker that peaked above it during a build is replaced (default 500 MB). */
  workerPeakBytes?: number
  analytics: { gaId: string | undefined; clarityId: string | undefined; metaPixelId: string | undefined }
}

/** The API's configuration: the environment, validated once, with paths resolved. */
export interface AppConfig {
  env: Env['NODE_ENV']
  host: string
  port: number
  logLevel: Env['LOG_LEVEL']
  dataDir: string
  uploadsDir: string
  databaseUrl: string | undefined
  /** Undefined: generated once and kept under DATA_DIR. */
  jwtSecret: string | undefined
  /** SITE_SYNC_TOKEN: the change feeds' key; undefined: generated once and kept under DATA_DIR. */
  siteSyncToken: string | undefined
  /** HEALTH_TOKEN: a monitor's key to the health check's details; undefined: staff only. */
  healthToken: string | undefined
  adminEmail: string
  adminPassword: string
  smtpUrl: string | undefined
  mailFrom: string
  clinicInbox: string
  publicSiteUrl: string
  /** SITE_LOCALES: the languages the site publishes, Turkish first. */
  siteLocales: Locale[]
  publicApiUrl: string
  adminOrigin: string | undefined
  /** The signed rebuild webhook (a static host's deploy hook or CI); with a secret whenever a URL is set. */
  rebuildWebhook: { url: string; secret: string } | undefined
  /** The admin app (apps/admin/dist) at /admin/ on this server. */
  admin: { serve: boolean; dist: string }
  bookingUrl: string | undefined
  site: SiteConfig
  seedDemoContent: boolean
  /** TRUST_PROXY: false, a hop count or the proxies' addresses (Fastify's `trustProxy`). */
  trustProxy: false | number | string[]
  /** REQUEST_TIMEOUT_MS and CONNECTION_TIMEOUT_MS (see EnvSchema). */
  timeouts: { requestMs: number; connectionMs: number }
  /** PUBLIC_CACHE_MB and PUBLIC_CACHE_TTL_MS (see EnvSchema). */
  publicCache: PublicCacheConfig
  /** IMAGE_DECODES_AT_ONCE, IMAGE_DECODE_QUEUE and IMAGE_DECODE_MEMORY_MB (see EnvSchema). */
  images: { decodesAtOnce: number; decodeQueue: number; decodeMemoryBytes: number }
  /** The sweeper of unreferenced uploads (intervalMs 0: off) and the age an unreferenced upload must reach. */
  uploadSweep: { intervalMs: number; graceMs: number }
  /** AUDIT_RETENTION_DAYS, and how often the retention sweep runs. */
  audit: { retentionDays: number; sweepIntervalMs: number }
  /** MESSAGE_RETENTION_MONTHS, and how often the messages' retention sweep runs. */
  messageRetention: { months: number; sweepIntervalMs: number }
  captcha: CaptchaConfig
  rateLimits: RateLimitConfig
  /** STAFF_2FA_REQUIRED (see EnvSchema). */
  staff2faRequired: boolean
  /** REVISION_KEEP: the revisions kept per unit; undefined keeps all. */
  revisionKeep: number | undefined
  /** PREVIEW_LINK_DAYS: a new preview link's lifetime in days. */
  previewLinkDays: number
  /** SCHEDULE_SWEEP_S in milliseconds: how often due drafts are published (0: never). */
  scheduleSweepMs: number
}

/** The only reader of the environment. Throws a readable error listing every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // A variable set to an empty string (`JWT_SECRET=` copied from .env.example) means "not set".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (e.REBUILD_WEBHOOK_URL && !e.REBUILD_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment:\n  REBUILD_WEBHOOK_SECRET: required when REBUILD_WEBHOOK_URL is set',
    )
  }
  const dataDir = path.resolve(e.DATA_DIR)
  const publicSiteUrl = e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    siteSyncToken: e.SITE_SYNC_TOKEN,
    healthToken: e.HEALTH_TOKEN,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    clinicInbox: e.CLINIC_INBOX,
    publicSiteUrl: publicSiteUrl.replace(/\/$/, ''),
    siteLocales: e.SITE_LOCALES,
    publicApiUrl: (e.PUBLIC_API_URL ?? publicSiteUrl).replace(/\/$/, ''),
    adminOrigin: e.ADMIN_ORIGIN,
    rebuildWebhook:
      e.REBUILD_WEBHOOK_URL && e.REBUILD_WEBHOOK_SECRET
        ? { url: e.REBUILD_WEBHOOK_URL, secret: e.REBUILD_WEBHOOK_SECRET }
        : undefined,
    admin: { serve: e.SERVE_ADMIN ?? e.NODE_ENV !== 'test', dist: ROOT('apps/admin/dist') },
    bookingUrl: e.BOOKING_URL,
    site: {
      // Tests drive the API alone; the site is built by the e2e suite and the product.
      build: e.SITE_BUILD ?? e.NODE_ENV !== 'test',
      source: ROOT('apps/site'),
      sourceFolders: [
        ROOT('apps/site'),
        ROOT('packages/contract/src'),
        ROOT('packages/ui/src'),
        ROOT('packages/api-client/src'),
      ],
      root: path.join(dataDir, 'site'),
      buildTimeoutMs: e.BUILD_TIMEOUT_S * 1000,
      coldBuildTimeoutMs: Math.max(e.BUILD_COLD_TIMEOUT_S, e.BUILD_TIMEOUT_S) * 1000,
      workerIdleMs: e.BUILD_WORKER_IDLE_S * 1000,
      workerPeakBytes: e.BUILD_WORKER_PEAK_MB * 1024 ** 2,
      analytics: {
        gaId: e.ANALYTICS_GA_ID,
        clarityId: e.ANALYTICS_CLARITY_ID,
        metaPixelId: e.ANALYTICS_META_PIXEL_ID,
      },
    },
    seedDemoContent: e.SEED_DEMO_CONTENT,
    trustProxy: e.TRUST_PROXY,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, connectionMs: e.CONNECTION_TIMEOUT_MS },
    publicCache: {
      maxBytes: e.PUBLIC_CACHE_MB * 1024 * 1024,
      maxEntries: 10_000,
      ttlMs: e.PUBLIC_CACHE_TTL_MS,
    },
    images: {
      decodesAtOnce: e.IMAGE_DECODES_AT_ONCE,
      decodeQueue: e.IMAGE_DECODE_QUEUE,
      decodeMemoryBytes: e.IMAGE_DECODE_MEMORY_MB * 1024 * 1024,
    },
    uploadSweep: {
      intervalMs: e.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000,
      graceMs: Math.round(e.UPLOAD_SWEEP_GRACE_HOURS * 3_600_000),
    },
    audit: { retentionDays: e.AUDIT_RETENTION_DAYS, sweepIntervalMs: 12 * 3_600_000 },
    messageRetention: { months: e.MESSAGE_RETENTION_MONTHS, sweepIntervalMs: 12 * 3_600_000 },
    captcha: {
      hmacKey: e.CAPTCHA_HMAC_KEY,
      // Tests solve real challenges: keep them cheap there.
      maxNumber: e.CAPTCHA_MAX_NUMBER ?? (e.NODE_ENV === 'test' ? 1_000 : 100_000),
      expiresSeconds: 10 * 60,
    },
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      enabled: e.RATE_LIMITS ?? e.NODE_ENV !== 'test',
      redisUrl: e.REDIS_URL,
      publicReads: {
        max: e.RATE_LIMIT_PUBLIC_READS_MAX ?? DEFAULT_RATE_LIMITS.publicReads.max,
        windowSeconds:
          e.RATE_LIMIT_PUBLIC_READS_WINDOW_SECONDS ?? DEFAULT_RATE_LIMITS.publicReads.windowSeconds,
      },
      uploads: {
        max: e.RATE_LIMIT_UPLOADS_MAX ?? DEFAULT_RATE_LIMITS.uploads.max,
        windowSeconds: e.RATE_LIMIT_UPLOADS_WINDOW_SECONDS ?? DEFAULT_RATE_LIMITS.uploads.windowSeconds,
      },
      login: {
        ...DEFAULT_RATE_LIMITS.login,
        captchaAfter: e.LOGIN_CAPTCHA_AFTER_FAILURES ?? DEFAULT_RATE_LIMITS.login.captchaAfter,
      },
    },
    staff2faRequired: e.STAFF_2FA_REQUIRED,
    revisionKeep: e.REVISION_KEEP,
    previewLinkDays: e.PREVIEW_LINK_DAYS,
    scheduleSweepMs: (e.SCHEDULE_SWEEP_S ?? (e.NODE_ENV === 'test' ? 0 : 15)) * 1000,
  }
}
