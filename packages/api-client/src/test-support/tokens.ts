import { UnsecuredJWT } from 'jose'

/** A readable JWT (unsigned: the client never checks signatures) whose `exp` is `exp` seconds since the epoch. */
export function tokenExpiringAt(exp: number, claims: Record<string, unknown> = {}): string {
  return new UnsecuredJWT({ sub: '1', ...claims }).setExpirationTime(exp).encode()
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)
export const validToken = (claims?: Record<string, unknown>) => tokenExpiringAt(nowSeconds() + 3600, claims)
export const expiredToken = () => tokenExpiringAt(nowSeconds() - 60)

export function loginAnswer(overrides: Record<string, unknown> = {}) {
  return {
    token: validToken(),
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: 'ayse@example.com',
    roles: ['User'],
    profileImagePath: null,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...overrides,
  }
}
