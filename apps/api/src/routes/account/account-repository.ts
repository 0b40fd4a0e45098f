import { USER_ROLE } from '@clinic/contract/roles'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { notFound, unauthorized } from '../../lib/http-errors.ts'
import { consumeToken, issueNoToken, issueToken, type TokenPurpose, wasIssuedTo } from './account-tokens.ts'

type UserRow = typeof users.$inferSelect

/**
 * A visitor's own account: finding it by e-mail, registering, the mailed one-time links, passwords and the profile.
 * Every change that must end the sessions bumps `tokenVersion` here.
 */
export function createAccountRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
      return user
    },

    /** The signed-in user's row; 401 when the account is gone. */
    async load(id: number): Promise<UserRow> {
      const [user] = await db.select().from(users).where(eq(users.id, id))
      if (!user) throw unauthorized()
      return user
    },

    /** A new member's row, or undefined when the e-mail was taken meanwhile. */
    async register(values: { email: string; firstName: string; lastName: string; passwordHash: string }) {
      const [user] = await db
        .insert(users)
        .values({ ...values, roles: [USER_ROLE] })
        .onConflictDoNothing()
        .returning()
      return user
    },

    markLoggedIn: async (id: number) => {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id))
    },

    issueToken: (userId: number, purpose: TokenPurpose) => issueToken(db, userId, purpose),
    /** Costs what issuing costs, so the answer's timing does not tell whether the account exists. */
    issueNoToken: (purpose: TokenPurpose) => issueNoToken(db, purpose),

    /** `confirmed` by this link, `already` confirmed by it before, or `invalid`. */
    async confirmEmail(userId: number, token: string): Promise<'confirmed' | 'already' | 'invalid'> {
      if (await consumeToken(db, 'confirm-email', token, { userId })) {
        await db
          .update(users)
          .set({ emailConfirmed: true, updatedAt: new Date() })
          .where(eq(users.id, userId))
        return 'confirmed'
      }
      const [user] = await db
        .select({ emailConfirmed: users.emailConfirmed })
        .from(users)
        .where(eq(users.id, userId))
      return user?.emailConfirmed && (await wasIssuedTo(db, 'confirm-email', token, userId))
        ? 'already'
        : 'invalid'
    },

    /** Uses up a reset link and sets the password; false when the link does not work. */
    async resetPassword(email: string, token: string, passwordHash: string): Promise<boolean> {
      const userId = await consumeToken(db, 'reset-password', token, { email })
      if (!userId) return false
      await db
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          // The link reached the mailbox, so the address is confirmed too.
          emailConfirmed: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
      return true
    },

    /** A new password ends every session, this one included. */
    async changePassword(id: number, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
    },

    async updateProfile(
      id: number,
      fields: { firstName: string; lastName: string; phoneNumber: string | null },
    ) {
      const [user] = await db
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      if (!user) throw notFound('Kullanıcı bulunamadı.')
      return user
    },
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>
