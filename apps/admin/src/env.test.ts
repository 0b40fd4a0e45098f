import { describe, expect, test } from 'vitest'
import { readEnv } from './env.ts'

describe('readEnv', () => {
  test('defaults to the admin’s own origin', () => {
    expect(readEnv({})).toEqual({ apiUrl: '' })
    expect(readEnv({ VITE_API_URL: '  ' })).toEqual({ apiUrl: '' })
  })

  test('takes an absolute http(s) URL without its trailing slash', () => {
    expect(readEnv({ VITE_API_URL: 'https://api.example.com/' })).toEqual({
      apiUrl: 'https://api.example.com',
    })
    expect(readEnv({ VITE_API_URL: 'http://127.0.0.1:4000/v1/' })).toEqual({
      apiUrl: 'http://127.0.0.1:4000/v1',
    })
  })

  test('refuses what is not one', () => {
    expect(() => readEnv({ VITE_API_URL: '/api' })).toThrow(/absolute URL/)
    expect(() => readEnv({ VITE_API_URL: 'ftp://example.com' })).toThrow(/http or https/)
    expect(() => readEnv({ VITE_API_URL: 'https://example.com/?x=1' })).toThrow(/query or hash/)
  })
})
