import { z } from 'zod'
import { foldTurkish } from './fold-turkish.ts'

/**
 * First-party, cookieless statistics (issue 21 item 5, decisions 0220–0223): the site's beacon (POST /api/analytics)
 * and the admin's "İstatistikler" (GET /api/admin/statistics). Only daily counts are kept: no address, no
 * identifier, no cookie, no user agent.
 */

/** The spec's six events (the same names the third-party providers receive, scripts/analytics.ts on the site). */
export const STATISTICS_EVENTS = [
  'appointment_click',
  'contact_form_submit',
  'blog_read',
  'operation_view',
  'page_load_time',
  'local_search',
] as const
export type StatisticsEvent = (typeof STATISTICS_EVENTS)[number]

export const STATISTICS_EVENT_LABELS: Record<StatisticsEvent, string> = {
  appointment_click: 'Randevu tıklaması',
  contact_form_submit: 'İletişim formu gönderimi',
  blog_read: 'Blog yazısı okuma',
  operation_view: 'Operasyon görüntüleme',
  page_load_time: 'Sayfa yükleme süresi',
  local_search: 'Site içi arama',
}

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]
export const DEVICE_CLASS_LABELS: Record<DeviceClass, string> = {
  phone: 'Telefon',
  tablet: 'Tablet',
  desktop: 'Masaüstü',
}

/** The viewport's width (CSS pixels) as a device class: under 768 a phone, under 1024 a tablet. */
export function deviceClass(width: number): DeviceClass {
  return width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop'
}

export const LOAD_TIME_BUCKETS = ['<1s', '1–2.5s', '2.5–4s', '>4s'] as const
export type LoadTimeBucket = (typeof LOAD_TIME_BUCKETS)[number]
/** A page's load time (ms) as its bucket: Core Web Vitals' good / needs improvement / poor, with a fast one. */
export function loadTimeBucket(ms: number): LoadTimeBucket {
  return ms < 1000 ? '<1s' : ms < 2500 ? '1–2.5s' : ms < 4000 ? '2.5–4s' : '>4s'
}

export const RESULT_COUNT_BUCKETS = ['0', '1', '2–5', '6+'] as const
export type ResultCountBucket = (typeof RESULT_COUNT_BUCKETS)[number]
export function resultCountBucket(count: number): ResultCountBucket {
  return count <= 0 ? '0' : count === 1 ? '1' : count <= 5 ? '2–5' : '6+'
}

/** The locales of issue 23; a beacon without one counts for Turkish. */
export const STATISTICS_LOCALES = ['tr', 'en', 'ka', 'ru'] as const

export const MAX_STATISTICS_PATH = 200
export const MAX_STATISTICS_QUERY = 100
/** What a search query that looked like an e-mail address or a phone number is counted as (never its text). */
export const HIDDEN_QUERY = '(gizlendi)'
/** The referrer of a visit from no other site (typed, bookmarked, or from the site itself). */
export const NO_REFERRER = ''

const EMAIL_LIKE = /[^\s@]+@[^\s@]+/
/** Five or more digits in a row, spaces, dots, dashes, slashes and brackets between them allowed: a phone, an id. */
const DIGIT_RUN = /\d(?:[\s()./-]*\d){4,}/

/** True when a text may hold a person's e-mail address or number: it is never stored. */
export function looksPersonal(text: string): boolean {
  return EMAIL_LIKE.test(text) || DIGIT_RUN.test(text)
}

/**
 * A page's path as counted: no scheme or host, no query string, no hash, percent-decoded where valid, no trailing
 * slash (but the root), at most MAX_STATISTICS_PATH characters; a path that may hold personal data (an e-mail
 * address, a digit run) counts as its first segment followed by `/…`.
 */
export function normalizePath(raw: string): string {
  let path = raw.trim()
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) path = new URL(path).pathname
  } catch {
    path = '/'
  }
  path = path.replace(/[?#].*$/s, '')
  try {
    path = decodeURI(path)
  } catch {}
  path = `/${path
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+/, '')}`
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (looksPersonal(path)) {
    const first = path.split('/')[1] ?? ''
    path = looksPersonal(first) || first === '' ? '/…' : `/${first}/…`
  }
  return path.length > MAX_STATISTICS_PATH ? `${path.slice(0, MAX_STATISTICS_PATH - 1)}…` : path
}

/**
 * The host of a referrer (a URL or a bare host), lower case, without port or `www.`; the site's own hosts and
 * anything unreadable count as NO_REFERRER.
 */
export function referrerHost(raw: string | undefined, ownHosts: readonly string[] = []): string {
  if (!raw) return NO_REFERRER
  let host: string
  try {
    host = new URL(raw.includes('://') ? raw : `https://${raw}`).hostname.toLowerCase()
  } catch {
    return NO_REFERRER
  }
  host = host.replace(/^www\./, '').replace(/\.$/, '')
  if (!/^[a-z0-9.-]{1,253}$/.test(host) || !host.includes('.')) return NO_REFERRER
  const own = ownHosts.map((h) => h.toLowerCase().replace(/^www\./, ''))
  return own.includes(host) ? NO_REFERRER : host
}

/** A search query as counted: folded (Turkish-aware), spaces collapsed, limited; a personal-looking one hidden. */
export function normalizeQuery(raw: string): string {
  const folded = foldTurkish(raw).replace(/\s+/g, ' ').trim()
  if (looksPersonal(folded) || looksPersonal(raw)) return HIDDEN_QUERY
  return folded.slice(0, MAX_STATISTICS_QUERY).trim()
}

// ── The beacon: POST /api/analytics (text/plain or application/json, at most 1 KB) ──────────────────────────────

export const MAX_BEACON_BYTES = 1024

const Locale = z.enum(STATISTICS_LOCALES, { error: 'Bilinmeyen dil.' }).optional()
const Path = z
  .string({ error: 'Sayfa yolu gerekli.' })
  .min(1, 'Sayfa yolu gerekli.')
  .max(2048, 'Sayfa yolu çok uzun.')
  .transform(normalizePath)
/** A short token an event names (a post's slug, a form's name, the page a link was clicked on). */
const Detail = z
  .string()
  .max(2048, 'Ayrıntı çok uzun.')
  .optional()
  .transform((value) => (value ? normalizePath(value).replace(/^\//, '') : ''))

export const PageViewBeacon = z.object({
  type: z.literal('view'),
  path: Path,
  /** document.referrer or its host; only the host is kept. */
  referrer: z.string().max(2048, 'Yönlendiren adres çok uzun.').optional(),
  /** The viewport's width in CSS pixels: counted as a device class. */
  width: z
    .number({ error: 'Ekran genişliği bir sayı olmalıdır.' })
    .int('Ekran genişliği bir tam sayı olmalıdır.')
    .min(0, 'Ekran genişliği geçersiz.')
    .max(100_000, 'Ekran genişliği geçersiz.'),
  locale: Locale,
})

export const EventBeacon = z.object({
  type: z.literal('event'),
  name: z.enum(['appointment_click', 'contact_form_submit', 'blog_read', 'operation_view'], {
    error: 'Bilinmeyen olay.',
  }),
  /** blog_read, operation_view: the slug; contact_form_submit: the form; appointment_click: the page. */
  detail: Detail,
  locale: Locale,
})

export const LoadTimeBeacon = z.object({
  type: z.literal('event'),
  name: z.literal('page_load_time'),
  /** Milliseconds; only its bucket is kept. */
  value: z
    .number({ error: 'Yükleme süresi bir sayı olmalıdır.' })
    .min(0, 'Yükleme süresi geçersiz.')
    .max(10 * 60_000, 'Yükleme süresi geçersiz.'),
  locale: Locale,
})

export const SearchBeacon = z.object({
  type: z.literal('event'),
  name: z.literal('local_search'),
  query: z
    .string({ error: 'Arama metni gerekli.' })
    .max(500, 'Arama metni çok uzun.')
    .transform(normalizeQuery)
    .refine((q) => q !== '', 'Arama metni gerekli.'),
  resultCount: z
    .number({ error: 'Sonuç sayısı bir sayı olmalıdır.' })
    .int('Sonuç sayısı bir tam sayı olmalıdır.')
    .min(0, 'Sonuç sayısı geçersiz.')
    .max(100_000, 'Sonuç sayısı geçersiz.'),
  locale: Locale,
})

/** One beacon: a page view or one of the six events. */
export const AnalyticsBeacon = z.union([PageViewBeacon, LoadTimeBeacon, SearchBeacon, EventBeacon], {
  error: 'Geçersiz istatistik kaydı.',
})
export type AnalyticsBeacon = z.infer<typeof AnalyticsBeacon>
export type AnalyticsBeaconInput = z.input<typeof AnalyticsBeacon>

/** User agents that are not people (crawlers, previews, monitors, headless browsers, Lighthouse): not counted. */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|preview|monitor|uptime|curl|wget|python|go-http|java\/|okhttp|axios|node-fetch|undici|httpclient|libwww|phantomjs|puppeteer|playwright|selenium|facebookexternalhit|whatsapp|telegram/i

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent)
}

// ── The dashboard: GET /api/admin/statistics?days=30|90 and its CSV ───────────────────────────────────────────────

export const STATISTICS_PERIODS = [30, 90] as const
export const StatisticsQuery = z.object({
  days: z.coerce
    .number({ error: 'Gün sayısı 30 ya da 90 olmalıdır.' })
    .refine((d) => d === 30 || d === 90, 'Gün sayısı 30 ya da 90 olmalıdır.')
    .default(30)
    .transform((d) => d as 30 | 90),
})
export type StatisticsQuery = z.infer<typeof StatisticsQuery>

const Count = z.number().int().nonnegative()

export const StatisticsSummary = z.object({
  days: z.number().int(),
  /** The first and last day counted (the clinic's calendar days, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  totalViews: Count,
  /** Every day of the period, oldest first, days without a visit at 0. */
  viewsPerDay: z.array(z.object({ day: z.string(), count: Count })),
  topPages: z.array(z.object({ path: z.string(), count: Count })),
  /** blog_read events by post (the title where the post still exists). */
  topPosts: z.array(z.object({ slug: z.string(), title: z.string().nullable(), count: Count })),
  /** operation_view events by operation. */
  topOperations: z.array(z.object({ slug: z.string(), title: z.string().nullable(), count: Count })),
  events: z.array(z.object({ name: z.enum(STATISTICS_EVENTS), label: z.string(), count: Count })),
  /** Referrer hosts; '' is a visit from no other site. */
  referrers: z.array(z.object({ host: z.string(), count: Count })),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), label: z.string(), count: Count })),
  loadTimes: z.array(z.object({ bucket: z.enum(LOAD_TIME_BUCKETS), count: Count })),
  /** Site searches that found nothing, by folded query. */
  emptySearches: z.array(z.object({ query: z.string(), count: Count })),
  totalSearches: Count,
})
export type StatisticsSummary = z.infer<typeof StatisticsSummary>

/** The CSV's header row (Turkish), one row per stored daily count. */
export const STATISTICS_CSV_HEADERS = ['Gün', 'Tür', 'Anahtar', 'Ayrıntı', 'Dil', 'Sayı'] as const

/** The stored kinds in Turkish, for the CSV. */
export const STATISTICS_KIND_LABELS: Record<string, string> = {
  view: 'Sayfa görüntüleme',
  referrer: 'Yönlendiren site',
  device: 'Cihaz',
  event: 'Olay',
  search: 'Site içi arama',
}
