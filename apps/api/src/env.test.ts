import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { loadConfig } from './env.ts'

describe('loadConfig', () => {
  test('without any variable the documented defaults apply', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 4321,
      databaseUrl: undefined,
      jwtSecret: undefined,
      seedDemoContent: true,
    })
    expect(config.adminEmail).toBe('admin@klinik.local')
  })

  test('variables left empty, as in .env.example, count as not set', () => {
    const config = loadConfig({ JWT_SECRET: '', DATABASE_URL: '', SMTP_URL: ' ', PORT: '' })
    expect(config).toMatchObject({
      jwtSecret: undefined,
      databaseUrl: undefined,
      smtpUrl: undefined,
      port: 4321,
    })
  })

  test('a cold build may run 30 minutes by default, and never less than any build', () => {
    expect(loadConfig({}).site).toMatchObject({ buildTimeoutMs: 120_000, coldBuildTimeoutMs: 1_800_000 })
    expect(loadConfig({ BUILD_COLD_TIMEOUT_S: '300' }).site.coldBuildTimeoutMs).toBe(300_000)
    expect(loadConfig({ BUILD_TIMEOUT_S: '600', BUILD_COLD_TIMEOUT_S: '300' }).site.coldBuildTimeoutMs).toBe(
      600_000,
    )
    expect(() => loadConfig({ BUILD_COLD_TIMEOUT_S: '0' })).toThrow(/BUILD_COLD_TIMEOUT_S/)
  })

  test('SITE_LOCALES: every language by default, Turkish always first, an unknown code refused at start', () => {
    expect(loadConfig({}).siteLocales).toEqual(['tr', 'en', 'ka', 'ru'])
    expect(loadConfig({ SITE_LOCALES: '' }).siteLocales).toEqual(['tr', 'en', 'ka', 'ru'])
    expect(loadConfig({ SITE_LOCALES: 'ru, EN' }).siteLocales).toEqual(['tr', 'en', 'ru'])
    expect(() => loadConfig({ SITE_LOCALES: 'tr,de' })).toThrow(/SITE_LOCALES/)
  })

  test('REVISION_KEEP: unset keeps every revision; a positive whole number keeps that many; anything else refused', () => {
    expect(loadConfig({}).revisionKeep).toBeUndefined()
    expect(loadConfig({ REVISION_KEEP: '' }).revisionKeep).toBeUndefined()
    expect(loadConfig({ REVISION_KEEP: '50' }).revisionKeep).toBe(50)
    expect(() => loadConfig({ REVISION_KEEP: '0' })).toThrow(/REVISION_KEEP/)
    expect(() => loadConfig({ REVISION_KEEP: 'çok' })).toThrow(/REVISION_KEEP/)
  })

  test('PREVIEW_LINK_DAYS: 7 unless set; 1 to 365 days; anything else refused', () => {
    expect(loadConfig({}).previewLinkDays).toBe(7)
    expect(loadConfig({ PREVIEW_LINK_DAYS: '30' }).previewLinkDays).toBe(30)
    expect(() => loadConfig({ PREVIEW_LINK_DAYS: '0' })).toThrow(/PREVIEW_LINK_DAYS/)
    expect(() => loadConfig({ PREVIEW_LINK_DAYS: '366' })).toThrow(/PREVIEW_LINK_DAYS/)
  })

  test('SCHEDULE_SWEEP_S: 15 s unless set (off in tests), 0 turns it off, anything else refused', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).scheduleSweepMs).toBe(15_000)
    expect(loadConfig({ NODE_ENV: 'test' }).scheduleSweepMs).toBe(0)
    expect(loadConfig({ NODE_ENV: 'test', SCHEDULE_SWEEP_S: '2' }).scheduleSweepMs).toBe(2000)
    expect(loadConfig({ SCHEDULE_SWEEP_S: '0' }).scheduleSweepMs).toBe(0)
    expect(() => loadConfig({ SCHEDULE_SWEEP_S: '-1' })).toThrow(/SCHEDULE_SWEEP_S/)
    expect(() => loadConfig({ SCHEDULE_SWEEP_S: 'sık' })).toThrow(/SCHEDULE_SWEEP_S/)
  })

  test('the committed .env.example loads as it is', () => {
    const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8')
    const entries = text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    expect(entries.length).toBeGreaterThan(10)
    expect(() => loadConfig(Object.fromEntries(entries))).not.toThrow()
  })

  test('a bad value is refused with the variable named', () => {
    expect(() => loadConfig({ PORT: 'seksen' })).toThrow(/PORT/)
    expect(() => loadConfig({ JWT_SECRET: 'kisa' })).toThrow(/JWT_SECRET/)
  })

  test('the server listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  test('without PUBLIC_SITE_URL the public addresses follow PORT', () => {
    expect(loadConfig({}).publicSiteUrl).toBe('http://localhost:4321')
    const config = loadConfig({ PORT: '4614' })
    expect(config.publicSiteUrl).toBe('http://localhost:4614')
    expect(config.publicApiUrl).toBe('http://localhost:4614')
  })

  test('a PUBLIC_SITE_URL that is set wins over PORT', () => {
    const config = loadConfig({ PORT: '4614', PUBLIC_SITE_URL: 'https://klinik.example/' })
    expect(config.publicSiteUrl).toBe('https://klinik.example')
    expect(config.publicApiUrl).toBe('https://klinik.example')
  })

  test('MESSAGE_RETENTION_MONTHS is 24 unless set, and must be a whole number of months', () => {
    expect(loadConfig({}).messageRetention.months).toBe(24)
    expect(loadConfig({ MESSAGE_RETENTION_MONTHS: '6' }).messageRetention).toEqual({
      months: 6,
      sweepIntervalMs: 12 * 3_600_000,
    })
    for (const bad of ['0', '-3', '1.5', 'iki']) {
      expect(() => loadConfig({ MESSAGE_RETENTION_MONTHS: bad })).toThrow(/MESSAGE_RETENTION_MONTHS/)
    }
  })
})
