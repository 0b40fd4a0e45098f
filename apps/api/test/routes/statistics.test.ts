import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { analyticsDaily } from '../../src/db/schema.ts'
import { DEFAULT_RATE_LIMITS } from '../../src/env.ts'
import { clinicDay } from '../../src/services/analytics/analytics-service.ts'
import { useTestApp } from '../helper.ts'

// First-party, cookieless statistics (issue 21 item 5): the beacon and the admin's dashboard.
const t = useTestApp({
  rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: true, analytics: { max: 5, windowSeconds: 60 } },
})

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
let addresses = 0
/** Each beacon from a fresh address unless told, so the per-address limit only counts where a test means it. */
const beacon = (
  payload: unknown,
  options: { ua?: string | null; address?: string; type?: string; raw?: string } = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/analytics',
    remoteAddress: options.address ?? `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`,
    headers: {
      'content-type': options.type ?? 'text/plain;charset=UTF-8',
      ...(options.ua === null ? {} : { 'user-agent': options.ua ?? BROWSER }),
    },
    payload: options.raw ?? JSON.stringify(payload),
  })

const rows = async () =>
  (await t.app.db.select().from(analyticsDaily)).map((r) => ({ ...r, day: String(r.day).slice(0, 10) }))
const countOf = async (kind: string, key: string, dimension = '') =>
  (await rows())
    .filter((r) => r.kind === kind && r.key === key && r.dimension === dimension)
    .reduce((sum, r) => sum + r.count, 0)

describe('the beacon', () => {
  test('a page view sent as sendBeacon does (text/plain) adds one to its path, referrer and device', async () => {
    const view = {
      type: 'view',
      path: '/blog/diz-agrisi?utm_source=x#yorumlar',
      referrer: 'https://www.google.com/search?q=diz+agrisi',
      width: 390,
    }
    expect((await beacon(view)).statusCode).toBe(204)
    expect((await beacon(view, { type: 'application/json' })).statusCode).toBe(204)
    const today = clinicDay(new Date())
    expect(await rows()).toEqual(
      expect.arrayContaining([
        { day: today, kind: 'view', key: '/blog/diz-agrisi', dimension: '', locale: 'tr', count: 2 },
        { day: today, kind: 'referrer', key: 'google.com', dimension: '', locale: 'tr', count: 2 },
        { day: today, kind: 'device', key: 'phone', dimension: '', locale: 'tr', count: 2 },
      ]),
    )
    expect(await rows()).toHaveLength(3)
  })

  test("the site's own host and no referrer count as a direct visit; widths make device classes", async () => {
    const own = new URL(t.config.publicSiteUrl).host
    await beacon({ type: 'view', path: '/', referrer: `${t.config.publicSiteUrl}/blog`, width: 1280 })
    await beacon({ type: 'view', path: '/', width: 800 })
    await beacon({ type: 'view', path: '/', referrer: own, width: 1024 })
    expect(await countOf('referrer', '')).toBe(3)
    expect(await countOf('device', 'desktop')).toBe(2)
    expect(await countOf('device', 'tablet')).toBe(1)
    expect(await countOf('view', '/')).toBe(3)
  })

  test('the six events are counted; load times as buckets, searches folded with their result count', async () => {
    for (const event of [
      { type: 'event', name: 'appointment_click', detail: '/iletisim' },
      { type: 'event', name: 'contact_form_submit', detail: 'randevu' },
      { type: 'event', name: 'blog_read', detail: 'diz-agrisi' },
      { type: 'event', name: 'operation_view', detail: 'diz-protezi' },
      { type: 'event', name: 'page_load_time', value: 1830 },
      { type: 'event', name: 'local_search', query: '  MENİSKÜS  Yırtığı ', resultCount: 0 },
      { type: 'event', name: 'local_search', query: 'menisküs yırtığı', resultCount: 3 },
    ]) {
      expect((await beacon(event)).statusCode).toBe(204)
    }
    expect(await countOf('event', 'appointment_click', 'iletisim')).toBe(1)
    expect(await countOf('event', 'contact_form_submit', 'randevu')).toBe(1)
    expect(await countOf('event', 'blog_read', 'diz-agrisi')).toBe(1)
    expect(await countOf('event', 'operation_view', 'diz-protezi')).toBe(1)
    expect(await countOf('event', 'page_load_time', '1–2.5s')).toBe(1)
    expect(await countOf('search', 'meniskus yirtigi', '0')).toBe(1)
    expect(await countOf('search', 'meniskus yirtigi', '2–5')).toBe(1)
  })

  test('a search that looks like a phone number or an e-mail address is never stored as typed', async () => {
    await beacon({ type: 'event', name: 'local_search', query: '0532 123 45 67', resultCount: 0 })
    await beacon({ type: 'event', name: 'local_search', query: 'ayse@example.com', resultCount: 0 })
    await beacon({ type: 'event', name: 'local_search', query: 'Ahmet 05321234567 diz', resultCount: 0 })
    const stored = (await rows()).map((r) => r.key)
    expect(stored).toEqual(['(gizlendi)'])
    expect(await countOf('search', '(gizlendi)', '0')).toBe(3)
    expect(JSON.stringify(await rows())).not.toMatch(/0532|ayse|example|ahmet/)
  })

  test('no address, identifier, cookie or user agent is stored: the table holds only day, kind, key, dimension, locale, count', async () => {
    await beacon({ type: 'view', path: '/hakkimda', referrer: 'https://example.org/a?b=c', width: 1400 })
    const columns = await t.app.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'analytics_daily' order by column_name`,
    )
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'count',
      'day',
      'dimension',
      'key',
      'kind',
      'locale',
    ])
    const text = JSON.stringify(await rows())
    expect(text).not.toContain('10.1.')
    expect(text).not.toContain('Mozilla')
    expect(text).not.toContain('b=c')
    expect(text).not.toContain('/a')
  })

  test('the answer sets no cookie', async () => {
    const res = await beacon({ type: 'view', path: '/', width: 500 })
    expect(res.statusCode).toBe(204)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  test('bots and requests without a user agent are answered 204 and not counted, whatever they send', async () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 Chrome-Lighthouse',
      'AhrefsSpider',
      'curl/8.5.0',
    ]) {
      expect((await beacon({ type: 'view', path: '/', width: 1200 }, { ua })).statusCode).toBe(204)
      expect((await beacon({ nonsense: true }, { ua })).statusCode).toBe(204)
    }
    expect((await beacon({ type: 'view', path: '/', width: 1200 }, { ua: '' })).statusCode).toBe(204)
    expect(await rows()).toEqual([])
  })

  test('a bad payload is refused with a Turkish 400 and nothing is counted', async () => {
    for (const payload of [
      { type: 'view', path: '/', width: 'geniş' },
      { type: 'event', name: 'unknown_event' },
      { type: 'event', name: 'local_search', query: 'diz' },
      { type: 'event', name: 'page_load_time', value: -5 },
      { type: 'view', width: 300 },
      { type: 'click' },
    ]) {
      const res = await beacon(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.body.message).toBe('Gönderilen bilgiler geçersiz.')
    }
    const notJson = await beacon(null, { raw: '{not json' })
    expect(notJson.statusCode).toBe(400)
    expect(notJson.body.message).toBe('Geçersiz istatistik kaydı.')
    expect(await rows()).toEqual([])
  })

  test('a body over 1 KB is refused', async () => {
    const res = await beacon({ type: 'view', path: `/${'a'.repeat(1100)}`, width: 400 })
    expect(res.statusCode).toBe(413)
    expect(await rows()).toEqual([])
  })

  test('paths lose their query, hash and trailing slash, and are cut to 200 characters', async () => {
    await beacon({ type: 'view', path: '/operations/diz-protezi/?ref=mail#x', width: 400 })
    await beacon({ type: 'view', path: `/${'b'.repeat(600)}`, width: 400 })
    await beacon({ type: 'view', path: '/hesap/ayse@example.com', width: 400 })
    const paths = (await rows()).filter((r) => r.kind === 'view').map((r) => r.key)
    expect(paths).toContain('/operations/diz-protezi')
    expect(paths).toContain('/hesap/…')
    expect(Math.max(...paths.map((p) => p.length))).toBe(200)
  })

  test("a beacon keeps the public cache's answers (it changes nothing the public reads)", async () => {
    await t.seedPost({ Title: 'Önbellekte Kalan' })
    const read = () => t.request({ method: 'GET', url: '/api/blog' })
    await read()
    const before = t.app.publicCache.stats()
    expect(before.stored).toBeGreaterThan(0)
    expect((await beacon({ type: 'view', path: '/blog', width: 400 })).statusCode).toBe(204)
    await read()
    expect(t.app.publicCache.stats().hits).toBe(before.hits + 1)
  })

  test('beacons are limited per address (429 past the limit)', async () => {
    const address = '192.0.2.77'
    for (let i = 0; i < 5; i++) {
      expect((await beacon({ type: 'view', path: '/', width: 400 }, { address })).statusCode).toBe(204)
    }
    const refused = await beacon({ type: 'view', path: '/', width: 400 }, { address })
    expect(refused.statusCode).toBe(429)
    expect(await countOf('view', '/')).toBe(5)
    // Another address is still counted.
    expect((await beacon({ type: 'view', path: '/', width: 400 })).statusCode).toBe(204)
  })
})

describe('the dashboard', () => {
  const editor = () => t.createUser({ email: 'editor@test.local', roles: ['Editor'] })

  test('staff read the summary: visits per day, most read posts with titles, events, referrers, devices, empty searches', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı Neden Olur?' })
    const operation = await t.seedOperation({ Title: 'Diz Protezi' })
    await beacon({ type: 'view', path: `/blog/${post.slug}`, referrer: 'https://google.com/x', width: 400 })
    await beacon({ type: 'view', path: `/blog/${post.slug}`, width: 1300 })
    await beacon({ type: 'event', name: 'blog_read', detail: post.slug })
    await beacon({ type: 'event', name: 'blog_read', detail: post.slug })
    await beacon({ type: 'event', name: 'blog_read', detail: 'silinmis-yazi' })
    await beacon({ type: 'event', name: 'operation_view', detail: operation.slug })
    await beacon({ type: 'event', name: 'appointment_click', detail: '/' })
    await beacon({ type: 'event', name: 'page_load_time', value: 500 })
    await beacon({ type: 'event', name: 'local_search', query: 'Kalça', resultCount: 0 })
    await beacon({ type: 'event', name: 'local_search', query: 'diz', resultCount: 4 })

    const { token } = await editor()
    const res = await t.request({ method: 'GET', url: '/api/admin/statistics?days=30', token })
    expect(res.statusCode, res.payload).toBe(200)
    const s = res.body
    expect(s.days).toBe(30)
    expect(s.viewsPerDay).toHaveLength(30)
    expect(s.viewsPerDay.at(-1)).toEqual({ day: clinicDay(new Date()), count: 2 })
    expect(s.totalViews).toBe(2)
    expect(s.topPages).toEqual([{ path: `/blog/${post.slug}`, count: 2 }])
    expect(s.topPosts).toEqual([
      { slug: post.slug, title: 'Diz Ağrısı Neden Olur?', count: 2 },
      { slug: 'silinmis-yazi', title: null, count: 1 },
    ])
    expect(s.topOperations).toEqual([{ slug: operation.slug, title: 'Diz Protezi', count: 1 }])
    const events = Object.fromEntries(s.events.map((e: { name: string; count: number }) => [e.name, e.count]))
    expect(events).toEqual({
      appointment_click: 1,
      contact_form_submit: 0,
      blog_read: 3,
      operation_view: 1,
      page_load_time: 1,
      local_search: 2,
    })
    expect(s.referrers).toEqual([
      { host: '', count: 1 },
      { host: 'google.com', count: 1 },
    ])
    expect(s.devices).toEqual([
      { device: 'phone', label: 'Telefon', count: 1 },
      { device: 'tablet', label: 'Tablet', count: 0 },
      { device: 'desktop', label: 'Masaüstü', count: 1 },
    ])
    expect(s.loadTimes[0]).toEqual({ bucket: '<1s', count: 1 })
    expect(s.emptySearches).toEqual([{ query: 'kalca', count: 1 }])
    expect(s.totalSearches).toBe(2)

    const ninety = await t.request({ method: 'GET', url: '/api/admin/statistics?days=90', token })
    expect(ninety.body.viewsPerDay).toHaveLength(90)
  })

  test('days other than 30 or 90 are refused in Turkish', async () => {
    const res = await t.asAdmin('GET', '/api/admin/statistics?days=7')
    expect(res.statusCode).toBe(400)
    expect(res.body.message).toBe('Gönderilen bilgiler geçersiz.')
    expect(res.body.errors.days).toEqual(['Gün sayısı 30 ya da 90 olmalıdır.'])
  })

  test('a count older than the period is left out', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000)
    await t.app.db
      .insert(analyticsDaily)
      .values({ day: clinicDay(old), kind: 'view', key: '/eski', count: 7 })
    expect((await t.asAdmin('GET', '/api/admin/statistics?days=30')).body.totalViews).toBe(0)
    expect((await t.asAdmin('GET', '/api/admin/statistics?days=90')).body.totalViews).toBe(7)
  })

  test('the CSV export has the BOM, Turkish headers and one row per daily count', async () => {
    await beacon({ type: 'view', path: '/hakkimda', width: 400 })
    await beacon({ type: 'event', name: 'contact_form_submit', detail: 'iletisim' })
    const { token } = await editor()
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/statistics.csv?days=90',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="istatistikler-90-gun-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const lines = res.body.split('\r\n')
    expect(lines[0]).toBe('\uFEFFGün,Tür,Anahtar,Ayrıntı,Dil,Sayı')
    const today = clinicDay(new Date())
    expect(lines).toContain(`${today},Cihaz,Telefon,,tr,1`)
    expect(lines).toContain(`${today},Olay,İletişim formu gönderimi,iletisim,tr,1`)
    expect(lines).toContain(`${today},Sayfa görüntüleme,/hakkimda,,tr,1`)
    expect(lines).toHaveLength(1 + 4 + 1)
  })

  test('guests and users cannot read the statistics', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/statistics' })).statusCode).toBe(401)
    const { token } = await t.createUser({ email: 'hasta@test.local' })
    for (const url of ['/api/admin/statistics', '/api/admin/statistics.csv']) {
      const res = await t.request({ method: 'GET', url, token })
      expect(res.statusCode).toBe(403)
    }
  })
})
