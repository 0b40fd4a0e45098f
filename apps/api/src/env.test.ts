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
})
