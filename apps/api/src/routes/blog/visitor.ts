import { randomBytes } from 'node:crypto'
import { ApiPaths } from '@clinic/contract/api-paths'

export const VISITOR_COOKIE = 'clinic_visitor'
/** Cookie paths are matched with case; the clients call the blog API in lower case. */
export const VISITOR_COOKIE_PATH = ApiPaths.blogs
/** One year; renewed by every like or unlike, so it runs out a year after the guest's last one. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** 16 random bytes, base64url: 22 characters. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/

export const newVisitorId = () => randomBytes(16).toString('base64url')

/**
 * The guest's id from a Cookie header, or undefined. A value we could not have set (edited, cut) is ignored as if
 * absent: a like then gets a fresh id, an unlike takes nothing back.
 */
export function visitorIdFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== VISITOR_COOKIE) continue
    const value = pair.slice(at + 1).trim()
    if (VISITOR_ID.test(value)) return value
  }
  return undefined
}

/** The Set-Cookie value that keeps a guest's id; `Secure` when the request came over https. */
export const visitorCookie = (visitorId: string, secure: boolean) =>
  [
    `${VISITOR_COOKIE}=${visitorId}`,
    `Path=${VISITOR_COOKIE_PATH}`,
    `Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
