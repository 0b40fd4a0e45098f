import { ApiPaths } from '@clinic/contract/api-paths'
import { IdParams } from '@clinic/contract/common'
import {
  DRAFT_MESSAGES,
  Draft,
  DraftIdParams,
  type DraftKind,
  DraftLocaleQuery,
  DraftPublished,
  DraftSave,
  DraftSummary,
  NewDraft,
} from '@clinic/contract/draft'
import type { Locale } from '@clinic/contract/locale'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, notFound } from '../lib/http-errors.ts'
import type { DraftPublisher } from '../services/drafts/index.ts'

const admin = [{ bearerAuth: [] }]

/** What each kind's draft calls differ in: paths, the docs' tag, and the item's own 404. */
interface DraftTarget {
  kind: DraftKind
  tags: string[]
  paths: { one: string; publish: string; list: string; newOne: string; newPublish: string }
  requireItem: (id: number) => Promise<unknown>
}

const publisherOf = (req: FastifyRequest): DraftPublisher => ({
  id: req.viewer.id,
  name: `${req.viewer.firstName} ${req.viewer.lastName}`.trim(),
  isAdmin: req.viewer.isAdmin,
})

/** `publishAt` of a save: in the future (a Turkish 400 otherwise); null clears it; absent leaves it. */
function scheduleOf(publishAt: string | null | undefined, now = Date.now()): Date | null | undefined {
  if (publishAt === undefined || publishAt === null) return publishAt
  const at = new Date(publishAt)
  if (Number.isNaN(at.getTime())) throw badRequest(undefined, { publishAt: [DRAFT_MESSAGES.badTime] })
  if (at.getTime() <= now) throw badRequest(DRAFT_MESSAGES.pastTime, { publishAt: [DRAFT_MESSAGES.pastTime] })
  return at
}

/**
 * The draft calls of posts and operations (issue 24, decision 0283), one builder for both: an item's pending draft
 * per language (GET, PUT = autosave, DELETE, POST …/publish), new items' drafts (POST, GET, PUT, DELETE, publish)
 * and the list of both. Staff only, as the item's own edits; autosave is not audited (it changes nothing public),
 * the schedule's changes, a deletion and a publish are.
 */
export default async function draftRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { blogs, operations, drafts } = app

  const targets: DraftTarget[] = [
    {
      kind: 'blog',
      tags: ['Blog'],
      paths: {
        one: ApiPaths.blogDraft,
        publish: ApiPaths.blogDraftPublish,
        list: ApiPaths.blogDrafts,
        newOne: ApiPaths.blogNewDraft,
        newPublish: ApiPaths.blogNewDraftPublish,
      },
      requireItem: (id) => blogs.find(id, false),
    },
    {
      kind: 'operation',
      tags: ['Operasyon'],
      paths: {
        one: ApiPaths.operationDraft,
        publish: ApiPaths.operationDraftPublish,
        list: ApiPaths.operationDrafts,
        newOne: ApiPaths.operationNewDraft,
        newPublish: ApiPaths.operationNewDraftPublish,
      },
      requireItem: (id) => operations.find(id, false),
    },
  ]

  for (const target of targets) {
    const { kind, tags, paths } = target
    const resource = kind

    /** An item's draft in a language: the item must exist, and the language be one the site publishes. */
    const itemDraft = async (id: number, locale: Locale) => {
      await target.requireItem(id)
      if (locale !== 'tr' && !app.config.siteLocales.includes(locale))
        throw badRequest(
          `Bu dil bu sitede yayımlanmıyor. Yayımlanan diller: ${app.config.siteLocales.join(', ')}.`,
          {
            locale: [`Yayımlanan diller: ${app.config.siteLocales.join(', ')}.`],
          },
        )
      return drafts.findOfItem(kind, id, locale)
    }

    /**
     * Autosave's bookkeeping: a save is not audited, unless it changed the schedule (set, moved or cleared), which
     * is. Scheduling validates the draft as publishing would.
     */
    const saveAndAudit = async (
      req: FastifyRequest,
      itemId: number | null,
      locale: Locale,
      body: DraftSave,
      save: (publishAt: Date | null | undefined) => Promise<Draft>,
      before: Draft | undefined,
    ) => {
      const publishAt = scheduleOf(body.publishAt)
      if (publishAt) drafts.validate(kind, locale, itemId, body.fields)
      const saved = await save(publishAt)
      if (publishAt !== undefined && (before?.publishAt ?? null) !== saved.publishAt) {
        await app.audit.record(req, {
          action: publishAt ? 'draft-schedule' : 'draft-unschedule',
          resource,
          resourceId: itemId ?? `draft-${saved.id}`,
          after: { draftId: saved.id, locale, publishAt: saved.publishAt },
        })
      } else {
        // Autosave itself is not an audited write: the draft keeps who saved it last.
        req.auditRecorded = true
      }
      return saved
    }

    const publishAndAudit = async (req: FastifyRequest, draftId: number) => {
      const draft = await drafts.find(kind, draftId)
      const result = await drafts.publish(draftId, kind, publisherOf(req), 'publish')
      const after = await (kind === 'blog' ? blogs : operations).find(result.itemId, false)
      await app.audit.record(req, {
        action: 'draft-publish',
        resource,
        resourceId: result.itemId,
        ...(result.itemBefore === undefined ? {} : { before: result.itemBefore }),
        after: draft.locale === 'tr' ? after : { locale: draft.locale, draftId },
      })
      return { kind, itemId: result.itemId, locale: result.locale }
    }

    const removeAndAudit = async (req: FastifyRequest, reply: FastifyReply, draft: Draft | undefined) => {
      if (!draft) throw notFound(DRAFT_MESSAGES.notFound)
      await drafts.remove(draft.id)
      await app.audit.record(req, {
        action: 'draft-delete',
        resource,
        resourceId: draft.itemId ?? `draft-${draft.id}`,
        before: { draftId: draft.id, locale: draft.locale, title: draft.fields.title ?? '' },
      })
      return reply.code(204).send()
    }

    // --- The drafts of new items, and the list of every draft -------------------------------------------------

    app.get(
      paths.list,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Taslaklar (yönetici)',
          description:
            'Henüz oluşturulmamış öğelerin taslakları (`itemId` null) ve yayındaki öğelerin bekleyen taslakları, her dilde; en son değişen önce.',
          response: { 200: z.array(DraftSummary) },
        },
      },
      () => drafts.list(kind),
    )

    app.post(
      paths.list,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Yeni öğe için taslak (yönetici)',
          description: 'Yeni bir öğenin formunun ilk otomatik kaydı: öğe “Yayınla” ile oluşturulur.',
          body: NewDraft,
          response: { 201: Draft },
        },
      },
      async (req, reply) => {
        const created = await drafts.createNew(kind, req.body.fields, req.viewer.id)
        await app.audit.record(req, {
          action: 'draft-create',
          resource,
          resourceId: `draft-${created.id}`,
          after: { draftId: created.id, title: created.fields.title ?? '' },
        })
        return reply.code(201).send(created)
      },
    )

    app.get(
      paths.newOne,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Bir taslak (yönetici)',
          params: DraftIdParams,
          response: { 200: Draft },
        },
      },
      (req) => drafts.find(kind, req.params.draftId),
    )

    app.put(
      paths.newOne,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Taslağı kaydet (otomatik kayıt, yönetici)',
          description:
            'Okunan `version` ile gönderilir; taslak o arada başka bir sekmede kaydedildiyse 409 ve hiçbir şey değişmez. `publishAt` (ISO, ofsetle; gelecekte) zamanlar, null kaldırır.',
          params: DraftIdParams,
          body: DraftSave,
          response: { 200: Draft },
        },
      },
      async (req) => {
        const before = await drafts.find(kind, req.params.draftId)
        return saveAndAudit(
          req,
          before.itemId,
          before.locale,
          req.body,
          (publishAt) =>
            drafts.save({ kind, draftId: req.params.draftId }, { ...req.body, publishAt }, req.viewer.id),
          before,
        )
      },
    )

    app.delete(
      paths.newOne,
      {
        onRequest: app.requireStaff,
        schema: { tags, security: admin, summary: 'Taslağı sil (yönetici)', params: DraftIdParams },
      },
      async (req, reply) => removeAndAudit(req, reply, await drafts.find(kind, req.params.draftId)),
    )

    app.post(
      paths.newPublish,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Taslağı yayınla (yönetici)',
          description:
            'Taslak, formun kaydıyla aynı yoldan kaydedilir (yeni öğe oluşturulur, yanıtta kimliği) ve silinir. Kaydedilemezse formun 400/409 yanıtı; taslak yerinde kalır.',
          params: DraftIdParams,
          response: { 200: DraftPublished },
        },
      },
      (req) => publishAndAudit(req, req.params.draftId),
    )

    // --- A live item's pending draft, per language --------------------------------------------------------------

    app.get(
      paths.one,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Öğenin bekleyen taslağı (yönetici)',
          description: '`locale` (tr: öğenin kendisi; en, ka, ru: çevirisi). Taslak yoksa 404.',
          params: IdParams,
          querystring: DraftLocaleQuery,
          response: { 200: Draft },
        },
      },
      async (req) => {
        const draft = await itemDraft(req.params.id, req.query.locale)
        if (!draft) throw notFound(DRAFT_MESSAGES.notFound)
        return draft
      },
    )

    app.put(
      paths.one,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Öğenin taslağını kaydet (otomatik kayıt, yönetici)',
          description:
            'İlk kayıt taslağı oluşturur (`version` 0 ya da yok). Sonrakiler okunan `version` ile; eskiyse 409. Yayındaki öğe değişmez.',
          params: IdParams,
          querystring: DraftLocaleQuery,
          body: DraftSave,
          response: { 200: Draft },
        },
      },
      async (req) => {
        const { id } = req.params
        const { locale } = req.query
        const before = await itemDraft(id, locale)
        return saveAndAudit(
          req,
          id,
          locale,
          req.body,
          (publishAt) => drafts.save({ kind, itemId: id, locale }, { ...req.body, publishAt }, req.viewer.id),
          before,
        )
      },
    )

    app.delete(
      paths.one,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Öğenin taslağını sil (yönetici)',
          params: IdParams,
          querystring: DraftLocaleQuery,
        },
      },
      async (req, reply) => removeAndAudit(req, reply, await itemDraft(req.params.id, req.query.locale)),
    )

    app.post(
      paths.publish,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Öğenin taslağını yayınla (yönetici)',
          description:
            'Taslak, formun (ya da çevirinin) kaydıyla aynı yoldan kaydedilir ve silinir; sürüm nedeni "publish". Kaydedilemezse 400/409, taslak kalır.',
          params: IdParams,
          querystring: DraftLocaleQuery,
          response: { 200: DraftPublished },
        },
      },
      async (req) => {
        const draft = await itemDraft(req.params.id, req.query.locale)
        if (!draft) throw notFound(DRAFT_MESSAGES.notFound)
        return publishAndAudit(req, draft.id)
      },
    )
  }
}
