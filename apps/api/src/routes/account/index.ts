import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { LoginBody, LoginResult } from '@clinic/contract/account'
import { users } from '../../db/schema.ts'
import { forbidden, unauthorized } from '../../lib/http-errors.ts'
import { verifyPassword } from '../../lib/passwords.ts'

const tags = ['Hesap']
const WRONG_CREDENTIALS = 'E-posta adresi veya şifre hatalı.'

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = app.db

  app.post('/api/Account/login', { schema: { tags, body: LoginBody, response: { 200: LoginResult } } }, async (req) => {
    const email = req.body.email.toLowerCase()
    const [user] = await db.select().from(users).where(eq(users.email, email))
    // The password is checked even when no user matches, so timing does not reveal which e-mails exist.
    const valid = await verifyPassword(user?.passwordHash, req.body.password)
    if (!user || !valid) throw unauthorized(WRONG_CREDENTIALS)
    if (!user.isActive) throw forbidden('Hesabınız devre dışı bırakılmış. Lütfen klinikle iletişime geçin.')
    const { token, expiresAt } = await app.tokens.sign(user, req.body.rememberMe)
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id))
    return {
      token,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      roles: user.roles,
      profileImagePath: user.profileImagePath,
      expiresAt: expiresAt.toISOString(),
    }
  })
}
