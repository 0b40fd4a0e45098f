import { ApiPaths } from '@clinic/contract/api-paths'
import {
  AdminBlogListQuery,
  Blog,
  BlogCounters,
  BlogForm,
  BlogLikeState,
  BlogListQuery,
  BlogSearchQuery,
} from '@clinic/contract/blog'
import { IdOrSlugParams, IdParams, Paging, StatusBody } from '@clinic/contract/common'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-errors.ts'
import type { Liker } from '../../services/blogs/blog-service.ts'
import { withTotal } from '../http.ts'
import commentRoutes from './comments.ts'
import { newVisitorId, visitorCookie, visitorIdFrom } from './visitor.ts'

const tags = ['Blog']
const admin = [{ bearerAuth: [] }]
const multipart = ['multipart/form-data']
const FILTERS =
  '`categoryId`, `tag`; `search`: başlıkta, kısa açıklamada, etiketlerde ve içerikte her kelime (Türkçe harfler ' +
  'katlanır); `sort`: newest (varsayılan), oldest, title (Türk alfabesine göre) ya da views. `page`/`pageSize` ile ' +
  'sayfalanır; X-Total-Count toplamı verir.'
const PUBLIC_LIST = `Yalnızca yayındaki yazılar. ${FILTERS}`
const LIKES =
  'Beğeniler ziyaretçi başınadır: giriş yapmış kullanıcı hesabıyla, misafir `clinic_visitor` çerezindeki rastgele ' +
  'kimlikle tanınır (API çerezi misafirin ilk beğenisinde koyar). Yanıttaki `liked`, çağıranın yazıyı şimdi beğenip ' +
  'beğenmediğini söyler.'
const ADMIN_LIST = `Yayında olmayanlar dahil bütün yazılar; \`active=true|false\` yalnızca yayındakileri ya da yayında olmayanları verir. ${FILTERS}`

export default async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { blogs } = app
  const authorOf = (user: { firstName: string; lastName: string } | null) =>
    user ? `${user.firstName} ${user.lastName}`.trim() : ''

  app.get(
    ApiPaths.blogs,
    {
      schema: {
        tags,
        summary: 'Yayındaki yazılar',
        description: PUBLIC_LIST,
        querystring: BlogListQuery,
        response: { 200: z.array(Blog) },
      },
    },
    async (req, reply) => withTotal(reply, await blogs.list({ ...req.query, activeOnly: true })),
  )

  app.get(
    ApiPaths.blogSearch,
    { schema: { tags, querystring: BlogSearchQuery, response: { 200: z.array(Blog) } } },
    async (req, reply) => withTotal(reply, await blogs.list({ ...req.query, activeOnly: true })),
  )

  app.get(
    ApiPaths.blogsAdmin,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Bütün yazılar (yönetici)',
        description: ADMIN_LIST,
        querystring: AdminBlogListQuery,
        response: { 200: z.array(Blog) },
      },
    },
    async (req, reply) => withTotal(reply, await blogs.list({ ...req.query, activeOnly: false })),
  )

  app.get(
    ApiPaths.blogsByCategory,
    { schema: { tags, params: IdParams, querystring: Paging, response: { 200: z.array(Blog) } } },
    async (req, reply) => {
      if (!(await blogs.categoryExists(req.params.id))) throw notFound('Kategori bulunamadı.')
      return withTotal(reply, await blogs.list({ ...req.query, categoryId: req.params.id, activeOnly: true }))
    },
  )

  // An admin also sees an inactive post (the edit form loads it); everyone else gets 404 for it.
  app.get(
    ApiPaths.blog,
    { preHandler: app.optionalUser, schema: { tags, params: IdOrSlugParams, response: { 200: Blog } } },
    (req) => blogs.find(req.params.id, !req.user?.isAdmin),
  )

  app.post(
    ApiPaths.blogs,
    {
      onRequest: [app.requireAdmin, app.limits.uploads],
      schema: { tags, security: admin, consumes: multipart, body: BlogForm, response: { 201: Blog } },
    },
    async (req, reply) => reply.code(201).send(await blogs.save(req.body, authorOf(req.user))),
  )

  app.put(
    ApiPaths.blog,
    {
      onRequest: [app.requireAdmin, app.limits.uploads],
      schema: {
        tags,
        security: admin,
        consumes: multipart,
        params: IdParams,
        body: BlogForm,
        response: { 200: Blog },
      },
    },
    (req) => blogs.save(req.body, authorOf(req.user), req.params.id),
  )

  app.delete(
    ApiPaths.blog,
    { onRequest: app.requireAdmin, schema: { tags, security: admin, params: IdParams } },
    async (req, reply) => {
      await blogs.remove(req.params.id)
      return reply.code(204).send()
    },
  )

  app.put(
    ApiPaths.blogStatus,
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, params: IdParams, body: StatusBody, response: { 200: Blog } },
    },
    (req) => blogs.setActive(req.params.id, req.body.isActive),
  )

  app.put(
    ApiPaths.blogView,
    {
      preHandler: app.limits.postViews,
      schema: { tags, params: IdOrSlugParams, response: { 200: BlogCounters } },
    },
    (req) => blogs.view(req.params.id),
  )

  // Likes are per visitor. A token that is sent must be valid (401, as elsewhere); without one the caller is a guest.
  const tokenIfSent = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization !== undefined) await app.authenticate(req, reply)
  }
  /** The signed-in user, else the guest of the cookie; undefined for a guest who never liked. */
  const likerOf = (req: FastifyRequest): Liker | undefined => {
    if (req.user) return { userId: req.user.id }
    const visitorId = visitorIdFrom(req.headers.cookie)
    return visitorId ? { visitorId } : undefined
  }
  /** A guest's id goes (back) into the cookie after each like or unlike, so it lasts a year from the last one. */
  const keepGuest = (req: FastifyRequest, reply: FastifyReply, liker: Liker | undefined) => {
    if (liker && 'visitorId' in liker)
      reply.header('set-cookie', visitorCookie(liker.visitorId, req.protocol === 'https'))
  }

  app.get(
    ApiPaths.blogLike,
    {
      onRequest: tokenIfSent,
      schema: {
        tags,
        summary: 'Beğeni durumu',
        description: LIKES,
        params: IdOrSlugParams,
        response: { 200: BlogLikeState },
      },
    },
    (req) => blogs.likeState(req.params.id, likerOf(req)),
  )
  app.put(
    ApiPaths.blogLike,
    {
      onRequest: tokenIfSent,
      preHandler: app.limits.postLikes,
      schema: {
        tags,
        summary: 'Beğen',
        description: LIKES,
        params: IdOrSlugParams,
        response: { 200: BlogLikeState },
      },
    },
    async (req, reply) => {
      // A guest's first like gets a new id.
      const liker = likerOf(req) ?? { visitorId: newVisitorId() }
      const state = await blogs.like(req.params.id, liker)
      keepGuest(req, reply, liker)
      return state
    },
  )
  app.put(
    ApiPaths.blogUnlike,
    {
      onRequest: tokenIfSent,
      preHandler: app.limits.postLikes,
      schema: {
        tags,
        summary: 'Beğeniyi geri al',
        description: `${LIKES} Yalnızca çağıranın kendi beğenisi geri alınır.`,
        params: IdOrSlugParams,
        response: { 200: BlogLikeState },
      },
    },
    async (req, reply) => {
      const liker = likerOf(req)
      const state = await blogs.unlike(req.params.id, liker)
      keepGuest(req, reply, liker)
      return state
    },
  )

  await app.register(commentRoutes)
}
