import { describe, expect, test } from 'vitest'
import { newVisitorId, visitorCookie, visitorIdFrom } from './visitor.ts'

describe('visitor id', () => {
  test('a new id is 22 random base64url characters, different every time', () => {
    const ids = new Set(Array.from({ length: 100 }, newVisitorId))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  test('is read from among other cookies', () => {
    const id = newVisitorId()
    expect(visitorIdFrom(`theme=dark; clinic_visitor=${id}; other=1`)).toBe(id)
    expect(visitorIdFrom(`clinic_visitor=${id}`)).toBe(id)
  })

  test('a missing, edited or foreign value counts as no id', () => {
    expect(visitorIdFrom(undefined)).toBeUndefined()
    expect(visitorIdFrom('')).toBeUndefined()
    expect(visitorIdFrom('other=abc')).toBeUndefined()
    expect(visitorIdFrom('clinic_visitor=')).toBeUndefined()
    expect(visitorIdFrom('clinic_visitor=kısa')).toBeUndefined()
    expect(visitorIdFrom(`clinic_visitor=${'a'.repeat(23)}`)).toBeUndefined()
    expect(visitorIdFrom(`xclinic_visitor=${newVisitorId()}`)).toBeUndefined()
  })

  test('the first valid one of several wins (the browser sends the most specific path first)', () => {
    const id = newVisitorId()
    expect(visitorIdFrom(`clinic_visitor=bozuk; clinic_visitor=${id}`)).toBe(id)
  })

  test('the cookie is HttpOnly, SameSite=Lax, for the blog API only, for a year, and Secure only over https', () => {
    const id = newVisitorId()
    expect(visitorCookie(id, false)).toBe(
      `clinic_visitor=${id}; Path=/api/blog; Max-Age=31536000; HttpOnly; SameSite=Lax`,
    )
    expect(visitorCookie(id, true)).toBe(
      `clinic_visitor=${id}; Path=/api/blog; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`,
    )
  })
})
