import { decodeJwt } from 'jose'

/** The token's `exp` claim (seconds since the epoch), or null when the token cannot be read or has no `exp`. */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null
  try {
    const { exp } = decodeJwt(token)
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null
  } catch {
    return null
  }
}

/**
 * docs/spec §4: a token is expired when the expiry time in its payload, compared in seconds, is before now, or when it
 * cannot be read (no token, not a JWT, no numeric `exp`). The signature is not checked: that is the server's job.
 */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token)
  return exp === null || exp < nowMs / 1000
}
