import { createHmac, timingSafeEqual } from 'node:crypto'
import { isIPv6 } from 'node:net'
import { ApiPaths } from '@clinic/contract/api-paths'

export const VISITOR_COOKIE = 'clinic_visitor'
/** Cookie paths are matched with case; the clients call the blog API in lower case. */
export const VISITOR_COOKIE_PATH = ApiPaths.blogs
/** One year; renewed by every like or unlike, so it runs out a year after the guest's last one. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** `<id>.<signature>`: 22 base64url characters each (16 bytes of HMAC-SHA256 each). */
const SIGNED_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/

/**
 * The part of a client address that names one client: an IPv4 address whole, an IPv6 address by its /64 (one
 * household or device gets a whole /64 and could walk through it). An IPv4-mapped IPv6 address is its IPv4.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}

/**
 * A guest's id, as the API hands it out and takes it back. A guest without the cookie is named by their address
 * (the same id every time from one address, so likes without the cookie count once per address and post); the
 * cookie carries that id signed, so an id the API did not hand out (made up, edited) names nobody. The key is the
 * server's (derived from the JWT secret): the id does not show the address, and nobody else can compute it.
 */
export function createVisitorIds(key: string | Uint8Array) {
  const mac = (purpose: string, value: string) =>
    createHmac('sha256', key).update(`${purpose}\0${value}`).digest().subarray(0, 16).toString('base64url')

  return {
    /** The id of a guest without the cookie: their address's, the same on every call. */
    forAddress: (address: string) => mac('clinic-visitor-address', addressKey(address)),

    /**
     * The guest's id from a Cookie header, or undefined. A value the API did not sign (made up, edited, cut, or an
     * unsigned one from before) is ignored as if absent.
     */
    fromCookie(cookieHeader: string | undefined): string | undefined {
      if (!cookieHeader) return undefined
      for (const pair of cookieHeader.split(';')) {
        const at = pair.indexOf('=')
        if (at < 0 || pair.slice(0, at).trim() !== VISITOR_COOKIE) continue
        const [, id, signature] = SIGNED_ID.exec(pair.slice(at + 1).trim()) ?? []
        if (!id || !signature) continue
        const expected = Buffer.from(mac('clinic-visitor-cookie', id))
        if (timingSafeEqual(expected, Buffer.from(signature))) return id
      }
      return undefined
    },

    /** The Set-Cookie value that keeps a guest's id; `Secure` when the request came over https. */
    cookie: (visitorId: string, secure: boolean) =>
      [
        `${VISITOR_COOKIE}=${visitorId}.${mac('clinic-visitor-cookie', visitorId)}`,
        `Path=${VISITOR_COOKIE_PATH}`,
        `Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; '),
  }
}

export type VisitorIds = ReturnType<typeof createVisitorIds>
