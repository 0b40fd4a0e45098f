import { IdParams } from '@clinic/contract/common'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import { User, UserListQuery, UserRolesBody, UserStatusBody } from '@clinic/contract/user'
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { users } from '../../db/schema.ts'
import { forbidden, notFound } from '../../lib/http-errors.ts'
import { foldedSql, pageWindow, toIso, withTotal } from '../../lib/listing.ts'

const tags = ['Kullanıcılar']
const admin = [{ bearerAuth: [] }]
const NOT_FOUND = 'Kullanıcı bulunamadı.'

type Row = typeof users.$inferSelect

const toUser = (row: Row) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  profileImagePath: row.profileImagePath,
  roles: row.roles,
  emailConfirmed: row.emailConfirmed,
  isActive: row.isActive,
  createdDate: row.createdAt.toISOString(),
  lastLoginDate: toIso(row.lastLoginAt),
})

/** Name and e-mail folded in SQL as foldTurkish folds the search text (Turkish letters to ASCII, lowercase). */
const searchable = foldedSql(sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`)
/** Roles are ["Admin"] or ["User"]; `role=User` means everyone who is not an admin. */
const isAdmin = sql`('Admin' = any(${users.roles}))`
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** The users admin: list and search, one user, roles, enable or disable, delete. Admins only. */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = app.db

  async function load(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id))
    if (!row) throw notFound(NOT_FOUND)
    return toUser(row)
  }

  app.get(
    '/api/Users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Kullanıcılar',
        description:
          'En yeni kayıt önce. `search` ad, soyad ve e-postada arar (Türkçe harfler katlanır); `role=Admin` ' +
          'yöneticileri, `role=User` diğer kullanıcıları; `active=true|false` etkin ya da devre dışı olanları verir. ' +
          '`page`/`pageSize` ile sayfalanır; X-Total-Count toplamı verir.',
        querystring: UserListQuery,
        response: { 200: z.array(User) },
      },
    },
    async (req, reply) => {
      const { role, active } = req.query
      const term = foldTurkish(req.query.search?.trim() ?? '')
      const filters: SQL[] = []
      if (term) filters.push(sql`${searchable} like ${likePattern(term)}`)
      if (role) filters.push(role === 'Admin' ? isAdmin : sql`not ${isAdmin}`)
      if (active !== undefined) filters.push(eq(users.isActive, active))
      const where = filters.length ? and(...filters) : undefined
      const { limit, offset } = pageWindow(req.query)
      const query = db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .offset(offset)
      const [rows, [total]] = await Promise.all([
        limit === undefined ? query : query.limit(limit),
        db.select({ n: count() }).from(users).where(where),
      ])
      return withTotal(reply, { items: rows.map(toUser), total: total?.n ?? 0 })
    },
  )

  app.get(
    '/api/Users/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, summary: 'Kullanıcı', params: IdParams, response: { 200: User } },
    },
    (req) => load(req.params.id),
  )

  app.put(
    '/api/Users/:id/roles',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Rolleri değiştir',
        description:
          'Roller ["Admin"] ya da ["User"] olur. Yönetici kendi yetkisini kaldıramaz; son yönetici kalır.',
        params: IdParams,
        body: UserRolesBody,
        response: { 200: User },
      },
    },
    async (req) => {
      const id = req.params.id
      const roles = req.body.roles.includes('Admin') ? ['Admin'] : ['User']
      if (id === req.user!.id && !roles.includes('Admin')) {
        throw forbidden('Kendi yönetici yetkinizi kaldıramazsınız.')
      }
      await app.users.changeKeepingAnAdmin(
        id,
        () => !roles.includes('Admin'),
        async (tx) => {
          await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, id))
        },
      )
      return load(id)
    },
  )

  app.put(
    '/api/Users/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Etkinleştir / devre dışı bırak',
        description:
          'Devre dışı kalan kullanıcının oturumları hemen kapanır. Yönetici kendini devre dışı bırakamaz.',
        params: IdParams,
        body: UserStatusBody,
        response: { 200: User },
      },
    },
    async (req) => {
      const id = req.params.id
      const { isActive } = req.body
      if (id === req.user!.id && !isActive) throw forbidden('Kendi hesabınızı devre dışı bırakamazsınız.')
      await app.users.changeKeepingAnAdmin(
        id,
        () => !isActive,
        async (tx) => {
          await tx
            .update(users)
            .set({
              isActive,
              // Disabling ends every session the user has (auth also refuses inactive users outright).
              ...(isActive ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }),
              updatedAt: new Date(),
            })
            .where(and(eq(users.id, id), ne(users.isActive, isActive)))
        },
      )
      return load(id)
    },
  )

  app.delete(
    '/api/Users/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Kullanıcıyı sil',
        description:
          'Kullanıcının yorumları ve beğenileri de silinir. Yönetici kendini silemez; son yönetici kalır.',
        params: IdParams,
      },
    },
    async (req, reply) => {
      const id = req.params.id
      // An admin leaves through DELETE /api/Account, which asks for their password.
      if (id === req.user!.id) throw forbidden('Kendi hesabınızı silemezsiniz.')
      await app.users.remove(id)
      return reply.code(204).send()
    },
  )
}
