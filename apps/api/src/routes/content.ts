import { IdOrSlugParams, IdParams, PublicPaging, StatusBody } from '@clinic/contract/common'
import { type Locale, LocaleQuery } from '@clinic/contract/locale'
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicPage } from '../lib/listing.ts'
import type { AuthUser } from '../plugins/auth.ts'
import type { StoredOverride } from '../services/advertising/advertising-service.ts'
import type { AuditEvent } from '../services/audit/audit-service.ts'
import type { ContentListFilter, SaveGate } from '../services/content/content-service.ts'
import type { Saver } from '../services/revisions/revision-store.ts'
import { registerAuditedDelete, withTotal } from './http.ts'
import { saverOf } from './revisions.ts'
import { type TranslationRoutesService, translationRoutes } from './translations.ts'

const admin = [{ bearerAuth: [] }]
const multipart = ['multipart/form-data']

/** What a content resource's service offers the shared routes (posts and operations alike). */
interface ContentRoutesService<Form, Author, TranslationForm> {
  list(filter: ContentListFilter): Promise<{ items: unknown[]; total: number }>
  listByGroup(
    groupId: number,
    paging: PublicPaging,
    locale?: Locale,
  ): Promise<{ items: unknown[]; total: number }>
  find(idOrSlug: string | number, activeOnly: boolean, locale?: Locale): Promise<unknown>
  save(form: Form, author: Author, id?: number, gate?: SaveGate): Promise<unknown>
  remove(id: number): Promise<void>
  setActive(id: number, isActive: boolean, saver?: Saver): Promise<unknown>
  view(idOrSlug: string): Promise<unknown>
  translations: TranslationRoutesService<TranslationForm>
}

/**
 * The calls posts and operations share: the public and the admin's lists, the list of one group, one item (an
 * admin also sees an inactive one), create and replace from the admin's multipart form, delete, status and the
 * public's view counter. A resource adds its own calls beside these.
 */
export function registerContentRoutes<Form, Author, TranslationForm>(
  fastify: FastifyInstance,
  opts: {
    tags: string[]
    /** How the audit log names this resource. */
    resource: AuditEvent['resource']
    paths: {
      list: string
      admin: string
      byGroup: string
      one: string
      status: string
      view: string
      translations: string
      translation: string
    }
    summaries: { list: string; admin: string }
    descriptions: { list: string; admin: string }
    schemas: {
      item: z.ZodType
      /** A list's item: the item without `fullContent` (decision 0170). */
      summary: z.ZodType
      /** The admin list's row: the summary and where each translation stands. */
      adminSummary: z.ZodType
      translationList: z.ZodType
      translation: z.ZodType
      translationForm: z.ZodType<TranslationForm>
      listQuery: z.ZodType<Omit<ContentListFilter, 'activeOnly'>>
      adminQuery: z.ZodType<Omit<ContentListFilter, 'activeOnly'>>
      form: z.ZodType<Form>
      counters: z.ZodType
      /** The by-group path's parameter: `{ id }` for categories, `{ catalogId }` for catalogs. */
      groupParams: z.ZodType<Record<string, number>>
    }
    service: ContentRoutesService<Form, Author, TranslationForm>
    /** Who the admin's save writes as the author. */
    authorOf: (viewer: AuthUser) => Author | Promise<Author>
    viewLimit: preHandlerHookHandler
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { tags, paths, schemas, service, resource } = opts
  const list = z.array(schemas.summary)
  const adminList = z.array(schemas.adminSummary)
  /**
   * The advertising gate of a save (decision 0200): who saves, and an audit entry for each override it stored
   * (written once the save's own entry is).
   */
  const gateOf = (req: FastifyRequest) => {
    const stored: Array<{ overrides: StoredOverride[]; id: number }> = []
    const gate: SaveGate = {
      ...saverOf(req),
      editor: { id: req.viewer.id, isAdmin: req.viewer.isAdmin },
      onOverridden: (overrides, id) => stored.push({ overrides, id }),
    }
    const record = async () => {
      for (const { overrides, id } of stored)
        for (const override of overrides)
          await app.audit.record(req, {
            action: 'advertising-override',
            resource,
            resourceId: id,
            after: override,
          })
    }
    return { gate, record }
  }
  /** The item as it is before a staff write (the audit log keeps the fields that changed). */
  const current = (id: number) => () => service.find(id, false)

  // The public's list (active items only, a first page by default, limited per address when not cached) and the
  // admin's (every item, `active` filtering, the whole list without paging), guards in sight.
  const lists = [
    {
      path: paths.list,
      guard: [app.limits.publicReads],
      security: undefined,
      activeOnly: true,
      query: schemas.listQuery,
      response: list,
      doc: 'list',
    },
    {
      path: paths.admin,
      guard: [app.requireStaff],
      security: admin,
      activeOnly: false,
      query: schemas.adminQuery,
      response: adminList,
      doc: 'admin',
    },
  ] as const
  for (const { path, guard, security, activeOnly, query, response, doc } of lists) {
    app.get(
      path,
      {
        onRequest: [...guard],
        schema: {
          tags,
          security,
          summary: opts.summaries[doc],
          description: opts.descriptions[doc],
          querystring: query,
          response: { 200: response },
        },
      },
      // The public's list is in the language asked for; the admin's is Turkish, with each translation's state.
      async (req, reply) =>
        withTotal(
          reply,
          await service.list(
            activeOnly
              ? { ...publicPage(req.query), activeOnly }
              : { ...req.query, activeOnly, withStates: true },
          ),
        ),
    )
  }

  app.get(
    paths.byGroup,
    {
      onRequest: app.limits.publicReads,
      schema: {
        tags,
        params: schemas.groupParams,
        querystring: PublicPaging.extend(LocaleQuery.shape),
        response: { 200: list },
      },
    },
    async (req, reply) => {
      const { locale, ...paging } = req.query
      return withTotal(
        reply,
        await service.listByGroup(Object.values(req.params)[0] as number, publicPage(paging), locale),
      )
    },
  )

  // Staff also see an inactive item (the edit form loads it); everyone else gets 404 for it. In another language
  // the slug is that language's (the id works too).
  app.get(
    paths.one,
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        params: IdOrSlugParams,
        querystring: LocaleQuery,
        response: { 200: schemas.item },
      },
    },
    (req) => service.find(req.params.id, !req.user?.isStaff, req.query.locale),
  )

  app.post(
    paths.list,
    {
      onRequest: [app.requireStaff, app.limits.uploads],
      schema: {
        tags,
        security: admin,
        consumes: multipart,
        body: schemas.form,
        response: { 201: schemas.item },
      },
    },
    async (req, reply) => {
      const { gate, record } = gateOf(req)
      const created = await app.audit.audited(req, { action: 'create', resource }, async () =>
        service.save(req.body as Form, await opts.authorOf(req.viewer), undefined, gate),
      )
      await record()
      return reply.code(201).send(created)
    },
  )

  app.put(
    paths.one,
    {
      onRequest: [app.requireStaff, app.limits.uploads],
      schema: {
        tags,
        security: admin,
        consumes: multipart,
        params: IdParams,
        body: schemas.form,
        response: { 200: schemas.item },
      },
    },
    async (req) => {
      const { gate, record } = gateOf(req)
      const saved = await app.audit.audited(
        req,
        { action: 'update', resource, resourceId: req.params.id },
        async () => service.save(req.body as Form, await opts.authorOf(req.viewer), req.params.id, gate),
        { before: current(req.params.id) },
      )
      await record()
      return saved
    },
  )

  registerAuditedDelete(app, {
    path: paths.one,
    tags,
    resource,
    find: (id) => service.find(id, false),
    remove: (id) => service.remove(id),
  })

  app.put(
    paths.status,
    {
      onRequest: app.requireStaff,
      schema: { tags, security: admin, params: IdParams, body: StatusBody, response: { 200: schemas.item } },
    },
    (req) =>
      app.audit.audited(
        req,
        { action: 'status', resource, resourceId: req.params.id },
        () => service.setActive(req.params.id, req.body.isActive, saverOf(req)),
        { before: current(req.params.id) },
      ),
  )

  app.put(
    paths.view,
    {
      preHandler: opts.viewLimit,
      schema: { tags, params: IdOrSlugParams, response: { 200: schemas.counters } },
    },
    (req) => service.view(req.params.id),
  )

  // Translations (issue 23, decision 0270): guarded and audited as the item's own writes; the service announces
  // the change for the site's build.
  translationRoutes(app, {
    tags,
    resource,
    paths: { list: paths.translations, one: paths.translation },
    schemas: { list: schemas.translationList, item: schemas.translation, body: schemas.translationForm },
    multipart: true,
    docs: {
      list: 'Öğenin var olan çevirileri ve her çeviri dilinin durumu: missing (yok), inactive (yayında değil), published (yayında), outdated (Türkçe metin çeviriden sonra değişti).',
      save: {
        summary: 'Bir dilde çeviriyi kaydet (yönetici)',
        description:
          'Öğenin formundaki metinler, o dilde (en, ka, ru; SITE_LOCALES içinde olmalı). Kısa ad boşsa başlıktan yapılır (Kiril ve Gürcü harfleri Latin harflerine çevrilir); aynı dilde başka bir öğede varsa 409. Türkçe öğenin değişiklik zamanını da ilerletir. Yanıttaki `advertising`, o dilde sağlık reklamı kurallarına takılan ifadeleri sayar (uyarıdır, kayıt reddedilmez).',
      },
      remove: {
        summary: 'Bir dildeki çeviriyi sil (yönetici)',
        description: 'Öğe o dilin sitesinden kalkar; Türkçe öğe ve öbür diller yerinde kalır.',
      },
    },
    service: service.translations,
  })
}
