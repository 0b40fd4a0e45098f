import { SessionList } from '@clinic/contract/account'
import { ApiPaths } from '@clinic/contract/api-paths'
import { IdParams, Message } from '@clinic/contract/common'
import { User, UserListQuery, UserRolesBody, UserStatusBody } from '@clinic/contract/user'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { roleOf } from '../../services/users/user-service.ts'
import { withTotal } from '../http.ts'

const tags = ['Kullanıcılar']
const admin = [{ bearerAuth: [] }]

/** The users admin: list and search, one user, roles, enable or disable, delete. Admins only. */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    ApiPaths.users,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Kullanıcılar',
        description:
          'En yeni kayıt önce. `search` ad, soyad ve e-postada arar (Türkçe harfler katlanır); `role=Admin` ' +
          'yöneticileri, `role=Editor` editörleri, `role=User` diğer kullanıcıları; `active=true|false` etkin ya da devre dışı olanları verir. ' +
          '`page`/`pageSize` ile sayfalanır; X-Total-Count toplamı verir.',
        querystring: UserListQuery,
        response: { 200: z.array(User) },
      },
    },
    async (req, reply) => withTotal(reply, await app.users.list(req.query)),
  )

  app.get(
    ApiPaths.user,
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, summary: 'Kullanıcı', params: IdParams, response: { 200: User } },
    },
    (req) => app.users.find(req.params.id),
  )

  app.put(
    ApiPaths.userRoles,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Rolleri değiştir',
        description:
          'Roller ["Admin"], ["Editor"] ya da ["User"] olur (birden çoksa en yükseği). Editor içerikleri yönetir, kişilerin verilerine erişemez. Yönetici kendi yetkisini kaldıramaz; son yönetici kalır.',
        params: IdParams,
        body: UserRolesBody,
        response: { 200: User },
      },
    },
    (req) =>
      app.audit.audited(
        req,
        { action: 'role', resource: 'user', resourceId: req.params.id },
        () => app.users.setRole(req.params.id, roleOf(req.body.roles), req.viewer.id),
        { before: () => app.users.find(req.params.id) },
      ),
  )

  app.put(
    ApiPaths.userStatus,
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
    (req) =>
      app.audit.audited(
        req,
        {
          action: req.body.isActive ? 'activate' : 'deactivate',
          resource: 'user',
          resourceId: req.params.id,
        },
        () => app.users.setActive(req.params.id, req.body.isActive, req.viewer.id),
        { before: () => app.users.find(req.params.id) },
      ),
  )

  app.delete(
    ApiPaths.user,
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
      await app.audit.audited(
        req,
        { action: 'delete', resource: 'user', resourceId: req.params.id },
        () => app.users.removeByAdmin(req.params.id, req.viewer.id),
        { before: () => app.users.find(req.params.id) },
      )
      return reply.code(204).send()
    },
  )

  app.get(
    ApiPaths.userSessions,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Kullanıcının oturumları',
        description:
          'Kullanıcının açık oturumları (cihaz, adres, açılış ve son görülme), en son görülen önce.',
        params: IdParams,
        response: { 200: SessionList },
      },
    },
    (req) => app.accounts.sessionsOfUser(req.params.id),
  )

  app.delete(
    ApiPaths.userSessions,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Kullanıcının tüm oturumlarını kapat',
        description: 'Kullanıcının bütün oturumları hemen geçersiz olur; yeniden giriş yapması gerekir.',
        params: IdParams,
        response: { 200: Message },
      },
    },
    (req) =>
      app.audit.audited(
        req,
        { action: 'sessions-end-user', resource: 'user', resourceId: req.params.id },
        () => app.accounts.endSessionsOfUser(req.params.id),
        { after: () => undefined },
      ),
  )
}
