import { ApiPaths } from '@clinic/contract/api-paths'
import {
  AdminBlogListQuery,
  AdminBlogSummary,
  Blog,
  BlogCounters,
  BlogForm,
  BlogLikeState,
  BlogListQuery,
  BlogSearchQuery,
  BlogSummary,
} from '@clinic/contract/blog'
import { IdOrSlugParams, IdParams } from '@clinic/contract/common'
import { BlogTranslationForm, BlogTranslationList, BlogTranslationSaved } from '@clinic/contract/translation'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicPage } from '../../lib/listing.ts'
import type { Liker } from '../../services/blogs/blog-service.ts'
import { registerContentRoutes } from '../content.ts'
import { withTotal } from '../http.ts'
import commentRoutes from './comments.ts'

const tags = ['Blog']
const FILTERS =
  '`categoryId`, `tag`; `search`: başlıkta, kısa açıklamada, etiketlerde ve içerikte her kelime (Türkçe harfler ' +
  'katlanır); `sort`: newest (varsayılan), oldest, title (Türk alfabesine göre) ya da views. `page`/`pageSize` ile ' +
  'sayfalanır; X-Total-Count toplamı verir.'
const PUBLIC_LIST = `Yalnızca yayındaki yazılar. ${FILTERS}`
const LIKES =
  'Beğeniler ziyaretçi başınadır: giriş yapmış kullanıcı hesabıyla, misafir `clinic_visitor` çerezindeki imzalı ' +
  'kimlikle tanınır (API çerezi misafirin ilk beğenisinde koyar); çerezsiz bir misafir adresiyle tanınır, yani ' +
  'çerezsiz beğeniler adres ve yazı başına bir kez sayılır. Yanıttaki `liked`, çağıranın yazıyı şimdi beğenip ' +
  'beğenmediğini söyler.'
const ADMIN_LIST = `Yayında olmayanlar dahil bütün yazılar; \`active=true|false\` yalnızca yayındakileri ya da yayında olmayanları verir; \`needsTranslation=en|ka|ru\` o dilde çevirisi eksik ya da güncel olmayanları (Çevirisi eksik). ${FILTERS}`

export default async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { blogs } = app

  registerContentRoutes(app, {
    resource: 'blog',
    tags,
    paths: {
      list: ApiPaths.blogs,
      admin: ApiPaths.blogsAdmin,
      byGroup: ApiPaths.blogsByCategory,
      one: ApiPaths.blog,
      status: ApiPaths.blogStatus,
      view: ApiPaths.blogView,
      translations: ApiPaths.blogTranslations,
      translation: ApiPaths.blogTranslation,
    },
    summaries: { list: 'Yayındaki yazılar', admin: 'Bütün yazılar (yönetici)' },
    descriptions: { list: PUBLIC_LIST, admin: ADMIN_LIST },
    schemas: {
      item: Blog,
      summary: BlogSummary,
      adminSummary: AdminBlogSummary,
      translationList: BlogTranslationList,
      translation: BlogTranslationSaved,
      translationForm: BlogTranslationForm,
      listQuery: BlogListQuery,
      adminQuery: AdminBlogListQuery,
      form: BlogForm,
      counters: BlogCounters,
      groupParams: IdParams,
    },
    service: blogs,
    // A post is signed by the practice doctor unless its form names an author: the writer is not needed.
    authorOf: () => undefined,
    viewLimit: app.limits.postViews,
  })

  app.get(
    ApiPaths.blogSearch,
    {
      onRequest: app.limits.publicReads,
      schema: { tags, querystring: BlogSearchQuery, response: { 200: z.array(BlogSummary) } },
    },
    async (req, reply) => withTotal(reply, await blogs.list({ ...publicPage(req.query), activeOnly: true })),
  )

  // Likes are per visitor. A token that is sent must be valid (401, as elsewhere); without one the caller is a guest.
  const tokenIfSent = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization !== undefined) await app.authenticate(req, reply)
  }
  /** The signed-in user, else the guest of the cookie; undefined for a guest who never liked. */
  const likerOf = (req: FastifyRequest): Liker | undefined => {
    if (req.user) return { userId: req.user.id }
    const visitorId = app.visitorIds.fromCookie(req.headers.cookie)
    return visitorId ? { visitorId } : undefined
  }
  /** A guest's id goes (back) into the cookie after each like or unlike, so it lasts a year from the last one. */
  const keepGuest = (req: FastifyRequest, reply: FastifyReply, liker: Liker | undefined) => {
    if (liker && 'visitorId' in liker)
      reply.header('set-cookie', app.visitorIds.cookie(liker.visitorId, req.protocol === 'https'))
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
      // A guest without the cookie is their address: however often they like, it counts once per post.
      const liker = likerOf(req) ?? { visitorId: app.visitorIds.forAddress(req.ip) }
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
