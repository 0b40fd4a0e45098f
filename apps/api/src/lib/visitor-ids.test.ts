import { describe, expect, test } from 'vitest'
import { addressKey, createVisitorIds } from './visitor-ids.ts'

const ids = createVisitorIds('a-key-of-the-server-a-key-of-the-server')
const other = createVisitorIds('another-server-another-server-key-000')
/** The cookie pair (`clinic_visitor=…`) of a Set-Cookie value. */
const pairOf = (setCookie: string) => setCookie.split(';')[0]!

describe('visitor ids', () => {
  test('a guest without the cookie is named by their address: the same id every time, another for another address', () => {
    const id = ids.forAddress('203.0.113.7')
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(ids.forAddress('203.0.113.7')).toBe(id)
    expect(ids.forAddress('203.0.113.8')).not.toBe(id)
    // The id does not show the address, and another server's key gives another id.
    expect(id).not.toContain('203')
    expect(other.forAddress('203.0.113.7')).not.toBe(id)
  })

  test('an IPv6 client is named by its /64; an IPv4-mapped address by its IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(ids.forAddress('2001:db8:1:2::1')).toBe(ids.forAddress('2001:db8:1:2:ffff::9'))
  })

  test('the cookie carries the id signed, and is read back from among other cookies', () => {
    const id = ids.forAddress('203.0.113.7')
    const pair = pairOf(ids.cookie(id, false))
    expect(pair).toMatch(/^clinic_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/)
    expect(ids.fromCookie(`theme=dark; ${pair}; other=1`)).toBe(id)
    expect(ids.fromCookie(pair)).toBe(id)
  })

  test('a missing, made-up, edited, unsigned or foreign-key value names nobody', () => {
    const id = ids.forAddress('203.0.113.7')
    const [, value = ''] = pairOf(ids.cookie(id, false)).split('=')
    const [, signature = ''] = value.split('.')
    for (const header of [
      undefined,
      '',
      'other=abc',
      'clinic_visitor=',
      'clinic_visitor=kısa',
      `clinic_visitor=${id}`,
      `clinic_visitor=${'a'.repeat(22)}.${signature}`,
      `clinic_visitor=${id}.${'a'.repeat(22)}`,
      `xclinic_visitor=${value}`,
      pairOf(other.cookie(id, false)),
    ]) {
      expect(ids.fromCookie(header), header).toBeUndefined()
    }
  })

  test('the first valid one of several wins (the browser sends the most specific path first)', () => {
    const id = ids.forAddress('198.51.100.1')
    expect(ids.fromCookie(`clinic_visitor=bozuk; ${pairOf(ids.cookie(id, false))}`)).toBe(id)
  })

  test('the cookie is HttpOnly, SameSite=Lax, for the blog API only, for a year, and Secure only over https', () => {
    const id = ids.forAddress('203.0.113.7')
    expect(ids.cookie(id, false)).toMatch(
      /^clinic_visitor=[\w-]{22}\.[\w-]{22}; Path=\/api\/blog; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    )
    expect(ids.cookie(id, true)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
  })
})
