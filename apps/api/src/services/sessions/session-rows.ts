import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sessions, users } from '../../db/schema.ts'

/** last_seen_at is written at most this often per session, so a busy session costs no write per request. */
export const LAST_SEEN_EVERY_MS = 60_000

export type SecondFactor = 'totp' | 'backup' | 'passkey'

export interface NewSession {
  userId: number
  tokenVersion: number
  device: string
  userAgent: string | null
  address: string | null
  expiresAt: Date
  secondFactor: SecondFactor | null
}

/** A live session: not revoked, not expired, and of the user's current token version. */
const live = (now: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(sessions.tokenVersion, users.tokenVersion))

/** A row nothing will read again: revoked, expired, or from before a password change (swept at logins). */
const dead = (now: Date) =>
  or(
    sql`${sessions.revokedAt} is not null`,
    lt(sessions.expiresAt, now),
    sql`${sessions.tokenVersion} <> (select ${users.tokenVersion} from ${users} where ${users.id} = ${sessions.userId})`,
  )

export async function createSession(db: Database, values: NewSession): Promise<string> {
  const id = randomBytes(16).toString('base64url')
  const now = new Date()
  await db.insert(sessions).values({ id, ...values, createdAt: now, lastSeenAt: now })
  // A login sweeps the user's dead rows, and now and then everyone's expired ones.
  await db.delete(sessions).where(and(eq(sessions.userId, values.userId), dead(now)))
  if (Math.random() < 0.05) await db.delete(sessions).where(lt(sessions.expiresAt, now))
  return id
}

/** The user's row and the session's, in one query: what every authenticated request reads. */
export async function findForRequest(db: Database, sessionId: string, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      sessionVersion: sessions.tokenVersion,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      secondFactor: sessions.secondFactor,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
  return row
}

/** Writes last-seen when the one stored is older than a minute (one conditional statement, no read). */
export async function touch(db: Database, sessionId: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_EVERY_MS))),
    )
}

/** The user's live sessions, the most recently seen first. */
export async function listLive(db: Database, userId: number) {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      secondFactor: sessions.secondFactor,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), live(new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
}

/** Ends one live session of the user; false when the user has no such session. */
export async function revokeOne(db: Database, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return ended.length > 0
}

/** Ends every live session of the user but `keep` (every one when `keep` is undefined); answers how many. */
export async function revokeAll(db: Database, userId: number, keep?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id })
  return ended.length
}

/** Records that this session has shown a second factor (enrolled in it), or no longer has (null). */
export async function setSecondFactor(db: Database, sessionId: string, factor: SecondFactor | null) {
  await db.update(sessions).set({ secondFactor: factor }).where(eq(sessions.id, sessionId))
}
