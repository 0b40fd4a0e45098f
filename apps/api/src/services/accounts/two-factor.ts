import { createHash, randomBytes, randomInt } from 'node:crypto'
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { Database } from '../../db/client.ts'
import { backupCodes, loginChallenges, users, userTotp } from '../../db/schema.ts'
import type { SecretBox } from '../../lib/secret-box.ts'

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, thirty seconds; one step either side accepted. */
const PERIOD = 30
const WINDOW = 1
export const BACKUP_CODE_COUNT = 10
export const CHALLENGE_MINUTES = 5
const ISSUER = 'Klinik'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  })

/** Backup codes read like `7KQ4-M9XD`: no 0/O or 1/I to confuse, 40 random bits each. */
const BACKUP_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
function newBackupCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]
  return `${code.slice(0, 4)}-${code.slice(4)}`
}
/** A typed backup code as stored: capitals, without spaces and dashes. */
const normaliseBackupCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase()

/** The user's authenticator secret and backup codes, and the login challenges of the second step. */
export function twoFactorRows(db: Database, box: SecretBox) {
  return {
    /** Whether the user has a second factor enabled, and how many backup codes are left. */
    async status(userId: number) {
      const [totp] = await db
        .select({ enabledAt: userTotp.enabledAt })
        .from(userTotp)
        .where(eq(userTotp.userId, userId))
      const [left] = await db
        .select({ n: count() })
        .from(backupCodes)
        .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)))
      return { totpEnabled: Boolean(totp?.enabledAt), backupCodesLeft: left?.n ?? 0 }
    },

    /** A fresh secret waiting for its first code (replaces an earlier unfinished one); undefined when enabled. */
    async begin(userId: number, label: string): Promise<{ secret: string; otpauthUri: string } | undefined> {
      const secret = new Secret({ size: 20 }).base32
      const [row] = await db
        .insert(userTotp)
        .values({ userId, secretSealed: box.seal(secret) })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { secretSealed: box.seal(secret), lastUsedStep: null, createdAt: new Date() },
          setWhere: isNull(userTotp.enabledAt),
        })
        .returning({ userId: userTotp.userId })
      if (!row) return undefined
      return { secret, otpauthUri: totpOf(secret, label).toString() }
    },

    /**
     * Checks a six-digit code against the user's secret (the pending one when `pending`), and uses up its time step
     * so the same code (or an older one) cannot be sent again.
     */
    async useTotp(userId: number, code: string, pending = false): Promise<boolean> {
      if (!/^\d{6}$/.test(code)) return false
      const [row] = await db
        .select()
        .from(userTotp)
        .where(
          and(
            eq(userTotp.userId, userId),
            pending ? isNull(userTotp.enabledAt) : isNotNull(userTotp.enabledAt),
          ),
        )
      if (!row) return false
      const now = Date.now()
      const delta = totpOf(box.open(row.secretSealed), 'x').validate({
        token: code,
        timestamp: now,
        window: WINDOW,
      })
      if (delta === null) return false
      const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta
      const [used] = await db
        .update(userTotp)
        .set({ lastUsedStep: step, ...(pending ? { enabledAt: new Date() } : {}) })
        .where(
          and(
            eq(userTotp.userId, userId),
            or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userTotp.userId })
      return Boolean(used)
    },

    /** Uses up one backup code of the user (each works once). */
    async useBackupCode(userId: number, code: string): Promise<boolean> {
      const normal = normaliseBackupCode(code)
      if (!/^[A-Z0-9]{8}$/.test(normal)) return false
      const [used] = await db
        .update(backupCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(backupCodes.userId, userId),
            eq(backupCodes.codeHash, sha256(normal)),
            isNull(backupCodes.usedAt),
          ),
        )
        .returning({ id: backupCodes.id })
      return Boolean(used)
    },

    /** Ten new backup codes in place of any earlier ones; only their hashes are kept. */
    async replaceBackupCodes(userId: number): Promise<string[]> {
      const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode)
      await db.transaction(async (tx) => {
        await tx.delete(backupCodes).where(eq(backupCodes.userId, userId))
        await tx
          .insert(backupCodes)
          .values(codes.map((code) => ({ userId, codeHash: sha256(normaliseBackupCode(code)) })))
      })
      return codes
    },

    /** Removes the secret and the backup codes. */
    async disable(userId: number) {
      await db.transaction(async (tx) => {
        await tx.delete(userTotp).where(eq(userTotp.userId, userId))
        await tx.delete(backupCodes).where(eq(backupCodes.userId, userId))
      })
    },

    /** A challenge for the second step of a login (only its hash is stored). */
    async issueChallenge(userId: number, rememberMe: boolean): Promise<string> {
      const challenge = randomBytes(32).toString('base64url')
      const now = new Date()
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now))
      await db.insert(loginChallenges).values({
        idHash: sha256(challenge),
        userId,
        rememberMe,
        expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
      })
      return challenge
    },

    /** The live challenge with its user's row and remember-me choice, in one read; undefined when unknown, used or expired. */
    async readChallenge(challenge: string) {
      const [row] = await db
        .select({
          idHash: loginChallenges.idHash,
          userId: loginChallenges.userId,
          rememberMe: loginChallenges.rememberMe,
          webauthnChallenge: loginChallenges.webauthnChallenge,
          user: users,
        })
        .from(loginChallenges)
        .innerJoin(users, eq(users.id, loginChallenges.userId))
        .where(
          and(
            eq(loginChallenges.idHash, sha256(challenge)),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, new Date()),
          ),
        )
      return row
    },

    /** Uses the challenge up in one statement: false when another request already did. */
    async consumeChallenge(challenge: string): Promise<boolean> {
      const [row] = await db
        .update(loginChallenges)
        .set({ usedAt: new Date() })
        .where(and(eq(loginChallenges.idHash, sha256(challenge)), isNull(loginChallenges.usedAt)))
        .returning({ userId: loginChallenges.userId })
      return Boolean(row)
    },
  }
}
