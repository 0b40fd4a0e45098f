import { describe, expect, test } from 'vitest'
import { readEnv } from './env.ts'

describe('readEnv', () => {
  test('defaults both URLs to the admin’s own origin', () => {
    expect(readEnv({})).toEqual({ apiUrl: '', siteUrl: '' })
    expect(readEnv({ VITE_API_URL: '  ', VITE_SITE_URL: '' })).toEqual({ apiUrl: '', siteUrl: '' })
  })

  test('takes absolute http(s) URLs without their trailing slash', () => {
    expect(
      readEnv({ VITE_API_URL: 'http://127.0.0.1:4000/v1/', VITE_SITE_URL: 'https://klinik.example/' }),
    ).toEqual({ apiUrl: 'http://127.0.0.1:4000/v1', siteUrl: 'https://klinik.example' })
  })

  test('refuses what is not one, naming the variable', () => {
    expect(() => readEnv({ VITE_API_URL: '/api' })).toThrow(/VITE_API_URL is not an absolute URL/)
    expect(() => readEnv({ VITE_SITE_URL: 'klinik.example' })).toThrow(/VITE_SITE_URL is not an absolute URL/)
    expect(() => readEnv({ VITE_SITE_URL: 'ftp://klinik.example' })).toThrow(/VITE_SITE_URL must use http/)
    expect(() => readEnv({ VITE_API_URL: 'https://example.com/?x=1' })).toThrow(/query or hash/)
  })
})
