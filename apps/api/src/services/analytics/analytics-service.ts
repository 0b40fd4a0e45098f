import {
  type AnalyticsBeacon,
  DEVICE_CLASS_LABELS,
  DEVICE_CLASSES,
  type DeviceClass,
  deviceClass,
  LOAD_TIME_BUCKETS,
  type LoadTimeBucket,
  loadTimeBucket,
  referrerHost,
  resultCountBucket,
  STATISTICS_CSV_HEADERS,
  STATISTICS_EVENT_LABELS,
  STATISTICS_EVENTS,
  STATISTICS_KIND_LABELS,
  type StatisticsEvent,
  type StatisticsSummary,
} from '@clinic/contract/statistics'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { analyticsDaily, blogs, operations } from '../../db/schema.ts'
import { CSV_BOM, csvLine } from '../../lib/audit-fields.ts'

type Row = typeof analyticsDaily.$inferInsert

/** The clinic's calendar day (Türkiye) of an instant, YYYY-MM-DD. */
export const clinicDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date)

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The rows one beacon adds one to: a page view counts its path, its referrer and its device class. */
export function beaconRows(beacon: AnalyticsBeacon, day: string, ownHosts: readonly string[]): Row[] {
  const locale = beacon.locale ?? 'tr'
  if (beacon.type === 'view') {
    return [
      { day, locale, kind: 'view', key: beacon.path, dimension: '' },
      { day, locale, kind: 'referrer', key: referrerHost(beacon.referrer, ownHosts), dimension: '' },
      { day, locale, kind: 'device', key: deviceClass(beacon.width), dimension: '' },
    ]
  }
  if (beacon.name === 'page_load_time')
    return [{ day, locale, kind: 'event', key: beacon.name, dimension: loadTimeBucket(beacon.value) }]
  if (beacon.name === 'local_search')
    return [
      { day, locale, kind: 'search', key: beacon.query, dimension: resultCountBucket(beacon.resultCount) },
    ]
  return [{ day, locale, kind: 'event', key: beacon.name, dimension: beacon.detail }]
}

const TOP = 20

/**
 * The site's first-party statistics: each beacon adds one to a few daily counts (one statement, an upsert), the
 * dashboard reads them back by period. Nothing here ever sees who sent a beacon.
 */
export function createAnalyticsService(db: Database, now: () => Date = () => new Date()) {
  const period = (days: number) => {
    const to = clinicDay(now())
    return { from: addDays(to, -(days - 1)), to }
  }
  const inPeriod = (from: string, to: string, ...more: SQL[]) =>
    and(gte(analyticsDaily.day, from), lte(analyticsDaily.day, to), ...more)
  const total = sql<number>`cast(sum(${analyticsDaily.count}) as integer)`

  /** Counts grouped by key (and dimension) for one kind in the period, largest first. */
  async function grouped(from: string, to: string, where: SQL, by: 'key' | 'dimension', limit = TOP) {
    const column = by === 'key' ? analyticsDaily.key : analyticsDaily.dimension
    return db
      .select({ value: column, count: total })
      .from(analyticsDaily)
      .where(inPeriod(from, to, where))
      .groupBy(column)
      .orderBy(desc(total), asc(column))
      .limit(limit)
  }

  async function titles(table: typeof blogs | typeof operations, slugs: string[]) {
    if (slugs.length === 0) return new Map<string, string>()
    const rows = await db
      .select({ slug: table.slug, title: table.title })
      .from(table)
      .where(inArray(table.slug, slugs))
    return new Map(rows.map((r) => [r.slug, r.title]))
  }

  async function topContent(from: string, to: string, event: StatisticsEvent, table: typeof blogs) {
    const rows = (
      await grouped(
        from,
        to,
        and(eq(analyticsDaily.kind, 'event'), eq(analyticsDaily.key, event))!,
        'dimension',
      )
    ).filter((r) => r.value !== '')
    const names = await titles(
      table,
      rows.map((r) => r.value),
    )
    return rows.map((r) => ({ slug: r.value, title: names.get(r.value) ?? null, count: r.count }))
  }

  return {
    /** Adds one to each count the beacon names, for today (the clinic's day). */
    async record(beacon: AnalyticsBeacon, ownHosts: readonly string[]): Promise<void> {
      const rows = beaconRows(beacon, clinicDay(now()), ownHosts).map((r) => ({ ...r, count: 1 }))
      await db
        .insert(analyticsDaily)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            analyticsDaily.day,
            analyticsDaily.kind,
            analyticsDaily.key,
            analyticsDaily.dimension,
            analyticsDaily.locale,
          ],
          set: { count: sql`${analyticsDaily.count} + 1` },
        })
    },

    /** The dashboard's figures for the last `days` days, today included. */
    async summary(days: 30 | 90): Promise<StatisticsSummary> {
      const { from, to } = period(days)
      const perDay = await db
        .select({ day: analyticsDaily.day, count: total })
        .from(analyticsDaily)
        .where(inPeriod(from, to, eq(analyticsDaily.kind, 'view')))
        .groupBy(analyticsDaily.day)
      const byDay = new Map(perDay.map((r) => [String(r.day).slice(0, 10), r.count]))
      const viewsPerDay = Array.from({ length: days }, (_, i) => {
        const day = addDays(from, i)
        return { day, count: byDay.get(day) ?? 0 }
      })

      const eventRows = await db
        .select({ key: analyticsDaily.key, count: total })
        .from(analyticsDaily)
        .where(inPeriod(from, to, eq(analyticsDaily.kind, 'event')))
        .groupBy(analyticsDaily.key)
      const [searchTotal] = await db
        .select({ count: total })
        .from(analyticsDaily)
        .where(inPeriod(from, to, eq(analyticsDaily.kind, 'search')))
      const totalSearches = searchTotal?.count ?? 0
      const eventCounts = new Map(eventRows.map((r) => [r.key, r.count]))
      eventCounts.set('local_search', totalSearches)

      const devices = new Map(
        (await grouped(from, to, eq(analyticsDaily.kind, 'device'), 'key')).map((r) => [r.value, r.count]),
      )
      const loads = new Map(
        (
          await grouped(
            from,
            to,
            and(eq(analyticsDaily.kind, 'event'), eq(analyticsDaily.key, 'page_load_time'))!,
            'dimension',
          )
        ).map((r) => [r.value, r.count]),
      )

      return {
        days,
        from,
        to,
        totalViews: viewsPerDay.reduce((sum, d) => sum + d.count, 0),
        viewsPerDay,
        topPages: (await grouped(from, to, eq(analyticsDaily.kind, 'view'), 'key')).map((r) => ({
          path: r.value,
          count: r.count,
        })),
        topPosts: await topContent(from, to, 'blog_read', blogs),
        topOperations: await topContent(from, to, 'operation_view', operations as unknown as typeof blogs),
        events: STATISTICS_EVENTS.map((name) => ({
          name,
          label: STATISTICS_EVENT_LABELS[name],
          count: eventCounts.get(name) ?? 0,
        })),
        referrers: (await grouped(from, to, eq(analyticsDaily.kind, 'referrer'), 'key')).map((r) => ({
          host: r.value,
          count: r.count,
        })),
        devices: DEVICE_CLASSES.map((device: DeviceClass) => ({
          device,
          label: DEVICE_CLASS_LABELS[device],
          count: devices.get(device) ?? 0,
        })),
        loadTimes: LOAD_TIME_BUCKETS.map((bucket: LoadTimeBucket) => ({
          bucket,
          count: loads.get(bucket) ?? 0,
        })),
        emptySearches: (
          await grouped(
            from,
            to,
            and(eq(analyticsDaily.kind, 'search'), eq(analyticsDaily.dimension, '0'))!,
            'key',
          )
        ).map((r) => ({ query: r.value, count: r.count })),
        totalSearches,
      }
    },

    /** The period's daily counts as CSV text (BOM, Turkish headers), oldest day first, read in batches. */
    async *csv(days: 30 | 90): AsyncGenerator<string> {
      const { from, to } = period(days)
      yield CSV_BOM + csvLine([...STATISTICS_CSV_HEADERS])
      const batch = 1000
      for (let offset = 0; ; offset += batch) {
        const rows = await db
          .select()
          .from(analyticsDaily)
          .where(inPeriod(from, to))
          .orderBy(
            asc(analyticsDaily.day),
            asc(analyticsDaily.kind),
            asc(analyticsDaily.key),
            asc(analyticsDaily.dimension),
            asc(analyticsDaily.locale),
          )
          .limit(batch)
          .offset(offset)
        let chunk = ''
        for (const r of rows) {
          chunk += csvLine([
            String(r.day).slice(0, 10),
            STATISTICS_KIND_LABELS[r.kind] ?? r.kind,
            r.kind === 'event'
              ? (STATISTICS_EVENT_LABELS[r.key as StatisticsEvent] ?? r.key)
              : r.kind === 'device'
                ? (DEVICE_CLASS_LABELS[r.key as DeviceClass] ?? r.key)
                : r.key,
            r.dimension,
            r.locale,
            r.count,
          ])
        }
        if (chunk) yield chunk
        if (rows.length < batch) return
      }
    },
  }
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>
