import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accountTokens, users } from '../../db/schema.ts'

export type TokenPurpose = 'confirm-email' | 'reset-password'

/** A confirmation link lasts two days; a password-reset link one hour. */
export const CONFIRM_EMAIL_HOURS = 48
export const RESET_PASSWORD_MINUTES = 60
const LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'confirm-email': CONFIRM_EMAIL_HOURS * 60 * 60,
  'reset-password': RESET_PASSWORD_MINUTES * 60,
}

/**
 * Account mails (confirmation and reset together) one address receives in a rolling hour, however many senders ask:
 * every mail carries a token, so the tokens issued to the address's account are the count, in the database that all
 * replicas share.
 */
export const ACCOUNT_MAILS_PER_HOUR = 3

/** Only a hash is stored: a leaked table gives no working link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Creates a single-use token for the user (256 random bits, base64url) and ends any earlier unused one of the same
 * purpose, so only the newest link works. Undefined, and nothing changed, when the account's address already had
 * `ACCOUNT_MAILS_PER_HOUR` tokens (mails) within the last hour: the earlier link keeps working. The user's row is
 * locked while counting, so concurrent requests (on any replica) cannot both pass the limit.
 */
export async function issueToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [{ recent } = { recent: 0 }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          gt(accountTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
        ),
      )
    if (recent >= ACCOUNT_MAILS_PER_HOUR) return undefined
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      )
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + LIFETIME_SECONDS[purpose] * 1000),
      createdAt: now,
    })
    return token
  })
}

/**
 * The same statements as `issueToken` for an e-mail that has no account, touching no row: an unknown e-mail costs
 * what a known one does, so timing does not tell them apart.
 */
export async function issueNoToken(db: Database, purpose: TokenPurpose): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, -1)).for('update')
    await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, -1), gt(accountTokens.createdAt, new Date())))
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(accountTokens.userId, -1), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
      )
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.userId, -1)))
  })
}

/**
 * Uses up a live token in one statement (so two requests cannot both use it) and answers its user's id, or
 * undefined when the token is unknown, used, expired, of another purpose or of another user.
 */
export async function consumeToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
  owner: { userId: number } | { email: string },
): Promise<number | undefined> {
  const ownerMatches =
    'userId' in owner
      ? eq(accountTokens.userId, owner.userId)
      : sql`${accountTokens.userId} = (select ${users.id} from ${users} where ${users.email} = ${owner.email})`
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
        ownerMatches,
      ),
    )
    .returning({ userId: accountTokens.userId })
  return row?.userId
}

/** Whether this token was once a valid one of this user (used or not): a second click on a confirmation link. */
export async function wasIssuedTo(db: Database, purpose: TokenPurpose, token: string, userId: number) {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.userId, userId),
      ),
    )
  return Boolean(row)
}
