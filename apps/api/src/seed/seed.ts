import type { FastifyInstance } from 'fastify'
import { count } from 'drizzle-orm'
import { users } from '../db/schema.ts'
import { hashPassword } from '../lib/passwords.ts'

/** On an empty database: the admin account from ADMIN_EMAIL / ADMIN_PASSWORD, then the demo content. */
export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  const [userCount] = await app.db.select({ n: count() }).from(users)
  if ((userCount?.n ?? 0) === 0) {
    await app.db.insert(users).values({
      email: app.config.adminEmail,
      passwordHash: await hashPassword(app.config.adminPassword),
      firstName: 'Klinik',
      lastName: 'Yöneticisi',
      roles: ['Admin'],
      emailConfirmed: true,
    })
    app.log.info(
      `Yönetici hesabı oluşturuldu: ${app.config.adminEmail} / ${app.config.adminPassword === 'Klinik-Admin-2026' ? 'Klinik-Admin-2026 (varsayılan şifre; ADMIN_PASSWORD ile değiştirin)' : 'ADMIN_PASSWORD'}`,
    )
  }
}
