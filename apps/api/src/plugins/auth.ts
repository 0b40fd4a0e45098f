import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ADMIN_ROLE, isStaffRoles } from '@clinic/contract/roles'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { deviceLabel } from '../lib/device-label.ts'
import { forbidden, HttpError, unauthorized } from '../lib/http-errors.ts'
import { type SecretBox, secretBox } from '../lib/secret-box.ts'
import {
  createSession,
  findForRequest,
  LAST_SEEN_EVERY_MS,
  type SecondFactor,
  touch,
} from '../services/sessions/session-rows.ts'

export const JWT_ISSUER = 'clinic-api'
export const JWT_AUDIENCE = 'clinic'
/** Without "remember me" a session lasts a working day; with it, thirty days. */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60
export const REMEMBER_ME_LIFETIME_SECONDS = 30 * 24 * 60 * 60

export interface AuthUser {
  id: number
  email: string
  firstName: string
  lastName: string
  roles: string[]
  isAdmin: boolean
  /** An Admin or an Editor: may use the admin app's content screens. */
  isStaff: boolean
  /** The session this request's token belongs to (the JWT's `sid`). */
  sessionId: string
  /**
   * A staff member who has not shown a second factor while STAFF_2FA_REQUIRED is on: only the enrolment calls
   * (`authenticateEnrolling`) let them through.
   */
  mustEnrol: boolean
}

/** Where a session was opened from, for the sessions list. */
export interface SessionOrigin {
  userAgent?: string | undefined
  address?: string | undefined
  /** The second factor the login showed; none for a password-only login. */
  secondFactor?: SecondFactor | null
}

export interface TokenService {
  /** Opens a session for the user and answers its token (the JWT carries the session's id as `sid`). */
  sign(
    user: { id: number; roles: string[]; tokenVersion: number },
    rememberMe: boolean,
    origin?: SessionOrigin,
  ): Promise<{ token: string; expiresAt: Date; sessionId: string }>
}

export const ENROLMENT_REQUIRED_MESSAGE =
  'Yönetim paneline erişmek için önce iki adımlı doğrulamayı etkinleştirmeniz gerekiyor.'

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
    /** Seals the TOTP secrets at rest with a key derived from the JWT secret. */
    totpBox: SecretBox
    /**
     * onRequest hook: a valid token is required (401 otherwise), checked before the body is read. A staff member who
     * must still enrol a second factor gets 403 with `twoFactorEnrolmentRequired: true`.
     */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest hook: like `authenticate`, but lets a staff member who must enrol through (enrolment, logout). */
    authenticateEnrolling: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest hook: a valid token of an Admin is required (401, then 403), checked before the body is read. */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * onRequest hook: a valid token of staff (an Admin or an Editor) is required (401, then 403), checked before the
     * body is read. For the content calls: posts, operations, catalogs, categories, comment moderation.
     */
    requireStaff: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler: reads the token when there is one; a guest or a bad token leaves `req.user` null. */
    optionalUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    /** Who sent the token, when one was read (`authenticate`, `requireAdmin`, `optionalUser`); null for a guest. */
    user: AuthUser | null
    /**
     * The signed-in user, for handlers behind `authenticate` or `requireAdmin`: the guard has set it, so it is never
     * null there; read without a guard it answers 401 instead of a missing user.
     */
    readonly viewer: AuthUser
    /** Set by `requireAdmin` and `requireStaff`: the call is a staff call (the audit log records its writes). */
    staffCall: boolean
  }
}

/** JWT_SECRET when set; otherwise one generated on first start and kept under DATA_DIR. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  const file = path.join(dataDir, 'jwt-secret')
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (existing.length >= 32) return new TextEncoder().encode(existing)
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(48).toString('base64url')
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, secret, { mode: 0o600 })
  return new TextEncoder().encode(secret)
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

type TokenOutcome = { user: AuthUser } | { error: 'missing' | 'expired' | 'invalid' }

export default fp(async function authPlugin(
  app: FastifyInstance,
  opts: { secret: Uint8Array; staff2faRequired: boolean },
) {
  const key = opts.secret
  app.decorate('totpBox', secretBox(key, 'totp'))

  app.decorate<TokenService>('tokens', {
    async sign(user, rememberMe, origin = {}) {
      const lifetime = rememberMe ? REMEMBER_ME_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS
      const now = Math.floor(Date.now() / 1000)
      const sessionId = await createSession(app.db, {
        userId: user.id,
        tokenVersion: user.tokenVersion,
        device: deviceLabel(origin.userAgent),
        userAgent: origin.userAgent?.slice(0, 512) ?? null,
        address: origin.address ?? null,
        expiresAt: new Date((now + lifetime) * 1000),
        secondFactor: origin.secondFactor ?? null,
      })
      const token = await new SignJWT({ roles: user.roles, ver: user.tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(key)
      return { token, expiresAt: new Date((now + lifetime) * 1000), sessionId }
    },
  })

  app.decorateRequest('user', null)
  app.decorateRequest('staffCall', false)
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest): AuthUser {
      if (!this.user) throw unauthorized()
      return this.user
    },
  })

  async function readToken(req: FastifyRequest): Promise<TokenOutcome> {
    const token = bearerToken(req)
    if (!token) return { error: 'missing' }
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      })
      const id = Number(payload.sub)
      if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.sid !== 'string') return { error: 'invalid' }
      // The user's row and the session's in one query.
      const row = await findForRequest(app.db, payload.sid, id)
      const now = new Date()
      // A deleted or disabled user, a token from before a password change, or a session that was ended (logout,
      // "end this session", expiry) is no longer valid.
      if (
        !row?.isActive ||
        row.tokenVersion !== payload.ver ||
        row.sessionVersion !== row.tokenVersion ||
        row.revokedAt !== null ||
        row.expiresAt <= now
      )
        return { error: 'invalid' }
      if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) await touch(app.db, payload.sid, now)
      // Roles come from the database, not the token, so a demotion takes effect at once.
      return {
        user: {
          id: row.id,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          roles: row.roles,
          isAdmin: row.roles.includes(ADMIN_ROLE),
          isStaff: isStaffRoles(row.roles),
          sessionId: payload.sid,
          mustEnrol: opts.staff2faRequired && isStaffRoles(row.roles) && row.secondFactor === null,
        },
      }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { error: 'expired' }
      return { error: 'invalid' }
    }
  }

  async function requireUser(req: FastifyRequest): Promise<AuthUser> {
    if (req.user) return req.user
    const outcome = await readToken(req)
    if ('user' in outcome) {
      req.user = outcome.user
      return outcome.user
    }
    if (outcome.error === 'expired')
      throw unauthorized('Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')
    if (outcome.error === 'invalid')
      throw unauthorized('Oturum bilginiz geçersiz. Lütfen yeniden giriş yapın.')
    throw unauthorized()
  }

  /** A signed-in user who may use the whole API: a staff member who must enrol is sent to the enrolment. */
  async function requireEnrolled(req: FastifyRequest): Promise<AuthUser> {
    const user = await requireUser(req)
    if (user.mustEnrol)
      throw new HttpError(403, ENROLMENT_REQUIRED_MESSAGE, undefined, undefined, {
        twoFactorEnrolmentRequired: true,
      })
    return user
  }

  app.decorate('authenticate', async (req: FastifyRequest) => {
    await requireEnrolled(req)
  })
  app.decorate('authenticateEnrolling', async (req: FastifyRequest) => {
    await requireUser(req)
  })
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    const user = await requireEnrolled(req)
    if (!user.isAdmin) throw forbidden()
    req.staffCall = true
  })
  app.decorate('requireStaff', async (req: FastifyRequest) => {
    const user = await requireEnrolled(req)
    if (!user.isStaff) throw forbidden()
    req.staffCall = true
  })
  app.decorate('optionalUser', async (req: FastifyRequest) => {
    const outcome = await readToken(req)
    // A staff member who must enrol reads the public API as a guest until they do.
    req.user = 'user' in outcome && !outcome.user.mustEnrol ? outcome.user : null
  })
})
