import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { loginChallenges, passkeys, sessions } from '../../db/schema.ts'

/** WebAuthn options as JSON for the browser library (the contract's `WebAuthnOptions`). */
export type WebAuthnOptionsJson = { challenge: string } & Record<string, unknown>

/** Where passkeys are valid: the site's host (the admin shares it or a subdomain of it), and the pages' origins. */
export interface RelyingParty {
  name: string
  id: string
  origins: string[]
}

export function relyingParty(siteUrl: string, adminOrigin: string | undefined): RelyingParty {
  const origins = [new URL(siteUrl).origin]
  if (adminOrigin) origins.push(new URL(adminOrigin).origin)
  return { name: 'Klinik', id: new URL(siteUrl).hostname, origins }
}

/** The user's passkeys (WebAuthn, @simplewebauthn/server) as a second factor: register, list, remove, verify. */
export function passkeyRows(db: Database, rp: RelyingParty) {
  const credentialsOf = (userId: number) =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))

  return {
    async count(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId))
      return row?.n ?? 0
    },

    async list(userId: number) {
      return (await credentialsOf(userId)).map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      }))
    },

    async remove(userId: number, id: string): Promise<boolean> {
      const gone = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id })
      return gone.length > 0
    },

    async removeAll(userId: number) {
      await db.delete(passkeys).where(eq(passkeys.userId, userId))
    },

    /** Registration options for a signed-in user; the challenge is kept on their session until it is answered. */
    async registrationOptions(
      user: { id: number; email: string; name: string },
      sessionId: string,
    ): Promise<WebAuthnOptionsJson> {
      const existing = await credentialsOf(user.id)
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(`user:${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      })
      await db
        .update(sessions)
        .set({ webauthnChallenge: options.challenge })
        .where(eq(sessions.id, sessionId))
      return { ...options } as WebAuthnOptionsJson
    },

    /** Verifies a registration against the session's challenge (used up either way) and stores the passkey. */
    async register(
      userId: number,
      sessionId: string,
      response: RegistrationResponseJSON,
      name: string,
    ): Promise<boolean> {
      const [session] = await db
        .select({ challenge: sessions.webauthnChallenge })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
      const expectedChallenge = session?.challenge
      if (!expectedChallenge) return false
      await db.update(sessions).set({ webauthnChallenge: null }).where(eq(sessions.id, sessionId))
      try {
        const { verified, registrationInfo } = await verifyRegistrationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: false,
        })
        if (!verified) return false
        const { credential } = registrationInfo
        const [stored] = await db
          .insert(passkeys)
          .values({
            id: credential.id,
            userId,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ?? [],
            name,
          })
          .onConflictDoNothing()
          .returning({ id: passkeys.id })
        return Boolean(stored)
      } catch {
        return false
      }
    },

    /** Authentication options for the second step of a login; the challenge is kept on the login challenge. */
    async authenticationOptions(
      userId: number,
      loginChallengeHash: string,
    ): Promise<WebAuthnOptionsJson | undefined> {
      const existing = await credentialsOf(userId)
      if (existing.length === 0) return undefined
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports as AuthenticatorTransport[],
        })),
        userVerification: 'preferred',
      })
      await db
        .update(loginChallenges)
        .set({ webauthnChallenge: options.challenge })
        .where(and(eq(loginChallenges.idHash, loginChallengeHash), isNull(loginChallenges.usedAt)))
      return { ...options } as WebAuthnOptionsJson
    },

    /** Verifies a passkey's answer to the login step's WebAuthn challenge and moves its counter on. */
    async authenticate(
      userId: number,
      expectedChallenge: string | null,
      response: AuthenticationResponseJSON,
    ) {
      if (!expectedChallenge) return false
      const [credential] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, response.id)))
      if (!credential) return false
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: {
            id: credential.id,
            publicKey: isoBase64URL.toBuffer(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports,
          },
          requireUserVerification: false,
        })
        if (!verified) return false
        await db
          .update(passkeys)
          .set({ counter: authenticationInfo.newCounter, lastUsedAt: new Date() })
          .where(eq(passkeys.id, credential.id))
        return true
      } catch {
        return false
      }
    },
  }
}
